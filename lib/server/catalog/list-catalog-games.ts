import type { CatalogData, ProviderId } from "@/lib/contract/provider-api";
import { operatorCatalog } from "./operator-catalog";

// The operator's live catalog (see operator-catalog.ts for what is in it and how it is cached).

export async function listCatalogGames(options: {
  operatorId: string | null;
  providerId?: ProviderId | null;
  baseUrl: string;
}): Promise<CatalogData> {
  const catalog = await operatorCatalog({
    operatorId: options.operatorId,
    providerId: options.providerId ?? null,
    baseUrl: options.baseUrl,
  });
  return catalog.data;
}
