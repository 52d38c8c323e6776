import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import { etagMatches, strongEtag } from "./etag";

// A JSON response body serialised once and kept as bytes, with its strong ETag and compressed copies made on first
// demand (one compression per representation, shared by concurrent requests). Serving it costs a header lookup and
// a write of bytes already made: no JSON.stringify, no UTF-8 encoding, no hashing per request.
//
// Each content coding is its own representation with its own strong ETag ("<sha256>", "<sha256>-gzip",
// "<sha256>-br"); If-None-Match matching any of them answers 304, since they all stand for the same JSON.

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

type Coding = "br" | "gzip";

// Quality 5 brotli and level 6 gzip: a few milliseconds per megabyte, once per catalog version.
const COMPRESSORS: Record<Coding, (bytes: Buffer) => Promise<Buffer>> = {
  br: (bytes) => brotliAsync(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
  gzip: (bytes) => gzipAsync(bytes, { level: 6 }),
};

// Below this a compressed copy saves less than its headers cost.
const MIN_COMPRESSED_BYTES = 1024;

// The headers of every provider API JSON response (json-response.ts), plus Vary: the body depends on Accept-Encoding.
const BASE_HEADERS = {
  "cache-control": "no-store",
  "x-content-type-options": "nosniff",
  "content-type": "application/json",
  vary: "Accept-Encoding",
};

export class KeptRepresentation {
  readonly etag: string;
  private readonly compressed = new Map<Coding, Promise<Buffer>>();

  constructor(readonly body: Buffer) {
    this.etag = strongEtag(body);
  }

  static ofJson(value: unknown): KeptRepresentation {
    return new KeptRepresentation(Buffer.from(JSON.stringify(value), "utf8"));
  }

  /** Bytes it may hold: the identity body and up to two compressed copies, each counted as the body's size. */
  get weight(): number {
    return this.body.length * 3;
  }

  private etagOf(coding: Coding | null): string {
    return coding ? `${this.etag.slice(0, -1)}-${coding}"` : this.etag;
  }

  /** 304 when If-None-Match names any representation of this body; else the body in the best coding the client accepts. */
  async respond(headers: Headers): Promise<Response> {
    const coding = this.body.length >= MIN_COMPRESSED_BYTES ? preferredCoding(headers.get("accept-encoding")) : null;
    const etag = this.etagOf(coding);
    const ifNoneMatch = headers.get("if-none-match");
    if (ifNoneMatch && [this.etagOf(null), this.etagOf("gzip"), this.etagOf("br")].some((tag) => etagMatches(ifNoneMatch, tag))) {
      return new Response(null, { status: 304, headers: { ...BASE_HEADERS, etag } });
    }
    const bytes = coding ? await this.compressedCopy(coding) : this.body;
    return new Response(new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.length), {
      status: 200,
      headers: {
        ...BASE_HEADERS,
        etag,
        "content-length": String(bytes.length),
        ...(coding ? { "content-encoding": coding } : {}),
      },
    });
  }

  private compressedCopy(coding: Coding): Promise<Buffer> {
    let copy = this.compressed.get(coding);
    if (!copy) {
      copy = COMPRESSORS[coding](this.body);
      this.compressed.set(coding, copy);
      // A failed compression is retried by the next request rather than kept.
      copy.catch(() => this.compressed.delete(coding));
    }
    return copy;
  }
}

/** br over gzip when both are acceptable (q > 0); null: identity. */
export function preferredCoding(acceptEncoding: string | null): Coding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const acceptable = (coding: Coding) => (accepted.get(coding) ?? accepted.get("*") ?? 0) > 0;
  if (acceptable("br")) return "br";
  if (acceptable("gzip")) return "gzip";
  return null;
}
