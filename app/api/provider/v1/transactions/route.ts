// GET /api/provider/v1/transactions — the reconciliation feed: keyset-paged wallet transactions, oldest first
import { transactionsQuerySchema } from "@/lib/contract/reconciliation-api";
import { jsonResponse } from "@/lib/server/http/json-response";
import { parseQuery } from "@/lib/contract/parse-request";
import { methodNotAllowed, providerApiRoute } from "@/lib/server/provider-api/provider-route";
import { listTransactions } from "@/lib/server/reconciliation/list-transactions";

export const GET = providerApiRoute(async ({ request, operatorScope }) => {
  const { operator_id: _operatorId, ...query } = parseQuery(transactionsQuerySchema, request.nextUrl.searchParams);
  const operatorId = await operatorScope({ required: true });
  const page = await listTransactions({ operatorId, query });
  return jsonResponse({ success: true, data: { items: page.items, next_cursor: page.nextCursor } });
});

const rejectMethod = methodNotAllowed("GET");
export { rejectMethod as POST, rejectMethod as PUT, rejectMethod as PATCH, rejectMethod as DELETE };
