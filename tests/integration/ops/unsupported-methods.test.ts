import { readdirSync } from "node:fs";
import { METHODS } from "node:http";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendRaw, type RawResponse } from "@/tests/integration/support/fuzz-http";
import { startAppServer, type AppServer } from "@/tests/support/app-server";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";

// Methods no route serves, on every route of the app (each route.ts and page.tsx under app/, found on disk so a new
// route is covered at once) and on unknown paths: the server entry point answers the contract's JSON 405 with
// Allow, never a 500 or an empty 400. Every method Node's parser knows outside the seven routed ones, CONNECT (a
// tunnel request to Node) and a method name the parser does not know (answered from its clientError). Requests the
// parser refuses for other reasons (a URL over its size limit, a malformed header) get its status in the same JSON shape.

const ROUTED = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
const ALLOW = ROUTED.join(", ");
const UNROUTED = METHODS.filter((method) => !ROUTED.includes(method) && method !== "CONNECT");

/** A concrete path for each route folder: [param] → a sample value, [[...path]] and [...rest] → two segments, (group) → nothing. */
function appPaths(directory = path.resolve("app"), prefix = ""): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    if (entry.isFile() && /^(route\.ts|page\.tsx)$/.test(entry.name)) found.push(prefix || "/");
    if (!entry.isDirectory()) continue;
    const name = entry.name;
    const segment = /^\(.*\)$/.test(name)
      ? ""
      : /^\[\[?\.\.\./.test(name)
        ? "/a/b"
        : /^\[.*\]$/.test(name)
          ? "/ses_fuzz0000000000000000"
          : `/${name}`;
    found.push(...appPaths(path.join(directory, name), prefix + segment));
  }
  return [...new Set(found)];
}

function expectJson405(response: RawResponse, what: string): void {
  expect(response.status, what).toBe(405);
  expect(response.headers.allow, what).toBe(ALLOW);
  expect(String(response.headers["content-type"]), what).toMatch(/^application\/json/);
  expect(JSON.parse(response.body), what).toMatchObject({ success: false, error: "method_not_allowed" });
}

/** Sends raw bytes on a new connection and reads the answer until the server closes it. */
function sendBytes(port: number, text: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(text));
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      const [head = "", body = ""] = raw.split("\r\n\r\n");
      const [statusLine = "", ...lines] = head.split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of lines)
        headers[line.slice(0, line.indexOf(":")).toLowerCase()] = line.slice(line.indexOf(":") + 1).trim();
      resolve({ status: Number(statusLine.split(" ")[1]), headers, body });
    });
  });
}

describe("methods no route serves", () => {
  let database: TestDatabase;
  let app: AppServer;
  const paths = [...appPaths(), "/api/provider/v1/nowhere", "/api/runtime/nowhere", "/nowhere", "/_next/static/x.js"];

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.release();
    app = await startAppServer({ env: database.env });
  });
  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  it("finds the app's routes on disk", () => {
    expect(paths).toEqual(
      expect.arrayContaining([
        "/",
        "/health",
        "/api/provider/v1/games",
        "/api/runtime/sessions/ses_fuzz0000000000000000/events",
      ]),
    );
    expect(UNROUTED).toEqual(
      expect.arrayContaining([
        "TRACE",
        "PROPFIND",
        "MKCOL",
        "LOCK",
        "UNLOCK",
        "SEARCH",
        "PURGE",
        "REPORT",
        "COPY",
        "MOVE",
      ]),
    );
  });

  it("get the contract's JSON 405 with Allow on every route, with or without a body", async () => {
    for (const route of paths) {
      for (const method of UNROUTED) {
        const request = {
          method,
          path: `${route}?q=1`,
          headers: [["x-provider-api-key", "gpk_wrong"]] as Array<[string, string]>,
          body: method === "TRACE" ? undefined : "{}",
        };
        expectJson405(await sendRaw(app.port, request), `${method} ${route}`);
      }
    }
  }, 300_000);

  it("CONNECT and a method Node's parser does not know get the same 405, then the connection closes", async () => {
    expectJson405(
      await sendBytes(app.port, "CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n"),
      "CONNECT",
    );
    for (const route of ["/", "/api/provider/v1/games", "/api/runtime/sessions/ses_fuzz0000000000000000/events"]) {
      expectJson405(await sendBytes(app.port, `FOO ${route} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`), `FOO ${route}`);
    }
    // The server still serves the routed methods afterwards.
    expect((await fetch(`${app.baseUrl}/health`)).status).toBe(200);
  });

  it("a URL over Node's 16 KB header limit gets the contract's JSON error (431), not an empty body", async () => {
    const query = `q=${"a".repeat(17 * 1024)}`;
    for (const route of ["/api/provider/v1/games", "/health"]) {
      const response = await sendBytes(app.port, `GET ${route}?${query} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
      expect(response.status, route).toBe(431);
      expect(response.headers["content-type"], route).toMatch(/^application\/json/);
      expect(response.headers["x-request-id"], route).toMatch(/^req_/);
      expect(JSON.parse(response.body), route).toEqual({
        success: false,
        error: "request_header_too_large",
        detail: expect.stringMatching(/URL and headers together are larger than 16 KB/),
      });
    }
    // A malformed request line gets the same shape with Node's 400.
    const malformed = await sendBytes(app.port, "GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nbad header\r\n\r\n");
    expect(malformed.status).toBe(400);
    expect(JSON.parse(malformed.body)).toMatchObject({ success: false, error: "invalid_request" });
  });
});
