import "server-only";
import { roundIdSchema } from "@/lib/contract/reconciliation-api";
import type { RoundJackpotWin, RuntimeGame, RuntimeRound } from "@/lib/contract/runtime-api";
import { currencyExponent } from "@/lib/base/money/currency-exponent";
import { prisma } from "@/lib/server/db/prisma";
import { roundJackpotWins } from "@/lib/server/runtime/round-jackpot-wins";
import { roundView } from "@/lib/server/runtime/round-view";
import { playableGame } from "@/lib/server/games/runtime-game";
import { findRuntimeSession } from "@/lib/server/runtime/runtime-session";
import { checkReplayLink } from "./replay-link";

// For the replay page (app/replay/[roundId]/page.tsx): the stored round, its game as the player's session showed
// it and the player's language — when the link is genuine, unexpired and not revoked. Read-only: no session is
// touched (an ended or expired session still replays), no wallet is called, no cookie is read or issued.

export interface RoundReplay {
  round: RuntimeRound;
  /** The jackpot tiers the round won (tier, amount paid, its credit's state). */
  jackpotWins: RoundJackpotWin[];
  game: RuntimeGame;
  title: string;
  provider: string;
  symbol: string;
  /** The launch's language (the page's default). */
  lang: string;
  currencyExponent: number;
}

export type RoundReplayResult =
  | { status: "ok"; replay: RoundReplay }
  | { status: "invalid"; reason: "malformed" | "tampered" | "expired" | "revoked" | "unknown" };

export async function loadRoundReplay(options: {
  roundId: string;
  expires: string | undefined;
  signature: string | undefined;
  now: Date;
}): Promise<RoundReplayResult> {
  const { roundId } = options;
  if (!roundIdSchema.safeParse(roundId).success) return { status: "invalid", reason: "malformed" };
  const check = checkReplayLink({ roundId, expires: options.expires, signature: options.signature }, options.now);
  if (!check.valid) return { status: "invalid", reason: check.reason };
  const [revocation, gameRound] = await Promise.all([
    prisma.replayRevocation.findUnique({ where: { roundId }, select: { roundId: true } }),
    prisma.gameRound.findUnique({ where: { id: roundId } }),
  ]);
  if (revocation) return { status: "invalid", reason: "revoked" };
  // A round that was never played (its bet refused) has nothing to replay.
  const session = gameRound ? await findRuntimeSession(gameRound.sessionId) : null;
  if (!gameRound || !session) return { status: "invalid", reason: "unknown" };
  return {
    status: "ok",
    replay: {
      round: roundView(gameRound),
      jackpotWins: await roundJackpotWins(roundId),
      game: playableGame(session, { rtpVariant: gameRound.rtpVariant }).view,
      title: session.game.title,
      provider: session.game.provider.name,
      symbol: session.game.symbol,
      lang: session.lang,
      currencyExponent: currencyExponent(gameRound.currency),
    },
  };
}
