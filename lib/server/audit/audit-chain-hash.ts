import { createHash } from "node:crypto";

// The audit log's hash chain, the TypeScript half: `gp audit verify` recomputes every row's hash with this and
// compares. The database's audit_log_chain trigger (migration 20261128102902_audit_log_hash_chain) computes the
// same text in SQL when a row is written; change both together, in a new migration.
//
// Canonical form of a row: a JSON array, no spaces between its elements,
//   [seq,"<at as YYYY-MM-DDTHH:MM:SS.mmmZ>",actor,action,targetType,targetId|null,before|null,after|null,"<prevHash>"]
// seq in decimal digits; strings as JSON strings (JSON.stringify's escaping, which PostgreSQL's to_json shares);
// before and after as PostgreSQL prints jsonb (`before::text`: keys shortest first then bytewise, ", " and ": "
// separators), which is stable whatever key order the writer used. The hash is the SHA-256 of its UTF-8 bytes, in
// lower-case hex; the first row's prevHash (the genesis) is 64 zeros.

export const GENESIS_HASH = "0".repeat(64);

export interface AuditChainFields {
  seq: bigint;
  at: Date;
  actor: string;
  action: string;
  targetType: string;
  targetId: string | null;
  /** The jsonb text PostgreSQL prints (`before::text`), or null. */
  beforeText: string | null;
  afterText: string | null;
  prevHash: string;
}

export function auditCanonicalForm(row: AuditChainFields): string {
  const elements = [
    row.seq.toString(),
    JSON.stringify(row.at.toISOString()),
    JSON.stringify(row.actor),
    JSON.stringify(row.action),
    JSON.stringify(row.targetType),
    row.targetId === null ? "null" : JSON.stringify(row.targetId),
    row.beforeText ?? "null",
    row.afterText ?? "null",
    JSON.stringify(row.prevHash),
  ];
  return `[${elements.join(",")}]`;
}

export function auditChainHash(row: AuditChainFields): string {
  return createHash("sha256").update(auditCanonicalForm(row), "utf8").digest("hex");
}
