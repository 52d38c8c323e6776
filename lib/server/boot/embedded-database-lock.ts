import { readFileSync, unlinkSync, writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { AppError } from "@/lib/base/errors";

// PGlite is a database inside one process and takes no lock of its own: a second process opening the same folder
// would corrupt it. The app and the ops CLI therefore hold "<data folder>.lock" (holder's pid) while they use it.

interface LockHolder {
  pid: number;
  owner: string;
  since: string;
}

export function embeddedDatabaseLockPath(dataDir: string): string {
  return `${dataDir.replace(/[/\\]+$/, "")}.lock`;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readHolder(file: string): LockHolder | null {
  try {
    const holder = JSON.parse(readFileSync(file, "utf8")) as LockHolder;
    return Number.isInteger(holder.pid) ? holder : null;
  } catch {
    return null;
  }
}

function removeIfPresent(file: string): void {
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}

/**
 * Takes the lock or throws a conflict naming the holder. A lock left by a process that no longer runs is taken
 * over. Returns the release function (also run on process exit).
 */
export function acquireEmbeddedDatabaseLock(options: { dataDir: string; owner: string }): () => void {
  const file = embeddedDatabaseLockPath(options.dataDir);
  mkdirSync(path.dirname(file), { recursive: true });
  const mine: LockHolder = { pid: process.pid, owner: options.owner, since: new Date().toISOString() };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, JSON.stringify(mine), { flag: "wx" });
      const release = () => {
        if (readHolder(file)?.pid === process.pid) removeIfPresent(file);
        process.off("exit", release);
      };
      process.on("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = readHolder(file);
      if (holder && holder.pid !== process.pid && isRunning(holder.pid)) {
        throw new AppError(
          "conflict",
          `The embedded database at ${options.dataDir} is in use by ${holder.owner} (pid ${holder.pid}, since ${holder.since}). ` +
            "PGlite allows one process at a time: stop that process first, or run both against PostgreSQL (DATABASE_URL).",
        );
      }
      // Stale (holder gone) or unreadable: remove it and try once more.
      removeIfPresent(file);
    }
  }
  throw new AppError("conflict", `Could not lock the embedded database at ${options.dataDir}`);
}
