import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// The ops CLI answers `help` and usage errors without loading the database stack, and loads a command's services
// only when that command runs (npm run gp starts in about a second instead of several). This checks which modules
// the process resolves, as `npm run gp` starts it; it measures no time.

const HEAVY = [
  "node_modules/@prisma/client/",
  "node_modules/@prisma/adapter-pg/",
  "node_modules/@electric-sql/pglite/",
  "node_modules/pglite-prisma-adapter/",
  "node_modules/pg/",
  "node_modules/@node-rs/argon2/",
  "lib/server/db/",
];

const scratch = mkdtempSync(path.join(os.tmpdir(), "gp-imports-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Runs the CLI as the npm script does, with the module recorder; returns the resolved module URLs. */
async function modulesLoadedBy(args: string[]): Promise<{ code: number; modules: string[] }> {
  const record = path.join(scratch, `${args.join("-")}.txt`);
  const script = JSON.parse(readFileSync("package.json", "utf8")).scripts.gp as string;
  const [, ...nodeArgs] = script.split(" ");
  const recorder = path.resolve("tests/support/record-module-loads.mjs");
  const code = await new Promise<number>((resolve) => {
    execFile(
      process.execPath,
      ["--import", recorder, ...nodeArgs, ...args],
      { env: { ...process.env, RECORD_MODULE_LOADS: record, DATA_DIR: scratch } },
      (error) => resolve(error ? Number(error.code ?? 1) : 0),
    );
  });
  return { code, modules: readFileSync(record, "utf8").split("\n").filter(Boolean) };
}

describe("gp CLI start-up", { timeout: 60_000 }, () => {
  it("runs as plain node with the tsx loader (no extra process)", () => {
    const script = JSON.parse(readFileSync("package.json", "utf8")).scripts.gp as string;
    expect(script).toMatch(/^node .*--import tsx .*lib\/cli\/gp\.ts$/);
  });

  it.each([
    [["help"], 0],
    [["keys", "create"], 2],
    [["operators", "create", "acme"], 2],
  ])("%j loads no database, Prisma, PGlite or argon2 module", async (args, exitCode) => {
    const { code, modules } = await modulesLoadedBy(args);
    expect(code).toBe(exitCode);
    expect(modules.some((url) => url.endsWith("lib/cli/gp.ts"))).toBe(true);
    expect(modules.filter((url) => HEAVY.some((heavy) => url.includes(heavy)))).toEqual([]);
  });
});
