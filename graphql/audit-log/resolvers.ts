import { listAuditLog } from "@/lib/server/console/list-audit-log";
import type { Resolvers } from "../generated/resolvers-types";

export const auditLogResolvers: Resolvers = {
  Query: {
    auditLog: (_parent, { filter, first, after }) => listAuditLog({ ...filter, first: first ?? undefined, after }),
  },
  AuditEntry: {
    id: (entry) => entry.id.toString(),
  },
};
