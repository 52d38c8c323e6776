import { STATUS_CODES, type IncomingMessage, type ServerResponse } from "node:http";
import { AppError, restErrorBody } from "@/lib/base/errors";
import { requestIdFrom } from "@/lib/server/observability/observe-request";
import { configuredRouteHeaders } from "./route-headers";

// Methods no route serves (TRACE, PROPFIND, MKCOL, LOCK, SEARCH, PURGE, REPORT, COPY, MOVE, CONNECT, …, and method
// names Node's parser does not know) are answered by the entry point before Next.js: the contract's JSON 405 with
// Allow, never a 500 or an empty 400. A route that does not serve one of the methods below answers its own 405
// with its own Allow.

export const ROUTED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
const ALLOW = ROUTED_METHODS.join(", ");
const ROUTED = new Set<string>(ROUTED_METHODS);

export function isRoutedMethod(method: string | undefined): boolean {
  return method !== undefined && ROUTED.has(method);
}

function methodNotAllowed(method: string | undefined, pathname: string, requestHeaders: NodeJS.Dict<string | string[]>) {
  const error = new AppError("method_not_allowed", `Method ${method ? `${method} ` : ""}not allowed; this server accepts ${ALLOW}`, {
    headers: { allow: ALLOW },
  });
  const body = Buffer.from(JSON.stringify(restErrorBody(error)));
  const given = requestHeaders["x-request-id"];
  const headers: Record<string, string> = {
    "content-type": "application/json",
    "cache-control": "no-store",
    ...configuredRouteHeaders(pathname, requestHeaders),
    ...error.headers,
    "x-request-id": requestIdFrom(new Headers(typeof given === "string" ? { "x-request-id": given } : {})),
    "content-length": String(body.length),
  };
  return { status: error.status, headers, body };
}

function pathOf(url: string | undefined): string {
  return (url ?? "/").split("?")[0] || "/";
}

/** The JSON 405 on a request Node parsed (a method it knows that no route serves). */
export function rejectUnsupportedMethod(request: IncomingMessage, res: ServerResponse): void {
  const answer = methodNotAllowed(request.method, pathOf(request.url), request.headers);
  res.writeHead(answer.status, answer.headers);
  res.end(request.method === "HEAD" ? undefined : answer.body);
}

/**
 * The same 405 written on the bare socket, then closed: for CONNECT (Node hands it over as a tunnel request) and
 * for a method name Node's parser refuses (its "clientError", where no request object exists).
 */
export function unsupportedMethodBytes(options: { method?: string; url?: string; headers?: NodeJS.Dict<string | string[]> }): Buffer {
  const answer = methodNotAllowed(options.method, pathOf(options.url), options.headers ?? {});
  const head = Object.entries({ ...answer.headers, connection: "close" })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  return Buffer.concat([Buffer.from(`HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status]}\r\n${head}\r\n`), answer.body]);
}
