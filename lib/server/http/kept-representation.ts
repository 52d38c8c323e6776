import { promisify } from "node:util";
import { gzip } from "node:zlib";
import { acceptsGzip } from "./accept-encoding";
import { entryFramingActive, FRAMING_ENCODING_HEADER, FRAMING_LENGTH_HEADER } from "./entry-framing";
import { etagMatches, strongEtag } from "./etag";

// A JSON response body serialised once and kept as bytes, with its strong ETag: serving it costs a header lookup
// and a write of bytes already made — no JSON.stringify, no UTF-8 encoding, no hashing per request.
//
// A gzip copy is made once, on the first request that accepts it (in zlib's thread pool, not on the event loop),
// and kept beside the identity bytes with its own strong ETag. Next 16 drops Content-Encoding and Content-Length
// from a route handler's response, so both are declared in private headers that the node:http entry point turns
// into real ones (entry-framing.ts); without the entry point (`next dev`) only identity bytes are sent, still
// labelled with their ETag. Either representation's ETag in If-None-Match answers 304 (the content is the same).

// The headers of every provider API JSON response (json-response.ts).
const BASE_HEADERS = {
  "cache-control": "no-store",
  "x-content-type-options": "nosniff",
  "content-type": "application/json",
};

const gzipAsync = promisify(gzip);

interface Encoded {
  body: Buffer;
  etag: string;
}

export class KeptRepresentation {
  readonly etag: string;
  private gzipped: Encoded | null = null;
  private gzipping: Promise<Encoded> | null = null;

  constructor(readonly body: Buffer) {
    this.etag = strongEtag(body);
  }

  static ofJson(value: unknown): KeptRepresentation {
    return new KeptRepresentation(Buffer.from(JSON.stringify(value), "utf8"));
  }

  /** Bytes it holds (the gzip copy counts once made). */
  get weight(): number {
    return this.body.length + (this.gzipped?.body.length ?? 0);
  }

  /** The gzip copy, made on first use and shared by concurrent callers. */
  gzip(): Promise<Encoded> {
    if (this.gzipped) return Promise.resolve(this.gzipped);
    this.gzipping ??= gzipAsync(this.body, { level: 6 }).then(
      (body) => (this.gzipped = { body, etag: strongEtag(body) }),
      (error: unknown) => {
        this.gzipping = null;
        throw error;
      },
    );
    return this.gzipping;
  }

  /** 304 with no body when If-None-Match names a representation of it; else its bytes, gzip if the client accepts it. */
  async respond(headers: Headers): Promise<Response> {
    const ifNoneMatch = headers.get("if-none-match");
    const negotiated = entryFramingActive();
    const baseHeaders = negotiated ? { ...BASE_HEADERS, vary: "accept-encoding" } : BASE_HEADERS;
    if (etagMatches(ifNoneMatch, this.etag)) return notModified(baseHeaders, this.etag);
    if (this.gzipped && etagMatches(ifNoneMatch, this.gzipped.etag)) return notModified(baseHeaders, this.gzipped.etag);
    if (!negotiated) return bytesResponse(this.body, { ...baseHeaders, etag: this.etag });
    if (!acceptsGzip(headers.get("accept-encoding"))) {
      return bytesResponse(this.body, {
        ...baseHeaders,
        etag: this.etag,
        [FRAMING_LENGTH_HEADER]: String(this.body.length),
      });
    }
    const gzipped = await this.gzip();
    // A client may hold the gzip ETag from another instance before this one has made its copy.
    if (etagMatches(ifNoneMatch, gzipped.etag)) return notModified(baseHeaders, gzipped.etag);
    return bytesResponse(gzipped.body, {
      ...baseHeaders,
      etag: gzipped.etag,
      [FRAMING_ENCODING_HEADER]: "gzip",
      [FRAMING_LENGTH_HEADER]: String(gzipped.body.length),
    });
  }
}

function notModified(headers: Record<string, string>, etag: string): Response {
  return new Response(null, { status: 304, headers: { ...headers, etag } });
}

function bytesResponse(body: Buffer, headers: Record<string, string>): Response {
  return new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), {
    status: 200,
    headers,
  });
}
