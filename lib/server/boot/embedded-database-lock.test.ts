import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { AppError } from "@/lib/base/errors";
import { acquireEmbeddedDatabaseLock, embeddedDatabaseLockPath } from "./embedded-database-lock";

describe("embedded database lock", () => {
  let dir: string;
  let dataDir: string;

  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "gp-lock-"));
    dataDir = path.join(dir, "pglite");
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("writes <data folder>.lock with this pid and removes it on release", () => {
    const release = acquireEmbeddedDatabaseLock({ dataDir, owner: "test" });
    const file = embeddedDatabaseLockPath(dataDir);
    expect(file).toBe(`${dataDir}.lock`);
    expect(JSON.parse(readFileSync(file, "utf8"))).toMatchObject({ pid: process.pid, owner: "test" });
    release();
    expect(existsSync(file)).toBe(false);
  });

  it("refuses while another live process holds it, naming the holder", async () => {
    const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"]);
    try {
      writeFileSync(
        embeddedDatabaseLockPath(dataDir),
        JSON.stringify({ pid: holder.pid, owner: "the app server", since: "2026-01-01T00:00:00Z" }),
      );
      let error: unknown;
      try {
        acquireEmbeddedDatabaseLock({ dataDir, owner: "the gp CLI" });
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).detail).toContain(`in use by the app server (pid ${holder.pid}`);
      expect(JSON.parse(readFileSync(embeddedDatabaseLockPath(dataDir), "utf8")).pid).toBe(holder.pid);
    } finally {
      holder.kill();
    }
  });

  it("takes over a lock whose holder is gone", () => {
    const finished = spawnSync(process.execPath, ["-e", "process.pid"]);
    writeFileSync(
      embeddedDatabaseLockPath(dataDir),
      JSON.stringify({ pid: finished.pid, owner: "a crashed app", since: "2026-01-01T00:00:00Z" }),
    );
    const release = acquireEmbeddedDatabaseLock({ dataDir, owner: "test" });
    expect(JSON.parse(readFileSync(embeddedDatabaseLockPath(dataDir), "utf8")).pid).toBe(process.pid);
    release();
  });
});
