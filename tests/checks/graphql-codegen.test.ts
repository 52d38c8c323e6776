import { execFile } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The generated GraphQL files (resolver types, the schema the server loads, the console's typed documents) must
// match graphql/*/schema.graphql and the console's documents: run `npm run codegen` after changing either.

describe("GraphQL codegen", () => {
  it("has no stale generated file", { timeout: 120_000 }, async () => {
    const bin = path.resolve("node_modules/.bin/graphql-codegen");
    const result = await new Promise<{ code: number; output: string }>((resolve) => {
      execFile(
        bin,
        ["--config", "graphql/codegen.ts", "--check"],
        { env: { ...process.env, NO_COLOR: "1" } },
        (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
      );
    });
    expect(
      result.output.match(/stale files were detected[\s\S]*/)?.[0] ?? "",
      "run `npm run codegen` and commit graphql/generated",
    ).toBe("");
    expect(result.code).toBe(0);
  });
});
