import { createOperator } from "@/lib/server/operators/create-operator";
import { getOperator, type OperatorDetail } from "@/lib/server/operators/get-operator";
import { listOperators } from "@/lib/server/operators/list-operators";
import { rotateWalletSecret } from "@/lib/server/operators/rotate-wallet-secret";
import { setOperatorStatus } from "@/lib/server/operators/set-operator-status";
import { updateOperator } from "@/lib/server/operators/update-operator";
import type { Resolvers } from "@/graphql/generated/resolvers-types";
import { orUndefined } from "@/graphql/input";
import type { OperatorParent } from "./operator-parent";

// One detail lookup per operator object, however many of its lazy fields the query asks for.
const details = new WeakMap<OperatorParent, Promise<OperatorDetail>>();
function detailOf(parent: OperatorParent): Promise<OperatorDetail> {
  let detail = details.get(parent);
  if (!detail) details.set(parent, (detail = getOperator({ operatorId: parent.id })));
  return detail;
}

export const operatorResolvers: Resolvers = {
  Query: {
    operators: (_parent, args) => listOperators({ status: orUndefined(args.status), search: orUndefined(args.search) }),
    operator: (_parent, args) => getOperator({ operatorId: args.id }),
  },
  Mutation: {
    createOperator: (_parent, { input }, { actor }) =>
      createOperator({
        id: input.id,
        name: input.name,
        defaultCurrency: input.defaultCurrency,
        walletBaseUrl: input.walletBaseUrl,
        walletTimeoutMs: orUndefined(input.walletTimeoutMs),
        status: orUndefined(input.status),
        frameAncestors: orUndefined(input.frameAncestors),
        actor,
      }),
    updateOperator: (_parent, { id, input }, { actor }) =>
      updateOperator({
        operatorId: id,
        name: orUndefined(input.name),
        // null clears these two; absent keeps them.
        defaultCurrency: input.defaultCurrency,
        walletBaseUrl: input.walletBaseUrl,
        walletTimeoutMs: orUndefined(input.walletTimeoutMs),
        frameAncestors: orUndefined(input.frameAncestors),
        walletRoundFields: orUndefined(input.walletRoundFields),
        // null clears these two (the profile's defaults apply); absent keeps them.
        jurisdiction: input.jurisdiction,
        rtpVariant: input.rtpVariant,
        backofficeTotpRequired: orUndefined(input.backofficeTotpRequired),
        actor,
      }),
    setOperatorStatus: (_parent, { id, status }, { actor }) => setOperatorStatus({ operatorId: id, status, actor }),
    rotateWalletSecret: async (_parent, { id }, { actor }) => {
      const { walletSecret } = await rotateWalletSecret({ operatorId: id, actor });
      return { operator: await getOperator({ operatorId: id }), walletSecret };
    },
  },
  Operator: {
    catalogSize: async (parent) =>
      parent.catalogSize ?? parent.catalog?.length ?? (await detailOf(parent)).catalog.length,
    activeKeyCount: async (parent) => parent.activeKeyCount ?? (await detailOf(parent)).activeKeyCount,
    catalog: async (parent) => parent.catalog ?? (await detailOf(parent)).catalog,
  },
};
