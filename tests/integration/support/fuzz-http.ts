// Shared by the provider and runtime fuzz tests: sending raw requests, describing them in failure messages, the
// checks every answer must pass, the database reader for the nothing-written checks and the status tally.
import { request as httpRequest } from "node:http";
import pg from "pg";
import { expect } from "vitest";
import type { TestDatabase } from "@/tests/support/test-database";
import { canQueryDatabase } from "./provider-fixtures";

export interface RawRequest {
  method: string;
  path: string;
  /** Header lines in order; a name given twice is sent twice. */
  headers?: Array<[string, string]>;
  body?: string | Uint8Array;
  /** Send the body with Transfer-Encoding: chunked (no Content-Length). */
  chunked?: boolean;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export const JSON_CONTENT_TYPE: [string, string] = ["content-type", "application/json"];

export const headerOf = (request: RawRequest, name: string): string[] =>
  (request.headers ?? []).filter(([header]) => header.toLowerCase() === name).map(([, value]) => value);

/**
 * Sends the request through node:http, so that odd methods, duplicate headers, raw bytes and chunked bodies reach
 * the server as sent. An event stream never ends by itself: it is read until `streamComplete` says so, then the
 * connection is closed as a browser leaving the page would.
 */
export function sendRaw(
  port: number,
  request: RawRequest,
  streamComplete?: (text: string) => boolean,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const grouped = new Map<string, string[]>();
    for (const [name, value] of request.headers ?? []) grouped.set(name, [...(grouped.get(name) ?? []), value]);
    const outgoing = httpRequest({ host: "127.0.0.1", port, method: request.method, path: request.path, agent: false });
    for (const [name, values] of grouped) outgoing.setHeader(name, values.length === 1 ? (values[0] ?? "") : values);
    let settled = false;
    outgoing.on("error", (error) => {
      if (!settled) reject(error);
    });
    outgoing.on("response", (response) => {
      const chunks: Buffer[] = [];
      const finish = () => {
        if (settled) return;
        settled = true;
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString("utf8"),
        });
      };
      const streaming =
        streamComplete !== undefined &&
        request.method !== "HEAD" &&
        String(response.headers["content-type"]).startsWith("text/event-stream");
      response.on("data", (chunk: Buffer) => {
        chunks.push(chunk);
        if (streaming && streamComplete(Buffer.concat(chunks).toString("utf8"))) {
          finish();
          outgoing.destroy();
        }
      });
      response.on("error", (error) => {
        if (!settled) reject(error);
      });
      response.on("end", finish);
    });
    const body =
      request.body === undefined
        ? undefined
        : typeof request.body === "string"
          ? Buffer.from(request.body, "utf8")
          : Buffer.from(request.body);
    if (body && request.chunked) {
      // Two chunks, so the server cannot rely on one read.
      const middle = Math.floor(body.length / 2);
      outgoing.write(body.subarray(0, middle));
      outgoing.end(body.subarray(middle));
    } else {
      if (body) outgoing.setHeader("content-length", body.length);
      outgoing.end(body);
    }
  });
}

export function describeRequest(request: RawRequest, response: RawResponse): string {
  const body =
    request.body === undefined
      ? ""
      : typeof request.body === "string"
        ? request.body.slice(0, 200)
        : `<${request.body.length} bytes>`;
  return `${request.method} ${request.path.slice(0, 200)} ${JSON.stringify(request.headers ?? []).slice(0, 400)} ${body} → ${response.status} ${response.body.slice(0, 300)}`;
}

/** Stack frames and driver names: what an answer must never show. */
export const LEAKED_INTERNALS = /\bat .+\.(js|ts):\d+|PrismaClient|DriverAdapter/;

/** Never a 5xx, and one of the statuses this request may answer with. Returns the request's description. */
export function expectAllowedStatus(request: RawRequest, response: RawResponse, allowed: number[]): string {
  const what = describeRequest(request, response);
  expect(response.status, what).toBeLessThan(500);
  expect(allowed, what).toContain(response.status);
  return what;
}

/** A refusal in the API's JSON error shape (`errorSchema`): a detail, a snake_case code, nothing internal. */
export function expectJsonError(
  response: RawResponse,
  errorSchema: { parse(value: unknown): { error?: string; detail: string } },
  what: string,
): void {
  expect(String(response.headers["content-type"]), what).toMatch(/^application\/json/);
  const error = errorSchema.parse(JSON.parse(response.body));
  expect(error.detail.length, what).toBeGreaterThan(0);
  expect(error.error, what).toMatch(/^[a-z_]+$/);
  expect(response.body, what).not.toMatch(LEAKED_INTERNALS);
}

/**
 * A second connection to the test database for the nothing-written checks, while the app runs: PostgreSQL only
 * (PGlite belongs to the app's process then).
 */
export async function connectStateReader(database: TestDatabase): Promise<pg.Client | undefined> {
  if (!canQueryDatabase || database.target.kind !== "postgres") return undefined;
  const client = new pg.Client({ connectionString: database.target.url });
  await client.connect();
  return client;
}

/** Statuses seen per endpoint, to check that the generators reach both success and rejection. */
export function statusTally() {
  const seen = new Map<string, Set<number>>();
  return {
    remember(endpoint: string, status: number) {
      seen.set(endpoint, (seen.get(endpoint) ?? new Set()).add(status));
    },
    expectSuccessAndRejection(endpoints: string[], success = 200) {
      for (const endpoint of endpoints) {
        const statuses = [...(seen.get(endpoint) ?? [])];
        expect(
          statuses.some((status) => status === success),
          `${endpoint}: ${statuses.join(", ")}`,
        ).toBe(true);
        expect(
          statuses.some((status) => status >= 400),
          `${endpoint}: ${statuses.join(", ")}`,
        ).toBe(true);
      }
    },
  };
}
