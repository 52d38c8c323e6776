import { z } from "zod";
import { parseInput } from "@/lib/base/parse-input";
import { prisma } from "@/lib/server/db/prisma";

// The console header's search box: one text that may be an operator id, a session id (ses_…), a round id (rnd_…),
// a ledger transaction id (dbt_/cdt_/rbk_/bal_…) or an operator's external player id. The shape of the text
// decides which tables are asked, and every question is a keyed read (a primary key, or the external_player_id
// index of launch_sessions), so the search costs a few index probes whatever the tables hold.

export type SearchHitKind = "operator" | "session" | "round" | "transaction" | "player";

export interface SearchHit {
  kind: SearchHitKind;
  id: string;
  title: string;
  /** What else identifies it: its operator, player, game… */
  detail: string;
  /** The console page that shows it. */
  href: string;
  operatorId: string | null;
}

/** Most player hits shown: one per operator that knows the player id. */
const MAX_PLAYER_HITS = 10;

const searchSchema = z.object({ query: z.string().trim().max(200, "the search text is at most 200 characters") });

const TRANSACTION_PREFIXES = ["dbt_", "cdt_", "rbk_", "bal_"];
const OPERATOR_ID_SHAPE = /^[a-z0-9][a-z0-9-]{0,63}$/;

export async function searchEverything(options: { query: string }): Promise<SearchHit[]> {
  const { query } = parseInput(searchSchema, options);
  if (!query) return [];
  const prefixed = query.startsWith("ses_") || query.startsWith("rnd_") || TRANSACTION_PREFIXES.some((prefix) => query.startsWith(prefix));
  const [operator, session, walletRound, gameRound, transaction, players] = await Promise.all([
    OPERATOR_ID_SHAPE.test(query) ? prisma.operator.findUnique({ where: { id: query }, select: { id: true, name: true, status: true } }) : null,
    query.startsWith("ses_")
      ? prisma.launchSession.findUnique({ where: { id: query }, select: { id: true, operatorId: true, externalPlayerId: true, gameId: true, currency: true } })
      : null,
    prefixed && !query.startsWith("rnd_") ? null : prisma.walletRound.findUnique({ where: { id: query }, select: { id: true, operatorId: true, playerId: true, gameSymbol: true } }),
    prefixed && !query.startsWith("rnd_") ? null : prisma.gameRound.findUnique({ where: { id: query }, select: { id: true, operatorId: true, playerId: true, gameSymbol: true } }),
    prefixed && !TRANSACTION_PREFIXES.some((prefix) => query.startsWith(prefix))
      ? null
      : prisma.walletTransaction.findUnique({ where: { id: query }, select: { id: true, operatorId: true, playerId: true, type: true, state: true, roundId: true } }),
    prefixed
      ? []
      : prisma.launchSession.findMany({
          where: { externalPlayerId: query },
          select: { operatorId: true },
          distinct: ["operatorId"],
          orderBy: { operatorId: "asc" },
          take: MAX_PLAYER_HITS,
        }),
  ]);

  const hits: SearchHit[] = [];
  if (operator) {
    hits.push({ kind: "operator", id: operator.id, title: operator.name, detail: `Operator · ${operator.status}`, href: `/console/operators/${encodeURIComponent(operator.id)}`, operatorId: operator.id });
  }
  if (session) {
    hits.push({
      kind: "session",
      id: session.id,
      title: session.id,
      detail: `Session · ${session.operatorId} · player ${session.externalPlayerId} · ${session.currency}`,
      href: `/console/sessions?${new URLSearchParams({ player: session.externalPlayerId })}`,
      operatorId: session.operatorId,
    });
  }
  const round = walletRound ?? gameRound;
  if (round) {
    hits.push({
      kind: "round",
      id: round.id,
      title: round.id,
      detail: `Round · ${round.operatorId} · player ${round.playerId} · ${round.gameSymbol}`,
      href: `/console/rounds/${encodeURIComponent(round.id)}`,
      operatorId: round.operatorId,
    });
  }
  if (transaction) {
    hits.push({
      kind: "transaction",
      id: transaction.id,
      title: transaction.id,
      detail: `Transaction · ${transaction.type} · ${transaction.state} · ${transaction.operatorId}`,
      href: `/console/wallet?${new URLSearchParams({ transaction: transaction.id })}`,
      operatorId: transaction.operatorId,
    });
  }
  for (const { operatorId } of players) {
    hits.push({
      kind: "player",
      id: query,
      title: query,
      detail: `Player · ${operatorId}`,
      href: `/console/rounds?${new URLSearchParams({ q: query, operator: operatorId })}`,
      operatorId,
    });
  }
  return hits;
}
