import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

// The layer zones of eslint.config.mjs, proven on imports written into files of each layer: an upward import (or a
// "../" climb) must be refused by no-restricted-imports, an import closing a cycle between lib/server's folders by
// modules/no-folder-cycle, and the downward ones the tree uses must pass. Linted as text with the repository's own
// config, so removing or loosening a zone fails here.

const REJECTED: Array<[file: string, specifier: string]> = [
  ["lib/base/example.ts", "@/lib/server/db/prisma"],
  ["lib/base/example.ts", "@/lib/contract/provider-api"],
  ["lib/base/example.ts", "node:crypto"],
  ["lib/base/money/example.ts", "fs/promises"],
  ["lib/base/example.ts", "server-only"],
  ["lib/game/math/example.ts", "@/lib/contract/provider-api"],
  ["lib/game/math/example.ts", "@/lib/server/db/prisma"],
  ["lib/contract/example.ts", "@/lib/server/db/prisma"],
  ["lib/contract/example.ts", "@/lib/game/math/types"],
  ["lib/server/games/example.ts", "@/graphql/errors"],
  ["lib/server/games/example.ts", "@/lib/game/ui/game-client"],
  ["lib/server/games/example.ts", "@/app/layout"],
  ["lib/game/ui/example.tsx", "@/lib/server/db/prisma"],
  ["lib/console/example.tsx", "@/lib/server/db/prisma"],
  ["graphql/games/example.ts", "@/app/layout"],
  ["lib/server/games/example.ts", "../db/prisma"],
  // lib/server's tiers: platform knows no domain and no start-up; domains never import start-up.
  ["lib/server/observability/example.ts", "@/lib/server/realtime/realtime-hub"],
  ["lib/server/db/example.ts", "@/lib/server/boot/start-instance"],
  ["lib/server/http/example.ts", "@/lib/server/api-keys/authenticate-api-key"],
  ["lib/server/wallet/example.ts", "@/lib/server/boot/graceful-shutdown"],
  ["lib/server/operators/example.ts", "@/lib/server/seed/seed-demo-data"],
  // The demo games import only lib/base, lib/contract and the game maths.
  ["lib/game/demo-games/example.ts", "@/lib/server/db/prisma"],
  ["lib/game/demo-games/example.ts", "@/lib/game/ui/game-client"],
  // Nothing below app imports app; nothing imports the tools or Next.js's entry files.
  ["lib/game/demo-games/example.ts", "@/app/layout"],
  ["lib/cli/example.ts", "@/app/layout"],
  ["lib/server/games/example.ts", "@/lib/cli/gp"],
  ["tests/unit/example.test.ts", "@/lib/bench/stats"],
  ["app/example/route.ts", "@/lib/soak/soak-run"],
  ["graphql/games/example.ts", "@/lib/bench/stats"],
  ["lib/server/boot/example.ts", "@/instrumentation"],
  ["app/example/route.ts", "@/proxy"],
  // proxy.ts and instrumentation.ts import only start-up and platform modules.
  ["proxy.ts", "@/lib/server/wallet/settle-round"],
  ["instrumentation.ts", "./lib/server/runtime/play-spin"],
];

// Imports that close a cycle between lib/server's folders (the other direction is in the tree today).
const CYCLES: Array<[file: string, specifier: string]> = [
  ["lib/server/operators/example.ts", "@/lib/server/wallet/settle-round"],
  ["lib/server/runtime/example.ts", "@/lib/server/realtime/realtime-hub"],
  ["lib/server/entry/example.ts", "@/lib/server/boot/start-instance"],
  ["lib/server/db/example.ts", "@/lib/server/cache/cache-version"],
];

const ACCEPTED: Array<[file: string, specifier: string]> = [
  ["lib/base/example.ts", "@/lib/base/errors"],
  ["lib/base/example.ts", "zod"],
  ["lib/game/math/example.ts", "@/lib/base/errors"],
  ["lib/contract/example.ts", "@/lib/base/errors"],
  ["lib/server/games/example.ts", "@/lib/contract/provider-api"],
  ["lib/server/games/example.ts", "@/lib/server/db/prisma"],
  ["lib/server/games/example.ts", "./game-fields"],
  ["graphql/games/example.ts", "@/lib/server/games/get-game"],
  ["app/example/route.ts", "@/graphql/errors"],
  ["lib/game/ui/example.tsx", "@/lib/game/math/types"],
  ["lib/console/example.tsx", "@/graphql/generated/client"],
  ["lib/server/wallet/example.ts", "@/lib/server/operators/operator-fields"],
  ["lib/server/boot/example.ts", "@/lib/server/wallet/wallet-worker"],
  ["lib/server/db/example.ts", "@/lib/server/observability/logger"],
  ["lib/game/demo-games/example.ts", "@/lib/game/math/types"],
  ["lib/soak/example.ts", "@/lib/bench/stats"],
  ["tests/checks/example.test.ts", "@/app/docs/_lib/markdown"],
  ["proxy.ts", "@/lib/server/security/frame-ancestors"],
  ["instrumentation.ts", "./lib/server/boot/start-instance"],
];

let eslint: ESLint;

const BOUNDARY_RULES = ["no-restricted-imports", "modules/no-folder-cycle"];

async function messagesOf(file: string, specifier: string, rules = BOUNDARY_RULES): Promise<string[]> {
  const [result] = await eslint.lintText(`import { value } from "${specifier}";\nexport const copy = value;\n`, {
    filePath: file,
  });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId !== null && rules.includes(message.ruleId))
    .map((message) => message.message);
}

describe("import boundaries (eslint.config.mjs zones)", () => {
  beforeAll(() => {
    eslint = new ESLint({ cwd: process.cwd() });
  });

  it.each(REJECTED)("%s may not import %s", { timeout: 60_000 }, async (file, specifier) => {
    expect(await messagesOf(file, specifier, ["no-restricted-imports"])).not.toEqual([]);
  });

  it.each(CYCLES)("%s importing %s closes a folder cycle", { timeout: 60_000 }, async (file, specifier) => {
    expect(await messagesOf(file, specifier, ["modules/no-folder-cycle"])).not.toEqual([]);
  });

  it(
    "lib/base may not use a Node.js global such as Buffer (it runs in the browser too)",
    { timeout: 60_000 },
    async () => {
      const [result] = await eslint.lintText(`export const bytes = Buffer.from("x");\n`, {
        filePath: "lib/base/example.ts",
      });
      expect(result?.messages.filter((message) => message.ruleId === "no-restricted-globals")).not.toEqual([]);
    },
  );

  it.each(ACCEPTED)("%s may import %s", { timeout: 60_000 }, async (file, specifier) => {
    expect(await messagesOf(file, specifier)).toEqual([]);
  });
});
