import { prisma } from "@/lib/server/db/prisma";
import { auditChainHash, GENESIS_HASH } from "./audit-chain-hash";
import { getAuditChainHead, type AuditChainHead } from "./get-audit-chain-head";

// Walks the audit log's hash chain in seq order and recomputes every row's hash (audit-chain-hash.ts): the proof
// that no row was edited, removed or slipped in since it was written. Used by `gp audit verify` and the console.

export type AuditChainProblemKind =
  /** The row's stored hash is not the hash of its fields: a field was edited after it was written. */
  | "hash_mismatch"
  /** The row's prev_hash is not the previous row's hash: a row before it was replaced, or this one rewritten. */
  | "prev_link_mismatch"
  /** No row holds this seq: a row was deleted (or the head points past the last row). */
  | "gap"
  /** A row outside the chain (no seq): written with the chain's trigger off. */
  | "unchained";

export interface AuditChainProblem {
  kind: AuditChainProblemKind;
  /** The chain position of the first broken row (for a gap: the missing one). */
  seq: bigint | null;
  /** The broken row's id; for a gap, the id of the next row there is, if any. */
  id: bigint | null;
  expected: string | null;
  found: string | null;
  detail: string;
}

export interface AuditChainVerification {
  ok: boolean;
  /** Rows whose hash was recomputed and matched, in order, before the first problem (all of them when ok). */
  verified: number;
  /** The head the walk went up to; null when its row is missing. */
  head: AuditChainHead | null;
  problem: AuditChainProblem | null;
}

interface ChainRow {
  id: bigint;
  seq: bigint;
  at: Date;
  actor: string;
  action: string;
  targetType: string;
  targetId: string | null;
  beforeText: string | null;
  afterText: string | null;
  prevHash: string | null;
  hash: string | null;
}

export async function verifyAuditChain(options: { batchSize?: number } = {}): Promise<AuditChainVerification> {
  const batchSize = BigInt(options.batchSize ?? 1000);
  // The head first: rows appended while the walk runs lie beyond it, and every row up to it has committed (the
  // trigger moves the head in the transaction that writes the row).
  const head = await getAuditChainHead();
  const result = (verified: number, problem: AuditChainProblem | null): AuditChainVerification => ({
    ok: problem === null,
    verified,
    head,
    problem,
  });
  if (!head) {
    return result(0, {
      kind: "gap",
      seq: null,
      id: null,
      expected: null,
      found: null,
      detail: "the chain head (table audit_chain_head, row id 1) is missing",
    });
  }
  let expectedSeq = 1n;
  let prevHash = GENESIS_HASH;
  let verified = 0;
  while (expectedSeq <= head.seq) {
    const rows = await prisma.$queryRaw<ChainRow[]>`
      SELECT "id", "seq", "at", "actor", "action", "target_type" AS "targetType", "target_id" AS "targetId",
             "before"::text AS "beforeText", "after"::text AS "afterText", "prev_hash" AS "prevHash", "hash"
        FROM "audit_log"
       WHERE "seq" >= ${expectedSeq} AND "seq" <= ${head.seq}
       ORDER BY "seq"
       LIMIT ${batchSize}`;
    if (rows.length === 0) break;
    for (const row of rows) {
      if (row.seq !== expectedSeq) {
        return result(verified, {
          kind: "gap",
          seq: expectedSeq,
          id: row.id,
          expected: expectedSeq.toString(),
          found: row.seq.toString(),
          detail: `row seq ${expectedSeq} is missing: after seq ${expectedSeq - 1n} comes seq ${row.seq} (id ${row.id})`,
        });
      }
      if (row.prevHash !== prevHash) {
        return result(verified, {
          kind: "prev_link_mismatch",
          seq: row.seq,
          id: row.id,
          expected: prevHash,
          found: row.prevHash,
          detail: `row seq ${row.seq} (id ${row.id}) links to ${row.prevHash ?? "nothing"}, but the previous row's hash is ${prevHash}`,
        });
      }
      const recomputed = auditChainHash({ ...row, prevHash });
      if (recomputed !== row.hash) {
        return result(verified, {
          kind: "hash_mismatch",
          seq: row.seq,
          id: row.id,
          expected: recomputed,
          found: row.hash,
          detail: `row seq ${row.seq} (id ${row.id}) was changed after it was written: its fields hash to ${recomputed}, it stores ${row.hash ?? "no hash"}`,
        });
      }
      prevHash = row.hash;
      expectedSeq += 1n;
      verified += 1;
    }
  }
  if (expectedSeq <= head.seq || prevHash !== head.hash) {
    return result(verified, {
      kind: "gap",
      seq: expectedSeq,
      id: null,
      expected: `seq ${head.seq}, hash ${head.hash}`,
      found: `seq ${expectedSeq - 1n}, hash ${prevHash}`,
      detail: `the chain head is seq ${head.seq} (${head.hash}), but the rows end at seq ${expectedSeq - 1n}: row seq ${expectedSeq} onwards is missing`,
    });
  }
  const unchained = await prisma.auditLog.findFirst({
    where: { seq: null },
    orderBy: { id: "asc" },
    select: { id: true },
  });
  if (unchained) {
    return result(verified, {
      kind: "unchained",
      seq: null,
      id: unchained.id,
      expected: null,
      found: null,
      detail: `row id ${unchained.id} has no place in the chain (no seq): it was written around the chain's trigger`,
    });
  }
  return result(verified, null);
}
