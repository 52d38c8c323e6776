import "server-only";
import { z } from "zod";
import { formatMinorUnits } from "@/lib/base/money/decimal-amount";
import { parseInput } from "@/lib/base/parse-input";
import { prisma } from "@/lib/server/db/prisma";

// A player's bets, wins and net (bets − wins, the operator's view) per currency over [from, to), counted from the
// ledger's rounds: only settled rounds, the ones whose money moved for good. A free round's win counts; its bet was
// never debited, so it does not.

const getPlayerTotalsSchema = z
  .object({
    operatorId: z.string().min(1).max(64),
    externalPlayerId: z.string().min(1).max(128),
    from: z.date(),
    to: z.date(),
  })
  .refine((input) => input.from < input.to, { message: "from must be before to", path: ["from"] });

export interface PlayerTotals {
  currency: string;
  rounds: number;
  bets: string;
  wins: string;
  net: string;
}

export async function getPlayerTotals(options: z.input<typeof getPlayerTotalsSchema>): Promise<PlayerTotals[]> {
  const input = parseInput(getPlayerTotalsSchema, options);
  const groups = await prisma.walletRound.groupBy({
    by: ["currency", "exponent", "freeRoundsAwardId"],
    where: {
      operatorId: input.operatorId,
      playerId: input.externalPlayerId,
      state: "settled",
      createdAt: { gte: input.from, lt: input.to },
    },
    _count: { _all: true },
    _sum: { betMinor: true, winMinor: true },
    orderBy: [{ currency: "asc" }],
  });
  const byCurrency = new Map<string, { exponent: number; rounds: number; bets: bigint; wins: bigint }>();
  for (const group of groups) {
    const sum = byCurrency.get(group.currency) ?? { exponent: group.exponent, rounds: 0, bets: 0n, wins: 0n };
    sum.rounds += group._count._all;
    if (group.freeRoundsAwardId === null) sum.bets += group._sum.betMinor ?? 0n;
    sum.wins += group._sum.winMinor ?? 0n;
    byCurrency.set(group.currency, sum);
  }
  return [...byCurrency].map(([currency, sum]) => ({
    currency,
    rounds: sum.rounds,
    bets: formatMinorUnits(sum.bets, sum.exponent),
    wins: formatMinorUnits(sum.wins, sum.exponent),
    net: formatMinorUnits(sum.bets - sum.wins, sum.exponent),
  }));
}
