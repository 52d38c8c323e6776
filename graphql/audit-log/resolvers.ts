import { getAuditChainHead } from "@/lib/server/audit/get-audit-chain-head";
import { listAuditLog } from "@/lib/server/audit/list-audit-log";
import { verifyAuditChain } from "@/lib/server/audit/verify-audit-chain";
import type { Resolvers } from "@/graphql/generated/resolvers-types";

export const auditLogResolvers: Resolvers = {
  Query: {
    auditLog: (_parent, { filter, first, after }) => listAuditLog({ ...filter, first: first ?? undefined, after }),
    auditChainHead: () => getAuditChainHead(),
  },
  Mutation: {
    verifyAuditChain: () => verifyAuditChain(),
  },
  AuditEntry: {
    id: (entry) => entry.id.toString(),
  },
  AuditChainHead: {
    seq: (head) => head.seq.toString(),
  },
  AuditChainProblem: {
    seq: (problem) => problem.seq?.toString() ?? null,
    id: (problem) => problem.id?.toString() ?? null,
  },
};
