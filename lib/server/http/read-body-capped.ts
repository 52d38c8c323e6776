import { AppError } from "@/lib/base/errors";

// Reads a request body exactly as received (the signature covers these bytes), stopping at a size cap so a
// hostile sender cannot make us buffer without limit. Works for web Request bodies and node:http requests alike.

/** The body bytes, or null when the body is larger than maxBytes. */
export async function readBodyCapped(
  source: AsyncIterable<Uint8Array> | null,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!source) return new Uint8Array(new ArrayBuffer(0));
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of source) {
    size += chunk.byteLength;
    if (size > maxBytes) return null;
    chunks.push(chunk);
  }
  // A fresh (possibly pooled) ArrayBuffer, never a SharedArrayBuffer.
  return Buffer.concat(chunks) as Uint8Array<ArrayBuffer>;
}

/**
 * A web request's body bytes, refused with `tooLarge()` past maxBytes (declared or streamed) without buffering it.
 * A body stream only fails when the connection does (the client disconnected mid-body): that is a client abort.
 */
export async function readRequestBytes(
  request: Request,
  maxBytes: number,
  tooLarge: () => Error,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) {
    await discardBody(request, maxBytes);
    throw tooLarge();
  }
  let bytes: Uint8Array<ArrayBuffer> | null;
  try {
    bytes = await readBodyCapped(request.body as AsyncIterable<Uint8Array> | null, maxBytes);
  } catch (error) {
    throw new AppError(
      "client_closed_request",
      "The client closed the connection before sending the whole request body",
      { cause: error },
    );
  }
  if (!bytes) {
    await discardBody(request, maxBytes);
    throw tooLarge();
  }
  return bytes;
}

/**
 * Reads and drops the rest of an oversized body, up to a bound, so a client still sending gets the 413 instead of a
 * connection closed under its write (EPIPE); past the bound the connection is simply closed.
 */
async function discardBody(request: Request, maxBytes: number): Promise<void> {
  const body = request.body as AsyncIterable<Uint8Array> | null;
  if (!body || request.bodyUsed) return;
  const bound = Math.max(16 * 1024 * 1024, maxBytes * 4);
  let seen = 0;
  try {
    for await (const chunk of body) {
      seen += chunk.byteLength;
      if (seen > bound) return;
    }
  } catch {
    // The client went away: nothing left to answer.
  }
}
