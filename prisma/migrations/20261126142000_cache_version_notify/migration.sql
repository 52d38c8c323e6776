-- Every bump of the provider API cache version is also announced: NOTIFY gp_cache_version with the new version as
-- its payload, delivered to the listening instances when the writing transaction commits. Instances keep the
-- version pushed to them instead of reading it on every request, within a bounded staleness
-- (lib/server/cache/cache-version.ts). The triggers that call this function are unchanged.
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
