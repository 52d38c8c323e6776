import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { buildSchema, isObjectType, type GraphQLSchema } from "graphql";
import { describe, expect, it } from "vitest";
import { operatorScopeOf } from "@/graphql/backoffice/operator-scoped";
import { backofficeResolvers } from "@/graphql/backoffice/resolvers";
import { typeDefs } from "@/graphql/generated/backoffice/type-defs";

// Every resolver of the back office's schema declares its operator scope and roles (operatorScoped), and every root
// field (Query, Mutation) has one: a field added without the declaration fails here, before it could answer for
// an operator taken from an argument or for a role nobody decided on.

/** "Type.field" of every resolver that lacks the declaration, and of every root field that has no resolver. */
function undeclaredResolvers(schema: GraphQLSchema, resolvers: object): string[] {
  const missing: string[] = [];
  const map = resolvers as Record<string, Record<string, unknown> | undefined>;
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith("__")) continue;
    const isRoot = [schema.getQueryType(), schema.getMutationType()].includes(type);
    for (const field of Object.keys(type.getFields())) {
      const resolver = map[type.name]?.[field];
      if ((resolver !== undefined || isRoot) && !operatorScopeOf(resolver)) missing.push(`${type.name}.${field}`);
    }
  }
  return missing;
}

describe("back-office operator scope", () => {
  const schema = buildSchema(typeDefs);

  it("is declared by every resolver of the back-office schema", () => {
    expect(undeclaredResolvers(schema, backofficeResolvers)).toEqual([]);
  });

  it("declares at least one role on every resolver", () => {
    for (const [type, fields] of Object.entries(backofficeResolvers as Record<string, object>)) {
      for (const [field, resolver] of Object.entries(fields)) {
        const scope = operatorScopeOf(resolver);
        if (scope) expect(scope.roles.length, `${type}.${field}`).toBeGreaterThan(0);
      }
    }
  });

  it("catches a resolver added without the declaration, and a root field without a resolver", () => {
    const withUnscoped = {
      ...backofficeResolvers,
      Query: { ...backofficeResolvers.Query, players: () => [] },
      Player: { ...backofficeResolvers.Player, externalPlayerId: () => "p" },
    };
    expect(undeclaredResolvers(schema, withUnscoped)).toEqual(["Player.externalPlayerId", "Query.players"]);
    // Every other root field keeps its scoped resolver; only player's is gone.
    const withoutPlayer = { ...backofficeResolvers, Query: { ...backofficeResolvers.Query, player: undefined } };
    expect(undeclaredResolvers(schema, withoutPlayer)).toEqual(["Query.player"]);
  });

  it("has every query and mutation called by an integration test of tests/integration/backoffice/", () => {
    // Those tests prove each operation's operator scope (another operator's id: not found) and roles over real HTTP;
    // a root field no test names has no such proof.
    const directory = path.join(process.cwd(), "tests/integration/backoffice");
    const sources = readdirSync(directory)
      .filter((file) => file.endsWith(".test.ts"))
      .map((file) => readFileSync(path.join(directory, file), "utf8"))
      .join("\n");
    const untested = [schema.getQueryType(), schema.getMutationType()]
      .flatMap((type) => (type ? Object.keys(type.getFields()).map((field) => `${type.name}.${field}`) : []))
      .filter((name) => !new RegExp(`\\b${name.split(".")[1]}\\s*[({]`).test(sources));
    expect(untested).toEqual([]);
  });
});
