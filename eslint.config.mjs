// ESLint flat config: Next.js rules (core web vitals + TypeScript) over the whole repository.
import { builtinModules } from "node:module";
import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

// Layers: every import points downward — app → graphql → lib/server → lib/contract, lib/game/math → lib/base.
// Browser code (lib/game/ui, lib/console) never reaches the server; the tools (lib/cli, lib/bench, lib/soak) sit
// on top beside app and nothing imports them. ARCHITECTURE.md draws the same picture; a check in tests/checks
// proves the rules reject an upward import.
const LAYER = {
  app: "app/",
  graphql: "graphql/",
  server: "lib/server/",
  contract: "lib/contract/",
  math: "lib/game/math/",
  gameUi: "lib/game/ui/",
  console: "lib/console/",
  i18n: "lib/i18n/",
  tools: "lib/(cli|bench|soak)/",
};
/** Files matching `files` may not import the `layers` named (as "@/…" paths), nor what `more` patterns match. */
const forbid = (files, layers, why, more = []) => ({
  files,
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          ...(layers.length ? [{ regex: `^@/(${layers.join("|")})`, message: `${why} (ARCHITECTURE.md)` }] : []),
          // A relative path could climb over a boundary unseen: across folders, imports say "@/…".
          { regex: "^\\.\\./", message: "Import across folders with the @/ path (ARCHITECTURE.md)" },
          ...more,
        ],
      },
    ],
  },
});
const { app, graphql, server, contract, math, gameUi, console: consoleUi, i18n, tools } = LAYER;
// lib/base runs in the browser too: no Node.js module (node:… or bare, e.g. "crypto") and nothing server-only.
const NODE_OR_SERVER_ONLY = {
  regex: `^(node:|server-only$|(${builtinModules.filter((name) => !name.startsWith("_")).join("|")})(/|$))`,
  message: "lib/base is used by browser and server code: no Node.js modules, nothing server-only (ARCHITECTURE.md)",
};
const LAYER_RULES = [
  forbid(["lib/**", "graphql/**", "tests/**", "e2e/**"], [], ""),
  forbid(["lib/base/**"], ["(?!lib/base/)"], "lib/base is the foundation: it imports nothing of ours", [
    NODE_OR_SERVER_ONLY,
  ]),
  {
    // Node.js globals the browser lacks; Web APIs (crypto, TextEncoder, atob) serve both sides.
    files: ["lib/base/**"],
    ignores: ["lib/base/**/*.test.ts"],
    rules: {
      "no-restricted-globals": [
        "error",
        ...["Buffer", "require", "module", "__dirname", "__filename", "global", "setImmediate"].map((name) => ({
          name,
          message: "lib/base is used by browser and server code: no Node.js globals (ARCHITECTURE.md)",
        })),
      ],
    },
  },
  forbid(
    ["lib/game/math/**"],
    [app, graphql, server, contract, gameUi, consoleUi, i18n, tools],
    "The game maths imports only lib/base",
  ),
  forbid(
    ["lib/contract/**"],
    [app, graphql, server, math, gameUi, consoleUi, i18n, tools],
    "The contract imports only lib/base",
  ),
  forbid(
    ["lib/i18n/**"],
    [app, graphql, server, contract, math, gameUi, consoleUi, tools],
    "Messages import only lib/base",
  ),
  forbid(
    ["lib/server/**"],
    [app, graphql, gameUi, consoleUi, tools],
    "lib/server sits below app and graphql and never reaches browser code",
  ),
  forbid(
    ["lib/game/ui/**", "lib/console/**"],
    [app, server, tools, "graphql/(?!generated/client(/|$))"],
    "Browser code never imports server code",
  ),
  forbid(["graphql/**"], [app, gameUi, consoleUi, tools], "graphql sits below app"),
];

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
  ...LAYER_RULES,
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
