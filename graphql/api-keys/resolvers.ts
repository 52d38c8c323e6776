import { createApiKey } from "@/lib/server/api-keys/create-api-key";
import { listApiKeys } from "@/lib/server/api-keys/list-api-keys";
import { revokeApiKey } from "@/lib/server/api-keys/revoke-api-key";
import type { Resolvers } from "@/graphql/generated/resolvers-types";
import { orUndefined } from "@/graphql/input";

export const apiKeyResolvers: Resolvers = {
  Query: {
    apiKeys: (_parent, args) =>
      listApiKeys({
        operatorId: orUndefined(args.operatorId),
        kind: orUndefined(args.kind),
        includeRevoked: orUndefined(args.includeRevoked),
      }),
  },
  Mutation: {
    createApiKey: (_parent, { input }, { actor }) =>
      createApiKey({
        kind: input.kind,
        operatorId: orUndefined(input.operatorId),
        name: input.name,
        expiresAt: orUndefined(input.expiresAt),
        actor,
      }),
    revokeApiKey: (_parent, { id }, { actor }) => revokeApiKey({ keyId: id, actor }),
  },
  ApiKey: {
    useCount: (parent) => Number(parent.useCount),
  },
  Operator: {
    apiKeys: (parent, args) => listApiKeys({ operatorId: parent.id, includeRevoked: orUndefined(args.includeRevoked) }),
  },
};
