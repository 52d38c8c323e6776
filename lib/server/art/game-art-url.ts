import { PROVIDER_API_PREFIX } from "@/lib/contract/provider-api";

/** Absolute URL of a game's artwork; the title and slug ride along so the fallback art can be drawn without a lookup. */
export function gameArtUrl(options: { baseUrl: string; symbol: string; slug: string; title: string }): string {
  const query = new URLSearchParams({ title: options.title, slug: options.slug });
  return `${options.baseUrl}${PROVIDER_API_PREFIX}/game-art/${encodeURIComponent(options.symbol)}?${query}`;
}
