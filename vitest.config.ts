import path from "node:path";
import { defineConfig } from "vitest/config";
import LongestFirstSequencer from "./tests/support/longest-first-sequencer";

// Unit tests (beside their code) and checks (tests/checks) run once; the integration suite (tests/integration)
// runs on embedded PGlite always, and on PostgreSQL when TEST_DATABASE_URL is set.
const root = import.meta.dirname;
const shared = {
  extends: true as const,
  root,
  resolve: {
    alias: {
      "server-only": path.join(root, "tests/support/server-only-stub.ts"),
      "@": root,
    },
  },
};
const integration = ["tests/integration/**/*.test.ts"];
// Migrates one template database per project per run; each test file's database is a copy of it.
const globalSetup = ["tests/support/test-database-template.ts"];

// Integration files mostly wait on their app servers and databases, so two files run at once
// (vitest's default is cores − 1: one file at a time on a 2-core CI machine). VITEST_MAX_WORKERS overrides.
const maxWorkers = Number(process.env.VITEST_MAX_WORKERS) || 2;

export default defineConfig({
  test: {
    maxWorkers,
    sequence: { sequencer: LongestFirstSequencer },
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      { ...shared, test: { name: "unit", include: ["lib/**/*.test.ts", "app/**/*.test.ts"] } },
      // Checks that need no test database of their own: generated code up to date, the integration guide's steps.
      { ...shared, test: { name: "checks", include: ["tests/checks/**/*.test.ts"] } },
      { ...shared, test: { name: "pglite", include: integration, globalSetup, env: { TEST_DB_KIND: "pglite" } } },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              ...shared,
              test: { name: "postgres", include: integration, globalSetup, env: { TEST_DB_KIND: "postgres" } },
            },
          ]
        : []),
    ],
  },
});
