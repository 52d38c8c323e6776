import "server-only";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { applyEntryFraming } from "@/lib/server/http/entry-framing";
import { logger } from "@/lib/server/observability/logger";
import { clientErrorBytes } from "./client-error";
import { launchUrlRoute } from "@/lib/server/provider-api/launch-url-route";
import { listGamesRoute } from "@/lib/server/provider-api/list-games-route";
import { spinRoute } from "@/lib/server/runtime/spin-route";
import { EVENT_STREAM_PATH, serveEventStream } from "./serve-event-stream";
import { matchEntryRoute, serveRouteHandler, type EntryRoute } from "./serve-route-handler";
import { isRoutedMethod, rejectUnsupportedMethod, unsupportedMethodBytes } from "./unsupported-method";

// What the node:http entry point (start-server.mjs) does before Next.js's handler. The entry point is plain
// JavaScript started by node; this TypeScript runs inside the built app (instrumentation.ts → startInstance), so
// it shares the one Prisma client, hub and services with the route handlers. It is handed over on globalThis.

export interface ServerEntryHooks {
  /** Answers the request itself (true) or leaves it to Next.js (false), with res ready to frame (entry-framing.ts). */
  handle(request: IncomingMessage, res: ServerResponse): boolean;
  /** A CONNECT request: refused with the JSON 405. */
  refuseConnect(request: IncomingMessage, socket: Duplex): void;
  /** Node's parser refused the request: a JSON 405 for an unknown method, else Node's status (431, 408, 400) with the JSON error body. */
  answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void;
}

const holder = globalThis as { __gpServerEntryHooks?: ServerEntryHooks };

/** Route handlers the entry point calls itself (serve-route-handler.ts): the contract's and the game's busiest paths. */
const ENTRY_ROUTES: EntryRoute[] = [
  {
    method: "POST",
    pattern: /^\/api\/runtime\/sessions\/([^/]+)\/spin$/,
    paramNames: ["sessionId"],
    handler: spinRoute,
  },
  { method: "POST", pattern: /^\/api\/provider\/v1\/launch-url$/, paramNames: [], handler: launchUrlRoute.POST },
  { method: "GET", pattern: /^\/api\/provider\/v1\/games$/, paramNames: [], handler: listGamesRoute.GET },
];

export function installEntryHooks(): void {
  holder.__gpServerEntryHooks ??= {
    handle(request, res) {
      if (!isRoutedMethod(request.method)) {
        rejectUnsupportedMethod(request, res);
        return true;
      }
      const routed = matchEntryRoute(ENTRY_ROUTES, request);
      if (routed) {
        serveRouteHandler(request, res, routed).catch((error: unknown) => {
          logger.error({ where: "server entry", err: error }, "route handler answer failed");
          res.destroy();
        });
        return true;
      }
      const match = request.method === "GET" ? EVENT_STREAM_PATH.exec((request.url ?? "").split("?")[0]!) : null;
      // A path Next cannot decode (a bad percent escape) stays Next's: it answers the runtime's 400.
      if (!match || !decodablePathSegment(match[1]!)) {
        applyEntryFraming(res);
        return false;
      }
      serveEventStream(request, res, match[1]!).catch((error: unknown) => {
        logger.error({ where: "server entry", err: error }, "event stream failed");
        res.destroy();
      });
      return true;
    },
    refuseConnect(request, socket) {
      socket.end(unsupportedMethodBytes({ method: request.method, url: request.url, headers: request.headers }));
    },
    answerClientError(error, socket) {
      if (!socket.writable || error.code === "ECONNRESET") {
        socket.destroy();
        return;
      }
      if (error.code === "HPE_INVALID_METHOD") {
        socket.end(unsupportedMethodBytes({}));
        return;
      }
      socket.end(clientErrorBytes(error));
    },
  };
}

function decodablePathSegment(segment: string): boolean {
  try {
    decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}
