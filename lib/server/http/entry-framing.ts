import type { ServerResponse } from "node:http";

// Content-Encoding and Content-Length for route handlers. Next 16 drops both (and Transfer-Encoding) from a route
// handler's response (FORBIDDEN_HEADERS in next/dist/server/send-response.js), so a handler cannot label
// compressed bytes itself. Instead it declares its body's framing in two private headers, and the node:http entry
// point (start-server.mjs, through install-entry-hooks.ts) turns them into the real ones as the head is written.
// Under `next dev` nothing does that, so handlers ask entryFramingActive() first and send identity bytes otherwise:
// never gzip without its label.

export const FRAMING_ENCODING_HEADER = "x-gp-content-encoding";
export const FRAMING_LENGTH_HEADER = "x-gp-content-length";

const holder = globalThis as { __gpEntryFraming?: boolean };

/** True once the entry point frames this process's responses (route bundles share globalThis). */
export function entryFramingActive(): boolean {
  return holder.__gpEntryFraming === true;
}

/**
 * Makes res (a response the entry point is about to hand to Next.js) write the real framing headers in place of the
 * private ones. writeHead is overridden on the instance: Node's implicit head (first write or end) calls it too.
 */
export function applyEntryFraming(res: ServerResponse): void {
  holder.__gpEntryFraming = true;
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse["writeHead"]>) {
    const encoding = this.getHeader(FRAMING_ENCODING_HEADER);
    const length = this.getHeader(FRAMING_LENGTH_HEADER);
    if (encoding !== undefined) {
      this.removeHeader(FRAMING_ENCODING_HEADER);
      this.setHeader("content-encoding", encoding);
    }
    if (length !== undefined) {
      this.removeHeader(FRAMING_LENGTH_HEADER);
      this.setHeader("content-length", length);
    }
    return Reflect.apply(writeHead, this, args) as ServerResponse;
  } as ServerResponse["writeHead"];
}
