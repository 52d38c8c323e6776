import type { BusCompareFigures, BusEngine } from "./bus-compare-bench";
import type { EndpointFigures, LoadPair } from "./endpoint-benches";
import { BUS_NAMES } from "./bench-app";
import type { FanoutFigures, RefreshFigure, ResumeFigure } from "./fanout-bench";
import type { FreeRoundsFigures } from "./free-rounds-bench";
import type { GrowthFigures, GrowthPoint } from "./growth-bench";
import type { LoadResult } from "./load-test";
import type { MachineInfo } from "./machine-info";
import type { ReconciliationFigures, ReconciliationPoint } from "./reconciliation-bench";
import type { ReportsFigures } from "./reports-bench";
import type { PromotionsFigures } from "./promotions-bench";
import type { JackpotsFigures } from "./jackpots-bench";
import type { SpinFigures } from "./spin-bench";
import type { LatencySummary } from "./stats";
import type { WorkloadFigure } from "./workload-bench";
import type { SpinCpuFigures } from "./spin-cpu-bench";

// The figures as a table with each target and its pass/miss, every load run's raw numbers, and notes;
// printed at the end of the run and written to BENCHMARKS.md.

export interface BenchResults {
  machine: MachineInfo;
  loadAverageAtEnd: number[];
  runSeconds: number;
  setup: string[];
  endpoints: EndpointFigures | null;
  spin: SpinFigures | null;
  /** Issue 27 item 5: the spin against a wallet outside the app, its CPU beside the bare Next route's. */
  spinCpu: SpinCpuFigures | null;
  freeRounds: FreeRoundsFigures | null;
  fanout: FanoutFigures | null;
  growth: GrowthFigures | null;
  reconciliation: ReconciliationFigures | null;
  reports: ReportsFigures | null;
  /** Issue 28: scoring, the leaderboard and settlement at 100,000 participants. */
  promotions: PromotionsFigures | null;
  /** Issue 29: contributions to one network pool on two instances, the spin's added cost, the ticker's fan-out. */
  jackpots: JackpotsFigures | null;
  workload: WorkloadFigure[] | null;
  /** Issue 27 item 1: the bus (NATS JetStream) against Redis Streams, used the same way. */
  busCompare: BusCompareFigures | null;
  notes: string[];
}

