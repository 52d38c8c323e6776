import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type AppServer } from "@/tests/support/app-server";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";

describe("GET /health", () => {
  let database: TestDatabase;
  let app: AppServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.release();
    app = await startAppServer({ env: database.env });
  });
  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  it("answers 200 without a key", async () => {
    const response = await fetch(`${app.baseUrl}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok" });
  });

  it("answers other methods on the probes with the contract's JSON 405", async () => {
    for (const path of ["/health", "/ready"]) {
      const response = await fetch(`${app.baseUrl}${path}`, { method: "POST" });
      expect(response.status, path).toBe(405);
      expect(response.headers.get("allow")).toBe("GET");
      expect(await response.json()).toMatchObject({ success: false, error: "method_not_allowed" });
    }
  });

  it("serves robots.txt from public/, keeping crawlers out of game sessions and the console", async () => {
    const response = await fetch(`${app.baseUrl}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await response.text()).toMatch(/^User-agent: \*\nDisallow: \/$/m);
  });
});
