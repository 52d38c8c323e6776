// POST /api/bench/broadcast — the benchmark's (and the realtime tests') stand-in for a broadcasting feature

// Off (404) unless the server runs with BENCH_ROUTES=1. Publishes the given payloads on one broadcast channel, in
// order, through the realtime service every feature will use (publishBroadcast): promotions and jackpots are not
// built yet, and on the embedded database (in-process bus) nothing outside this process can publish.

import { z } from "zod";
import { publishBroadcast } from "@/lib/server/realtime/publish-broadcast";

export const dynamic = "force-dynamic";

const HEADERS = { "cache-control": "no-store", "x-content-type-options": "nosniff" };

const bodySchema = z.object({
  channel: z.string(),
  operator_id: z.string().optional(),
  game_symbol: z.string().optional(),
  payloads: z.array(z.unknown()).min(1).max(10_000),
});

export async function POST(request: Request): Promise<Response> {
  if (process.env.BENCH_ROUTES !== "1") {
    return Response.json(
      { success: false, detail: "Not found", error: "not_found" },
      { status: 404, headers: HEADERS },
    );
  }
  const parsed = bodySchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) {
    return Response.json(
      {
        success: false,
        detail: "Expected {channel, payloads[], operator_id?, game_symbol?}",
        error: "invalid_request",
      },
      { status: 400, headers: HEADERS },
    );
  }
  const { channel, operator_id: operatorId, game_symbol: gameSymbol, payloads } = parsed.data;
  for (const payload of payloads) await publishBroadcast({ channel, audience: { operatorId, gameSymbol }, payload });
  return Response.json({ success: true, published: payloads.length }, { headers: HEADERS });
}
