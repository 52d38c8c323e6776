import { STATUS_CODES } from "node:http";
import { restErrorBody, type AppError } from "@/lib/base/errors";
import { requestIdFrom } from "@/lib/server/observability/observe-request";
import { configuredRouteHeaders } from "./route-headers";

// The contract's JSON error ({success:false, detail, error}) for the answers the entry point writes itself, before
// Next.js: with the headers next.config.mjs gives the path and a request id, as a route's error would have.

export interface EntryErrorAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export function entryErrorAnswer(
  error: AppError,
  pathname: string,
  requestHeaders: NodeJS.Dict<string | string[]>,
): EntryErrorAnswer {
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

/** The answer as the bytes of a whole HTTP/1.1 response that closes the connection: for the bare socket, where no response object exists. */
export function entryErrorAnswerBytes(answer: EntryErrorAnswer): Buffer {
  const head = Object.entries({ ...answer.headers, connection: "close" })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  return Buffer.concat([
    Buffer.from(`HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status]}\r\n${head}\r\n`),
    answer.body,
  ]);
}
