import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type AppServer } from "../support/app-server";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

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

  it("serves robots.txt from public/, keeping crawlers out of game sessions and the console", async () => {
    const response = await fetch(`${app.baseUrl}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await response.text()).toMatch(/^User-agent: \*\nDisallow: \/$/m);
  });
});
