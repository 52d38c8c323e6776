// POST /api/runtime/sessions/<sessionId>/spin — plays one round: debit, outcome, credit, or a free round of freeRoundsAwardId (no debit) (Idempotency-Key: a replay answers the first round)
import { methodNotAllowed } from "@/lib/server/provider-api/provider-route";
import { spinRoute } from "@/lib/server/runtime/spin-route";

// The production entry point serves POST itself with the same handler (lib/server/entry/install-entry-hooks.ts).
export const POST = spinRoute;

const rejectMethod = methodNotAllowed("POST");
export { rejectMethod as GET, rejectMethod as PUT, rejectMethod as PATCH, rejectMethod as DELETE };
