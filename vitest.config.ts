import path from "node:path";
import { defineConfig } from "vitest/config";

// Unit tests run once; the integration suite runs on embedded PGlite always, and on PostgreSQL when
// TEST_DATABASE_URL is set.
const root = import.meta.dirname;
const shared = {
  extends: true as const,
  root,
  resolve: {
    alias: {
      "server-only": path.join(root, "e2e/support/server-only-stub.ts"),
      "@": root,
    },
  },
};
const integration = ["e2e/integration/**/*.test.ts"];

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      { ...shared, test: { name: "unit", include: ["lib/**/*.test.ts"] } },
      { ...shared, test: { name: "pglite", include: integration, env: { TEST_DB_KIND: "pglite" } } },
      ...(process.env.TEST_DATABASE_URL
        ? [{ ...shared, test: { name: "postgres", include: integration, env: { TEST_DB_KIND: "postgres" } } }]
        : []),
    ],
  },
});
