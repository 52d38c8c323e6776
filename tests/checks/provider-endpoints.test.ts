import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type ProviderEndpoint, providerEndpoints } from "@/lib/contract/provider-endpoints";

// The endpoint table (lib/contract/provider-endpoints.ts) is the provider REST surface: the OpenAPI document is
// written from it and the route wrapper parses requests by it. So every route under app/api/provider/v1 must serve
// table entries only, through the wrapper, and every entry must have its route; otherwise an endpoint would answer
// what the document does not say, or the document would promise what nothing answers.

const root = path.resolve(import.meta.dirname, "../..");
const PROVIDER_ROUTES = "app/api/provider/v1";
/** The catch-all that answers unknown paths with the contract's 404: no endpoint of its own. */
const CATCH_ALL = `${PROVIDER_ROUTES}/[[...path]]/route.ts`;
const HTTP_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
/** What a route file exports: the table's methods and the contract's 405 for the rest, all from the wrapper. */
const WRAPPER_EXPORT = /^export const \{ GET, POST, PUT, PATCH, DELETE \} = providerRoutes?\(/m;
/**
 * Or the same, built in lib/server where the server entry point also calls it (install-entry-hooks.ts): the route
 * file exports that module's wrapper whole, and the module binds the entry.
 */
const BOUND_ELSEWHERE = /^export const \{ GET, POST, PUT, PATCH, DELETE \} = (\w+);$/m;

/** The source that binds a route file's entry: the file itself, or the lib/server module whose wrapper it exports. */
function bindingSource(source: string): string {
  const name = BOUND_ELSEWHERE.exec(source)?.[1];
  const from = name && new RegExp(`^import \\{ ${name} \\} from "@/(lib/server/[\\w/-]+)";$`, "m").exec(source)?.[1];
  if (!from) return source;
  const binding = readFileSync(path.join(root, `${from}.ts`), "utf8");
  // The module's wrapper, as the route file would have written it.
  return binding.replace(
    new RegExp(`^export const ${name} = (providerRoutes?\\()`, "m"),
    "export const { GET, POST, PUT, PATCH, DELETE } = $1",
  );
}

interface RouteFile {
  /** Relative to the repository, e.g. app/api/provider/v1/rounds/[roundId]/route.ts */
  file: string;
  source: string;
}

function routeFilesUnder(folder: string): RouteFile[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((name) => path.basename(name) === "route.ts")
    .map((name) => path.posix.join(folder, name.split(path.sep).join("/")))
    .map((file) => ({ file, source: readFileSync(path.join(root, file), "utf8") }))
    .sort((a, b) => a.file.localeCompare(b.file));
}

/** app/api/provider/v1/free-rounds/[campaignId]/route.ts → /api/provider/v1/free-rounds/{campaign_id} */
function templateOf(file: string): string {
  const folder = path.posix.dirname(file).replace(/^app/, "");
  return folder.replace(
    /\[([A-Za-z]+)\]/g,
    (_, name: string) => `{${name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}}`,
  );
}

/** The HTTP method names a route file exports, however it exports them. */
function exportedMethods(source: string): string[] {
  const names = new Set<string>();
  for (const [, list] of source.matchAll(/^export const \{([^}]*)\}/gm))
    for (const name of list!.split(",")) names.add(name.trim());
  for (const [, name] of source.matchAll(/^export (?:async )?(?:function|const|let) ([A-Z]+)\b/gm)) names.add(name!);
  for (const [, list] of source.matchAll(/^export \{([^}]*)\}/gm))
    for (const item of list!.split(","))
      names.add(
        item
          .trim()
          .split(/\s+as\s+/)
          .pop()!,
      );
  return [...names].filter((name) => HTTP_METHODS.includes(name));
}

