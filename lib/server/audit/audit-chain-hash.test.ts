import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { auditCanonicalForm, auditChainHash, GENESIS_HASH, type AuditChainFields } from "./audit-chain-hash";

// Test vectors of the audit chain's canonical form: the expected hashes were computed apart from this code
// (`printf '%s' '<canonical form>' | sha256sum`). A change here breaks every chain already written: don't.

const first: AuditChainFields = {
  seq: 1n,
  at: new Date("2026-11-28T10:00:00.000Z"),
  actor: "cli:alice",
  action: "operator.create",
  targetType: "operator",
  targetId: "acme",
  beforeText: null,
  afterText: '{"id": "acme", "name": "Acme", "active": true}',
  prevHash: GENESIS_HASH,
};

const second: AuditChainFields = {
  seq: 42n,
  at: new Date("2026-01-02T03:04:05.678Z"),
  actor: "console:zoë@example.com",
  action: "staff.update",
  targetType: "staff_user",
  targetId: null,
  beforeText: '{"a": [1, 2.50], "note": "line\\nbreak \\"quoted\\""}',
  afterText: null,
  prevHash: "6f881d65f3ccffe37350b7a4deb31db185578926d58492c1e7a969d5986643a2",
};

describe("the audit chain's canonical form", () => {
  it("is the genesis of 64 zeros", () => {
    expect(GENESIS_HASH).toBe("0".repeat(64));
  });

  it("matches the first vector: a created row after the genesis", () => {
    expect(auditCanonicalForm(first)).toBe(
      '[1,"2026-11-28T10:00:00.000Z","cli:alice","operator.create","operator","acme",null,{"id": "acme", "name": "Acme", "active": true},"0000000000000000000000000000000000000000000000000000000000000000"]',
    );
    expect(auditChainHash(first)).toBe("5cdcaabeae653d56591fdea6a9ec84a803b24fcea264497e13562404555d1caf");
  });

  it("matches the second vector: no target id, escaped text, non-ASCII hashed as UTF-8", () => {
    expect(auditCanonicalForm(second)).toBe(
      '[42,"2026-01-02T03:04:05.678Z","console:zoë@example.com","staff.update","staff_user",null,{"a": [1, 2.50], "note": "line\\nbreak \\"quoted\\""},null,"6f881d65f3ccffe37350b7a4deb31db185578926d58492c1e7a969d5986643a2"]',
    );
    expect(auditChainHash(second)).toBe("1104cc22093d0bad85e3a73daaa47f580311818d20512815ff1ef3c82feeb2bd");
  });

  it("is the lower-case hex SHA-256 of the canonical form's UTF-8 bytes", () => {
    const expected = createHash("sha256")
      .update(Buffer.from(auditCanonicalForm(second), "utf8"))
      .digest("hex");
    expect(auditChainHash(second)).toBe(expected);
    expect(auditChainHash(second)).toMatch(/^[0-9a-f]{64}$/);
  });

  it("changes with every field, the link to the previous row included", () => {
    const base = auditChainHash(first);
    const variants: Partial<AuditChainFields>[] = [
      { seq: 2n },
      { at: new Date("2026-11-28T10:00:00.001Z") },
      { actor: "cli:mallory" },
      { action: "operator.update" },
      { targetType: "game" },
      { targetId: null },
      { beforeText: "{}" },
      { afterText: '{"id": "acme", "name": "Acme", "active": false}' },
      { prevHash: "1".repeat(64) },
    ];
    const hashes = variants.map((change) => auditChainHash({ ...first, ...change }));
    expect(new Set([base, ...hashes]).size).toBe(variants.length + 1);
  });

  it("keeps a text's quotes and control characters from spilling into the next field", () => {
    // Without JSON escaping these two rows would have the same canonical form.
    const a = auditChainHash({ ...first, actor: 'x","y', action: "z" });
    const b = auditChainHash({ ...first, actor: "x", action: 'y","z' });
    expect(a).not.toBe(b);
    expect(auditCanonicalForm({ ...first, actor: "a\u0001b" })).toContain('"a\\u0001b"');
  });
});
