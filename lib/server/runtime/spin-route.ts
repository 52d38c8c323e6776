import "server-only";
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema, spinRequestSchema } from "@/lib/contract/runtime-api";
import { parseRequest } from "@/lib/contract/parse-request";
import { jsonResponse } from "@/lib/server/http/json-response";
import { readJsonBody } from "@/lib/server/http/read-json-body";
import { playSpin, spinNotStarted } from "./play-spin";
import { runtimeApiRoute } from "./runtime-route";

// POST /api/runtime/sessions/<sessionId>/spin — one round: debit, outcome, credit, or a free round of
// freeRoundsAwardId (no debit); Idempotency-Key: a replay answers the first round. Its one handler serves both ways
// in: the app route file (Next.js's router, `next dev`) and the production entry point, which calls it directly
// (lib/server/entry/serve-route-handler.ts) to keep Next's request pipeline off the hottest path.
export const spinRoute = runtimeApiRoute(
  async ({ request, session }) => {
    const keyHeader = request.headers.get(IDEMPOTENCY_KEY_HEADER);
    const idempotencyKey =
      keyHeader === null
        ? null
        : parseRequest(idempotencyKeySchema, keyHeader, { what: `${IDEMPOTENCY_KEY_HEADER} header` });
    const spin = parseRequest(spinRequestSchema, await readJsonBody(request), { what: "spin request" });
    return jsonResponse(await playSpin({ session, request: spin, idempotencyKey }));
  },
  { connectionLossError: spinNotStarted, walletErrorsAbout: "bet" },
);
