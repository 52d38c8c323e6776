import { randomBase62 } from "@/lib/base/random-id";
import { logRequest, requestContext } from "./logger";
import { countHttpRequest } from "./metrics";

// Around every provider and runtime API request (providerApiRoute, publicApiRoute, runtimeApiRoute): a request
// id (the caller's x-request-id when it is a sane token, else a fresh one) that every log line of the request
// carries and the response echoes; one access log line; the request counter and latency histogram by route
// template (/api/provider/v1/games/[symbol], never the raw path, so the label set stays small).

type RouteParams = Record<string, string | string[] | undefined>;

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdFrom(headers: Headers): string {
  const given = headers.get("x-request-id")?.trim();
  return given && REQUEST_ID_PATTERN.test(given) ? given : `req_${randomBase62(22)}`;
}

/** The path with each route parameter's segment replaced by its name: /games/tstaurora → /games/[symbol]. */
export function routeTemplate(pathname: string, params: RouteParams): string {
  const names = new Map<string, string>();
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === "string") names.set(value, `[${name}]`);
  }
  const catchAll = Object.entries(params).find(([, value]) => Array.isArray(value));
  const segments = pathname.split("/").map((segment) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      decoded = segment;
    }
    return names.get(decoded) ?? segment;
  });
  if (catchAll && Array.isArray(catchAll[1]) && catchAll[1].length > 0) {
    segments.splice(segments.length - catchAll[1].length, catchAll[1].length, `[...${catchAll[0]}]`);
  }
  return segments.join("/");
}

function withRequestId(response: Response, requestId: string): Response {
  try {
    response.headers.set("x-request-id", requestId);
    return response;
  } catch {
    // Immutable headers (e.g. Response.redirect): copy the response.
    const headers = new Headers(response.headers);
    headers.set("x-request-id", requestId);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}

export async function observeRequest(options: {
  request: Request;
  /** The route's params (undefined for a route without any). */
  params: RouteParams | undefined;
  handle: () => Promise<Response>;
}): Promise<Response> {
  const { request } = options;
  const requestId = requestIdFrom(request.headers);
  const started = performance.now();
  const pathname = new URL(request.url).pathname;
  const route = routeTemplate(pathname, options.params ?? {});
  let status = 500;
  try {
    const response = await requestContext.run({ requestId }, options.handle);
    status = response.status;
    return withRequestId(response, requestId);
  } finally {
    const seconds = (performance.now() - started) / 1000;
    countHttpRequest({ method: request.method, route, status, seconds });
    logRequest({
      method: request.method,
      route,
      path: pathname,
      status,
      duration_ms: Math.round(seconds * 10_000) / 10,
      request_id: requestId,
    });
  }
}
