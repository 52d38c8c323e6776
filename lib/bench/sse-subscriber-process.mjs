// One load-generator process of the fan-out bench: holds a share of the game pages' event streams as bare TCP
// sockets and reports when a timed refresh's event reaches each of them. Several run side by side (sse-subscribers.ts)
// so that no process needs more sockets than the machine's per-process file limit allows, and so that reading
// thousands of streams is not one event loop's queue. Arrival times are process.hrtime (CLOCK_MONOTONIC, the same
// clock in every process of the machine), so the parent compares them with the moment it sent the refresh.
// Driven over IPC: open, close, journal, arm, wait, record, collect, stop; every command is answered with {reply: id, ...}.
// record/collect (the realistic workload, workload-bench.ts): while recording, every balance event's request_id and
// every broadcast's tick arriving on any stream is noted with its arrival time.
// Streams opened with `journal` (the reconnect bench, fanout-bench.ts) keep their own journal instead: when they
// connected and when their opening arrived, the last event id they saw, every event (type, request_id, arrival) and whether the server closed
// them; a stream may be opened with a Last-Event-ID, as a reconnecting EventSource sends it.
import { connect } from "node:net";

/** @type {Map<number, import("node:net").Socket>} */
const sockets = new Map();
/** @type {{ needle: string, arrivals: bigint[], handlerNs: bigint, expected: number, done: () => void, finished: Promise<void> } | null} */
let waiter = null;
/** @type {{ refreshes: [string, bigint][], ticks: [number, bigint][], handlerNs: bigint } | null} */
let recorder = null;
/** @type {Map<number, { connectAt: bigint, openedAt: bigint, lastId: string | null, events: [string, string | null, bigint][], closed: boolean }>} */
const journals = new Map();
const REQUEST_ID = /"request_id":"([^"]+)"/;
const TICK = /"tick":(\d+)/;
// Field lines of an event; chunked framing, when the server uses it, only adds lines of its own between writes.
const ID_LINE = /(?:^|\n)id: ([^\r\n]+)/;
const EVENT_LINE = /(?:^|\n)event: ([^\r\n]+)/;

/** Notes the complete events of `text` in the journal; returns the incomplete rest. */
function journalEvents(journal, text, at) {
  const events = text.split("\n\n");
  const rest = events.pop() ?? "";
  for (const event of events) {
    const id = ID_LINE.exec(event);
    if (id) journal.lastId = id[1];
    const type = EVENT_LINE.exec(event);
    if (type) journal.events.push([type[1], REQUEST_ID.exec(event)?.[1] ?? null, at]);
  }
  return rest;
}

function openStream({ id, host, port, sessionId, cookie, lastEventId, journal: journaled }) {
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port });
    const journal = journaled
      ? { connectAt: process.hrtime.bigint(), openedAt: 0n, lastId: null, events: [], closed: false }
      : null;
    let opened = false;
    let head = "";
    let tail = "";
    // While recording: the part of the stream after its last complete event (an event may straddle two chunks).
    let carry = "";
    socket.setNoDelay(true);
    socket.once("connect", () =>
      socket.write(
        `GET /api/runtime/sessions/${sessionId}/events HTTP/1.1\r\nHost: ${host}:${port}\r\n` +
          `Accept: text/event-stream\r\nCookie: ${cookie}\r\n` +
          (lastEventId == null ? "" : `Last-Event-ID: ${lastEventId}\r\n`) +
          "\r\n",
      ),
    );
    if (journal) socket.once("close", () => (journal.closed = true));
    socket.on("data", (chunk) => {
      if (!opened) {
        head += chunk.toString("latin1");
        if (!head.includes("\r\n\r\n")) return;
        if (!head.startsWith("HTTP/1.1 200")) {
          socket.destroy();
          reject(
            new Error(
              `event stream of ${sessionId} refused: ${head.split("\r\n")[0]} ${head.slice(head.indexOf("\r\n\r\n") + 4, 400)}`,
            ),
          );
          return;
        }
        if (!head.includes(": connected")) return;
        opened = true;
        sockets.set(id, socket);
        if (journal) {
          journal.openedAt = process.hrtime.bigint();
          journals.set(id, journal);
          carry = journalEvents(journal, head.slice(head.indexOf("\r\n\r\n") + 4), journal.openedAt);
        }
        resolve();
        return;
      }
      if (journal) {
        carry = journalEvents(journal, carry + chunk.toString("latin1"), process.hrtime.bigint());
        return;
      }
      if (recorder) {
        const started = process.hrtime.bigint();
        const events = (carry + chunk.toString("latin1")).split("\n\n");
        carry = events.pop() ?? "";
        for (const event of events) {
          if (event.includes("event: balance")) {
            const match = REQUEST_ID.exec(event);
            if (match) recorder.refreshes.push([match[1], started]);
          } else if (event.includes("event: broadcast")) {
            const match = TICK.exec(event);
            if (match) recorder.ticks.push([Number(match[1]), started]);
          }
        }
        recorder.handlerNs += process.hrtime.bigint() - started;
        return;
      }
      carry = "";
      const current = waiter;
      if (!current) return;
      const started = process.hrtime.bigint();
      // The request id may straddle two chunks: search the end of the previous chunk too.
      const text = tail + chunk.toString("latin1");
      tail = text.slice(-current.needle.length);
      if (text.includes(current.needle)) {
        tail = "";
        current.arrivals.push(started);
        if (current.arrivals.length === current.expected) current.done();
      }
      current.handlerNs += process.hrtime.bigint() - started;
    });
    socket.on("error", (error) => {
      if (!opened) reject(error);
    });
  });
}

