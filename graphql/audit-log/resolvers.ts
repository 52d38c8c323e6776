import { listAuditLog } from "@/lib/server/audit/list-audit-log";
import type { Resolvers } from "@/graphql/generated/resolvers-types";

export const auditLogResolvers: Resolvers = {
  Query: {
    auditLog: (_parent, { filter, first, after }) => listAuditLog({ ...filter, first: first ?? undefined, after }),
  },
  AuditEntry: {
    id: (entry) => entry.id.toString(),
  },
};
