import "server-only";
import { AppError } from "@/lib/base/errors";
import { prisma } from "@/lib/server/db/prisma";
import { jackpotPoolRecords, type JackpotPoolRecord } from "./jackpot-pool-view";

// One jackpot pool with its tiers' amounts now, for the console's pool page; an unknown id is jackpot_not_found.

export async function getJackpotPool(options: { poolId: string }): Promise<JackpotPoolRecord> {
  const [record] = await jackpotPoolRecords(prisma, [options.poolId]);
  if (!record) throw new AppError("jackpot_not_found", `Jackpot "${options.poolId}" not found`);
  return record;
}
