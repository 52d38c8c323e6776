import { assignCatalogGames } from "@/lib/server/catalog/assign-catalog-games";
import { unassignCatalogGames } from "@/lib/server/catalog/unassign-catalog-games";
import { listCatalogAssignments } from "@/lib/server/catalog/list-catalog-assignments";
import { previewOperatorCatalog } from "@/lib/server/catalog/preview-operator-catalog";
import type { Resolvers } from "@/graphql/generated/resolvers-types";

export const catalogResolvers: Resolvers = {
  Query: {
    catalogGames: (_parent, args) =>
      listCatalogAssignments({ operatorId: args.operatorId, search: args.search, providerId: args.providerId }),
    catalogPreview: (_parent, args, { baseUrl }) =>
      previewOperatorCatalog({ operatorId: args.operatorId, providerId: args.providerId, baseUrl }),
  },
  Mutation: {
    assignCatalogGames: (_parent, { operatorId, symbols }, { actor }) =>
      assignCatalogGames({ operatorId, symbols, actor }),
    unassignCatalogGames: (_parent, { operatorId, symbols }, { actor }) =>
      unassignCatalogGames({ operatorId, symbols, actor }),
  },
  CatalogPreview: {
    total: (preview) => preview.data?.total ?? 0,
    items: (preview) =>
      (preview.data?.items ?? []).map((game) => ({
        symbol: game.symbol,
        slug: game.slug,
        title: game.title,
        providerId: game.provider_id,
        provider: game.provider,
        launchStatus: game.launch_status ?? null,
        thumbnailUrl: game.thumbnail_url ?? null,
        launchPath: game.launch_path,
      })),
  },
};
