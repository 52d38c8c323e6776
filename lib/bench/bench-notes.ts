import { BUS_NAMES } from "./bench-app";
import { busEngineName, type BenchResults } from "./bench-report";
import type { BusCompareFigures, BusEngineFigures } from "./bus-compare-bench";
import type { RefreshFigure } from "./fanout-bench";

// The notes of BENCHMARKS.md: what the figures of this run say (computed), and what the investigation behind the
// bench found about where the remaining cost is (established with CPU profiles and heap snapshots of `next start`;
// lib/bench/README.md says how to repeat them).

const pct = (value: number) => `${(value * 100).toFixed(0)} %`;

export function benchNotes(results: BenchResults): string[] {
  const notes: string[] = [];
  const { endpoints: e, fanout, spin, freeRounds, growth } = results;

  if (e) {
    const floorCpu = e.nextFloor.throughput.serverCpuMsPerRequest;
    notes.push(
      `Floors: the bare Next route costs ${floorCpu.toFixed(2)} ms of server CPU per request against ` +
        `${e.rawFloor.throughput.serverCpuMsPerRequest.toFixed(3)} ms for node:http with the same bytes; the framework is the floor. ` +
        "The raw node:http figure is bounded by the load generator (one autocannon thread in the bench process), so it is a lower bound. " +
        "Settled floor: `next start` of the normal build, compression off (next.config.mjs), no proxy on API routes (proxy.ts matches pages only). " +
        'Standalone output (`output: "standalone"`, `node server.js`) runs the same request pipeline; measured by hand once while settling the floor (not by this run), ' +
        "it came out the same within noise, so the bench keeps `next start`.",
      `Per-request cost above the floor (server CPU): catalog +${(e.catalog.throughput.serverCpuMsPerRequest - floorCpu).toFixed(2)} ms, ` +
        `single game +${(e.singleGame.throughput.serverCpuMsPerRequest - floorCpu).toFixed(2)} ms, launch +${(e.launch.throughput.serverCpuMsPerRequest - floorCpu).toFixed(2)} ms. ` +
        "What is left on the catalog path: the rate limiter's leased tokens (one statement per batch of requests, RATE_LIMIT_LEASE_BATCH), no cache version read " +
        "(the version is pushed by LISTEN/NOTIFY and confirmed by a background read every half CACHE_VERSION_MAX_STALENESS_MS), the access log line and metrics, and a write of kept bytes " +
        "(serialised once per cache version). Keys, operator catalogs, art rows and launch lookups are served from in-process caches tagged with that version, which database " +
        "triggers move in the same transaction as any change and announce to every instance (seen within the bound, 1 s by default; at once in practice).",
    );
    let throughputMissed = false;
    for (const [label, pair, minShare] of [
      ["catalog", e.catalog, 0.7],
      ["single game", e.singleGame, 0.5],
      ["art", e.art, 0.5],
      ["art 304", e.artNotModified, 0.5],
      ["launch", e.launch, 0.5],
    ] as const) {
      const share = pair.throughput.throughput / e.nextFloor.throughput.throughput;
      if (share < minShare) {
        notes.push(
          `Missed: ${label} throughput is ${pct(share)} of the floor (target ${pct(minShare)}). Its server CPU per request is ` +
            `${(pair.throughput.serverCpuMsPerRequest / floorCpu).toFixed(2)}× the floor's; meeting the target needs at most ${(1 / minShare).toFixed(2)}×.` +
            (label === "launch"
              ? " A launch must write its session (one INSERT … ON CONFLICT, a prepared statement, synchronously committed) besides the rate-limit statement; the rest is body reading and validation, the token, and the JSON answer."
              : ""),
        );
        throughputMissed = true;
      }
      const maxP99 = label === "catalog" ? 15 : 25;
      if (pair.latency.latency.p99 >= maxP99) {
        notes.push(
          `Missed: ${label} p99 at ${pair.latency.connections} connections is ${pair.latency.latency.p99.toFixed(1)} ms (target < ${maxP99} ms); p50 is ${pair.latency.latency.p50.toFixed(1)} ms, so the tail comes from the shared machine's scheduling and GC pauses rather than from the request path.`,
        );
      }
    }
    if (throughputMissed) {
      notes.push(
        "Why the throughput misses above: the floor's own CPU dominates. The per-request database round trips are gone (rate-limit tokens leased in batches, " +
          "the cache version pushed by LISTEN/NOTIFY), so what remains above the floor is our own per-request work in the route: authentication from the " +
          "in-process key cache, the access log line and metrics.",
      );
    }
    // Issue 18's shares, against the floors measured beside each run (as the report's rows take them).
    const share = (pair: typeof e.catalog, floors: (typeof e.catalog)[]) =>
      pair.throughput.throughput /
      (floors.reduce((sum, floor) => sum + floor.throughput.throughput, 0) / floors.length);
    const catalogShare = share(e.catalog, [e.nextFloor, e.nextFloorAfterCatalog]);
    const launchShare = share(e.launch, [e.nextFloorAfterCatalog, e.nextFloorAfterLaunch]);
    if (catalogShare < 0.85) {
      notes.push(
        `Missed (issue 18): the catalog serves ${pct(catalogShare)} of the floor's throughput (target 85 %), ${(0.85 - catalogShare) * 100 < 1 ? "under a point short" : `${((0.85 - catalogShare) * 100).toFixed(0)} points short`}. ` +
          "Its 304 answer (the same route without the body) is at the floor, so what is left is the 200's body path: a kept Buffer handed to Next as a web " +
          "stream and piped to the socket, where the floor route's constant string costs Next a little less; the per-request work of our own (key from the " +
          "in-process cache, leased rate-limit token, access log line, metrics) is what the 304 also does.",
      );
    }
    if (launchShare < 0.6) {
      notes.push(
        `Missed (issue 18): launch serves ${pct(launchShare)} of the floor's throughput (target 60 %). A launch must write its session durably: one INSERT … ON ` +
          "CONFLICT (a prepared statement on the direct pool), synchronously committed, so its answer waits for the commit's WAL flush; the operator and game " +
          "checks come from in-process caches and the rest is reading and validating the body, making the token and the JSON answer.",
      );
    }
    const t = e.nextFloor;
    if (t.throughput.throughput < t.latency.throughput * 0.9) {
      notes.push(
        `At ${t.throughput.connections} connections Next serves fewer requests per second than at ${t.latency.connections} (${t.throughput.throughput.toFixed(0)} vs ${t.latency.throughput.toFixed(0)}) ` +
          "and its p99 grows to seconds: with 2 cores and the load generator on the same machine, 64 concurrent requests queue inside one event loop. Throughput ratios are taken at equal concurrency.",
      );
    }
  }

  if (fanout) {
    const byBus = (figure: (point: RefreshFigure) => string) =>
      fanout.buses.map(({ bus, growth: points }) => `${BUS_NAMES[bus]} ${points.map(figure).join(", ")}`).join("; ");
    notes.push(
      "Balance refresh: the refresh request finds the player's sessions, counts live subscriptions and publishes one bus event on the player's " +
        "subject naming up to 100 of those sessions (realtime-signal.ts): on LISTEN/NOTIFY for the sessions with streams, in NOTIFY parts below " +
        "8000 bytes; on NATS for every active session of the player (a page reconnecting meanwhile must find its event in the retention), stored by " +
        "JetStream before the POST answers. Each instance fetches the " +
        "balance once per player and currency through the signed balance callback (shared by the events of one refresh), groups its streams by wallet " +
        "in memory, encodes the event once and writes the same bytes to each stream after the stream's own id line (one corked write on the raw " +
        "socket: the server entry point serves the streams outside Next's request pipeline). " +
        `Cost grows with the streams written: ${byBus((point) => `${point.subscribers} → p99 ${point.latency.p99.toFixed(0)} ms`)}.`,
    );
    for (const { bus, growth: points, oneInstance: one } of fanout.buses) {
      if (one.latency.p99 < 100) continue;
      const first = points[0]!;
      const perStreamUs =
        ((one.latency.p50 - first.latency.p50) / Math.max(1, one.subscribers - first.subscribers)) * 1000;
      notes.push(
        `Missed (${BUS_NAMES[bus]}): p99 ${one.latency.p99.toFixed(0)} ms for ${one.subscribers} streams on one instance (target < 100 ms). ` +
          `Two parts. A base: this bench's one player has ${Math.ceil(one.subscribers / 5)} sessions and every refresh names all of them (finding them, ` +
          `counting them, an event per 100 sessions on the bus), so ${first.subscribers} streams already take p50 ${first.latency.p50.toFixed(0)} ms. ` +
          `Then about ${perStreamUs.toFixed(0)} µs per stream end to end: the socket write, its loopback TCP delivery, and the load generator's reading ` +
          `of the event, all on the same 2 cores (the load-generator processes spent ${one.clientHandlerMs.toFixed(0)} ms of their own per refresh on it). ` +
          "What would close it: the load generator on another machine, and fewer streams per instance.",
      );
    }
    for (const { bus, threeInstances: three } of fanout.buses) {
      if (three.latency.p99 < 150) continue;
      notes.push(
        `Missed (${BUS_NAMES[bus]}): p99 ${three.latency.p99.toFixed(0)} ms with ${three.subscribers} streams over three instances (target < 150 ms): ` +
          "the three instances and the load generators share the same 2 cores here, so the thirds cannot be written in parallel as they would on " +
          `three machines (the load-generator processes spent ${three.clientHandlerMs.toFixed(0)} ms of their own per refresh reading them).`,
      );
    }
    const { memory } = fanout;
    if (memory.rssBytesPerSubscriber >= 10 * 1024) {
      notes.push(
        `Missed: ${(memory.rssBytesPerSubscriber / 1024).toFixed(0)} KB RSS (${(memory.heapBytesPerSubscriber / 1024).toFixed(0)} KB of heap) per idle stream (target < 10 KB), ` +
          `measured on a ${BUS_NAMES[memory.bus]} instance (the bus adds nothing per stream). For scale, measured by hand the same way on this machine: a bare ` +
          "node:http server holding idle event streams about 15 KB RSS and 4.7 KB of heap per stream (its IncomingMessage, ServerResponse, socket and " +
          "parser), a bare net socket about 3–6 KB. A stream adds its hub entry, its two timers (heartbeat, session expiry) and their closures; it keeps " +
          "neither Next's request pipeline nor the session record.",
      );
    }
    for (const { resume } of fanout.buses) {
      const expected = resume.pages * resume.refreshesPerPage;
      if (resume.bus === "nats") {
        const passed =
          resume.missedDelivered === expected &&
          resume.missedLatency.count === resume.pages &&
          resume.missedLatency.max < 2000;
        notes.push(
          `Resume on NATS: ${resume.pages} pages on an instance that was SIGKILLed, ${resume.refreshesPerPage} refreshes per page's player POSTed to ` +
            "another instance while they were disconnected, then every page reconnected to that instance at once with the last id it saw (the bus " +
            "sequence). The stream reads its player's events after that sequence from JetStream (one direct get per event of its subject), keeps " +
            "its session's, asks the wallet once for all the missed refreshes' balance, then goes live. " +
            (passed
              ? `All ${expected} missed events arrived, the slowest page's last ${resume.missedLatency.max.toFixed(0)} ms after its reconnect.`
              : (resume.missedDelivered === expected
                  ? `Missed: all ${expected} missed events arrived, but the slowest page's last ${resume.missedLatency.max.toFixed(0)} ms after its reconnect`
                  : `Missed: ${resume.missedDelivered} of ${expected} missed events arrived`) +
                ` (target: all, within 2 s)${resume.reloads ? `; ${resume.reloads} pages were told to reload instead` : ""}. ` +
                `Every page reconnects in the same moment: the stream's opening alone (its subscription row, one locked transaction ` +
                `counted against the per-session cap, before the head) took p50 ${resume.openLatency.p50.toFixed(0)} ms, max ` +
                `${resume.openLatency.max.toFixed(0)} ms; the rest is the replay (per page a stream info and a direct get per event from ` +
                "JetStream, then one balance callback for the missed refreshes, here to the demo wallet in the first app server: a Next route on the " +
                "same 2 cores)."),
        );
      } else {
        notes.push(
          `Resume on LISTEN/NOTIFY (beside): the bus keeps nothing, so ${resume.missedDelivered} of the ${expected} missed events reached a page; a reconnect ` +
            `with Last-Event-ID re-sends the current balance instead (${resume.balanceResent} of ${resume.pages} pages got it` +
            (resume.balanceResent
              ? `, p50 ${resume.resentLatency.p50.toFixed(0)} ms after reconnecting, the opening itself p50 ${resume.openLatency.p50.toFixed(0)} ms`
              : "") +
            "). The balance shown is right again, but an event that is not a balance (a prize drop, a kick) would be lost.",
        );
      }
    }
  }

  if (spin) {
    const cpu = spin.spin.latency.serverCpuMsPerRequest;
    notes.push(
      `Spin: ${cpu.toFixed(1)} ms of server CPU per round trip, which includes the in-app demo wallet answering the debit and the credit (two more Next requests with their own ` +
        "statements) and the ledger: round and debit stored before sending, each attempt logged, the round settled, the credit stored and delivered — " +
        "every write synchronously committed, because the ledger is the outbox. The wallet client itself adds little over a bare POST of the same bytes (the ratio above).",
      `The spin target is judged at 1 connection: one player's round trip, as a player plays one round at a time. At ${spin.spin.throughput.connections} connections ` +
        `(${spin.spin.throughput.connections} players spinning at once) p99 is ${spin.spin.throughput.latency.p99.toFixed(0)} ms: each spin is three Next requests on the same 2 cores, ` +
        `so ${spin.spin.throughput.connections} concurrent spins queue for ${(cpu * spin.spin.throughput.connections).toFixed(0)} ms of CPU.`,
    );
    if (spin.spin.latency.latency.p99 >= 25) {
      notes.push(
        `Missed: spin p99 ${spin.spin.latency.latency.p99.toFixed(0)} ms (target < 25 ms). A spin is 16 prepared statements (9 of them commits, no interactive ` +
          "transaction) over three Next requests, the demo wallet's two included; what would close it: an operator wallet outside this machine (two of the three " +
          "requests and six of the statements are the demo wallet's) and a quieter machine (compare the load average above).",
      );
    }
    if (spin.clientRatio > 1.2) {
      const p50Gap = (spin.walletClient.p50 - spin.rawPost.p50) * 1000;
      notes.push(
        `Missed: the wallet client costs ${spin.clientRatio.toFixed(2)}× a raw undici POST of the same bytes (target ≤ 1.2×); the medians differ by ${p50Gap.toFixed(0)} µs. ` +
          "What the client adds per call is small (a fresh request id, the body built and signed, the deadline timer and abort signal, the URL guard, the answer " +
          "size-capped and validated, a metrics sample: tens of microseconds against a node:http server); the mean ratio over " +
          `${spin.walletClient.count} alternating pairs moves from run to run with this machine's scheduling and GC. ` +
          "What would close it on a noisy run: more pairs, or judging the median.",
      );
    }
  }

  if (results.spinCpu) {
    const { spin: external, cpuRatio } = results.spinCpu;
    notes.push(
      `Spin CPU with an external wallet: ${external.serverCpuMsPerRequest.toFixed(2)} ms per spin = ${cpuRatio.toFixed(1)}× the bare Next route's CPU per request in the same run. ` +
        "Where it goes (profile of the app under this load, issue 27): about a quarter is the kernel's send path of loopback TCP writes (one writev per " +
        "PostgreSQL statement, about ten statements a spin, and one per wallet HTTP call), then pg's protocol work, undici's two wallet calls, Next's request " +
        "machinery (the part the bare route has too) and GC. Fewer round trips per spin is what moves it; see BENCHMARKS.md's issue 27 section.",
    );
  }

  if (growth) {
    const catalog = growth.catalog;
    if (catalog.length > 1) {
      const [previous, last] = catalog.slice(-2) as [(typeof catalog)[number], (typeof catalog)[number]];
      const gzipLast = growth.catalogGzip.at(-1);
      notes.push(
        "Catalog growth: the unpaged response holds every game of the operator's catalog (the contract's default), serialised once per cache version and kept " +
          "as bytes with a gzip copy, so a request costs writing those bytes: " +
          `${previous.size.toLocaleString("en-US")} → ${last.size.toLocaleString("en-US")} games (×${(last.size / previous.size).toFixed(0)}) costs ` +
          `×${(last.result.serverCpuMsPerRequest / previous.result.serverCpuMsPerRequest).toFixed(1)} server CPU per request as identity bytes; ` +
          (gzipLast
            ? `a client accepting gzip gets a tenth of the bytes (p50 ${gzipLast.result.latency.p50.toFixed(1)} ms at ${gzipLast.size.toLocaleString("en-US")} games), `
            : "") +
          "and one revalidating with the ETag a 304 whatever the size (optional limit/cursor paging also exists). " +
          "Launch latency stays flat with the number of stored sessions: the upsert and the token lookup are unique-index operations.",
      );
    }
  }
  if (freeRounds) {
    notes.push(
      `Free rounds: each call of 10,000 players is one transaction — the campaign row (or its lock), one INSERT … SELECT FROM unnest(ids, players) of the players not yet awarded, ` +
        `the totals and one audit row — so the ${freeRounds.calls} calls averaged ${(freeRounds.createTotalMs / freeRounds.calls).toFixed(0)} ms including the JSON body (about 0.2 MB) and its validation. ` +
        "The award lookup is one prepared statement on the (operator_id, external_player_id, state) index joined with the campaign by primary key; its cost does not grow with the awards stored.",
    );
  }
  if (results.busCompare) notes.push(...busCompareNotes(results.busCompare));
  return notes;
}

