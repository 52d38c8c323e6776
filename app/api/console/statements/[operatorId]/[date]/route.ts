// GET /api/console/statements/{operator_id}/{YYYY-MM-DD} — staff download of an operator's daily statement CSV
import type { NextRequest } from "next/server";
import { statementCsvHeaders } from "@/lib/contract/reconciliation-api";
import { requireStaff } from "@/lib/server/auth/staff-session";
import { errorResponse, textResponse } from "@/lib/server/http/json-response";
import { methodNotAllowed } from "@/lib/server/provider-api/provider-route";
import { getDailyStatement } from "@/lib/server/reconciliation/get-daily-statement";

export async function GET(
  request: NextRequest,
  context: { params: Promise<{ operatorId: string; date: string }> },
): Promise<Response> {
  try {
    await requireStaff();
    const { operatorId, date } = await context.params;
    const { statement, csv } = await getDailyStatement({ operatorId, date });
    // The same bytes and Content-Hash as the operator API's Accept: text/csv answer.
    return textResponse(csv, {
      contentType: "text/csv; charset=utf-8",
      headers: {
        ...statementCsvHeaders(statement),
        "content-disposition": `attachment; filename="statement-${encodeURIComponent(operatorId)}-${date}.csv"`,
      },
    });
  } catch (error) {
    return errorResponse(error, `${request.method} ${request.nextUrl.pathname}`);
  }
}

const rejectMethod = methodNotAllowed("GET");
export { rejectMethod as POST, rejectMethod as PUT, rejectMethod as PATCH, rejectMethod as DELETE };
