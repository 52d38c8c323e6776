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
  if (!(to > from)) throw new AppError("invalid_request", "to must be after from", { fields: { to: "must be after from" } });
  if (to.getTime() - from.getTime() > MAX_WINDOW_DAYS * 24 * HOUR_MS) {
    throw new AppError("invalid_request", `A window spans at most ${MAX_WINDOW_DAYS} days`, { fields: { to: "window too long" } });
  }
  return { from, to };
}
