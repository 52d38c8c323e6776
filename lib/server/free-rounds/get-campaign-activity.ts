import "server-only";
import { z } from "zod";
import { formatMinorUnits } from "@/lib/base/money/decimal-amount";
import { parseInput } from "@/lib/base/parse-input";
import { prisma } from "@/lib/server/db/prisma";
import { requireCampaign } from "./campaign-record";

// A campaign's free rounds over time, for the console's chart: per hour or day, the rounds started (a round the
// worker gave back to its award is not counted, like the award's rounds_played) and the free-rounds wins credited
// for them (the credit's amount: after the max_win cap). Rounds carry their award, so one indexed join finds them.

export const ACTIVITY_INTERVALS = ["hour", "day"] as const;
export type ActivityInterval = (typeof ACTIVITY_INTERVALS)[number];

/** A chart has room for this many points; longer series keep their newest points. */
export const MAX_ACTIVITY_POINTS = 750;
/** Without an interval asked for, hours while the rounds span at most this many hours, else days. */
const HOURLY_UP_TO_HOURS = 72;

const getCampaignActivitySchema = z.object({
  operatorId: z.string().trim().min(1).max(64),
  campaignId: z.string().trim().min(1).max(128),
  interval: z.enum(ACTIVITY_INTERVALS).nullish(),
});

export type GetCampaignActivityOptions = z.input<typeof getCampaignActivitySchema>;

export interface CampaignActivityPoint {
  /** Start of the hour or day (UTC). */
  at: Date;
  rounds: number;
  /** Decimal text in the campaign's currency. */
  win: string;
}

export interface CampaignActivity {
  interval: ActivityInterval;
  currency: string;
  /** Every hour or day from the first round's to the last one's, empty ones included; empty without rounds. */
  points: CampaignActivityPoint[];
}

const STEP_MS: Record<ActivityInterval, number> = { hour: 3_600_000, day: 86_400_000 };

function truncate(at: Date, interval: ActivityInterval): number {
  const step = STEP_MS[interval];
  return Math.floor(at.getTime() / step) * step;
}

export async function getCampaignActivity(options: GetCampaignActivityOptions): Promise<CampaignActivity> {
  const input = parseInput(getCampaignActivitySchema, options);
  const campaign = await requireCampaign(prisma, { operatorId: input.operatorId, campaignId: input.campaignId });

  const span = await prisma.$queryRaw<{ first: Date | null; last: Date | null }[]>`
    SELECT min(r.created_at) AS first, max(r.created_at) AS last
      FROM free_rounds_awards a JOIN wallet_rounds r ON r.free_rounds_award_id = a.id
     WHERE a.campaign_ref = ${campaign.id} AND r.state <> 'cancelled'`;
  const { first, last } = span[0] ?? { first: null, last: null };
  const interval: ActivityInterval =
    input.interval ??
    (first && last && last.getTime() - first.getTime() > HOURLY_UP_TO_HOURS * STEP_MS.hour ? "day" : "hour");
  if (!first || !last) return { interval, currency: campaign.currency, points: [] };

  const end = truncate(last, interval);
  const start = Math.max(truncate(first, interval), end - (MAX_ACTIVITY_POINTS - 1) * STEP_MS[interval]);
  // Buckets are computed in the database in UTC (timestamps are stored without a zone, in UTC).
  const rows = await prisma.$queryRaw<{ bucket: Date; rounds: bigint; win_minor: bigint }[]>`
    SELECT date_trunc(${interval}, r.created_at) AS bucket,
           count(*) AS rounds,
           coalesce(sum(c.amount_minor), 0)::bigint AS win_minor
      FROM free_rounds_awards a
      JOIN wallet_rounds r ON r.free_rounds_award_id = a.id
      LEFT JOIN wallet_transactions c ON c.id = r.credit_transaction_id
     WHERE a.campaign_ref = ${campaign.id} AND r.state <> 'cancelled' AND r.created_at >= ${new Date(start)}
     GROUP BY 1`;
  const byBucket = new Map(rows.map((row) => [new Date(row.bucket).getTime(), row]));
  const points: CampaignActivityPoint[] = [];
  for (let at = start; at <= end; at += STEP_MS[interval]) {
    const row = byBucket.get(at);
    points.push({
      at: new Date(at),
      rounds: row ? Number(row.rounds) : 0,
      win: formatMinorUnits(row ? BigInt(row.win_minor) : BigInt(0), campaign.exponent),
    });
  }
  return { interval, currency: campaign.currency, points };
}
