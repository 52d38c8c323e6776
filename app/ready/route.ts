// GET /ready — readiness probe: 200 when the database answers, 503 when it does not or shutdown has begun
import { methodNotAllowed } from "@/lib/server/provider-api/provider-route";
import { checkReadiness } from "@/lib/server/observability/check-readiness";

export const dynamic = "force-dynamic";

export async function GET(): Promise<Response> {
  const readiness = await checkReadiness();
  return Response.json(
    { status: readiness.status, checks: readiness.checks },
    { status: readiness.ready ? 200 : 503, headers: { "cache-control": "no-store" } },
  );
}

const rejectMethod = methodNotAllowed("GET");
export { rejectMethod as POST, rejectMethod as PUT, rejectMethod as PATCH, rejectMethod as DELETE };
