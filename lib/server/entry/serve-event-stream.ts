import "server-only";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { runtimeCookieName } from "@/lib/contract/runtime-api";
import { isShuttingDown } from "@/lib/server/observability/instance-lifecycle";
import { errorResponse } from "@/lib/server/http/json-response";
import { logRequest, requestContext } from "@/lib/server/observability/logger";
import { countHttpRequest } from "@/lib/server/observability/metrics";
import { requestIdFrom } from "@/lib/server/observability/observe-request";
import {
  startSessionStream,
  STREAM_HEADERS,
  streamWalletOf,
  type StreamSink,
} from "@/lib/server/realtime/open-session-stream";
import { realtimeSettings } from "@/lib/server/realtime/realtime-settings";
import {
  encodeStreamEvent,
  SHUTDOWN_STREAM_EVENT,
  type EncodedStreamEvent,
} from "@/lib/server/realtime/session-events";
import { authenticateRuntimeRequest } from "@/lib/server/runtime/authenticate-runtime-request";
import { detachStreamSocket } from "./detach-stream-socket";
import { fetchHeaders } from "./fetch-headers";
import { configuredRouteHeaders } from "./route-headers";
import { writeRouteAnswer } from "./serve-route-handler";

// GET /api/runtime/sessions/<sessionId>/events, served by the entry point on the raw socket rather than by the
// route handler: an open stream then costs its socket, a few closures and its hub entry, not Next's request
// pipeline kept alive for as long as the page stays open. Authentication, the cap, the events and the headers are
// the route's (the same services; next.config.mjs's headers from the build's manifest); the route handler remains
// for `next dev`.

export const EVENT_STREAM_PATH = /^\/api\/runtime\/sessions\/([^/]+)\/events$/;
const ROUTE_TEMPLATE = "/api/runtime/sessions/[sessionId]/events";

// Next's own cookie parsing (@edge-runtime/cookies), so the entry point and the route handler agree on which of
// duplicate cookies counts: the last one whose value decodes.
function cookieValue(cookieHeader: string | null, name: string): string | undefined {
  let found: string | undefined;
  for (const pair of (cookieHeader ?? "").split(/; */)) {
    const separator = pair.indexOf("=");
    if (separator < 0 || pair.slice(0, separator) !== name) continue;
    try {
      found = decodeURIComponent(pair.slice(separator + 1));
    } catch {
      // an undecodable value is skipped, as Next skips it
    }
  }
  return found;
}

/**
 * The stream's sink on the raw socket, taken off node:http once the head is written (detach-stream-socket.ts). A
 * class at module level, not closures made in serveEventStream: an open stream keeps its sink for its whole life,
 * and closures would keep their enclosing scope with it (the request, the response and its headers, about 4 KB of
 * heap a stream), whichever function the build's minifier inlines them into.
 */
class SocketSink implements StreamSink {
  constructor(private readonly socket: Socket) {}

  write(chunk: Uint8Array): void {
    if (this.socket.destroyed) throw new Error("client gone");
    this.socket.write(chunk);
  }

  writeEvent(idLine: string, event: EncodedStreamEvent): void {
    const { socket } = this;
    if (socket.destroyed) throw new Error("client gone");
    // One socket write for the id line and the shared event bytes.
    socket.cork();
    socket.write(idLine);
    socket.write(event);
    socket.uncork();
  }

  /** The body ends with the connection (connection: close): closed once the last bytes are out. */
  end(): void {
    const { socket } = this;
    socket.end(() => socket.destroy());
  }
}

export async function serveEventStream(
  request: IncomingMessage,
  res: ServerResponse,
  rawSessionId: string,
): Promise<void> {
  const started = performance.now();
  const headers = fetchHeaders(request);
  const requestId = requestIdFrom(headers);
  const pathname = (request.url ?? "/").split("?")[0]!;
  const configured = { ...configuredRouteHeaders(pathname, request.headers), "x-request-id": requestId };
  let status = 200;
  let socket: Socket | undefined;
  await requestContext.run({ requestId }, async () => {
    try {
      // Decodable: the entry point hands undecodable paths to Next (install-entry-hooks.ts).
      const sessionId = decodeURIComponent(rawSessionId);
      const session = await authenticateRuntimeRequest({
        sessionId,
        headers,
        cookieToken: cookieValue(headers.get("cookie"), runtimeCookieName(sessionId)),
      });
      if (isShuttingDown()) {
        // Draining: tell the page to reconnect (to another instance) at once, as the open streams were told.
        res.writeHead(200, { ...STREAM_HEADERS, ...configured });
        res.write(`retry: ${realtimeSettings().retryMs}\n`);
        res.end(encodeStreamEvent(SHUTDOWN_STREAM_EVENT, { reason: "server_shutdown" }));
        return;
      }
      const clientGone = await startSessionStream({
        wallet: streamWalletOf(session),
        sessionExpiresAt: session.expiresAt,
        lastEventId: headers.get("last-event-id"),
        openSink: () => {
          socket = detachStreamSocket({ request, res, status: 200, headers: { ...STREAM_HEADERS, ...configured } });
          return new SocketSink(socket);
        },
      });
      if (!socket || socket.destroyed) clientGone();
      else socket.once("close", clientGone);
    } catch (error) {
      const response = errorResponse(error, `GET ${ROUTE_TEMPLATE}`);
      status = response.status;
      if (socket) socket.destroy();
      else if (res.headersSent) res.destroy();
      else await writeRouteAnswer(request, res, response, { "x-request-id": requestId });
    }
  });
  const seconds = (performance.now() - started) / 1000;
  countHttpRequest({ method: "GET", route: ROUTE_TEMPLATE, status, seconds });
  // served_by tells these access log lines from the route handler's (`next dev`).
  logRequest({
    method: "GET",
    route: ROUTE_TEMPLATE,
    path: pathname,
    status,
    duration_ms: Math.round(seconds * 10_000) / 10,
    request_id: requestId,
    served_by: "server entry",
  });
}
