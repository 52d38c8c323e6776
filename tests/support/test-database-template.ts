import { cpSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { promisify } from "node:util";
import pg from "pg";
import type { TestProject } from "vitest/node";

// The integration projects' global setup: every migration is applied ONCE per run into a template (a PGlite
// folder, or a PostgreSQL database), and each test file's fresh database is a copy of it (test-database.ts).
// Applying the migrations through the wasm schema engine took 2-12 s per database; a copy takes a fraction of one.

declare module "vitest" {
  export interface ProvidedContext {
    testDatabaseTemplate: TestDatabaseTemplate;
  }
}

export type TestDatabaseTemplate = { kind: "pglite"; dataDir: string } | { kind: "postgres"; name: string } | null;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const kind = project.config.env?.TEST_DB_KIND === "postgres" ? "postgres" : "pglite";
  if (kind === "postgres") {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error("TEST_DATABASE_URL is required for the postgres test project");
    const name = `gp_template_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
    await adminQuery(adminUrl, `CREATE DATABASE "${name}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    await migrate({ DATABASE_URL: url.toString() });
    project.provide("testDatabaseTemplate", { kind, name });
    return () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), "gp-test-template-"));
  const dataDir = path.join(dir, "pglite");
  await migrate({ PGLITE_DATA_DIR: dataDir }); // its PGlite shuts down cleanly on exit: a consistent folder to copy
  project.provide("testDatabaseTemplate", { kind, dataDir });
  return async () => rmSync(dir, { recursive: true, force: true });
}

/**
 * `gp db migrate` in a child process: the two projects' setups share this process, and a second copy of the wasm
 * schema engine loaded into it (each project loads its own modules) panics.
 */
async function migrate(env: Record<string, string>): Promise<void> {
  const { DATABASE_URL: _url, PGLITE_DATA_DIR: _dir, ...inherited } = process.env;
  await promisify(execFile)(
    process.execPath,
    ["--conditions=react-server", "--import", "tsx", "lib/cli/gp.ts", "db", "migrate"],
    { env: { ...inherited, ...env } },
  );
}

/** Copies the template PGlite folder (closed, so consistent) to a new folder. */
export function copyPgliteTemplate(templateDir: string, dataDir: string): void {
  cpSync(templateDir, dataDir, { recursive: true });
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
