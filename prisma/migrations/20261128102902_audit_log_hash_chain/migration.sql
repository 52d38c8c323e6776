-- AlterTable
ALTER TABLE "audit_log" ADD COLUMN     "hash" TEXT,
ADD COLUMN     "prev_hash" TEXT,
ADD COLUMN     "seq" BIGINT;

-- CreateTable
CREATE TABLE "audit_chain_head" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "seq" BIGINT NOT NULL,
    "hash" TEXT NOT NULL,
    "at" TIMESTAMP(3),

    CONSTRAINT "audit_chain_head_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "audit_log_seq_key" ON "audit_log"("seq");

-- The hash chain (docs/decisions.md, "Audit log hash chain"). Each row's hash is the SHA-256 (hex) of its
-- canonical form, which holds the previous row's hash. lib/server/audit/audit-chain-hash.ts builds the same text
-- in TypeScript for `gp audit verify`: change both together, in a new migration.
--
-- Canonical form: a JSON array without spaces between its elements,
--   [seq,"at as YYYY-MM-DDTHH:MM:SS.mmmZ",actor,action,target_type,target_id|null,before|null,after|null,"prev_hash"]
-- strings as JSON strings; before and after as PostgreSQL prints jsonb (keys shortest first then bytewise,
-- ", " and ": " separators), a stable form whatever key order the writer used.
CREATE FUNCTION audit_log_canonical(
  p_seq BIGINT, p_at TIMESTAMP, p_actor TEXT, p_action TEXT, p_target_type TEXT, p_target_id TEXT,
  p_before JSONB, p_after JSONB, p_prev_hash TEXT
) RETURNS TEXT LANGUAGE sql IMMUTABLE AS $$
  SELECT '[' || p_seq::text
    || ',' || to_json(to_char(p_at, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text
    || ',' || to_json(p_actor)::text
    || ',' || to_json(p_action)::text
    || ',' || to_json(p_target_type)::text
    || ',' || COALESCE(to_json(p_target_id)::text, 'null')
    || ',' || COALESCE(p_before::text, 'null')
    || ',' || COALESCE(p_after::text, 'null')
    || ',' || to_json(p_prev_hash)::text
    || ']'
$$;

CREATE FUNCTION audit_log_hash(
  p_seq BIGINT, p_at TIMESTAMP, p_actor TEXT, p_action TEXT, p_target_type TEXT, p_target_id TEXT,
  p_before JSONB, p_after JSONB, p_prev_hash TEXT
) RETURNS TEXT LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(audit_log_canonical(
    p_seq, p_at, p_actor, p_action, p_target_type, p_target_id, p_before, p_after, p_prev_hash), 'UTF8')), 'hex')
$$;

-- Existing rows join the chain in id order (the order they were written in), the first after the genesis hash of
-- 64 zeros. The whole script is one transaction and ALTER TABLE above holds audit_log exclusively, so no row is
-- written meanwhile.
INSERT INTO "audit_chain_head" ("id", "seq", "hash", "at") VALUES (1, 0, repeat('0', 64), NULL);

DO $$
DECLARE
  row_ RECORD;
  seq_ BIGINT := 0;
  hash_ TEXT := repeat('0', 64);
  at_ TIMESTAMP(3);
BEGIN
  FOR row_ IN SELECT "id", "at", "actor", "action", "target_type", "target_id", "before", "after"
              FROM "audit_log" ORDER BY "id" LOOP
    seq_ := seq_ + 1;
    UPDATE "audit_log"
       SET "seq" = seq_,
           "prev_hash" = hash_,
           "hash" = audit_log_hash(seq_, row_."at", row_."actor", row_."action", row_."target_type",
                                   row_."target_id", row_."before", row_."after", hash_)
     WHERE "id" = row_."id"
    RETURNING "hash" INTO hash_;
    at_ := row_."at";
  END LOOP;
  UPDATE "audit_chain_head" SET "seq" = seq_, "hash" = hash_, "at" = at_ WHERE "id" = 1;
END $$;

-- Appending: the head row is locked FOR UPDATE until the inserting transaction ends, so appends from any number of
-- transactions and instances queue there and each takes the next seq after the one before it committed. Rows
-- written by Prisma or by direct SQL alike are chained; nothing in the app sets these columns.
CREATE FUNCTION audit_log_chain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  head_ "audit_chain_head"%ROWTYPE;
BEGIN
  SELECT * INTO head_ FROM "audit_chain_head" WHERE "id" = 1 FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'audit_chain_head is missing its row: the audit chain cannot be extended';
  END IF;
  NEW."seq" := head_."seq" + 1;
  NEW."prev_hash" := head_."hash";
  NEW."hash" := audit_log_hash(NEW."seq", NEW."at", NEW."actor", NEW."action", NEW."target_type",
                               NEW."target_id", NEW."before", NEW."after", NEW."prev_hash");
  UPDATE "audit_chain_head" SET "seq" = NEW."seq", "hash" = NEW."hash", "at" = NEW."at" WHERE "id" = 1;
  RETURN NEW;
END $$;

CREATE TRIGGER "audit_log_chain" BEFORE INSERT ON "audit_log" FOR EACH ROW EXECUTE FUNCTION audit_log_chain();
