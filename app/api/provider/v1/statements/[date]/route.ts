// GET /api/provider/v1/statements/{YYYY-MM-DD} — one UTC day's counts and sums; JSON, or CSV with Accept: text/csv
import { providerEndpoints } from "@/lib/contract/provider-endpoints";
import { statementCsvHeaders } from "@/lib/contract/reconciliation-api";
import { textResponse } from "@/lib/server/http/json-response";
import { providerRoute } from "@/lib/server/provider-api/provider-route";
import { getDailyStatement } from "@/lib/server/reconciliation/get-daily-statement";

export const { GET, POST, PUT, PATCH, DELETE } = providerRoute(
  providerEndpoints.getDailyStatement,
  async ({ request, params: { date }, operatorId }) => {
    const { statement, csv } = await getDailyStatement({ operatorId, date });
    if (!(request.headers.get("accept") ?? "").toLowerCase().includes("text/csv")) return statement;
    return textResponse(csv, {
      contentType: "text/csv; charset=utf-8",
      headers: {
        ...statementCsvHeaders(statement),
        "content-disposition": `attachment; filename="statement-${date}.csv"`,
      },
    });
  },
);
