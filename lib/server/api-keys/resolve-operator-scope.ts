import { operatorIdSchema } from "@/lib/contract/provider-api";
import { prisma } from "@/lib/server/db/prisma";
import { AppError } from "@/lib/base/errors";
import { parseRequest } from "@/lib/contract/parse-request";
import type { ApiKeyPrincipal } from "./authenticate-api-key";

// Which operator a provider API request acts for. An operator key is bound to its own operator: naming any other
// operator is 403. A provider master key chooses one with operator_id (query or body) or x-operator-id; with none,
// the result is null and `required` decides whether that is allowed (the catalog allows it, launch does not).

export async function resolveOperatorScope(options: {
  principal: ApiKeyPrincipal;
  /** operator_id values named by the request (query, body, x-operator-id); empty ones are ignored. */
  requestedOperatorIds: Array<string | null | undefined>;
  required: boolean;
}): Promise<string | null> {
  const { principal, required } = options;
  const requested = [
    ...new Set(options.requestedOperatorIds.filter((id): id is string => !!id?.trim()).map((id) => id.trim())),
  ];
  // The query's other values and the x-operator-id header reach here unchecked by the routes' schemas.
  for (const id of requested) parseRequest(operatorIdSchema, id, { what: "operator_id" });

  if (principal.kind === "operator") {
    if (requested.some((id) => id !== principal.operatorId)) {
      throw new AppError(
        "wrong_operator_scope",
        "This API key belongs to another operator; do not send a different operator_id",
      );
    }
    if (principal.operatorStatus !== "active") throw new AppError("operator_inactive", "The operator is inactive");
    return principal.operatorId;
  }

  if (requested.length > 1) {
    throw new AppError("invalid_request", "operator_id and x-operator-id name different operators");
  }
  const operatorId = requested[0];
  if (!operatorId) {
    if (!required) return null;
    throw new AppError(
      "missing_field",
      "operator_id is required with a provider master key (body, query or x-operator-id header)",
    );
  }
  const operator = await prisma.operator.findUnique({ where: { id: operatorId }, select: { status: true } });
  if (!operator) throw new AppError("operator_not_found", "The operator named by operator_id does not exist");
  if (operator.status !== "active") throw new AppError("operator_inactive", "The operator is inactive");
  return operatorId;
}
