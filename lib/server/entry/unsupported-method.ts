import type { IncomingMessage, ServerResponse } from "node:http";
import { AppError } from "@/lib/base/errors";
import { entryErrorAnswer, entryErrorAnswerBytes } from "./entry-error-answer";

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

function methodNotAllowed(
  method: string | undefined,
  pathname: string,
  requestHeaders: NodeJS.Dict<string | string[]>,
) {
  const error = new AppError(
    "method_not_allowed",
    `Method ${method ? `${method} ` : ""}not allowed; this server accepts ${ALLOW}`,
    {
      headers: { allow: ALLOW },
    },
  );
  return entryErrorAnswer(error, pathname, requestHeaders);
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
export function unsupportedMethodBytes(options: {
  method?: string;
  url?: string;
  headers?: NodeJS.Dict<string | string[]>;
}): Buffer {
  return entryErrorAnswerBytes(methodNotAllowed(options.method, pathOf(options.url), options.headers ?? {}));
}
