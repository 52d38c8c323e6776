// POST /api/runtime/sessions/<sessionId>/spin — plays one round: debit, outcome, credit, or a free round of freeRoundsAwardId (no debit) (Idempotency-Key: a replay answers the first round)
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema, spinRequestSchema } from "@/lib/contract/runtime-api";
import { jsonResponse } from "@/lib/server/http/json-response";
import { parseRequest } from "@/lib/contract/parse-request";
import { methodNotAllowed } from "@/lib/server/provider-api/provider-route";
import { readJsonBody } from "@/lib/server/http/read-json-body";
import { playSpin, spinNotStarted } from "@/lib/server/runtime/play-spin";
import { runtimeApiRoute } from "@/lib/server/runtime/runtime-route";

export const POST = runtimeApiRoute(
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

const rejectMethod = methodNotAllowed("POST");
export { rejectMethod as GET, rejectMethod as PUT, rejectMethod as PATCH, rejectMethod as DELETE };