interface Row {
  item: string;
  figure: string;
  measured: string;
  target: string;
  pass: boolean | null;
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;
const rate = (value: number) => `${value.toFixed(0)} req/s`;
const pct = (value: number) => `${(value * 100).toFixed(0)} %`;
const pct2 = (value: number) => `${(value * 100).toFixed(1)} %`;
const verdict = (pass: boolean | null) => (pass === null ? "—" : pass ? "pass" : "**miss**");

function ratioRows(
  item: string,
  label: string,
  pair: LoadPair,
  floor: LoadPair,
  minShare: number,
  maxP99: number,
): Row[] {
  const share = pair.throughput.throughput / floor.throughput.throughput;
  const valid = pair.throughput.valid && pair.latency.valid;
  return [
    {
      item,
      figure: `${label}: throughput at ${pair.throughput.connections} connections`,
      measured: `${rate(pair.throughput.throughput)} = ${pct(share)} of the Next floor`,
      target: `≥ ${pct(minShare)} of the floor`,
      pass: valid && share >= minShare,
    },
    {
      item,
      figure: `${label}: latency at ${pair.latency.connections} connections`,
      measured: `p50 ${ms(pair.latency.latency.p50)}, p99 ${ms(pair.latency.latency.p99)}`,
      target: `p99 < ${maxP99} ms`,
      pass: valid && pair.latency.latency.p99 < maxP99,
    },
  ];
}

function refreshRow(item: string, label: string, figure: RefreshFigure, maxP99: number | null): Row {
  return {
    item,
    figure: label,
    measured: `p50 ${ms(figure.latency.p50)}, p99 ${ms(figure.latency.p99)}${figure.countsExact ? "" : " (counts wrong)"}${figure.missing ? ` (${figure.missing} events missing)` : ""}`,
    target: maxP99 === null ? "—" : `p99 < ${maxP99} ms`,
    pass: maxP99 === null ? null : figure.countsExact && figure.missing === 0 && figure.latency.p99 < maxP99,
  };
}

function resumeRow(resume: ResumeFigure): Row {
  const expected = resume.pages * resume.refreshesPerPage;
  const figure = `${BUS_NAMES[resume.bus]}: page reconnect after its instance dies (${resume.pages} pages, ${resume.refreshesPerPage} refreshes each missed): missed events delivered`;
  const what =
    `${resume.missedDelivered}/${expected} = ${pct(resume.missedDelivered / expected)}` +
    `; reconnect → stream open p50 ${ms(resume.openLatency.p50)}, max ${ms(resume.openLatency.max)}` +
    (resume.missedLatency.count
      ? `; reconnect → last missed event p50 ${ms(resume.missedLatency.p50)}, p99 ${ms(resume.missedLatency.p99)}, max ${ms(resume.missedLatency.max)}`
      : "") +
    (resume.balanceResent
      ? `; current balance re-sent to ${resume.balanceResent} pages (p50 ${ms(resume.resentLatency.p50)}, max ${ms(resume.resentLatency.max)} after reconnect)`
      : "") +
    (resume.reloads ? `; ${resume.reloads} told to reload` : "");
  // LISTEN/NOTIFY keeps no events by design: its row shows what a page gets there instead, not a target.
  if (resume.bus === "listen-notify")
    return { item: "27", figure, measured: what, target: "— (the bus keeps nothing: balance re-sent)", pass: null };
  return {
    item: "27",
    figure,
    measured: what,
    target: "100 %, within 2 s",
    pass:
      resume.missedDelivered === expected &&
      resume.missedLatency.count === resume.pages &&
      resume.missedLatency.max < 2000,
  };
}

// Issue 27's fan-out rows, each figure on NATS with the LISTEN/NOTIFY path beside it.
function fanoutRows(fanout: FanoutFigures): Row[] {
  const rows: Row[] = [];
  for (const { bus, oneInstance } of fanout.buses)
    rows.push(
      refreshRow(
        "27",
        `${BUS_NAMES[bus]}: refresh → ${oneInstance.subscribers} streams on one instance`,
        oneInstance,
        100,
      ),
    );
  for (const { bus, threeInstances } of fanout.buses)
    rows.push(
      refreshRow(
        "27",
        `${BUS_NAMES[bus]}: refresh → ${threeInstances.subscribers} streams over 3 instances (a third on each, the refresh POSTed to one)`,
        threeInstances,
        150,
      ),
    );
  const { memory } = fanout;
  rows.push({
    item: "27",
    figure: `memory per idle event stream (${BUS_NAMES[memory.bus]} instance)`,
    measured: `${(memory.rssBytesPerSubscriber / 1024).toFixed(1)} KB RSS (heap ${(memory.heapBytesPerSubscriber / 1024).toFixed(1)} KB; delta of a fresh instance / its ${memory.sampleStreams} streams)`,
    target: "< 10 KB",
    pass: memory.rssBytesPerSubscriber < 10 * 1024,
  });
  for (const { resume } of fanout.buses) rows.push(resumeRow(resume));
  return rows;
}

/** How latency grows with size: the exponent k in latency ∝ size^k between the smallest and largest point. */
/** How p50 grows, judged on the last step (where a fixed per-request cost no longer hides the growth). */
function growthExponent(points: { size: number; p50: number }[]): string {
  if (points.length < 2) return "";
  const exponent = (from: { size: number; p50: number }, to: { size: number; p50: number }) =>
    Math.log(to.p50 / from.p50) / Math.log(to.size / from.size);
  const first = points[0]!;
  const previous = points[points.length - 2]!;
  const last = points[points.length - 1]!;
  const k = exponent(previous, last);
  const shape = k < 0.1 ? "about constant" : k < 0.6 ? "sub-linear" : k < 1.2 ? "about linear" : "super-linear";
  const overall = points.length > 2 ? `; size^${exponent(first, last).toFixed(2)} from ${first.size}` : "";
  return `${shape} (p50 ∝ size^${k.toFixed(2)} from ${previous.size} to ${last.size}${overall})`;
}

function growthRows(item: string, label: string, points: GrowthPoint[]): Row[] {
  const rows = points.map((point) => ({
    item,
    figure: `${label}: ${point.size.toLocaleString("en-US")}`,
    measured: `p50 ${ms(point.result.latency.p50)}, p99 ${ms(point.result.latency.p99)}, ${point.result.serverCpuMsPerRequest.toFixed(2)} ms CPU/req`,
    target: "—",
    pass: point.result.valid ? null : false,
  }));
  const shape = growthExponent(points.map((point) => ({ size: point.size, p50: point.result.latency.p50 })));
  if (shape) rows.push({ item, figure: `${label}: growth`, measured: shape, target: "—", pass: null });
  return rows;
}

// Issue 16: each read at each stored size against its target, then how its p50 grows with the size.
const RECONCILIATION_READS: { label: string; pick: (point: ReconciliationPoint) => LoadResult; maxP99: number }[] = [
  { label: "feed GET /transactions?limit=100, first page", pick: (point) => point.feedFirst, maxP99: 50 },
  { label: "feed, deep cursor page (mid-span)", pick: (point) => point.feedDeep, maxP99: 50 },
  { label: "feed, one player (external_player_id), first page", pick: (point) => point.feedPlayerFirst, maxP99: 50 },
  {
    label: "feed, transaction_type=credit&state=succeeded, deep page",
    pick: (point) => point.feedFilteredDeep,
    maxP99: 50,
  },
  { label: "round details GET /rounds/{id}", pick: (point) => point.roundById, maxP99: 20 },
  { label: "round details GET /rounds?transaction_id=", pick: (point) => point.roundByTransaction, maxP99: 20 },
];

function reconciliationRows(figures: ReconciliationFigures): Row[] {
  const rows: Row[] = [];
  for (const read of RECONCILIATION_READS) {
    for (const point of figures.points) {
      const result = read.pick(point);
      rows.push({
        item: "16",
        figure: `${read.label}: ${point.rounds.toLocaleString("en-US")} rounds`,
        measured: `p50 ${ms(result.latency.p50)}, p99 ${ms(result.latency.p99)}, ${result.serverCpuMsPerRequest.toFixed(2)} ms CPU/req`,
        target: `p99 < ${read.maxP99} ms`,
        pass: result.valid && result.latency.p99 < read.maxP99,
      });
    }
    const shape = growthExponent(
      figures.points.map((point) => ({ size: point.rounds, p50: read.pick(point).latency.p50 })),
    );
    if (shape) rows.push({ item: "16", figure: `${read.label}: growth`, measured: shape, target: "flat", pass: null });
  }
  return rows;
}

// Issue 18's rows, named as in its table. Each share is against the mean of the bare Next floor measured in the
// rounds right before and after the endpoint's (the machine's load drifts between rounds).
function floorShareRow(figure: string, pair: LoadPair, floors: LoadPair[], minShare: number): Row {
  const floorRate = floors.reduce((sum, floor) => sum + floor.throughput.throughput, 0) / floors.length;
  const floorCpu = floors.reduce((sum, floor) => sum + floor.throughput.serverCpuMsPerRequest, 0) / floors.length;
  const share = pair.throughput.throughput / floorRate;
  const cpu = pair.throughput.serverCpuMsPerRequest / floorCpu;
  return {
    item: "18",
    figure,
    measured: `${pct(share)} (${rate(pair.throughput.throughput)} vs ${rate(floorRate)}; CPU ${cpu.toFixed(1)}× the floor's)`,
    target: `≥ ${pct(minShare)}`,
    pass: pair.throughput.valid && floors.every((floor) => floor.throughput.valid) && share >= minShare,
  };
}

function issue18EndpointRows(e: EndpointFigures): Row[] {
  return [
    floorShareRow(
      `catalog GET, rate limiter on, share of the floor's throughput (${e.catalog.throughput.connections} connections)`,
      e.catalog,
      [e.nextFloor, e.nextFloorAfterCatalog],
      0.85,
    ),
    floorShareRow("launch POST, share of the floor", e.launch, [e.nextFloorAfterCatalog, e.nextFloorAfterLaunch], 0.6),
    floorShareRow(
      `catalog GET with If-None-Match (304), share of the floor (${e.catalogNotModified.throughput.connections} connections)`,
      e.catalogNotModified,
      [e.nextFloor, e.nextFloorAfterCatalog],
      0.85,
    ),
    {
      item: "18",
      figure: `catalog 304 p50 at ${e.catalogNotModified.latency.connections} connections`,
      measured: `p50 ${ms(e.catalogNotModified.latency.latency.p50)}, p99 ${ms(e.catalogNotModified.latency.latency.p99)}`,
      target: "p50 < 5 ms",
      pass: e.catalogNotModified.latency.valid && e.catalogNotModified.latency.latency.p50 < 5,
    },
  ];
}

function bytes(count: number): string {
  if (count >= 1024 * 1024) return `${(count / 1024 / 1024).toFixed(1)} MB`;
  if (count >= 1024) return `${(count / 1024).toFixed(1)} KB`;
  return `${Math.round(count)} B`;
}

function issue18CatalogGrowthRows(growth: GrowthFigures): Row[] {
  if (growth.catalog.length === 0) return [];
  const sizes = growth.catalog.map((point) => point.size.toLocaleString("en-US")).join(" / ");
  const p50s = (points: GrowthPoint[]) => points.map((point) => ms(point.result.latency.p50)).join(" / ");
  const passes = (points: GrowthPoint[]) => points.every((point) => point.result.valid && point.result.latency.p50 < 5);
  return [
    {
      item: "18",
      figure: `catalog p50 at ${sizes} games (client accepting gzip, as operators' HTTP clients do)`,
      measured: `${p50s(growth.catalogGzip)}; identity bytes ${p50s(growth.catalog)}; sizes ${growth.catalogGzip.map((point) => bytes(point.result.bytesPerResponse)).join(" / ")} gzip vs ${growth.catalog.map((point) => bytes(point.result.bytesPerResponse)).join(" / ")}`,
      target: "p50 < 5 ms at every size",
      pass: passes(growth.catalogGzip),
    },
    {
      item: "18",
      figure: `catalog 304 (If-None-Match) p50 at ${sizes} games`,
      measured: p50s(growth.catalogNotModified),
      target: "p50 < 5 ms at every size",
      pass: passes(growth.catalogNotModified),
    },
  ];
}

export function resultRows(results: BenchResults): Row[] {
  const { endpoints: e, spin, freeRounds, fanout, growth } = results;
  const rows: Row[] = [];
  if (e) {
    rows.push(
      {
        item: "1",
        figure: `raw node:http floor (${e.catalogBytes} B catalog body), ${e.rawFloor.throughput.connections} connections`,
        measured: `${rate(e.rawFloor.throughput.throughput)}, p99 ${ms(e.rawFloor.latency.latency.p99)} at ${e.rawFloor.latency.connections}`,
        target: "reference",
        pass: null,
      },
      {
        item: "1",
        figure: `bare Next route floor, ${e.nextFloor.throughput.connections} connections`,
        measured: `${rate(e.nextFloor.throughput.throughput)} = ${pct(e.nextFloor.throughput.throughput / e.rawFloor.throughput.throughput)} of raw; ${e.nextFloor.throughput.serverCpuMsPerRequest.toFixed(2)} ms CPU/req; p99 ${ms(e.nextFloor.latency.latency.p99)} at ${e.nextFloor.latency.connections}`,
        target: "reference",
        pass: null,
      },
      ...ratioRows("2", "catalog GET /games", e.catalog, e.nextFloor, 0.7, 15),
      ...ratioRows("3", "single game GET /games/{symbol}", e.singleGame, e.nextFloor, 0.5, 25),
      ...ratioRows("3", "art GET /game-art/{symbol}", e.art, e.nextFloor, 0.5, 25),
      ...ratioRows("3", "art with If-None-Match (304)", e.artNotModified, e.nextFloor, 0.5, 25),
      ...ratioRows("3", "launch POST /launch-url", e.launch, e.nextFloor, 0.5, 25),
    );
  }
  if (fanout) rows.push(...fanoutRows(fanout));
  if (spin) {
    rows.push(
      {
        item: "5",
        figure: "spin round trip (debit + credit), 1 connection",
        measured: `p50 ${ms(spin.spin.latency.latency.p50)}, p99 ${ms(spin.spin.latency.latency.p99)}`,
        target: "p99 < 25 ms",
        pass: spin.spin.latency.valid && spin.spin.latency.latency.p99 < 25,
      },
      {
        item: "5",
        figure: `spin at ${spin.spin.throughput.connections} connections (one player each)`,
        measured: `${rate(spin.spin.throughput.throughput)}, p50 ${ms(spin.spin.throughput.latency.p50)}, p99 ${ms(spin.spin.throughput.latency.p99)}`,
        target: "—",
        pass: spin.spin.throughput.valid ? null : false,
      },
      {
        item: "5",
        figure: "wallet client vs raw undici POST of the same bytes",
        measured: `${spin.clientRatio.toFixed(3)}× (mean ${ms(spin.walletClient.mean)} vs ${ms(spin.rawPost.mean)})`,
        target: "≤ 1.2×",
        pass: spin.clientRatio <= 1.2,
      },
    );
  }
  if (results.spinCpu) {
    const { floorBefore, spin: external, floorAfter, cpuRatio } = results.spinCpu;
    rows.push(
      {
        item: "27",
        figure: "spin server CPU with an external wallet / bare Next route CPU",
        measured: `${cpuRatio.toFixed(2)}× (${external.serverCpuMsPerRequest.toFixed(2)} ms vs ${floorBefore.serverCpuMsPerRequest.toFixed(2)} / ${floorAfter.serverCpuMsPerRequest.toFixed(2)} ms per request before / after, ${external.connections} connections)`,
        target: "≤ 3×",
        pass: external.valid ? cpuRatio <= 3 : false,
      },
      {
        item: "27",
        figure: `spins per second at ${external.connections} connections (one player each), external wallet`,
        measured: `${rate(external.throughput)}, p50 ${ms(external.latency.p50)}, p99 ${ms(external.latency.p99)}`,
        target: "—",
        pass: external.valid ? null : false,
      },
    );
  }
  if (freeRounds) {
    rows.push(
      {
        item: "FR",
        figure: `free-rounds campaign for ${freeRounds.players.toLocaleString("en-US")} players over HTTP (${freeRounds.calls} calls: create + add players)`,
        measured: `${(freeRounds.createTotalMs / 1000).toFixed(2)} s in total, slowest call ${ms(freeRounds.slowestCallMs)}`,
        target: "< 10 s",
        pass: freeRounds.awardsStored >= freeRounds.players && freeRounds.createTotalMs < 10_000,
      },
      {
        item: "FR",
        figure: `award lookup at launch (findPlayableAwards) with ${freeRounds.awardsStored.toLocaleString("en-US")} awards stored, ${freeRounds.lookup.count} lookups`,
        measured: `p50 ${freeRounds.lookup.p50.toFixed(3)} ms, p99 ${freeRounds.lookup.p99.toFixed(3)} ms`,
        target: "p50 < 1 ms",
        pass: freeRounds.lookup.p50 < 1,
      },
    );
  }
  if (growth) {
    rows.push(...growthRows("6", "catalog latency, games in catalog", growth.catalog));
    rows.push(...growthRows("6", "launch latency, stored sessions", growth.launch));
  }
  if (e) rows.push(...issue18EndpointRows(e));
  if (growth) rows.push(...issue18CatalogGrowthRows(growth));
  if (fanout) {
    for (const { bus, growth: points } of fanout.buses) {
      for (const point of points)
        rows.push(refreshRow("6", `${BUS_NAMES[bus]}: refresh latency, ${point.subscribers} subscribers`, point, null));
      const shape = growthExponent(points.map((point) => ({ size: point.subscribers, p50: point.latency.p50 })));
      if (shape)
        rows.push({
          item: "6",
          figure: `${BUS_NAMES[bus]}: refresh latency: growth`,
          measured: shape,
          target: "—",
          pass: null,
        });
    }
  }
  if (results.reconciliation) rows.push(...reconciliationRows(results.reconciliation));
  for (const w of results.workload ?? []) {
    const bus = BUS_NAMES[w.bus];
    rows.push(
      {
        item: "27.6",
        figure: `${bus}: ${w.refreshesPerSecond} refresh signals/s for ${w.seconds} s to ${w.players} players' ${w.pages} pages (1–4 each), one instance`,
        measured: `p50 ${ms(w.latency.p50)}, p99 ${ms(w.latency.p99)}; lost ${w.lost}${w.failedRefreshes ? `; ${w.failedRefreshes} POSTs failed` : ""}`,
        target: "p99 < 100 ms, 0 lost",
        pass: w.latency.p99 < 100 && w.lost === 0 && w.failedRefreshes === 0,
      },
      {
        item: "27.6",
        figure: `${bus}: ticker broadcast to all ${w.pages} pages at 1 Hz for ${w.tickerSeconds} s, one instance`,
        measured: `${(w.tickerCpuShare * 100).toFixed(1)} % of one core; lost ${w.tickerLost}`,
        target: "< 50 % of one core",
        pass: w.tickerCpuShare < 0.5 && w.tickerLost === 0,
      },
    );
  }
  if (results.busCompare) rows.push(...busCompareRows(results.busCompare));
  if (results.reports) {
    for (const point of results.reports.points) {
      rows.push({
        item: "17",
        figure: `report (getRevenueReport), ${point.range}: ${results.reports.rounds.toLocaleString("en-US")} rounds in ${results.reports.rollupRows.toLocaleString("en-US")} rollup rows, ${point.count} runs`,
        measured: `p50 ${ms(point.p50)}, p99 ${ms(point.p99)}`,
        target: "< 200 ms",
        pass: point.p50 < 200,
      });
    }
  }
  if (results.promotions) {
    const p = results.promotions;
    const participants = p.participants.toLocaleString("en-US");
    rows.push(
      {
        item: "28",
        figure: `promotion scoring: one pass over ${p.roundsScored.toLocaleString("en-US")} settled rounds (count each, rebuild each standing)`,
        measured: `${p.scoringSeconds.toFixed(2)} s = ${Math.round(p.roundsScored / p.scoringSeconds).toLocaleString("en-US")} rounds/s`,
        target: "≥ 1,000 rounds/s",
        pass: p.roundsScored / p.scoringSeconds >= 1000,
      },
      {
        item: "28",
        figure: `leaderboard read (top 10 and a player's own rank), ${participants} participants, ${p.leaderboardReads} reads, board as scored (not vacuumed)`,
        measured: `p50 ${ms(p.leaderboardP50Ms)}, p99 ${ms(p.leaderboardP99Ms)} (previous read, same players in turn: p50 ${ms(p.previousLeaderboardP50Ms)}, p99 ${ms(p.previousLeaderboardP99Ms)})`,
        target: "p99 < 20 ms",
        pass: p.leaderboardP99Ms < 20,
      },
      {
        item: "28",
        figure: `leaderboard read, the same after VACUUM (index-only scans), ${p.leaderboardReads} reads`,
        measured: `p50 ${ms(p.vacuumedLeaderboardP50Ms)}, p99 ${ms(p.vacuumedLeaderboardP99Ms)} (previous read: p50 ${ms(p.previousVacuumedLeaderboardP50Ms)}, p99 ${ms(p.previousVacuumedLeaderboardP99Ms)})`,
        target: "p99 < 20 ms",
        pass: p.vacuumedLeaderboardP99Ms < 20,
      },
      {
        item: "28",
        figure: `the spin's added cost: scoring, ${p.scoringPasses} pass pairs of ${p.spinsPerPass} rounds of the tournament's game vs of a game without a promotion`,
        measured: `p50 ${p.scoringPerRoundP50Ms.toFixed(3)} ms a round (passes p50 ${ms(p.tournamentPassP50Ms)} vs ${ms(p.otherGamePassP50Ms)})`,
        target: "< 1 ms p50",
        pass: p.scoringPerRoundP50Ms < 1,
      },
      {
        item: "28",
        figure: `the spin's added cost: the moved players' standings read for the pass's news (readStandings), per round of a pass of ${p.spinsPerPass}`,
        measured: `p50 ${p.standingsPerRoundP50Ms.toFixed(3)} ms a round; scoring and news together ${(p.scoringPerRoundP50Ms + p.standingsPerRoundP50Ms).toFixed(3)} ms; a pass of one spin: ${ms(p.singleStandingP50Ms)}`,
        target: "< 1 ms p50",
        pass: p.scoringPerRoundP50Ms + p.standingsPerRoundP50Ms < 1,
      },
      {
        item: "28",
        figure: `tournament settlement, ${participants} participants: standings frozen, ${p.payouts.toLocaleString("en-US")} payouts queued as ledger credits`,
        measured: `${p.settleSeconds.toFixed(1)} s`,
        target: "< 60 s",
        pass: p.settleSeconds < 60,
      },
    );
  }
  if (results.jackpots) rows.push(...jackpotRows(results.jackpots));
  return rows;
}

export const busEngineName = (engine: BusEngine) => (engine === "nats" ? "NATS JetStream" : "Redis Streams");

function busCompareRows(figures: BusCompareFigures): Row[] {
  const rows: Row[] = [];
  const count = (value: number) => value.toLocaleString("en-US");
  for (const { engine, steady, bursts, burst, replay } of figures.engines) {
    const name = busEngineName(engine);
    const burstLost = bursts.reduce((sum, run) => sum + run.lost, 0);
    const burstFailed = bursts.reduce((sum, run) => sum + run.failedPublishes, 0);
    const each = (pick: (summary: LatencySummary) => number) =>
      steady.latency.map((summary) => pick(summary).toFixed(2)).join(" / ");
    rows.push(
      {
        item: "27.1",
        figure: `${name}: publish → delivery at ${count(steady.rate)} events/s for ${steady.seconds} s, at each of ${figures.subscribers} subscribers`,
        measured: `p50 ${each((summary) => summary.p50)} ms, p99 ${each((summary) => summary.p99)} ms; lost ${steady.lost}${steady.failedPublishes ? `; ${steady.failedPublishes} publishes failed` : ""}`,
        target: "0 lost",
        pass: steady.lost === 0 && steady.failedPublishes === 0,
      },
      {
        item: "27.1",
        figure: `${name}: peak acknowledged publish, ${count(burst.count)} events, ${figures.subscribers} subscribers reading (the best of ${bursts.map((run) => run.inFlight).join(" / ")} publishes in flight)`,
        measured:
          `${count(Math.round(burst.ackedPerSecond))} events/s acknowledged with ${burst.inFlight} in flight; every subscriber had all at ${count(Math.round(burst.deliveredPerSecond))} events/s` +
          `${bursts.length > 1 ? ` (${bursts.map((run) => `${run.inFlight}: ${count(Math.round(run.ackedPerSecond))}`).join(", ")})` : ""}; lost ${burstLost}` +
          `${burstFailed ? `; ${burstFailed} publishes failed` : ""}`,
        target: "0 lost",
        pass: burstLost === 0 && burstFailed === 0,
      },
      {
        item: "27.1",
        figure: `${name}: resume, a fresh reader reads the ${count(replay.events)} events after a given ${engine === "nats" ? "sequence" : "entry id"}`,
        measured: `${ms(replay.ms)} (${count(Math.round((replay.events / replay.ms) * 1000))} events/s)${replay.complete ? "" : " (incomplete or out of order)"}`,
        target: "—",
        pass: replay.complete ? null : false,
      },
    );
    if (steady.engineCpuShare !== null) {
      rows.push({
        item: "27.1",
        figure: `${name}: server process CPU per 1,000 events/s (${figures.subscribers} subscribers)`,
        measured:
          `${pct2((steady.engineCpuShare * 1000) / steady.rate)} of one core (measured at ${count(steady.rate)} events/s)` +
          (burst.engineCpuMsPerThousand === null
            ? ""
            : `; ${ms(burst.engineCpuMsPerThousand)} per 1,000 events at peak`) +
          `; clients: publisher ${pct2((steady.publisherCpuShare * 1000) / steady.rate)}, each subscriber ${pct2((steady.subscriberCpuShare * 1000) / steady.rate)}`,
        target: "—",
        pass: null,
      });
    }
  }
  return rows;
}

const signedMs = (value: number) => `${value < 0 ? "−" : "+"}${ms(Math.abs(value))}`;

function jackpotRows(j: JackpotsFigures): Row[] {
  const ledger =
    `${j.contributions.toLocaleString("en-US")} of ${j.expectedContributions.toLocaleString("en-US")} contributions ` +
    `in the ledger for ${j.settledRounds.toLocaleString("en-US")} settled rounds × ${j.tiers} tiers (${j.wins} wins); ` +
    `counters ${j.countersMatchLedger ? "=" : "≠"} seeds + contributions − wins`;
  return [
    ...j.runs.map((run): Row => ({
      item: "29",
      figure: `jackpot contributions to one network pool (${j.operators} operators, ${j.tiers} tiers): rounds settled (settleRound) by ${run.connections} sessions at once over two instance processes`,
      measured:
        `${run.roundsPerSecond.toFixed(0)} contributing rounds/s = ${run.contributionsPerSecond.toFixed(0)} contribution rows/s, ` +
        `settle p50 ${ms(run.latency.p50)}, p99 ${ms(run.latency.p99)}${run.failed ? `, ${run.failed} failed` : ""}; lost ${j.lost} (${ledger})`,
      target: "≥ 1,000/s, 0 lost",
      pass: run.roundsPerSecond >= 1000 && j.lost === 0 && j.countersMatchLedger && run.failed === 0,
    })),
    {
      item: "29",
      figure: `the pool's share of the settle path: at ${j.pairs[0]?.unfed.connections} sessions, the same rounds of an operator feeding no pool, then of the pool's operators, in turn`,
      measured: j.pairs
        .map(
          (pair) =>
            `${pair.unfed.roundsPerSecond.toFixed(0)} vs ${pair.feeding.roundsPerSecond.toFixed(0)} rounds/s ` +
            `(settle p50 ${ms(pair.unfed.latency.p50)} vs ${ms(pair.feeding.latency.p50)})`,
        )
        .join("; "),
      target: "reference",
      pass: null,
    },
    {
      item: "29",
      figure: `the spin's added cost: a game feeding the pool vs the same game feeding none, ${j.spinCost.samples} spins each, alternating, one at a time`,
      measured:
        `p50 ${ms(j.spinCost.feeding.p50)} vs ${ms(j.spinCost.plain.p50)} (${signedMs(j.spinCost.feeding.p50 - j.spinCost.plain.p50)}), ` +
        `p99 ${ms(j.spinCost.feeding.p99)} vs ${ms(j.spinCost.plain.p99)}`,
      target: "< 1 ms p50",
      pass: j.spinCost.feeding.p50 - j.spinCost.plain.p50 < 1,
    },
    {
      item: "29",
      figure: `jackpot ticker fan-out: a "jackpot-<pool>" broadcast (${j.ticker.payloadBytes} B of tiers and amounts) to ${j.ticker.pages.toLocaleString("en-US")} pages on two instances (NATS), ${j.ticker.ticks} ticks`,
      measured: `p50 ${ms(j.ticker.latency.p50)}, p99 ${ms(j.ticker.latency.p99)}; lost ${j.ticker.lost}`,
      target: "every page, 0 lost",
      pass: j.ticker.lost === 0,
    },
  ];
}

function runRows(results: BenchResults): LoadResult[] {
  const { endpoints: e, spin, growth } = results;
  const pairs = [
    ...(e
      ? [
          e.rawFloor,
          e.nextFloor,
          e.catalog,
          e.singleGame,
          e.art,
          e.artNotModified,
          e.launch,
          e.nextFloorAfterCatalog,
          e.catalogNotModified,
          e.nextFloorAfterLaunch,
        ]
      : []),
    ...(spin ? [spin.spin] : []),
  ];
  return [
    ...pairs.flatMap((pair) => [pair.throughput, pair.latency]),
    ...(results.spinCpu ? [results.spinCpu.floorBefore, results.spinCpu.spin, results.spinCpu.floorAfter] : []),
    ...(growth ? [...growth.catalog, ...growth.launch].map((point) => point.result) : []),
    ...(results.reconciliation?.points.flatMap((point) => RECONCILIATION_READS.map((read) => read.pick(point))) ?? []),
  ];
}

export function renderTable(results: BenchResults): string {
  const lines = ["| # | Figure | Measured | Target | Result |", "|---|---|---|---|---|"];
  for (const row of resultRows(results))
    lines.push(`| ${row.item} | ${row.figure} | ${row.measured} | ${row.target} | ${verdict(row.pass)} |`);
  return lines.join("\n");
}

export function renderMarkdown(results: BenchResults): string {
  const { machine } = results;
  const runs = runRows(results).map(
    (run) =>
      `| ${run.name} | ${run.connections} | ${run.requests} | ${run.throughput.toFixed(0)} | ${run.latency.p50.toFixed(2)} | ${run.latency.p99.toFixed(2)} | ` +
      `${run.serverCpuMsPerRequest.toFixed(3)} | ${run.clientCores.toFixed(2)} | ${run.valid ? "ok" : `invalid ${JSON.stringify(run.unexpected)}`} |`,
  );
  return [
    "# Benchmarks",
    "",
    "Written by `npm run bench` (lib/bench/run-bench.ts). Every figure comes from one run on one machine; the",
    "machine is shared and noisy, so compare the ratios measured in the same run rather than absolute figures.",
    "",
    "## Run",
    "",
    `- Date: ${machine.date} (run took ${Math.round(results.runSeconds)} s)`,
    `- Machine: ${machine.cores} cores (${machine.cpuModel}), ${machine.memoryGiB.toFixed(1)} GiB memory; load average ${machine.loadAverage.map((value) => value.toFixed(2)).join(" / ")} at the start, ${results.loadAverageAtEnd.map((value) => value.toFixed(2)).join(" / ")} at the end`,
    `- Versions: ${Object.entries(machine.versions)
      .map(([name, version]) => `${name} ${version}`)
      .join(", ")}`,
    ...results.setup.map((line) => `- ${line}`),
    "",
    "## Figures",
    "",
    renderTable(results),
    "",
    // A run of the bus comparison alone made no load run.
    ...(runs.length
      ? [
          "## Every load run",
          "",
          "Server CPU is the app process tree's user+system time per response; client cores is the load generator's own",
          "CPU during the run (it shares the machine's cores with the server).",
          "",
          "| Run | Connections | Responses | req/s | p50 ms | p99 ms | Server CPU ms/req | Client cores | Status |",
          "|---|---|---|---|---|---|---|---|---|",
          ...runs,
          "",
        ]
      : []),
    ...reconciliationDetails(results.reconciliation),
    ...reportsDetails(results.reports),
    "## Notes",
    "",
    ...results.notes.map((note) => `- ${note}`),
    "",
  ].join("\n");
}

/** How long each size took to generate, and the plans of the reconciliation queries at the largest size. */
function reconciliationDetails(figures: ReconciliationFigures | null): string[] {
  if (!figures) return [];
  const largest = figures.points[figures.points.length - 1]?.rounds ?? 0;
  return [
    "## Reconciliation data and plans",
    "",
    "Rounds generated in PostgreSQL (one INSERT … SELECT per table; each round has a debit, a credit and a game round):",
    ...figures.points.map(
      (point) =>
        `- ${point.rounds.toLocaleString("en-US")} rounds: rows added in ${point.generateSeconds.toFixed(1)} s`,
    ),
    "",
    `EXPLAIN (ANALYZE, BUFFERS) at ${largest.toLocaleString("en-US")} rounds (operator 1 of 3; the feed queries as the service issues them):`,
    "",
    ...figures.plans.flatMap(({ query, plan }) => [`${query}:`, "", "```", ...plan, "```", ""]),
  ];
}

/** The money view's generated year and the plan of its largest query. */
function reportsDetails(figures: ReportsFigures | null): string[] {
  if (!figures) return [];
  return [
    "## Money view (reports) data and plan",
    "",
    `${figures.rollupRows.toLocaleString("en-US")} hourly rollup rows (${figures.rounds.toLocaleString("en-US")} rounds) and ${figures.playerRows.toLocaleString("en-US")} hourly player rows generated, and derived from them ${Object.entries(
      figures.derivedRows,
    )
      .map(([table, rows]) => `${rows.toLocaleString("en-US")} rows of ${table}`)
      .join(
        ", ",
      )}, in ${figures.generateSeconds.toFixed(1)} s. EXPLAIN (ANALYZE, BUFFERS) of the year's monthly series, of its distinct players (one whole year: its counts) and of the distinct players of the unaligned 30 days' whole days (rows):`,
    "",
    "```",
    ...figures.plan,
    "```",
    "",
  ];
}
