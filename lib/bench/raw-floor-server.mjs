// The benchmark's physical floor: a plain node:http server answering fixed bytes with the catalog's headers.
// Usage: node raw-floor-server.mjs <body file> <port>
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const [bodyFile, port] = process.argv.slice(2);
const body = readFileSync(bodyFile);
const headers = {
  "content-type": "application/json",
  "cache-control": "no-store",
  "x-content-type-options": "nosniff",
  "content-length": String(body.length),
};

createServer((request, response) => {
  if (request.url === "/health") {
    response.writeHead(200, { "content-type": "text/plain" });
    response.end("ok");
    return;
  }
  response.writeHead(200, headers);
  response.end(body);
}).listen(Number(port), "127.0.0.1");
