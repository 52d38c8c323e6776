// GET /backoffice/money/billing/<YYYY-MM>.csv — the signed-in operator's monthly statement CSV: the same service,
// bytes and Content-Hash as the staff console's download for this operator (/console/billing/statement.csv).
import type { NextRequest } from "next/server";
import { AppError } from "@/lib/base/errors";
import { requireOperatorUser } from "@/lib/server/auth/operator-session";
import { getMonthlyStatement } from "@/lib/server/billing/get-monthly-statement";
import { errorResponse, textResponse } from "@/lib/server/http/json-response";
import { methodNotAllowed } from "@/lib/server/provider-api/provider-route";
import { MONEY_ROLES } from "@/graphql/backoffice/money/resolvers";

export async function GET(request: NextRequest, context: { params: Promise<{ file: string }> }): Promise<Response> {
  try {
    const user = await requireOperatorUser({ roles: MONEY_ROLES });
    const { file } = await context.params;
    if (!file.endsWith(".csv")) throw new AppError("not_found", "Monthly statements download as <YYYY-MM>.csv");
    const { statement, csv } = await getMonthlyStatement({ operatorId: user.operatorId, month: file.slice(0, -4) });
    return textResponse(csv, {
      contentType: "text/csv; charset=utf-8",
      headers: {
        "content-hash": statement.contentHash,
        "content-disposition": `attachment; filename="billing-${encodeURIComponent(statement.operatorId)}-${statement.month}.csv"`,
      },
    });
  } catch (error) {
    return errorResponse(error, `${request.method} ${request.nextUrl.pathname}`);
  }
}

const rejectMethod = methodNotAllowed("GET");
export { rejectMethod as POST, rejectMethod as PUT, rejectMethod as PATCH, rejectMethod as DELETE };
