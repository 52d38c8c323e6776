import { acknowledgeWalletAlert } from "@/lib/server/wallet/acknowledge-wallet-alert";
import { getWalletTransaction } from "@/lib/server/wallet/get-wallet-transaction";
import { listWalletAlerts } from "@/lib/server/wallet/list-wallet-alerts";
import { listWalletCallbacks } from "@/lib/server/wallet/list-wallet-callbacks";
import { listWalletTransactions } from "@/lib/server/wallet/list-wallet-transactions";
import { resolveWalletTransaction } from "@/lib/server/wallet/resolve-wallet-transaction";
import { retryWalletTransaction } from "@/lib/server/wallet/retry-wallet-transaction";
import type { Resolvers } from "@/graphql/generated/resolvers-types";

export const walletDeliveryResolvers: Resolvers = {
  Query: {
    walletTransactions: (_parent, { filter, first, after }) =>
      listWalletTransactions({ ...filter, first: first ?? undefined, after }),
    walletTransaction: (_parent, { id }) => getWalletTransaction({ transactionId: id }),
    walletCallbacks: (_parent, { filter, first, after }) =>
      listWalletCallbacks({ ...filter, first: first ?? undefined, after }),
    walletAlerts: (_parent, args) =>
      listWalletAlerts({ operatorId: args.operatorId, includeAcknowledged: args.includeAcknowledged }),
  },
  Mutation: {
    retryWalletTransaction: (_parent, { id }, { actor }) => retryWalletTransaction({ transactionId: id, actor }),
    resolveWalletTransaction: (_parent, { id, note }, { actor }) =>
      resolveWalletTransaction({ transactionId: id, note, actor }),
    acknowledgeWalletAlert: (_parent, { id }, { actor }) => acknowledgeWalletAlert({ alertId: id, actor }),
  },
  WalletCallbackAttempt: {
    id: (attempt) => attempt.id.toString(),
  },
};
