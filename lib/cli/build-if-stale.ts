// `npm run build` only when the build is older than its sources, so `npm run test:integration -- <file>` and
// `npm run test:e2e -- <spec>` run on the code as it is without rebuilding every time. The build's BUILD_ID file
// (in NEXT_DIST_DIR, default .next) is written last; any source file or folder newer than it (a folder's time moves
// when a file in it is added, renamed or deleted) makes the build stale. Tests and the tools are not in the build.
import { spawnSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";

const SOURCES = [
  "app",
  "lib",
  "graphql",
  "prisma",
  "public",
  "docs",
  "proxy.ts",
  "instrumentation.ts",
  "next.config.mjs",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
];
/** Folders the build writes (generated code) or never reads (tools, data). */
const NOT_BUILT = new Set(["node_modules", "generated", ".data", "lib/cli", "lib/bench", "lib/soak"]);
const TEST_FILE = /\.test\.tsx?$/;

/** The newest modification time (ms) under `entry`, with the path that has it. */
function newest(entry: string): { time: number; path: string } {
  let stat;
  try {
    stat = statSync(entry);
  } catch {
    return { time: 0, path: entry };
  }
  let found = { time: stat.mtimeMs, path: entry };
  if (!stat.isDirectory()) return found;
  for (const child of readdirSync(entry, { withFileTypes: true })) {
    const childPath = path.join(entry, child.name);
    if (NOT_BUILT.has(child.name) || NOT_BUILT.has(childPath) || TEST_FILE.test(child.name)) continue;
    const inner = newest(childPath);
    if (inner.time > found.time) found = inner;
  }
  return found;
}

function buildTime(distDir: string): number {
  try {
    return statSync(path.join(distDir, "BUILD_ID")).mtimeMs;
  } catch {
    return 0;
  }
}

const distDir = process.env.NEXT_DIST_DIR || ".next";
const built = buildTime(distDir);
const source = SOURCES.map(newest).reduce((a, b) => (b.time > a.time ? b : a));

if (built === 0) {
  console.log(`No build in ${distDir}: building (npm run build)…`);
} else if (source.time > built) {
  console.log(`${source.path} changed after the build in ${distDir}: rebuilding (npm run build)…`);
} else {
  console.log(`The build in ${distDir} is up to date.`);
  process.exit(0);
}
const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
process.exit(result.status ?? 1);
