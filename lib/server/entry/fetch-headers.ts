import type { IncomingMessage } from "node:http";

/**
 * A node:http request's headers as Next.js hands them to its route handlers: from the parsed headers (after the
 * start-up hook dropped the forwarded headers no trusted proxy wrote: forwarded-headers.ts), with the forwarded
 * headers Next.js fills in from the socket when nobody sent them (next/dist/server/base-server.js), so the client
 * address, host and scheme read downstream are the same whichever way in served the request.
 */
export function fetchHeaders(request: IncomingMessage): Headers {
  const parsed = request.headers;
  const https = parsed["x-forwarded-proto"] ? parsed["x-forwarded-proto"] === "https" : isEncrypted(request);
  parsed["x-forwarded-host"] ??= parsed.host ?? "localhost";
  parsed["x-forwarded-port"] ??= process.env.PORT || (https ? "443" : "80");
  parsed["x-forwarded-proto"] ??= https ? "https" : "http";
  parsed["x-forwarded-for"] ??= request.socket.remoteAddress;
  const headers = new Headers();
  for (const [name, value] of Object.entries(parsed)) {
    if (value === undefined) continue;
    try {
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
    } catch {
      // A header value fetch refuses (Next.js drops those too).
    }
  }
  return headers;
}

function isEncrypted(request: IncomingMessage): boolean {
  return (request.socket as { encrypted?: boolean }).encrypted === true;
}
