import { getWalletCertificationRun } from "@/lib/server/wallet/certification/get-wallet-certification-run";
import { listWalletCertificationRuns } from "@/lib/server/wallet/certification/list-wallet-certification-runs";
import { startWalletCertification } from "@/lib/server/wallet/certification/start-wallet-certification";
import type { Resolvers } from "@/graphql/generated/resolvers-types";

export const walletCertificationResolvers: Resolvers = {
  Query: {
    walletCertificationRun: (_parent, { id }) => getWalletCertificationRun({ runId: id }),
    walletCertificationRuns: (_parent, args) =>
      listWalletCertificationRuns({ operatorId: args.operatorId, first: args.first }),
  },
  Mutation: {
    startWalletCertification: (_parent, { input }, { actor }) =>
      startWalletCertification({
        operatorId: input.operatorId,
        playerId: input.playerId,
        currency: input.currency,
        amount: input.amount,
        actor,
      }),
  },
};
