// GET /console/billing/statement.csv?operator=<id>&month=<YYYY-MM> — staff download of an operator's monthly statement
import type { NextRequest } from "next/server";
import { z } from "zod";
import { parseInput } from "@/lib/base/parse-input";
import { requireStaff } from "@/lib/server/auth/staff-session";
import { getMonthlyStatement } from "@/lib/server/billing/get-monthly-statement";
import { errorResponse, textResponse } from "@/lib/server/http/json-response";
import { methodNotAllowed } from "@/lib/server/provider-api/provider-route";

const statementQuerySchema = z.object({
  operator: z.string().min(1, "operator is required"),
  month: z.string().min(1, "month is required"),
});

export async function GET(request: NextRequest): Promise<Response> {
  try {
    await requireStaff();
    const { operator, month } = parseInput(statementQuerySchema, Object.fromEntries(request.nextUrl.searchParams));
    const { statement, csv } = await getMonthlyStatement({ operatorId: operator, month });
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
