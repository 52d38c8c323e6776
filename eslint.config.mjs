// ESLint flat config: Next.js rules (core web vitals + TypeScript) over the whole repository.
import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  {
    rules: {
      // A leading underscore marks a deliberately unused binding; rest siblings drop fields on purpose.
      "@typescript-eslint/no-unused-vars": [
        "warn",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  globalIgnores([
    // Build output (NEXT_DIST_DIR may name other folders, e.g. .next-ci), data, generated code, reports.
    ".next*/**",
    ".data/**",
    "lib/server/db/generated/**",
    "graphql/generated/**",
    "test-results/**",
    "playwright-report/**",
    "next-env.d.ts",
  ]),
]);
