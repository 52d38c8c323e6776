// GET /backoffice/money/statements/<YYYY-MM-DD>.csv — the signed-in operator's daily statement CSV: the same bytes
// and headers as the operator API's and the staff console's download for this operator.
import type { NextRequest } from "next/server";
import { AppError } from "@/lib/base/errors";
import { statementCsvHeaders } from "@/lib/contract/reconciliation-api";
import { requireOperatorUser } from "@/lib/server/auth/operator-session";
import { errorResponse, textResponse } from "@/lib/server/http/json-response";
import { methodNotAllowed } from "@/lib/server/provider-api/provider-route";
import { getDailyStatement } from "@/lib/server/reconciliation/get-daily-statement";
import { MONEY_ROLES } from "@/graphql/backoffice/money/resolvers";

export async function GET(request: NextRequest, context: { params: Promise<{ file: string }> }): Promise<Response> {
  try {
    const user = await requireOperatorUser({ roles: MONEY_ROLES });
    const { file } = await context.params;
    if (!file.endsWith(".csv")) throw new AppError("not_found", "Daily statements download as <YYYY-MM-DD>.csv");
    const { statement, csv } = await getDailyStatement({ operatorId: user.operatorId, date: file.slice(0, -4) });
    return textResponse(csv, {
      contentType: "text/csv; charset=utf-8",
      headers: {
        ...statementCsvHeaders(statement),
        "content-disposition": `attachment; filename="statement-${encodeURIComponent(user.operatorId)}-${statement.date}.csv"`,
      },
    });
  } catch (error) {
    return errorResponse(error, `${request.method} ${request.nextUrl.pathname}`);
  }
}

const rejectMethod = methodNotAllowed("GET");
export { rejectMethod as POST, rejectMethod as PUT, rejectMethod as PATCH, rejectMethod as DELETE };
