import type { ProviderId } from "@/lib/contract/provider-api";
import { AppError } from "@/lib/base/errors";
import { positiveIntegerSetting } from "@/lib/base/env-setting";
import { versionedLru } from "@/lib/server/cache/versioned-lru";
import { KeptRepresentation } from "@/lib/server/http/kept-representation";
import { operatorCatalog, type OperatorCatalog } from "./operator-catalog";

// GET /api/provider/v1/games as bytes: the contract's unpaged catalog response ({success:true, data}) serialised
// once per operator, provider filter, base URL and cache version, kept with its strong ETag and, once a client
// accepts it, a gzip copy (kept-representation.ts), so a request for an unchanged catalog costs no serialisation
// or compression, and one that sends an ETag back gets 304 before any body work. The kept responses are bounded
// in number and in bytes (CATALOG_RESPONSE_CACHE_MB, default 64), least recently used first out; the catalog
// objects behind them are operator-catalog.ts's.
//
// Paging (an extension: limit and cursor) returns pages of the same ordered list. A cursor names the last game of
// its page and where it stood; the next page starts after that game, or, if the game has left the catalog since,
// at the position it held, so a catalog unchanged between pages is walked with no gaps and no repeats. Pages are
// kept too (by where they start and their size, so any cursor naming the same start shares one), in an LRU of
// their own (CATALOG_PAGE_CACHE_MB, default 16), so that walking many pages never pushes out the unpaged responses.

const responses = versionedLru<KeptRepresentation>(
  "catalog-responses",
  { maxEntries: 256, maxBytes: positiveIntegerSetting("CATALOG_RESPONSE_CACHE_MB", 64) * 1024 * 1024 },
  (representation) => representation.weight,
);

const pages = versionedLru<KeptRepresentation>(
  "catalog-pages",
  { maxEntries: 1024, maxBytes: positiveIntegerSetting("CATALOG_PAGE_CACHE_MB", 16) * 1024 * 1024 },
  (representation) => representation.weight,
);

export async function readCatalogResponse(options: {
  operatorId: string | null;
  providerId: ProviderId | null;
  baseUrl: string;
  page?: { limit: number; cursor?: string };
}): Promise<KeptRepresentation> {
  const { operatorId, providerId, baseUrl, page } = options;
  const load = () => operatorCatalog({ operatorId, providerId, baseUrl });
  if (!page) {
    return responses.readThrough(JSON.stringify([operatorId, providerId, baseUrl]), async () =>
      KeptRepresentation.ofJson({ success: true, data: (await load()).data }),
    );
  }
  const cursor = page.cursor === undefined ? null : decodeCursor(page.cursor);
  const catalog = await load();
  const start = cursor === null ? 0 : startAfter(catalog, cursor);
  return pages.readThrough(JSON.stringify([operatorId, providerId, baseUrl, start, page.limit]), async () =>
    pageOf(catalog, start, page.limit),
  );
}

function startAfter(catalog: OperatorCatalog, cursor: Cursor): number {
  const items = catalog.data.items;
  const at =
    items[cursor.index]?.symbol === cursor.symbol
      ? cursor.index
      : items.findIndex((item) => item.symbol === cursor.symbol);
  return at >= 0 ? at + 1 : Math.min(cursor.index, items.length);
}

function pageOf(catalog: OperatorCatalog, start: number, limit: number): KeptRepresentation {
  const items = catalog.data.items.slice(start, start + limit);
  const last = items.at(-1);
  const end = start + items.length;
  const nextCursor =
    last && end < catalog.data.items.length ? encodeCursor({ symbol: last.symbol, index: end - 1 }) : null;
  return KeptRepresentation.ofJson({ success: true, data: { ...catalog.data, items, next_cursor: nextCursor } });
}

interface Cursor {
  symbol: string;
  index: number;
}

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.index, cursor.symbol]), "utf8").toString("base64url");
}

function decodeCursor(text: string): Cursor {
  let decoded: unknown;
  try {
    decoded = /^[A-Za-z0-9_-]+$/.test(text) ? JSON.parse(Buffer.from(text, "base64url").toString("utf8")) : undefined;
  } catch {
    decoded = undefined;
  }
  if (
    !Array.isArray(decoded) ||
    decoded.length !== 2 ||
    !Number.isSafeInteger(decoded[0]) ||
    (decoded[0] as number) < 0 ||
    typeof decoded[1] !== "string"
  ) {
    throw new AppError(
      "invalid_request",
      "cursor is not a cursor this API returned (use next_cursor of the previous page)",
    );
  }
  return { index: decoded[0] as number, symbol: decoded[1] };
}
