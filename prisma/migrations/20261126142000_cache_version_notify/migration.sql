-- Every bump of the provider API cache version is also announced: NOTIFY gp_cache_version with the new version as
-- its payload, delivered to the listening instances when the writing transaction commits. Instances keep the
-- version pushed to them instead of reading it on every request, within a bounded staleness
-- (lib/server/cache/cache-version.ts).
CREATE OR REPLACE FUNCTION "bump_provider_api_cache_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bumped BIGINT;
BEGIN
  UPDATE "cache_versions" SET "version" = "version" + 1 WHERE "name" = 'provider_api' RETURNING "version" INTO bumped;
  IF bumped IS NOT NULL THEN
    PERFORM pg_notify('gp_cache_version', bumped::text);
  END IF;
  RETURN NULL;
END;
$$;

-- An API key's use_count (stored every few seconds per instance, api-key-usage.ts; never cached) no longer moves the
-- version either, like last_used_at: each flush used to drop every cache on every instance.
DROP TRIGGER "api_keys_cache_version_update" ON "api_keys";
CREATE TRIGGER "api_keys_cache_version_update" AFTER UPDATE ON "api_keys"
  FOR EACH ROW WHEN ((to_jsonb(OLD) - 'last_used_at' - 'use_count') IS DISTINCT FROM (to_jsonb(NEW) - 'last_used_at' - 'use_count'))
  EXECUTE FUNCTION "bump_provider_api_cache_version"();
