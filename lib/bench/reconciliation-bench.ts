import pg from "pg";
import { encodeCursor } from "@/lib/base/paging";
import { prisma } from "@/lib/server/db/prisma";
import type { RunningServer } from "./bench-app";
import { benchGameSymbol, createBenchOperator, ensureBenchGames, type BenchOperator } from "./bench-world";
import { runLoad, type LoadRequest, type LoadResult } from "./load-test";

// Issue 16 (scale): the reconciliation reads — a transactions feed page (first and deep, with and without filters)
// and round details (by round id and by transaction id) — with N rounds stored. The rounds are generated in
// PostgreSQL with one INSERT … SELECT generate_series per table (not through the app): settled rounds with their
// debit and credit and a small outcome, spread over 13 months, OPERATORS operators and PLAYERS players each.
// Every size adds rows to the previous one, so the sizes run in increasing order.

const OPERATORS = 3;
const PLAYERS = 1000;
const SPAN_MS = 395 * 24 * 3600 * 1000;
const GENERATED_TABLES = ["wallet_rounds", "wallet_transactions", "game_rounds"];

export interface ReconciliationPoint {
  rounds: number;
  /** Seconds the generation of the rows added for this point took. */
  generateSeconds: number;
  feedFirst: LoadResult;
  feedDeep: LoadResult;
  feedPlayerFirst: LoadResult;
  feedFilteredDeep: LoadResult;
  roundById: LoadResult;
  roundByTransaction: LoadResult;
}

export interface ReconciliationFigures {
  points: ReconciliationPoint[];
  /** EXPLAIN (ANALYZE) of the feed and lookup queries at the largest point, one line per plan node. */
  plans: { query: string; plan: string[] }[];
}

const roundId = (index: number) => `rnd_b${String(index).padStart(9, "0")}`;
const debitId = (index: number) => `dbt_b${String(index).padStart(9, "0")}`;
const operatorId = (number: number) => `bench-recon-${number}`;

