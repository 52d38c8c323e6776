import "server-only";
import type { IncomingMessage, ServerResponse } from "node:http";
import { NextRequest } from "next/server";
import { applyEntryFraming } from "@/lib/server/http/entry-framing";
import { errorResponse } from "@/lib/server/http/json-response";
import { readBodyCapped } from "@/lib/server/http/read-body-capped";
import { jsonBodyMaxBytes } from "@/lib/server/http/read-json-body";
import { logger } from "@/lib/server/observability/logger";
import { fetchHeaders } from "./fetch-headers";
import { configuredRouteHeaders } from "./route-headers";

// A route handler called by the entry point itself instead of through Next.js's router, for the busiest requests
// (the spin, the launch, the catalog): Next's request pipeline (routing, its request context, piping the body
// through web streams) cost more than twice the bare route's CPU on a spin (BENCHMARKS.md, issue 27). The handler is the same
// function the route file exports, with the same NextRequest; the answer gets the headers next.config.mjs gives the
// path (route-headers.ts) and the handler's own. What the entry point does not take stays Next's: other methods
// (HEAD included), a body without a Content-Length or above the JSON cap (Next answers those with the handler's 413),
// a GET with a body, a path Next would decode differently.

type Params = Record<string, string>;

// What Next.js's app router adds to every answer of a route handler (runtime-server-entry.test.ts compares the two
// ways in, so an upgrade of Next that changes it fails there).
const NEXT_ROUTE_VARY = "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch";
// params as never: any route file's handler fits, whatever its params' names (paramNames gives them).
type RouteHandler = (request: NextRequest, context: { params: Promise<never> }) => Promise<Response>;

export interface EntryRoute {
  method: string;
  /** The whole path; its groups are the params, in the order of `paramNames`. */
  pattern: RegExp;
  paramNames: string[];
  handler: RouteHandler;
}

export interface EntryRouteMatch {
  route: EntryRoute;
  params: Params;
}

/** The route of `routes` that serves this request at the entry point, or null to leave it to Next.js. */
export function matchEntryRoute(routes: EntryRoute[], request: IncomingMessage): EntryRouteMatch | null {
  const pathname = (request.url ?? "").split("?")[0]!;
  const route = routes.find((candidate) => candidate.method === request.method && candidate.pattern.test(pathname));
  if (!route || !framedForEntry(request)) return null;
  const match = route.pattern.exec(pathname)!;
  const params: Params = {};
  try {
    route.paramNames.forEach((name, index) => (params[name] = decodeURIComponent(match[index + 1]!)));
  } catch {
    return null; // a bad percent escape: Next answers it
  }
  return { route, params };
}

/** A body framed by its length, under the JSON cap; a GET without one. */
function framedForEntry(request: IncomingMessage): boolean {
  const length = request.headers["content-length"];
  if (request.headers["transfer-encoding"] !== undefined) return false;
  if (request.method === "GET") return length === undefined || length === "0";
  if (length === undefined || !/^\d+$/.test(length)) return false;
  try {
    return Number(length) <= jsonBodyMaxBytes();
  } catch {
    return false; // JSON_BODY_MAX_BYTES misconfigured: the route answers it (500)
  }
}

export async function serveRouteHandler(
  request: IncomingMessage,
  res: ServerResponse,
  { route, params }: EntryRouteMatch,
): Promise<void> {
  const headers = fetchHeaders(request);
  let body: Uint8Array<ArrayBuffer> | ReadableStream | null = null;
  if (request.method !== "GET") {
    try {
      // Content-Length framing: the body is exactly the declared bytes, under the cap (matchEntryRoute).
      body = await readBodyCapped(request, jsonBodyMaxBytes());
    } catch (error) {
      // The client went away mid-body: the handler reads that from its body, as through Next (a 499).
      body = new ReadableStream({ start: (controller) => controller.error(error) });
    }
  }
  let response: Response;
  try {
    const url = new URL(request.url ?? "/", `http://${request.headers.host ?? "localhost"}`);
    const nextRequest = new NextRequest(url, { method: request.method, headers, body });
    response = await route.handler(nextRequest, { params: Promise.resolve(params) as Promise<never> });
  } catch (error) {
    // The handler threw past its own error answer (it should not), or the request could not be built.
    logger.error({ where: "server entry", err: error }, "route handler failed");
    response = errorResponse(error, `${request.method} ${route.pattern.source}`);
  }
  await writeRouteAnswer(request, res, response);
}

/**
 * A route handler's answer as Next.js would send it for this path: Next's Vary before the handler's own,
 * next.config.mjs's headers, the handler's headers (each Set-Cookie kept), then `extraHeaders`; framed by its length.
 */
export async function writeRouteAnswer(
  request: IncomingMessage,
  res: ServerResponse,
  response: Response,
  extraHeaders: Record<string, string> = {},
): Promise<void> {
  const bytes = Buffer.from(await response.arrayBuffer());
  applyEntryFraming(res);
  res.setHeader("vary", NEXT_ROUTE_VARY);
  const pathname = (request.url ?? "/").split("?")[0]!;
  for (const [name, value] of Object.entries(configuredRouteHeaders(pathname, request.headers)))
    res.setHeader(name, value);
  for (const [name, value] of response.headers) {
    // Next appends a handler's Vary to its own; Set-Cookie keeps each of its values.
    if (name === "vary") res.setHeader(name, `${NEXT_ROUTE_VARY}, ${value}`);
    else if (name !== "set-cookie") res.setHeader(name, value);
  }
  for (const [name, value] of Object.entries(extraHeaders)) res.setHeader(name, value);
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("set-cookie", cookies);
  const bodiless = response.status === 204 || response.status === 304;
  if (!bodiless && !res.hasHeader("content-length")) res.setHeader("content-length", bytes.length);
  res.writeHead(response.status);
  res.end(bodiless ? undefined : bytes);
}
