import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorCodes, startConsoleTest, type ConsoleTestContext } from "@/tests/integration/support/graphql-fixtures";

// What the console API refuses before any resolver runs: too deep or too costly operations, bodies that are not
// JSON or too large, GraphQL syntax and schema mistakes, requests another site's page makes with the staff cookie;
// and what production hides (introspection, the sandbox, field suggestions).

// Four levels, cheap enough to stay under the small cost limit below.
const DEEP = `{ walletTransactions(first: 1) { items { attemptLog { id } } } }`;

describe("console GraphQL limits (development, small limits)", () => {
  let ctx: ConsoleTestContext;

  beforeAll(async () => {
    ctx = await startConsoleTest({ env: { GRAPHQL_MAX_DEPTH: "3", GRAPHQL_MAX_COST: "300" } });
  }, 180_000);
  afterAll(async () => {
    await ctx?.stop();
  });

  it("runs operations within the depth and cost limits", async () => {
    const data = await ctx.admin.data(`{ operators { id catalog { symbol } } auditLog(first: 10) { items { id } } }`);
    expect(data.operators).toHaveLength(3);
  });

  it("refuses an operation deeper than GRAPHQL_MAX_DEPTH, also when the depth hides in fragments", async () => {
    for (const query of [
      DEEP,
      `query { ...Deep } fragment Deep on Query { walletTransactions(first: 1) { items { ...Attempts } } } fragment Attempts on WalletTransaction { attemptLog { id } }`,
    ]) {
      const result = await ctx.admin.graphql(query);
      expect(result.status).toBe(400);
      expect(result.data ?? null).toBeNull();
      expect(errorCodes(result)).toEqual(["query_too_complex"]);
      expect(result.errors?.[0]?.message).toBe("The operation is 4 levels deep; at most 3 are allowed");
    }
  });

  it("refuses an operation costlier than GRAPHQL_MAX_COST: aliases and page sizes multiply", async () => {
    const aliased = await ctx.admin.graphql(
      `{ a: operators { catalog { symbol } } b: operators { catalog { symbol } } c: operators { catalog { symbol } } }`,
    );
    expect(aliased.status).toBe(400);
    expect(errorCodes(aliased)).toEqual(["query_too_complex"]);
    expect(aliased.errors?.[0]?.message).toMatch(/^The operation costs 330; at most 300 is allowed/);

    // A page size sent as a variable is counted as the largest page.
    const variablePage = await ctx.admin.graphql(
      `query Page($first: Int) { auditLog(first: $first) { items { id } } }`,
      { first: 5 },
    );
    expect(errorCodes(variablePage)).toEqual(["query_too_complex"]);
    const literalPage = await ctx.admin.graphql(`{ auditLog(first: 5) { items { id } } }`);
    expect(literalPage.errors).toBeUndefined();
  });

  it("allows introspection and serves the sandbox page outside production", async () => {
    const introspection = await ctx.admin.data(`{ __schema { queryType { name } mutationType { name } } }`);
    expect(introspection.__schema).toEqual({ queryType: { name: "Query" }, mutationType: { name: "Mutation" } });
    const landing = await ctx.admin.request("/api/graphql", { headers: { accept: "text/html" } });
    expect(landing.status).toBe(200);
    expect(landing.headers.get("content-type")).toMatch(/text\/html/);
  });

  it("answers GET queries only with the CSRF preflight header, and never runs mutations over GET", async () => {
    const query = encodeURIComponent("{ me { email } }");
    const withHeader = await ctx.admin.request(`/api/graphql?query=${query}`, {
      headers: { "apollo-require-preflight": "true" },
    });
    expect(withHeader.status).toBe(200);
    expect(await withHeader.json()).toEqual({ data: { me: { email: "admin@demo.local" } } });
    expect(withHeader.headers.get("cache-control")).toBe("no-store");

    const withoutHeader = await ctx.admin.request(`/api/graphql?query=${query}`);
    expect(withoutHeader.status).toBe(400);
    const mutation = encodeURIComponent(`mutation { setOperatorStatus(id: "nova-bet", status: inactive) { id } }`);
    const getMutation = await ctx.admin.request(`/api/graphql?query=${mutation}`, {
      headers: { "apollo-require-preflight": "true" },
    });
    expect(getMutation.status).toBe(405);
    expect((await ctx.admin.data(`{ operator(id: "nova-bet") { status } }`)).operator.status).toBe("active");
  });

  it("refuses a request with the staff cookie from another site's page before anything runs, and serves its own pages", async () => {
    const mutation = JSON.stringify({
      query: `mutation { setOperatorStatus(id: "nova-bet", status: inactive) { id status } }`,
    });
    const post = (headers: Record<string, string>) =>
      ctx.admin.request("/api/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: mutation,
      });
    const refusals: Record<string, string>[] = [
      { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      { origin: "https://evil.example" },
      { "sec-fetch-site": "cross-site" },
      { origin: "null" },
    ];
    for (const headers of refusals) {
      const refused = await post(headers);
      expect(refused.status, JSON.stringify(headers)).toBe(403);
      const body = (await refused.json()) as {
        data?: unknown;
        errors: { message: string; extensions: { code: string } }[];
      };
      expect(body.data, JSON.stringify(headers)).toBeUndefined();
      expect(body.errors).toEqual([
        {
          message: expect.stringMatching(
            /^Requests from (https:\/\/evil\.example|another site) to the console's GraphQL API are refused/,
          ),
          extensions: { code: "forbidden" },
        },
      ]);
    }
    const query = encodeURIComponent("{ me { email } }");
    const crossSiteGet = await ctx.admin.request(`/api/graphql?query=${query}`, {
      headers: { "apollo-require-preflight": "true", origin: "https://evil.example" },
    });
    expect(crossSiteGet.status).toBe(403);
    expect((await ctx.admin.data(`{ operator(id: "nova-bet") { status } }`)).operator.status).toBe("active");

    // The console's own page: its Origin, or no Origin with Sec-Fetch-Site same-origin.
    const ownOrigin = await post({ origin: ctx.app.baseUrl, "sec-fetch-site": "same-origin" });
    expect(ownOrigin.status).toBe(200);
    expect(await ownOrigin.json()).toEqual({ data: { setOperatorStatus: { id: "nova-bet", status: "inactive" } } });
    const noOrigin = await ctx.admin.request("/api/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", "sec-fetch-site": "same-origin" },
      body: JSON.stringify({ query: `mutation { setOperatorStatus(id: "nova-bet", status: active) { status } }` }),
    });
    expect(await noOrigin.json()).toEqual({ data: { setOperatorStatus: { status: "active" } } });
  });

  it("refuses bodies that are not JSON, too large, malformed, batched or not GraphQL, with the shared codes", async () => {
    const post = (body: string, contentType = "application/json") =>
      ctx.admin.request("/api/graphql", { method: "POST", headers: { "content-type": contentType }, body });
    const codeOf = async (response: Response) =>
      ((await response.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code;

    const form = await post("query={me{id}}", "text/plain");
    expect(form.status).toBe(415);
    expect(await codeOf(form)).toBe("unsupported_media_type");

    const huge = await post(JSON.stringify({ query: `{ me { id } } # ${"x".repeat(70 * 1024)}` }));
    expect(huge.status).toBe(413);
    expect(await codeOf(huge)).toBe("payload_too_large");

    const broken = await post("{ not json");
    expect(broken.status).toBe(400);
    expect(await codeOf(broken)).toBe("invalid_json");

    const charset = await post(JSON.stringify({ query: "{ me { email } }" }), "application/json; charset=utf-8");
    expect(charset.status).toBe(200);

    const batched = await post(JSON.stringify([{ query: "{ me { id } }" }, { query: "{ me { id } }" }]));
    expect(batched.status).toBe(400);

    const syntax = await ctx.admin.graphql("{ me { id }");
    expect(syntax.status).toBe(400);
    expect(errorCodes(syntax)).toEqual(["invalid_request"]);
    const unknownField = await ctx.admin.graphql("{ operatorz { id } }");
    expect(unknownField.status).toBe(400);
    expect(errorCodes(unknownField)).toEqual(["invalid_request"]);
    expect(unknownField.errors?.[0]?.message).toMatch(/Did you mean "operators?"/);
    const badVariable = await ctx.admin.graphql(`query Op($id: ID!) { operator(id: $id) { id } }`, {
      id: { nested: true },
    });
    expect(badVariable.status).toBe(400);
    expect(errorCodes(badVariable)).toEqual(["invalid_request"]);
  });
});

