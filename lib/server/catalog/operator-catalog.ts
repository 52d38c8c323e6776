import type { CatalogData, Game, ProviderId } from "@/lib/contract/provider-api";
import { versionedCache } from "@/lib/server/cache/versioned-cache";
import { prisma } from "@/lib/server/db/prisma";
import { sessionRtpVariant } from "@/lib/server/launch/session-rtp-variant";
import { catalogGameSelect, mapGameToContract } from "./map-game-to-contract";

// The live catalog of one operator as the contract shows it: games with live_catalog_enabled that are in the
// operator's allowlist (catalog_entries, the same allowlist launch checks); without an operator (a provider master
// key that names none) every live game. Built once per cache version and kept in-process: any change to games,
// providers, catalogs or operators moves the version on every instance (see lib/server/cache). rtp is the return
// of the RTP variant the operator gets (its own setting or its jurisdiction profile's).

export interface OperatorCatalog {
  data: CatalogData;
  bySymbol: ReadonlyMap<string, Game>;
  bySlug: ReadonlyMap<string, Game>;
}

// Keyed by operator, provider filter and base URL (the request's origin when PUBLIC_BASE_URL is unset).
const catalogs = versionedCache<OperatorCatalog>("operator-catalogs", 256);

export function operatorCatalog(options: {
  operatorId: string | null;
  providerId: ProviderId | null;
  baseUrl: string;
}): Promise<OperatorCatalog> {
  const { operatorId, providerId, baseUrl } = options;
  return catalogs.readThrough(JSON.stringify([operatorId, providerId, baseUrl]), () =>
    loadCatalog(operatorId, providerId, baseUrl),
  );
}

async function loadCatalog(
  operatorId: string | null,
  providerId: ProviderId | null,
  baseUrl: string,
): Promise<OperatorCatalog> {
  const operator =
    operatorId === null
      ? null
      : await prisma.operator.findUnique({
          where: { id: operatorId },
          select: { jurisdiction: true, rtpVariant: true },
        });
  const rtpVariant = sessionRtpVariant(operator);
  const games = await prisma.game.findMany({
    where: {
      liveCatalogEnabled: true,
      ...(operatorId === null ? {} : { catalogEntries: { some: { operatorId } } }),
      ...(providerId === null ? {} : { providerId }),
    },
    select: catalogGameSelect,
    orderBy: [{ providerId: "asc" }, { title: "asc" }, { symbol: "asc" }],
  });
  const items = games.map((game) => mapGameToContract(game, { baseUrl, rtpVariant }));
  return {
    data: { items, total: items.length, operator_id: operatorId, provider_id: providerId },
    bySymbol: new Map(items.map((item) => [item.symbol, item])),
    bySlug: new Map(items.map((item) => [item.slug, item])),
  };
}
