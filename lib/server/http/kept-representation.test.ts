import { createServer, request as httpRequest, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { applyEntryFraming, entryFramingActive } from "./entry-framing";
import { KeptRepresentation } from "./kept-representation";

// The first tests run as under `next dev` (no entry point in the process: identity only); the last ones after the
// entry point's framing is in place, as under `npm start`.

describe("KeptRepresentation", () => {
  const value = {
    success: true,
    data: { items: Array.from({ length: 100 }, (_, index) => ({ symbol: `game${index}`, title: "Ü ☃" })) },
  };
  const kept = KeptRepresentation.ofJson(value);

  it("keeps JSON.stringify's bytes and answers them with a strong ETag", async () => {
    const response = await kept.respond(new Headers());
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.toString("utf8")).toBe(JSON.stringify(value));
    expect(response.headers.get("etag")).toMatch(/^"[0-9a-f]{64}"$/);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(kept.weight).toBe(body.length);
  });

  it("answers 304 to its ETag (also weak or in a list, or *) and 200 to others", async () => {
    for (const tag of [kept.etag, `"x", W/${kept.etag}`, "*"]) {
      const response = await kept.respond(new Headers({ "if-none-match": tag }));
      expect(response.status).toBe(304);
      expect(await response.text()).toBe("");
      expect(response.headers.get("etag")).toBe(kept.etag);
    }
    expect((await kept.respond(new Headers({ "if-none-match": '"other"' }))).status).toBe(200);
  });

  it("never sends gzip without the entry point to label it", async () => {
    expect(entryFramingActive()).toBe(false);
    const response = await kept.respond(new Headers({ "accept-encoding": "gzip" }));
    expect(response.headers.get("x-gp-content-encoding")).toBeNull();
    expect(response.headers.get("x-gp-content-length")).toBeNull();
    expect(Buffer.from(await response.arrayBuffer()).toString("utf8")).toBe(JSON.stringify(value));
  });

  describe("behind the entry point's framing", () => {
    // A real server doing what the entry point and Next.js do: framing applied, then the Response's headers copied
    // (as Next copies them) and its body written.
    async function serve(representation: KeptRepresentation, headers: Record<string, string>, method = "GET") {
      const server = createServer((req, res) => {
        applyEntryFraming(res);
        void representation.respond(new Headers(headers)).then(async (response) => {
          res.statusCode = response.status;
          response.headers.forEach((headerValue, name) => res.appendHeader(name, headerValue));
          res.end(req.method === "HEAD" ? undefined : Buffer.from(await response.arrayBuffer()));
        });
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      try {
        return await new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
          const req = httpRequest(
            { port: (server.address() as AddressInfo).port, host: "127.0.0.1", method },
            (res) => {
              const chunks: Buffer[] = [];
              res.on("data", (chunk: Buffer) => chunks.push(chunk));
              res.on("end", () =>
                resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
              );
            },
          );
          req.on("error", reject);
          req.end();
        });
      } finally {
        server.close();
      }
    }

    it("sends gzip with its own strong ETag, content-encoding, content-length and vary, and no private header", async () => {
      const fresh = KeptRepresentation.ofJson(value);
      const response = await serve(fresh, { "accept-encoding": "gzip, br" });
      expect(response.status).toBe(200);
      expect(response.headers["content-encoding"]).toBe("gzip");
      expect(response.headers["content-length"]).toBe(String(response.body.length));
      expect(response.headers.vary).toBe("accept-encoding");
      expect(response.headers["x-gp-content-encoding"]).toBeUndefined();
      expect(response.headers["x-gp-content-length"]).toBeUndefined();
      expect(gunzipSync(response.body).equals(fresh.body)).toBe(true);
      expect(response.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
      expect(response.headers.etag).not.toBe(fresh.etag);
      expect(fresh.weight).toBe(fresh.body.length + response.body.length);

      const identity = await serve(fresh, { "accept-encoding": "gzip;q=0" });
      expect(identity.headers["content-encoding"]).toBeUndefined();
      expect(identity.headers["content-length"]).toBe(String(fresh.body.length));
      expect(identity.body.equals(fresh.body)).toBe(true);
      expect(identity.headers.etag).toBe(fresh.etag);

      for (const etag of [fresh.etag, response.headers.etag!]) {
        const notModified = await serve(fresh, { "accept-encoding": "gzip", "if-none-match": etag });
        expect(notModified.status).toBe(304);
        expect(notModified.headers.etag).toBe(etag);
        expect(notModified.body.length).toBe(0);
      }

      const head = await serve(fresh, { "accept-encoding": "gzip" }, "HEAD");
      expect(head.headers["content-length"]).toBe(String(response.body.length));
      expect(head.headers.etag).toBe(response.headers.etag);
    });

    it("answers 304 to a gzip ETag it has not made yet (another instance's) once it has made its copy", async () => {
      const other = KeptRepresentation.ofJson(value);
      const { etag } = await other.gzip();
      const fresh = KeptRepresentation.ofJson(value);
      expect((await serve(fresh, { "accept-encoding": "gzip", "if-none-match": etag })).status).toBe(304);
    });
  });
});