describe("console GraphQL in production (APP_ENV=production, default limits)", () => {
  let ctx: ConsoleTestContext;

  beforeAll(async () => {
    ctx = await startConsoleTest({
      env: {
        APP_ENV: "production",
        NEXTAUTH_SECRET: "a-production-secret-for-the-test-only-0123456789",
        APP_ENCRYPTION_KEY: "11".repeat(32),
      },
    });
  }, 180_000);
  afterAll(async () => {
    await ctx?.stop();
  });

  it("still serves signed-in staff and refuses everyone else", async () => {
    expect((await ctx.admin.data(`{ me { role } }`)).me.role).toBe("admin");
    expect(errorCodes(await ctx.anonymous.graphql(`{ me { role } }`))).toEqual(["unauthenticated"]);
  });

  it("hides the schema: no introspection, no sandbox page, no field suggestions", async () => {
    const introspection = await ctx.admin.graphql(`{ __schema { types { name } } }`);
    expect(introspection.status).toBe(400);
    expect(errorCodes(introspection)).toEqual(["invalid_request"]);
    expect(introspection.data ?? null).toBeNull();

    const landing = await ctx.admin.request("/api/graphql", { headers: { accept: "text/html" } });
    expect(landing.headers.get("content-type") ?? "").not.toMatch(/text\/html/);

    const unknownField = await ctx.admin.graphql("{ operatorz { id } }");
    expect(errorCodes(unknownField)).toEqual(["invalid_request"]);
    expect(unknownField.errors?.[0]?.message).not.toMatch(/Did you mean/);
  });

  it("refuses an operation above the default cost limit of 5000", async () => {
    const page = `walletTransactions(first: 200) { items { attemptLog { id } } }`;
    const result = await ctx.admin.graphql(`{ a: ${page} b: ${page} c: ${page} }`);
    expect(result.status).toBe(400);
    expect(errorCodes(result)).toEqual(["query_too_complex"]);
    expect(result.errors?.[0]?.message).toMatch(/^The operation costs 7200; at most 5000 is allowed/);
    expect((await ctx.admin.graphql(`{ a: ${page} b: ${page} }`)).errors).toBeUndefined();
  });
});
