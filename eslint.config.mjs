// ESLint flat config: Next.js rules (core web vitals + TypeScript) over the whole repository.
import { builtinModules } from "node:module";
import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import folderCycles from "./eslint-rules/folder-cycles.mjs";

// Layers: every import points downward — app → graphql → lib/server → lib/contract, lib/game/math → lib/base.
// Browser code (lib/game/ui, lib/console) never reaches the server; the tools (lib/cli, lib/bench, lib/soak) sit
// on top beside app and nothing imports them, nor proxy.ts and instrumentation.ts (Next.js loads those).
// Inside lib/server, tiers: platform ← domains ← start-up, and no cycle between its folders (modules/no-folder-cycle).
// ARCHITECTURE.md draws the same picture; a check in tests/checks proves the rules reject each planted import.
const LAYER = {
  app: "app/",
  graphql: "graphql/",
  server: "lib/server/",
  contract: "lib/contract/",
  math: "lib/game/math/",
  demoGames: "lib/game/demo-games/",
  gameUi: "lib/game/ui/",
  console: "lib/console/",
  i18n: "lib/i18n/",
  tools: "lib/(cli|bench|soak)/",
};
/** The tiers of lib/server: each folder is a module in exactly one (ARCHITECTURE.md lists them). */
const PLATFORM = ["audit", "cache", "crypto", "db", "event-bus", "http", "observability", "security"];
const START_UP = ["boot", "entry", "seed"];
const serverFolders = (folders) => folders.map((folder) => `lib/server/${folder}/**`);

// A relative path could climb over a boundary unseen: across folders, imports say "@/…".
const CLIMB = { regex: "^\\.\\./", message: "Import across folders with the @/ path (ARCHITECTURE.md)" };
const ENTRY_FILES = {
  regex: "^(@/|\\./|(\\.\\./)+)(proxy|instrumentation)(\\.ts)?$",
  message: "Nothing imports proxy.ts or instrumentation.ts: Next.js loads them (ARCHITECTURE.md)",
};
/**
 * Files matching `files` (minus `ignores`) may not import the layers of each [layers, why] zone (as "@/…" paths).
 * One config object per file set: ESLint keeps only the last no-restricted-imports that matches a file, so each
 * object lists every zone its files obey.
 */
const forbid = (files, zones, { ignores = [], climb = true, more = [] } = {}) => ({
  files,
  ignores,
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          ...zones.map(([layers, why]) => ({ regex: `^@/(${layers.join("|")})`, message: `${why} (ARCHITECTURE.md)` })),
          ENTRY_FILES,
          ...(climb ? [CLIMB] : []),
          ...more,
        ],
      },
    ],
  },
});
const { app, graphql, server, contract, math, demoGames, gameUi, console: consoleUi, i18n, tools } = LAYER;
const NO_TOOLS = [[tools], "Nothing imports the tools (lib/cli, lib/bench, lib/soak); a tool's test sits beside it"];
const SERVER_ZONE = [
  [app, graphql, gameUi, consoleUi, tools],
  "lib/server sits below app and graphql and never reaches browser code",
];
// lib/base runs in the browser too: no Node.js module (node:… or bare, e.g. "crypto") and nothing server-only.
const NODE_OR_SERVER_ONLY = {
  regex: `^(node:|server-only$|(${builtinModules.filter((name) => !name.startsWith("_")).join("|")})(/|$))`,
  message: "lib/base is used by browser and server code: no Node.js modules, nothing server-only (ARCHITECTURE.md)",
};
const LAYER_RULES = [
  forbid(["lib/**", "graphql/**"], [[[app], "Nothing below app imports app"], NO_TOOLS]),
  forbid(["tests/**", "e2e/**"], [NO_TOOLS]),
  forbid(["app/**"], [NO_TOOLS], { climb: false }),
  // The tools may use each other (soak drives the bench's app servers) and everything below them.
  forbid(["lib/cli/**", "lib/bench/**", "lib/soak/**"], [[[app], "Nothing below app imports app"]]),
  forbid(["lib/base/**"], [[["(?!lib/base/)"], "lib/base is the foundation: it imports nothing of ours"]], {
    more: [NODE_OR_SERVER_ONLY],
  }),
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
    [
      [
        [app, graphql, server, contract, demoGames, gameUi, consoleUi, i18n, tools],
        "The game maths imports only lib/base",
      ],
    ],
  ),
  forbid(
    ["lib/game/demo-games/**"],
    [
      [
        [app, graphql, server, gameUi, consoleUi, i18n, tools],
        "The demo games (maths, listing, theme, art) import only lib/base, lib/contract and lib/game/math",
      ],
    ],
  ),
  forbid(
    ["lib/contract/**"],
    [[[app, graphql, server, math, demoGames, gameUi, consoleUi, i18n, tools], "The contract imports only lib/base"]],
  ),
  forbid(
    ["lib/i18n/**"],
    [[[app, graphql, server, contract, math, demoGames, gameUi, consoleUi, tools], "Messages import only lib/base"]],
  ),
  // lib/server's tiers: platform knows no domain and no start-up; domains never import start-up; start-up wires.
  forbid(serverFolders(PLATFORM), [
    SERVER_ZONE,
    [[`lib/server/(?!(${PLATFORM.join("|")})/)`], "Platform modules of lib/server know no domain and no start-up"],
  ]),
  forbid(
    ["lib/server/**"],
    [
      SERVER_ZONE,
      [[`lib/server/(${START_UP.join("|")})/`], "Domain modules never import start-up (boot, entry, seed)"],
    ],
    { ignores: serverFolders([...PLATFORM, ...START_UP]) },
  ),
  forbid(serverFolders(START_UP), [SERVER_ZONE]),
  forbid(
    ["lib/game/ui/**", "lib/console/**"],
    [[[app, server, tools, "graphql/(?!generated/client(/|$))"], "Browser code never imports server code"]],
  ),
  forbid(["graphql/**"], [[[app, gameUi, consoleUi, tools], "graphql sits below app"]]),
  // Next.js's own entry files import only start-up and platform modules (and lib/base).
  {
    files: ["proxy.ts", "instrumentation.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: `^(@/|\\./)(?!lib/base/|lib/server/(${[...PLATFORM, ...START_UP].join("|")})/)`,
              message: "proxy.ts and instrumentation.ts import only start-up and platform modules (ARCHITECTURE.md)",
            },
          ],
        },
      ],
    },
  },
  // No import closes a cycle between lib/server's folders.
  { files: ["lib/server/**"], plugins: { modules: folderCycles }, rules: { "modules/no-folder-cycle": "error" } },
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