/** Adds rounds 1…total that are not stored yet; indexes are dropped and built again around the inserts. */
async function generateRounds(options: { databaseUrl: string; start: Date; total: number }): Promise<number> {
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  const started = performance.now();
  try {
    const { rows } = await client.query<{ count: string }>(
      "SELECT count(*) AS count FROM wallet_rounds WHERE id LIKE 'rnd_b%'",
    );
    const from = Number(rows[0]!.count) + 1;
    if (from > options.total) return 0;
    // Bulk load as a restore would: no per-row foreign-key triggers, no WAL flush per statement, and secondary
    // indexes built once afterwards from their own definitions (exactly those of the migrations).
    await client.query("SET session_replication_role = replica");
    await client.query("SET synchronous_commit = off");
    await client.query("SET maintenance_work_mem = '512MB'");
    await client.query("BEGIN");
    const indexes = await client.query<{ name: string; definition: string }>(
      `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid
       WHERE t.relname = ANY($1) AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
      [GENERATED_TABLES],
    );
    for (const index of indexes.rows) await client.query(`DROP INDEX ${index.name}`);
    const values = [from, options.total, options.start.toISOString(), SPAN_MS, OPERATORS, PLAYERS, benchGameSymbol(1)];
    // Round i: operator 1 + i % OPERATORS, player (i / OPERATORS) % PLAYERS, a pseudo-random time in the span, a
    // 1.00 EUR bet and a 2.50 win every third round. Its debit is stamped then, its credit 40 ms later.
    const round = `
      SELECT i,
        'rnd_b' || lpad(i::text, 9, '0') AS id,
        'dbt_b' || lpad(i::text, 9, '0') AS debit_id,
        'cdt_b' || lpad(i::text, 9, '0') AS credit_id,
        'bench-recon-' || (1 + i % $5::int) AS operator_id,
        'player-' || ((i / $5::int) % $6::int) AS player_id,
        'ses_recon_' || (1 + i % $5::int) || '_' || ((i / $5::int) % $6::int) AS session_id,
        $3::timestamptz + ((i::bigint * 2654435761) % $4::bigint) * interval '1 millisecond' AS at,
        CASE WHEN i % 3 = 0 THEN 250 ELSE 0 END AS win
      FROM generate_series($1::int, $2::int) AS i`;
    await client.query(
      `INSERT INTO wallet_rounds (id, operator_id, player_id, session_id, game_symbol, currency, exponent, bet_minor, win_minor,
         state, debit_transaction_id, credit_transaction_id, created_at, updated_at)
       SELECT id, operator_id, player_id, session_id, $7, 'EUR', 2, 100, win, 'settled', debit_id, credit_id, at, at + interval '40 milliseconds'
       FROM (${round}) r`,
      values,
    );
    await client.query(
      `INSERT INTO wallet_transactions (id, round_id, operator_id, player_id, session_id, game_symbol, currency, exponent, type,
         action_type, amount_minor, state, attempts, next_attempt_at, first_attempt_at, last_attempt_at, completed_at,
         balance_after, created_at, updated_at)
       SELECT CASE WHEN t.credit THEN r.credit_id ELSE r.debit_id END, r.id, r.operator_id, r.player_id, r.session_id, $7, 'EUR', 2,
         CASE WHEN t.credit THEN 'credit' ELSE 'debit' END::"WalletCallbackType", CASE WHEN t.credit THEN 'win' ELSE 'bet' END,
         CASE WHEN t.credit THEN r.win ELSE 100 END, 'succeeded', 1, s.at, s.at, s.at, s.at + interval '15 milliseconds',
         '1000.00', s.at, s.at + interval '15 milliseconds'
       FROM (${round}) r
       CROSS JOIN (VALUES (false), (true)) AS t(credit)
       CROSS JOIN LATERAL (SELECT r.at + CASE WHEN t.credit THEN interval '40 milliseconds' ELSE interval '0' END AS at) s`,
      values,
    );
    await client.query(
      `INSERT INTO game_rounds (id, session_id, operator_id, player_id, game_symbol, currency, bet_level, coin_value, bet_minor,
         win_minor, outcome, created_at)
       SELECT id, session_id, operator_id, player_id, $7, 'EUR', 1, '0.05', 100, win,
         ('{"game":"' || $7 || '","betLevel":1,"lines":20,"stakeCoins":20,"boughtFeature":false,"spins":[{"phase":"base","stops":['
           || (i % 61) || ',' || (i % 53) || ',' || (i % 47) || ',' || (i % 43) || ',' || (i % 41)
           || '],"window":[["A","K","Q"],["K","WILD","J"],["K","10","Q"],["9","A","J"],["Q","10","SCATTER"]],"lineWins":'
           || CASE WHEN win > 0 THEN '[{"line":1,"symbol":"K","count":3,"pay":50,"winCoins":50}]' ELSE '[]' END
           || ',"scatterWin":null,"freeSpinsAwarded":0,"multiplier":1,"winCoins":' || (win / 5)
           || '}],"freeSpinsAwarded":0,"totalWinCoins":' || (win / 5) || '}')::jsonb,
         at + interval '5 milliseconds'
       FROM (${round}) r`,
      values,
    );
    for (const index of indexes.rows) await client.query(index.definition);
    await client.query("COMMIT");
    await client.query(`ANALYZE ${GENERATED_TABLES.join(", ")}`);
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
  return (performance.now() - started) / 1000;
}

/** The bench operators, each with a key and a launch session per player (game_rounds belong to a session). */
async function createOperators(appBaseUrl: string): Promise<BenchOperator[]> {
  await ensureBenchGames(1);
  const operators: BenchOperator[] = [];
  for (let number = 1; number <= OPERATORS; number++) {
    operators.push(await createBenchOperator({ id: operatorId(number), catalogSize: 1, appBaseUrl, players: [] }));
  }
  await prisma.$executeRawUnsafe(
    `INSERT INTO launch_sessions (id, operator_id, game_id, external_player_id, currency, lang, device, expires_at,
       last_activity_at, created_at, updated_at)
     SELECT 'ses_recon_' || o || '_' || p, 'bench-recon-' || o, (SELECT id FROM games WHERE symbol = $1), 'player-' || p, 'EUR',
       'en', 'desktop', now() - interval '1 hour', now() - interval '2 hours', now() - interval '2 hours', now()
     FROM generate_series(1, $2::int) AS o, generate_series(0, $3::int - 1) AS p`,
    benchGameSymbol(1),
    OPERATORS,
    PLAYERS,
  );
  return operators;
}

/** A round of operator 1 (i % OPERATORS = 0) spread over the stored ones by connection and call. */
function operatorOneRound(rounds: number, connection: number, call: number): number {
  const slots = Math.floor(rounds / OPERATORS);
  const slot = Number((BigInt(connection * 1_000_003 + call) * 2654435761n) % BigInt(slots));
  return OPERATORS * (slot === 0 ? 1 : slot);
}

/** The plans of the measured queries as the services issue them (the Prisma shapes, written out). */
async function explainQueries(
  databaseUrl: string,
  start: Date,
  rounds: number,
): Promise<ReconciliationFigures["plans"]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const middle = new Date(start.getTime() + SPAN_MS / 2).toISOString();
  const cutoff = new Date(Date.now() - 5000).toISOString();
  const feed = (extra: string) =>
    `SELECT * FROM wallet_transactions WHERE operator_id = 'bench-recon-1' AND type IN ('debit', 'credit', 'rollback')${extra}
       AND created_at < '${cutoff}' ORDER BY created_at, id LIMIT 101`;
  const deep = ` AND created_at >= '${middle}' AND (created_at > '${middle}' OR (created_at = '${middle}' AND id > '0'))`;
  const round = roundId(operatorOneRound(rounds, 1, 1));
  const queries: Record<string, string> = {
    "feed, first page": feed(""),
    "feed, deep page": feed(deep),
    "feed, one player, first page": feed(" AND player_id = 'player-7'"),
    // Filters that match few or no rows here: each must start at its index, not walk the operator's rows.
    "feed, one round": feed(` AND round_id = '${round}'`),
    "feed, free-round wins (none here)": feed(" AND action_type = 'free_round_win'"),
    "feed, one campaign (none here)": feed(" AND campaign_id = 'welcome-1'"),
    "feed, another game (none here)": feed(" AND game_symbol = 'vs10fruitblaze'"),
    "feed, credits that succeeded, deep page": feed(` AND type = 'credit' AND state = 'succeeded'${deep}`),
    "round by id": `SELECT * FROM wallet_rounds WHERE id = '${round}'`,
    "round's transactions": `SELECT * FROM wallet_transactions WHERE round_id = '${round}' ORDER BY created_at, id`,
    "round's outcome": `SELECT * FROM game_rounds WHERE id = '${round}'`,
    "round of a transaction": `SELECT round_id, operator_id FROM wallet_transactions WHERE id = '${debitId(operatorOneRound(rounds, 1, 1))}'`,
  };
  const plans: ReconciliationFigures["plans"] = [];
  try {
    for (const [query, sql] of Object.entries(queries)) {
      const { rows } = await client.query<{ "QUERY PLAN": string }>(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${sql}`);
      plans.push({ query, plan: rows.map((row) => row["QUERY PLAN"]) });
    }
  } finally {
    await client.end();
  }
  return plans;
}

