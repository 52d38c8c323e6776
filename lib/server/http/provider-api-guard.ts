import { AppError } from "@/lib/base/errors";
import { errorResponse } from "./json-response";

// Requests that Next.js answers itself, before any route handler, outside the contract's JSON error shape: a path
// whose percent-encoding does not decode (Next answers a bare 500) and a method no route handler can export, such as
// PROPFIND (a bare 400). The root proxy.ts calls this for /api/provider/v1/* so they get the contract's errors too.
// Under `npm start` the server entry point (lib/server/entry) answers such methods, TRACE included, before Next.js;
// this guard covers `next dev`.

/** The methods an App Router route handler can serve. */
const ROUTE_HANDLER_METHODS = ["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"];

export function guardProviderApiRequest(request: { method: string; url: string }): Response | null {
  if (!ROUTE_HANDLER_METHODS.includes(request.method)) {
    return errorResponse(
      new AppError("method_not_allowed", "Method not allowed; provider API routes accept GET or POST", {
        headers: { allow: "GET, HEAD, OPTIONS, POST" },
      }),
    );
  }
  if (!pathDecodes(request.url)) {
    return errorResponse(new AppError("invalid_request", "The request path is not valid percent-encoded UTF-8"));
  }
  return null;
}

/** Whether the URL's path is valid percent-encoded UTF-8 (Next.js answers a bare 500 when it is not). */
export function pathDecodes(url: string): boolean {
  try {
    decodeURIComponent(new URL(url).pathname);
    return true;
  } catch {
    return false;
  }
}
