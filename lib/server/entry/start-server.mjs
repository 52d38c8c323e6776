// The app's HTTP server (`npm start`, `npm run demo`): a node:http server in front of the built Next.js app, in
// Next's custom-server mode. Usage: node lib/server/entry/start-server.mjs [-p port] [-H hostname]
// (as `next start`: port 3000 and every interface unless told otherwise).
//
// Plain JavaScript so that node runs it with no build step of its own. What it does before Next.js lives in
// lib/server/entry/install-entry-hooks.ts, which the built app installs on globalThis at start-up
// (instrumentation.ts): the game pages' event streams served on the raw socket, a JSON 405 for methods no route
// serves, the contract's JSON error for a request Node's parser refuses (e.g. 431 for a URL over 16 KB), and the real Content-Encoding and Content-Length of a route that declares them in private headers
// (lib/server/http/entry-framing.ts; Next.js drops both from route handlers). Everything else goes to Next.js's
// handler unchanged. On SIGTERM/SIGINT it stops accepting
// connections and exits once the requests in flight are done (as `next start` does); the app's own shutdown
// (lib/server/boot/graceful-shutdown.ts) runs first and ends the open event streams.
import http from "node:http";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: { port: { type: "string", short: "p" }, hostname: { type: "string", short: "H" } },
  strict: true,
});
const port = Number(values.port ?? process.env.PORT ?? 3000);
const hostname = values.hostname;
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Invalid port: ${values.port ?? process.env.PORT}`);
  process.exit(1);
}
process.env.NODE_ENV = "production";
// The app knows its own address by PORT (lib/server/http/app-base-url.ts: the banner, the in-app demo wallet's
// callbacks): it is the port served, also when only -p named it.
if (port !== 0) process.env.PORT = String(port);

const { default: next } = await import("next");
const app = next({ dev: false, dir: process.cwd(), hostname: hostname ?? "localhost", port });
const handleWithNext = app.getRequestHandler();
const started = performance.now();
// Loads the build; Next.js then runs instrumentation.ts register() once, just after (start-up: migrations,
// seeding and workers in the background, the entry hooks at once). Listening waits for the hooks.
await app.prepare();
const hooksDeadline = Date.now() + 60_000;
while (!globalThis.__gpServerEntryHooks) {
  if (Date.now() > hooksDeadline) {
    console.error(
      "The built app did not install its server entry hooks (instrumentation.ts); run `npm run build` again.",
    );
    process.exit(1);
  }
  await new Promise((resolve) => setTimeout(resolve, 10));
}
/** @type {import("./install-entry-hooks").ServerEntryHooks} */
const hooks = globalThis.__gpServerEntryHooks;

const server = http.createServer((request, response) => {
  if (hooks.handle(request, response)) return;
  handleWithNext(request, response).catch((error) => {
    console.error("Next.js handler failed:", error);
    if (!response.headersSent) response.statusCode = 500;
    response.end();
  });
});
server.on("connect", (request, socket) => hooks.refuseConnect(request, socket));
server.on("clientError", (error, socket) => hooks.answerClientError(error, socket));

let closing = false;
const close = () => {
  if (closing) return;
  closing = true;
  server.close(() => {
    app.close().finally(() => process.exit(0));
  });
  // Connections left idle (keep-alive, streams the app just ended) would hold close() open.
  server.closeIdleConnections();
  setInterval(() => server.closeIdleConnections(), 250).unref();
};
process.on("SIGTERM", close);
process.on("SIGINT", close);

server.on("error", (error) => {
  console.error(`The server could not listen on port ${port}:`, error.message);
  process.exit(1);
});
server.listen(port, hostname, () => {
  const shown = !hostname || hostname === "0.0.0.0" || hostname === "::" ? "localhost" : hostname;
  console.log(` ▲ Next.js (custom server) - Local: http://${shown}:${port}`);
  console.log(` ✓ Ready in ${Math.round(performance.now() - started)}ms`);
});
