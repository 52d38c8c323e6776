// npx tsx --conditions=react-server e2e/browser/support/billing-month-seed.ts — the billing spec's month of hourly
// revenue rollups (billing-month.ts) into the test database named by DATABASE_URL or PGLITE_DATA_DIR.
import { closePglite, resolveDatabaseTarget } from "@/lib/server/db/connection";
import { disconnectPrisma, prisma } from "@/lib/server/db/prisma";
import { BILLING_OPERATOR, BILLING_ROLLUP_ROWS } from "./billing-month";

try {
  await prisma.revenueHourlyRollup.createMany({
    data: BILLING_ROLLUP_ROWS.map((row) => ({
      hour: new Date(row.hour),
      operatorId: BILLING_OPERATOR,
      gameSymbol: row.game,
      currency: row.currency,
      shard: row.shard,
      rounds: BigInt(row.rounds),
      betMinor: BigInt(row.bet),
      winMinor: BigInt(row.win),
      freeRounds: BigInt(row.freeRounds ?? 0),
      freeRoundsWinMinor: BigInt(row.freeWin ?? 0),
      rolledBackRounds: BigInt(row.rolledBackRounds ?? 0),
      rolledBackMinor: BigInt(row.rolledBack ?? 0),
    })),
  });
} finally {
  await disconnectPrisma();
  const target = resolveDatabaseTarget();
  if (target.kind === "pglite") await closePglite(target.dataDir);
}