function problemsOf(routes: RouteFile[], endpoints: Record<string, ProviderEndpoint>): string[] {
  const problems: string[] = [];
  const served = new Set<string>();
  for (const { file, source: routeSource } of routes) {
    if (file === CATCH_ALL) continue;
    const source = bindingSource(routeSource);
    const template = templateOf(file);
    const bound = [...source.matchAll(/providerEndpoints\.(\w+)/g)].map(([, name]) => name!);
    if (bound.length === 0) problems.push(`${file}: serves ${template}, which is not in the endpoint table`);
    for (const name of bound) {
      const entry = endpoints[name];
      if (!entry) problems.push(`${file}: providerEndpoints.${name} is not in the endpoint table`);
      else if (entry.path !== template) problems.push(`${file}: binds ${name}, whose path is ${entry.path}`);
      else served.add(name);
    }
    if (!WRAPPER_EXPORT.test(source))
      problems.push(
        `${file}: export the methods from the wrapper: export const { GET, POST, PUT, PATCH, DELETE } = providerRoute(…)`,
      );
    const handWritten = source
      .split("\n")
      .filter((line) => /^export /.test(line) && !WRAPPER_EXPORT.test(line))
      .flatMap((line) => exportedMethods(line));
    for (const method of handWritten)
      problems.push(`${file}: exports ${method} by hand; every method of a provider route comes from the table`);
  }
  for (const [name, entry] of Object.entries(endpoints)) {
    if (!entry.path.startsWith("/api/provider/v1/")) continue;
    if (!served.has(name)) problems.push(`${name} (${entry.method} ${entry.path}) has no route file binding it`);
  }
  return problems;
}

describe("the provider endpoint table and the routes under app/api/provider/v1", () => {
  const routes = routeFilesUnder(PROVIDER_ROUTES);

  it("has every route in the table, served through the wrapper, and a route for every entry", () => {
    expect(routes.length).toBeGreaterThan(10);
    expect(problemsOf(routes, providerEndpoints)).toEqual([]);
  });

  it("serves the entries outside the prefix (/health) from their own route file", () => {
    for (const entry of Object.values(providerEndpoints)) {
      if (entry.path.startsWith("/api/provider/v1/")) continue;
      const source = readFileSync(path.join(root, "app", entry.path, "route.ts"), "utf8");
      expect(exportedMethods(source), entry.path).toContain(entry.method);
    }
  });

  it("rejects a route missing from the table, an entry without a route, a method exported by hand, and a module binding another entry", () => {
    const planted: RouteFile[] = [
      ...routes.filter(({ file }) => !file.startsWith(`${PROVIDER_ROUTES}/transactions/`)),
      {
        file: `${PROVIDER_ROUTES}/jackpots/[jackpotId]/route.ts`,
        source: "export async function GET() {\n  return Response.json({ success: true, data: [] });\n}\n",
      },
      {
        file: `${PROVIDER_ROUTES}/rounds/[roundId]/route.ts`,
        source:
          "export const { GET, POST, PUT, PATCH, DELETE } = providerRoute(providerEndpoints.getRound, () => ({}));\n" +
          "export async function OPTIONS() {\n  return new Response(null);\n}\n",
      },
      {
        file: `${PROVIDER_ROUTES}/statements/[date]/route.ts`,
        source:
          "export const { GET, POST, PUT, PATCH, DELETE } = providerRoute(providerEndpoints.getRound, () => ({}));\n",
      },
      {
        // Bound in lib/server: the module it exports is read, and it binds the catalog, not this path.
        file: `${PROVIDER_ROUTES}/games/[symbol]/route.ts`,
        source:
          'import { listGamesRoute } from "@/lib/server/provider-api/list-games-route";\n' +
          "export const { GET, POST, PUT, PATCH, DELETE } = listGamesRoute;\n",
      },
    ].filter((route, index, all) => all.findLastIndex(({ file }) => file === route.file) === index);
    expect(problemsOf(planted, providerEndpoints)).toEqual([
      `${PROVIDER_ROUTES}/jackpots/[jackpotId]/route.ts: serves /api/provider/v1/jackpots/{jackpot_id}, which is not in the endpoint table`,
      `${PROVIDER_ROUTES}/jackpots/[jackpotId]/route.ts: export the methods from the wrapper: export const { GET, POST, PUT, PATCH, DELETE } = providerRoute(…)`,
      `${PROVIDER_ROUTES}/jackpots/[jackpotId]/route.ts: exports GET by hand; every method of a provider route comes from the table`,
      `${PROVIDER_ROUTES}/rounds/[roundId]/route.ts: exports OPTIONS by hand; every method of a provider route comes from the table`,
      `${PROVIDER_ROUTES}/statements/[date]/route.ts: binds getRound, whose path is /api/provider/v1/rounds/{round_id}`,
      `${PROVIDER_ROUTES}/games/[symbol]/route.ts: binds listGames, whose path is /api/provider/v1/games`,
      "getGame (GET /api/provider/v1/games/{symbol}) has no route file binding it",
      "listTransactions (GET /api/provider/v1/transactions) has no route file binding it",
      "getDailyStatement (GET /api/provider/v1/statements/{date}) has no route file binding it",
    ]);
  });
});
