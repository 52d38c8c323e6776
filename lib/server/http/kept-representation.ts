import { etagMatches, strongEtag } from "./etag";

// A JSON response body serialised once and kept as bytes, with its strong ETag: serving it costs a header lookup
// and a write of bytes already made — no JSON.stringify, no UTF-8 encoding, no hashing per request.
//
// Not compressed here: Next 16 drops Content-Encoding and Content-Length from a route handler's response
// (FORBIDDEN_HEADERS in next/dist/server/send-response.js), so compressed bytes would reach the client unlabelled.
// A compressed copy belongs in front of Next (the node:http entry point) or in the reverse proxy.

// The headers of every provider API JSON response (json-response.ts).
const BASE_HEADERS = {
  "cache-control": "no-store",
  "x-content-type-options": "nosniff",
  "content-type": "application/json",
};

export class KeptRepresentation {
  readonly etag: string;

  constructor(readonly body: Buffer) {
    this.etag = strongEtag(body);
  }

  static ofJson(value: unknown): KeptRepresentation {
    return new KeptRepresentation(Buffer.from(JSON.stringify(value), "utf8"));
  }

  /** Bytes it holds. */
  get weight(): number {
    return this.body.length;
  }

  /** 304 with no body when If-None-Match names this representation; else its bytes. */
  respond(headers: Headers): Response {
    if (etagMatches(headers.get("if-none-match"), this.etag)) {
      return new Response(null, { status: 304, headers: { ...BASE_HEADERS, etag: this.etag } });
    }
    return new Response(new Uint8Array(this.body.buffer as ArrayBuffer, this.body.byteOffset, this.body.length), {
      status: 200,
      headers: { ...BASE_HEADERS, etag: this.etag },
    });
  }
}
