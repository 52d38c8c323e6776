import type { Game } from "@/lib/contract/provider-api";
import { createApiKey, type ApiKeyView } from "@/lib/server/api-keys/create-api-key";
import { listApiKeys } from "@/lib/server/api-keys/list-api-keys";
import { revokeApiKey } from "@/lib/server/api-keys/revoke-api-key";
import { listCatalogGames } from "@/lib/server/catalog/list-catalog-games";
import { getOperator } from "@/lib/server/operators/get-operator";
import type { OperatorView } from "@/lib/server/operators/operator-fields";
import { rotateWalletSecret } from "@/lib/server/operators/rotate-wallet-secret";
import { updateOperator } from "@/lib/server/operators/update-operator";
import { getWalletCertificationRun } from "@/lib/server/wallet/certification/get-wallet-certification-run";
import { listWalletCertificationRuns } from "@/lib/server/wallet/certification/list-wallet-certification-runs";
import { startWalletCertification } from "@/lib/server/wallet/certification/start-wallet-certification";
import { getWalletCallback } from "@/lib/server/wallet/get-wallet-callback";
import { listWalletCallbacks } from "@/lib/server/wallet/list-wallet-callbacks";
import type { WalletAttemptView } from "@/lib/server/wallet/wallet-delivery-view";
import type {
  MutationCreateApiKeyArgs,
  MutationRevokeApiKeyArgs,
  MutationStartWalletCertificationArgs,
  MutationUpdateWalletUrlArgs,
  QueryApiKeysArgs,
  QueryWalletCertificationRunArgs,
  QueryWalletCertificationRunsArgs,
  QueryWalletDeliveriesArgs,
  QueryWalletDeliveryArgs,
  Resolvers,
} from "@/graphql/generated/backoffice/resolvers-types";
import type { BackofficeContext } from "@/graphql/backoffice/backoffice-context";
import { ALL_OPERATOR_ROLES, operatorScoped } from "@/graphql/backoffice/operator-scoped";

// The integration pages' API: the staff console's services, each called with the session's operator, so a key,
// run or delivery of another operator is not found. Admins act; finance reads; support reads the catalog alone.

const act = { roles: ["operator_admin"] } as const;
const read = { roles: ["operator_admin", "operator_finance"] } as const;
const everyone = { roles: ALL_OPERATOR_ROLES } as const;

function actorOf(context: BackofficeContext): string {
  return `operator:${context.user.id}`;
}

export const integrationResolvers: Resolvers = {
  Query: {
    apiKeys: operatorScoped(read, (_parent, { includeRevoked }: QueryApiKeysArgs, { operatorId }) =>
      listApiKeys({ operatorId, kind: "operator", includeRevoked: includeRevoked ?? false }),
    ),
    walletSettings: operatorScoped(read, (_parent, _args: unknown, { operatorId }) => getOperator({ operatorId })),
    walletCertificationRuns: operatorScoped(
      read,
      (_parent, { first }: QueryWalletCertificationRunsArgs, { operatorId }) =>
        listWalletCertificationRuns({ operatorId, first }),
    ),
    walletCertificationRun: operatorScoped(read, (_parent, { id }: QueryWalletCertificationRunArgs, { operatorId }) =>
      getWalletCertificationRun({ runId: id, operatorId }),
    ),
    walletDeliveries: operatorScoped(
      read,
      (_parent, { filter, first, after }: QueryWalletDeliveriesArgs, { operatorId }) =>
        listWalletCallbacks({ ...filter, operatorId, first: first ?? undefined, after }),
    ),
    walletDelivery: operatorScoped(read, (_parent, { id }: QueryWalletDeliveryArgs, { operatorId }) =>
      getWalletCallback({ attemptId: id, operatorId }),
    ),
    catalogGames: operatorScoped(everyone, async (_parent, _args: unknown, { operatorId, baseUrl }) => {
      const catalog = await listCatalogGames({ operatorId, baseUrl });
      return catalog.items;
    }),
  },
  Mutation: {
    createApiKey: operatorScoped(act, (_parent, { name, expiresAt }: MutationCreateApiKeyArgs, context) =>
      createApiKey({
        kind: "operator",
        operatorId: context.operatorId,
        name,
        expiresAt: expiresAt ?? undefined,
        actor: actorOf(context),
      }),
    ),
    revokeApiKey: operatorScoped(act, (_parent, { id }: MutationRevokeApiKeyArgs, context) =>
      revokeApiKey({ keyId: id, operatorId: context.operatorId, actor: actorOf(context) }),
    ),
    updateWalletUrl: operatorScoped(act, (_parent, { url }: MutationUpdateWalletUrlArgs, context) =>
      updateOperator({ operatorId: context.operatorId, walletBaseUrl: url, actor: actorOf(context) }),
    ),
    rotateWalletSecret: operatorScoped(act, (_parent, _args: unknown, context) =>
      rotateWalletSecret({ operatorId: context.operatorId, actor: actorOf(context) }),
    ),
    startWalletCertification: operatorScoped(act, (_parent, { input }: MutationStartWalletCertificationArgs, context) =>
      startWalletCertification({ ...input, operatorId: context.operatorId, actor: actorOf(context) }),
    ),
  },
  // Field resolvers carry their type's read scope, as every back-office resolver declares one.
  ApiKey: {
    useCount: operatorScoped(read, (key: ApiKeyView) => Number(key.useCount)),
  },
  WalletSettings: {
    walletUrl: operatorScoped(read, (operator: OperatorView) => operator.walletBaseUrl),
    hasSecret: operatorScoped(read, (operator: OperatorView) => operator.hasWalletSecret),
    secretRotatedAt: operatorScoped(read, (operator: OperatorView) => operator.walletSecretRotatedAt),
    timeoutMs: operatorScoped(read, (operator: OperatorView) => operator.walletTimeoutMs),
    roundFields: operatorScoped(read, (operator: OperatorView) => operator.walletRoundFields),
  },
  WalletDelivery: {
    id: operatorScoped(read, (attempt: WalletAttemptView) => attempt.id.toString()),
    method: operatorScoped(read, () => "POST"),
    requestHeaders: operatorScoped(read, (attempt: WalletAttemptView) => headerList(attempt.requestHeaders)),
  },
  CatalogGame: {
    providerId: operatorScoped(everyone, (game: Game) => game.provider_id),
    rtp: operatorScoped(everyone, (game: Game) =>
      game.rtp === null || game.rtp === undefined ? null : String(game.rtp),
    ),
    launchStatus: operatorScoped(everyone, (game: Game) => game.launch_status ?? null),
    thumbnailUrl: operatorScoped(everyone, (game: Game) => game.thumbnail_url ?? null),
    launchPath: operatorScoped(everyone, (game: Game) => game.launch_path),
  },
};

/** The stored header object as name/value pairs, in the order they were sent. */
function headerList(headers: WalletAttemptView["requestHeaders"]): { name: string; value: string }[] {
  if (!headers || typeof headers !== "object" || Array.isArray(headers)) return [];
  return Object.entries(headers).map(([name, value]) => ({ name, value: String(value) }));
}