function report(label: string, rounds: number, result: LoadResult): void {
  console.log(
    `  ${label.padEnd(34)} ${String(rounds).padStart(9)} rounds: p50 ${result.latency.p50.toFixed(2)} ms  p99 ${result.latency.p99.toFixed(2)} ms  ` +
      `${result.throughput.toFixed(0)} req/s` +
      (result.valid ? "" : `  INVALID ${JSON.stringify(result.unexpected)}`),
  );
}

export async function measureReconciliation(options: {
  app: RunningServer;
  databaseUrl: string;
  appBaseUrlForWallets: string;
  roundCounts: number[];
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
}): Promise<ReconciliationFigures> {
  const { app } = options;
  const operators = await createOperators(options.appBaseUrlForWallets);
  const headers = { "x-provider-api-key": operators[0]!.key };
  // The 13 months end a day ago, well behind the feed's lag.
  const start = new Date(Date.now() - 24 * 3600 * 1000 - SPAN_MS);
  const deepCursor = encodeCursor([new Date(start.getTime() + SPAN_MS / 2).toISOString(), "0"]);
  const points: ReconciliationPoint[] = [];
  for (const rounds of [...options.roundCounts].sort((a, b) => a - b)) {
    console.log(`Reconciliation: generating ${rounds.toLocaleString("en-US")} rounds`);
    const generateSeconds = await generateRounds({ databaseUrl: options.databaseUrl, start, total: rounds });
    console.log(`  generated in ${generateSeconds.toFixed(1)} s`);
    const load = (name: string, request: LoadRequest | ((connection: number, call: number) => LoadRequest)) =>
      runLoad({
        name: `${name}, ${rounds} rounds`,
        baseUrl: app.baseUrl,
        connections: options.connections,
        durationSeconds: options.durationSeconds,
        warmupSeconds: options.warmupSeconds,
        request,
        expectStatus: 200,
        serverPids: () => app.pids(),
      });
    const feed = (query: string) => ({ path: `/api/provider/v1/transactions?limit=100${query}`, headers });
    const point: ReconciliationPoint = {
      rounds,
      generateSeconds,
      feedFirst: await load("feed first page", feed("")),
      feedDeep: await load("feed deep page", feed(`&cursor=${deepCursor}`)),
      feedPlayerFirst: await load("feed one player, first page", (connection, call) =>
        feed(`&external_player_id=player-${(connection * 31 + call) % PLAYERS}`),
      ),
      feedFilteredDeep: await load(
        "feed credits succeeded, deep page",
        feed(`&transaction_type=credit&state=succeeded&cursor=${deepCursor}`),
      ),
      roundById: await load("round details by id", (connection, call) => ({
        path: `/api/provider/v1/rounds/${roundId(operatorOneRound(rounds, connection, call))}`,
        headers,
      })),
      roundByTransaction: await load("round details by transaction id", (connection, call) => ({
        path: `/api/provider/v1/rounds?transaction_id=${debitId(operatorOneRound(rounds, connection, call))}`,
        headers,
      })),
    };
    for (const [label, result] of [
      ["feed first page", point.feedFirst],
      ["feed deep page", point.feedDeep],
      ["feed one player, first page", point.feedPlayerFirst],
      ["feed credits succeeded, deep page", point.feedFilteredDeep],
      ["round details by id", point.roundById],
      ["round details by transaction id", point.roundByTransaction],
    ] as const) {
      report(label, rounds, result);
    }
    points.push(point);
  }
  const largest = points[points.length - 1]?.rounds ?? 0;
  const plans = await explainQueries(options.databaseUrl, start, largest);
  for (const { query, plan } of plans) console.log(`  plan of ${query}:\n    ${plan.join("\n    ")}`);
  return { points, plans };
}
