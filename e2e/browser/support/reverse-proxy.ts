import http from "node:http";
import type { AddressInfo } from "node:net";

// A loopback reverse proxy as deployments put in front of the app (nginx `proxy_pass` with the usual
// proxy_set_header lines): every request goes on unchanged (method, path, headers, streamed body) to the upstream,
// except that Host becomes the upstream's own host:port and X-Forwarded-Host / -Proto / -For tell what the browser
// used. Responses (status, redirects, cookies, body) come back untouched; only hop-by-hop headers stay per hop.

export interface ReverseProxy {
  /** The address browsers use: http://127.0.0.1:<port>. */
  baseUrl: string;
  port: number;
  stop(): Promise<void>;
}

const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "transfer-encoding",
  "te",
  "trailer",
  "upgrade",
  "proxy-authorization",
  "proxy-authenticate",
]);

/** Headers without the hop-by-hop ones and those named in `drop`, as Node's flat [name, value, …] list (repeated
 * headers such as Set-Cookie stay apart). */
function endToEnd(rawHeaders: string[], drop: string[] = []): string[] {
  const kept: string[] = [];
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!.toLowerCase();
    if (!HOP_BY_HOP.has(name) && !drop.includes(name)) kept.push(rawHeaders[i]!, rawHeaders[i + 1]!);
  }
  return kept;
}

export async function startReverseProxy(upstream: { host: string; port: number }): Promise<ReverseProxy> {
  const upstreamHost = `${upstream.host}:${upstream.port}`;
  const server = http.createServer((request, response) => {
    const headers = endToEnd(request.rawHeaders, ["host", "x-forwarded-host", "x-forwarded-proto", "x-forwarded-for"]);
    // nginx: X-Forwarded-Host $host, X-Forwarded-Proto $scheme, X-Forwarded-For $proxy_add_x_forwarded_for.
    const forwardedFor = [request.headers["x-forwarded-for"], request.socket.remoteAddress].filter(Boolean).join(", ");
    headers.push(
      "Host",
      upstreamHost,
      "X-Forwarded-Host",
      request.headers.host ?? "",
      "X-Forwarded-Proto",
      "http",
      "X-Forwarded-For",
      forwardedFor,
    );

    const forward = http.request(
      { host: upstream.host, port: upstream.port, method: request.method, path: request.url, headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.statusMessage, endToEnd(answer.rawHeaders));
        answer.pipe(response);
      },
    );
    forward.on("error", (error) => {
      if (!response.headersSent) response.writeHead(502, { "content-type": "text/plain" });
      response.end(`proxy: upstream ${upstreamHost} failed: ${error.message}`);
    });
    response.on("close", () => {
      if (!response.writableFinished) forward.destroy(); // the browser went away: so does the upstream request
    });
    request.pipe(forward);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
