import { clockMs, eventIndex, openBusReader, type BusEngine } from "./bus-readers";

// One subscriber of the bus comparison in a process of its own, as each app instance holds its own bus connection:
// records when each event arrived (clockMs, the clock the publisher stamps with) and answers the bench process's
// questions over IPC. Started by bus-compare-bench.ts with the engine and the server address as arguments.

interface Request {
  id: number;
  type: "follow" | "count" | "arrivals" | "close";
  afterId?: string;
  from?: number;
  to?: number;
}

const [engine, url] = process.argv.slice(2) as [BusEngine, string];
const arrivals = new Map<number, number>();
const reader = await openBusReader({ engine, url });

process.on("message", (request: Request) => {
  void answer(request).then(
    (fields) => process.send?.({ reply: request.id, ...fields }),
    (error: unknown) => process.send?.({ reply: request.id, error: String(error) }),
  );
});
process.send?.({ ready: true });

async function answer(request: Request): Promise<Record<string, unknown>> {
  const from = request.from ?? 0;
  const to = request.to ?? 0;
  switch (request.type) {
    case "follow":
      await reader.follow(request.afterId ?? "0", (_id, _subject, data) => {
        const index = eventIndex(data);
        if (!arrivals.has(index)) arrivals.set(index, clockMs());
      });
      return {};
    case "count": {
      let count = 0;
      for (let index = from; index < to; index++) if (arrivals.has(index)) count++;
      return { count };
    }
    case "arrivals":
      // -1: never arrived.
      return { times: Array.from({ length: to - from }, (_, offset) => arrivals.get(from + offset) ?? -1) };
    case "close":
      await reader.close();
      setImmediate(() => process.exit(0));
      return {};
  }
}
