-- CreateTable
CREATE TABLE "cache_versions" (
    "name" TEXT NOT NULL,
    "version" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "cache_versions_pkey" PRIMARY KEY ("name")
);

-- The version every provider API cache reads.
INSERT INTO "cache_versions" ("name", "version") VALUES ('provider_api', 1);

-- One more version inside the writing transaction: a reader sees the new version exactly when it sees the change.
CREATE FUNCTION "bump_provider_api_cache_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "cache_versions" SET "version" = "version" + 1 WHERE "name" = 'provider_api';
  RETURN NULL;
END;
$$;

CREATE TRIGGER "providers_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "providers"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_provider_api_cache_version"();
CREATE TRIGGER "games_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "games"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_provider_api_cache_version"();
CREATE TRIGGER "catalog_entries_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "catalog_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_provider_api_cache_version"();
CREATE TRIGGER "operators_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "operators"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_provider_api_cache_version"();
CREATE TRIGGER "game_art_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "game_art"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_provider_api_cache_version"();

-- API keys: last_used_at (written about once a minute per key, never cached) does not change the version;
-- any other change to a key does (revocation above all).
CREATE TRIGGER "api_keys_cache_version" AFTER INSERT OR DELETE OR TRUNCATE ON "api_keys"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_provider_api_cache_version"();
CREATE TRIGGER "api_keys_cache_version_update" AFTER UPDATE ON "api_keys"
  FOR EACH ROW WHEN ((to_jsonb(OLD) - 'last_used_at') IS DISTINCT FROM (to_jsonb(NEW) - 'last_used_at'))
  EXECUTE FUNCTION "bump_provider_api_cache_version"();