async function openAll({ host, port, streams, concurrency, journal }) {
  let next = 0;
  const worker = async () => {
    while (next < streams.length) {
      const stream = streams[next++];
      await openStream({ ...stream, host, port, journal });
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, streams.length) }, worker));
}

const commands = {
  open: (message) => openAll(message).then(() => ({ open: sockets.size })),
  close: async ({ ids }) => {
    for (const id of ids) {
      sockets.get(id)?.destroy();
      sockets.delete(id);
      journals.delete(id);
    }
    return { open: sockets.size };
  },
  // The journals of the given streams, times as decimal strings (bigint does not cross IPC).
  journal: async ({ ids }) => ({
    journals: ids.flatMap((id) => {
      const journal = journals.get(id);
      if (!journal) return [];
      return [
        [
          id,
          {
            connectAt: String(journal.connectAt),
            openedAt: String(journal.openedAt),
            lastId: journal.lastId,
            closed: journal.closed,
            events: journal.events.map(([type, requestId, at]) => [type, requestId, String(at)]),
          },
        ],
      ];
    }),
  }),
  // Starts watching every open stream for the needle; the parent sends the refresh once all processes answered.
  arm: async ({ needle }) => {
    let done = () => {};
    const finished = new Promise((resolve) => (done = resolve));
    waiter = { needle, arrivals: [], handlerNs: 0n, expected: sockets.size, done, finished };
    if (sockets.size === 0) done();
    return {};
  },
  // Answers once every stream saw the needle (or at the timeout) with the arrival times.
  wait: async ({ timeoutMs }) => {
    const current = waiter;
    if (!current) throw new Error("wait without arm");
    const timer = setTimeout(current.done, timeoutMs);
    await current.finished;
    clearTimeout(timer);
    waiter = null;
    return {
      arrivals: current.arrivals.map(String),
      missing: current.expected - current.arrivals.length,
      handlerNs: String(current.handlerNs),
    };
  },
  record: async () => {
    recorder = { refreshes: [], ticks: [], handlerNs: 0n };
    return {};
  },
  // Ends the recording: every noted arrival, times as decimal strings (bigint does not cross IPC).
  collect: async () => {
    const current = recorder ?? { refreshes: [], ticks: [], handlerNs: 0n };
    recorder = null;
    return {
      refreshes: current.refreshes.map(([id, at]) => [id, String(at)]),
      ticks: current.ticks.map(([tick, at]) => [tick, String(at)]),
      handlerNs: String(current.handlerNs),
    };
  },
  stop: async () => {
    for (const socket of sockets.values()) socket.destroy();
    sockets.clear();
    setImmediate(() => process.exit(0));
    return {};
  },
};

process.on("message", (message) => {
  const command = commands[message.type];
  if (!command) {
    process.send({ reply: message.id, error: `unknown command ${message.type}` });
    return;
  }
  command(message).then(
    (result) => process.send({ reply: message.id, ...result }),
    (error) => process.send({ reply: message.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
process.on("disconnect", () => process.exit(0));
