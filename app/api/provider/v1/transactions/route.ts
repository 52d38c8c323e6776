// GET /api/provider/v1/transactions — the reconciliation feed: keyset-paged wallet transactions, oldest first
import { providerEndpoints } from "@/lib/contract/provider-endpoints";
import { providerRoute } from "@/lib/server/provider-api/provider-route";
import { listTransactions } from "@/lib/server/reconciliation/list-transactions";

export const { GET, POST, PUT, PATCH, DELETE } = providerRoute(
  providerEndpoints.listTransactions,
  async ({ query: { operator_id: _operatorId, ...query }, operatorId }) => {
    const page = await listTransactions({ operatorId, query });
    return { items: page.items, next_cursor: page.nextCursor };
  },
);
