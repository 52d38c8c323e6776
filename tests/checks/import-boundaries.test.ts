import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

// The layer zones of eslint.config.mjs, proven on imports written into files of each layer: an upward import (or a
// "../" climb) must be refused by no-restricted-imports, and the downward ones the tree uses must pass. Linted
// as text with the repository's own config, so removing or loosening a zone fails here.

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
];

let eslint: ESLint;

async function restrictedImportMessages(file: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { value } from "${specifier}";\nexport const copy = value;\n`, {
    filePath: file,
  });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "no-restricted-imports")
    .map((message) => message.message);
}

describe("import boundaries (eslint.config.mjs zones)", () => {
  beforeAll(() => {
    eslint = new ESLint({ cwd: process.cwd() });
  });

  it.each(REJECTED)("%s may not import %s", { timeout: 60_000 }, async (file, specifier) => {
    expect(await restrictedImportMessages(file, specifier)).not.toEqual([]);
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
    expect(await restrictedImportMessages(file, specifier)).toEqual([]);
  });
});
