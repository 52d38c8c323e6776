import { z } from "zod";
import { AppError } from "@/lib/base/errors";

// Keyset paging for the console's long lists (newest first): a page is `first` rows after an opaque cursor that
// names the last row seen, so pages stay stable while new rows arrive and deep pages cost no more than the first.

export const MAX_PAGE_SIZE = 200;

export const pageRequestSchema = z.object({
  first: z
    .number()
    .int("first must be a whole number")
    .min(1, `first must be between 1 and ${MAX_PAGE_SIZE}`)
    .max(MAX_PAGE_SIZE, `first must be between 1 and ${MAX_PAGE_SIZE}`)
    .default(50),
  after: z.string().max(500).nullish(),
});

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export function encodeCursor(parts: string[]): string {
  return toBase64Url(new TextEncoder().encode(JSON.stringify(parts)));
}

/** The parts of a cursor this list issued; anything else is a 400, never a database error. `field` names the
 * parameter that carried it (the console's `after`, the operator API's `cursor`). */
export function decodeCursor(cursor: string, arity: number, field = "after"): string[] {
  try {
    const parts: unknown = JSON.parse(new TextDecoder().decode(fromBase64Url(cursor)));
    if (Array.isArray(parts) && parts.length === arity && parts.every((part) => typeof part === "string"))
      return parts as string[];
  } catch {
    // fall through to the error below
  }
  throw new AppError("invalid_request", `${field} is not a cursor returned by this list`);
}

// Base64url without padding (RFC 4648 §5) through atob/btoa, globals in Node.js and browsers alike.
function toBase64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

/** Throws on text that is not base64url (atob refuses it). */
function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** Rows were fetched with `take: first + 1`: the extra row only tells whether another page exists. */
export function toPage<T>(rows: T[], first: number, cursorOf: (row: T) => string[]): Page<T> {
  const items = rows.slice(0, first);
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > first && last !== undefined ? encodeCursor(cursorOf(last)) : null };
}

/** A cursor part that must be a positive integer id (BigInt keys). */
export function bigintCursorPart(part: string): bigint {
  if (!/^\d{1,19}$/.test(part)) throw new AppError("invalid_request", "after is not a cursor returned by this list");
  return BigInt(part);
}

/** A cursor part that must be an ISO timestamp. */
export function dateCursorPart(part: string, field = "after"): Date {
  const date = new Date(part);
  if (Number.isNaN(date.getTime()))
    throw new AppError("invalid_request", `${field} is not a cursor returned by this list`);
  return date;
}

export const optionalDateSchema = z.date().nullish();
