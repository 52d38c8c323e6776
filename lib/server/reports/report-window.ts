import { z } from "zod";
import { AppError } from "@/lib/base/errors";

// A report or check window in whole UTC hours: [from, to), from rounded down and to rounded up to the hour, at most
// a few years long. Rollups are hourly, so these bounds select rounds and rollup rows alike.

const HOUR_MS = 3_600_000;
const MAX_WINDOW_DAYS = 3 * 366;

export const windowSchema = z.object({
  from: z.coerce.date({ error: "from must be a date or time (ISO 8601)" }),
  to: z.coerce.date({ error: "to must be a date or time (ISO 8601)" }),
});

export interface HourWindow {
  from: Date;
  to: Date;
}

export function hourWindow(input: { from: Date; to: Date }): HourWindow {
  const from = new Date(Math.floor(input.from.getTime() / HOUR_MS) * HOUR_MS);
  const to = new Date(Math.ceil(input.to.getTime() / HOUR_MS) * HOUR_MS);
  if (!(to > from))
    throw new AppError("invalid_request", "to must be after from", { fields: { to: "must be after from" } });
  if (to.getTime() - from.getTime() > MAX_WINDOW_DAYS * 24 * HOUR_MS) {
    throw new AppError("invalid_request", `A window spans at most ${MAX_WINDOW_DAYS} days`, {
      fields: { to: "window too long" },
    });
  }
  return { from, to };
}

/** The UTC periods the rollups are kept for (hour, day, month) and players counted for (also year). */
export type PeriodUnit = "hour" | "day" | "month" | "year";
const UNITS: readonly PeriodUnit[] = ["hour", "day", "month", "year"];

/** The start of the UTC period of `unit` that holds `time`. */
export function periodStart(time: Date, unit: PeriodUnit): Date {
  const t = new Date(time);
  if (unit === "hour") return new Date(Math.floor(t.getTime() / HOUR_MS) * HOUR_MS);
  if (unit === "day") return new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth(), t.getUTCDate()));
  if (unit === "month") return new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth(), 1));
  return new Date(Date.UTC(t.getUTCFullYear(), 0, 1));
}

/** The start of the next period of `unit` after the one starting at `start`. */
export function periodEnd(start: Date, unit: PeriodUnit): Date {
  if (unit === "hour") return new Date(start.getTime() + HOUR_MS);
  if (unit === "day") return new Date(start.getTime() + 24 * HOUR_MS);
  if (unit === "month") return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
  return new Date(Date.UTC(start.getUTCFullYear() + 1, 0, 1));
}

/** The first period start of `unit` at or after `time`. */
export function periodCeil(time: Date, unit: PeriodUnit): Date {
  const start = periodStart(time, unit);
  return start.getTime() === time.getTime() ? start : periodEnd(start, unit);
}

/** Consecutive whole periods of one unit: [from, to). */
export interface WindowPiece {
  unit: PeriodUnit;
  from: Date;
  to: Date;
}

const coarser = (a: PeriodUnit, b: PeriodUnit) => UNITS.indexOf(a) > UNITS.indexOf(b);

/**
 * A window of whole hours cut into runs of whole periods, each as coarse as it can be up to `coarsest`: e.g. a
 * window from 10:00 on 30 Jan to 05:00 on 2 Apr, up to months, is 14 hours, 1 day, February and March, 1 day and 5
 * hours. A report reads each run from the rows of its unit (hourly rows only for the partial days at the edges).
 */
export function windowPieces(window: HourWindow, coarsest: PeriodUnit): WindowPiece[] {
  const pieces: WindowPiece[] = [];
  let time = window.from;
  while (time < window.to) {
    let unit: PeriodUnit = "hour";
    for (const candidate of UNITS) {
      if (coarser(candidate, coarsest) || !coarser(candidate, unit)) continue;
      if (periodStart(time, candidate).getTime() === time.getTime() && periodEnd(time, candidate) <= window.to)
        unit = candidate;
    }
    const end = periodEnd(time, unit);
    const last = pieces.at(-1);
    if (last?.unit === unit) last.to = end;
    else pieces.push({ unit, from: time, to: end });
    time = end;
  }
  return pieces;
}

/** The finer of two units. */
export function finerUnit(a: PeriodUnit, b: PeriodUnit): PeriodUnit {
  return coarser(a, b) ? b : a;
}

/** Whether a piece is exactly one period of its unit. */
export function isOnePeriod(piece: WindowPiece): boolean {
  return periodEnd(piece.from, piece.unit).getTime() === piece.to.getTime();
}