// The workload's budget for a refresh (p99 < 100 ms, bus and app together): the bus's share of it decides little
// while both engines stay far below it.
const REFRESH_BUDGET_MS = 100;

function busCompareNotes(figures: BusCompareFigures): string[] {
  const nats = figures.engines.find((engine) => engine.engine === "nats");
  const redis = figures.engines.find((engine) => engine.engine === "redis");
  if (!nats || !redis) return [];
  const worstP99 = (engine: BusEngineFigures) => Math.max(...engine.steady.latency.map((summary) => summary.p99));
  const worstP50 = (engine: BusEngineFigures) => Math.max(...engine.steady.latency.map((summary) => summary.p50));
  const lost = (engine: BusEngineFigures) => engine.steady.lost + engine.bursts.reduce((sum, run) => sum + run.lost, 0);
  const number = (value: number, digits: number) =>
    value.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const side = (value: (engine: BusEngineFigures) => number, digits: number) =>
    `${number(value(nats), digits)} vs ${number(value(redis), digits)}`;
  const cpu =
    nats.steady.engineCpuShare !== null && redis.steady.engineCpuShare !== null
      ? `; server CPU ${side((engine) => ((engine.steady.engineCpuShare ?? 0) * 100 * 1000) / engine.steady.rate, 1)} % of a core per 1,000 events/s`
      : "";
  const rate = nats.steady.rate;
  const figuresLine =
    `Bus comparison (issue 27 item 1), NATS JetStream vs Redis Streams used the same way (${figures.subscribers} subscribers, ` +
    `${figures.payloadBytes} B events): at ${number(rate, 0)} events/s the worst subscriber's p50 ${side(worstP50, 2)} ms and p99 ` +
    `${side(worstP99, 2)} ms, lost ${lost(nats)} vs ${lost(redis)}; peak acknowledged publish ${side((engine) => engine.burst.ackedPerSecond, 0)} events/s; ` +
    `resume of ${number(nats.replay.events, 0)} missed events ${side((engine) => engine.replay.ms, 0)} ms (NATS's includes creating its consumer)${cpu}. Stores as configured: JetStream on file; Redis: ${redis.storage.split(", XADD")[0]}.`;

  const lower = (value: (engine: BusEngineFigures) => number) => (value(redis) < value(nats) ? redis : nats);
  const higher = (value: (engine: BusEngineFigures) => number) => (value(redis) > value(nats) ? redis : nats);
  const ratio = (value: (engine: BusEngineFigures) => number) =>
    Math.max(value(nats), value(redis)) / Math.min(value(nats), value(redis));
  const peak = (engine: BusEngineFigures) => engine.burst.ackedPerSecond;
  const withinBudget = worstP99(nats) < REFRESH_BUDGET_MS / 10 && worstP99(redis) < REFRESH_BUDGET_MS / 10;
  const headroom = Math.min(peak(nats), peak(redis)) / rate;
  const speed =
    `${busEngineName(lower(worstP99).engine)} had the lower p99 (${ratio(worstP99).toFixed(1)}×)` +
    (higher(peak) === lower(worstP99)
      ? ` and the higher peak (${ratio(peak).toFixed(1)}×)`
      : `, ${busEngineName(higher(peak).engine)} the higher peak (${ratio(peak).toFixed(1)}×)`) +
    (withinBudget ? `; both p99s are under a tenth of a refresh's ${REFRESH_BUDGET_MS} ms budget` : "") +
    (headroom >= 2
      ? `, and both peaks at least ${Math.floor(headroom)}× the ${number(rate, 0)} events/s measured here, so speed does not decide. `
      : `; the lower peak is under twice the ${number(rate, 0)} events/s measured here: the headroom to watch. `);
  const verdict =
    lost(nats) > 0
      ? `Verdict: NATS lost ${lost(nats)} deliveries in this run, which the bus must not; that needs looking into before anything else.`
      : worstP99(nats) >= REFRESH_BUDGET_MS
        ? `Verdict: open. NATS's p99 alone reaches a refresh's ${REFRESH_BUDGET_MS} ms budget at this rate in this run; repeat it on a quiet machine before deciding.`
        : `Verdict: the bus stays on NATS JetStream. ${speed}` +
          "What decides is what the app uses beyond delivery: a page that reconnects reads its own player's events by subject " +
          "(JetStream direct gets by subject, nats-transport.ts readMissed); one Redis stream can only be read whole from an id, so it would need a " +
          "stream per player or a scan of every event since the page's id, and a second transport to keep beside the one deployed.";
  return [figuresLine, verdict];
}
