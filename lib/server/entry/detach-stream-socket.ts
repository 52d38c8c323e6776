import "server-only";
import {
  STATUS_CODES,
  validateHeaderName,
  validateHeaderValue,
  type IncomingMessage,
  type ServerResponse,
} from "node:http";
import { createRequire } from "node:module";
import type { Socket } from "node:net";

// node:http keeps, for as long as a response is open, the connection's parser (a native object with its buffers),
// the request and response objects and its listeners, all bound to per-connection state: about 15 KB RSS per idle
// event stream measured here, where a bare socket costs 3–6 KB. An event stream only ever writes, so once its head
// is decided it takes its socket off that machinery, the way node:http itself hands a socket over on an Upgrade
// (_http_server.js, onParserExecuteCommon): node's listeners off, the parser unconsumed and freed.
//
// The response then carries neither Content-Length nor chunked framing: it is delimited by the connection's close
// (`connection: close`, RFC 9112 §6.3), which is how an event stream ends anyway.

interface ParsedSocket extends Socket {
  parser?: unknown;
}

// node:http's own helper for releasing a connection's parser (what the Upgrade path calls). A legacy public module
// of Node.js, loaded at run time so that the bundler leaves it alone.
const { freeParser } = createRequire(`${process.cwd()}/`)("_http_common") as {
  freeParser(parser: unknown, request: IncomingMessage | null, socket: Socket): void;
};

// The listeners node:http puts on a connection's socket (connectionListenerInternal); none of them belongs to us.
const HTTP_SOCKET_EVENTS = ["data", "end", "close", "drain", "error", "timeout", "pause", "resume"] as const;

// Module-level, not a closure: a listener kept for the stream's life must not keep the scope it was made in (the
// request and the response), whichever function the build's minifier inlines this one into.
function destroySocket(this: Socket): void {
  this.destroy();
}

/** The raw bytes of a response head for a body delimited by the connection's close. */
function responseHead(status: number, headers: Record<string, string>): Buffer {
  let head = `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ""}\r\n`;
  for (const [name, value] of Object.entries(headers)) {
    validateHeaderName(name);
    validateHeaderValue(name, value);
    head += `${name}: ${value}\r\n`;
  }
  return Buffer.from(`${head}date: ${new Date().toUTCString()}\r\nconnection: close\r\n\r\n`, "latin1");
}

/**
 * Writes the response head on the request's socket and hands the socket over: from here on the caller writes the
 * body to the socket and ends it. The socket is destroyed once the client goes away (its FIN or an error);
 * `close` tells the caller.
 */
export function detachStreamSocket(options: {
  request: IncomingMessage;
  res: ServerResponse;
  status: number;
  headers: Record<string, string>;
}): Socket {
  const { request, res } = options;
  const head = responseHead(options.status, options.headers);
  const socket = res.socket as ParsedSocket | null;
  if (!socket) throw new Error("the response has no socket");
  res.detachSocket(socket);
  for (const event of HTTP_SOCKET_EVENTS) socket.removeAllListeners(event);
  if (socket.parser) freeParser(socket.parser, request, socket);
  // node:http wrapped these to unconsume its parser; with the parser gone they are the socket's own again.
  socket.on = Object.getPrototypeOf(socket).on;
  socket.addListener = Object.getPrototypeOf(socket).addListener;
  socket.prependListener = Object.getPrototypeOf(socket).prependListener;
  // node:http's server allows half-open connections: a client's FIN would otherwise leave the socket open for good.
  socket.on("end", destroySocket);
  socket.on("error", destroySocket);
  // Nothing more is read as a request (connection: close); reading on notices the client going away.
  socket.resume();
  socket.write(head);
  return socket;
}
