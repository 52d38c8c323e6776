// GET /api/provider/v1/statements/{YYYY-MM-DD} — one UTC day's counts and sums; JSON, or CSV with Accept: text/csv
import { operatorQuerySchema, statementCsvHeaders, statementPathSchema } from "@/lib/contract/reconciliation-api";
import { jsonResponse, textResponse } from "@/lib/server/http/json-response";
import { parseQuery, parseRequest } from "@/lib/contract/parse-request";
import { methodNotAllowed, providerApiRoute } from "@/lib/server/provider-api/provider-route";
import { getDailyStatement } from "@/lib/server/reconciliation/get-daily-statement";

export const GET = providerApiRoute<{ date: string }>(async ({ request, params, operatorScope }) => {
  const { date } = parseRequest(statementPathSchema, params, { what: "date" });
  parseQuery(operatorQuerySchema, request.nextUrl.searchParams);
  const operatorId = await operatorScope({ required: true });
  const { statement, csv } = await getDailyStatement({ operatorId, date });
  if (!(request.headers.get("accept") ?? "").toLowerCase().includes("text/csv"))
    return jsonResponse({ success: true, data: statement });
  return textResponse(csv, {
    contentType: "text/csv; charset=utf-8",
    headers: {
      ...statementCsvHeaders(statement),
      "content-disposition": `attachment; filename="statement-${date}.csv"`,
    },
  });
});

const rejectMethod = methodNotAllowed("GET");
export { rejectMethod as POST, rejectMethod as PUT, rejectMethod as PATCH, rejectMethod as DELETE };
