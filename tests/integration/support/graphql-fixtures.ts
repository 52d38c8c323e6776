import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { disconnectPrisma } from "@/lib/server/db/prisma";
import { seedDemoData, type DemoSeedResult } from "@/lib/server/seed/seed-demo-data";
import { createStaffUser } from "@/lib/server/staff/create-staff-user";
import { freePort, startAppServer, type AppServer } from "@/tests/support/app-server";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";

// Console API tests as a browser would drive them: a real HTTP client that keeps cookies, signs in through
// next-auth's credentials flow (csrf token, then the callback), and sends GraphQL to the built app.

export const VIEWER = { email: "viewer@console.test", name: "Vera Viewer", password: "viewer-password-123" };

export interface SignInResult {
  /** Whether a session cookie was set. */
  signedIn: boolean;
  /** The URL next-auth sends the browser to next. */
  url: string;
  /** The error code in that URL (CredentialsSignin, rate_limited…), if any. */
  error: string | null;
  status: number;
  /** The Set-Cookie lines of the callback's answer. */
  setCookies: string[];
}

/** Test queries are ad hoc and their answers are checked by assertions, so their data is loosely typed. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type LooseData = Record<string, any>;

export interface GraphQLResult<Data = Record<string, unknown>> {
  status: number;
  data?: Data | null;
  errors?: { message: string; extensions?: { code?: string }; path?: (string | number)[] }[];
}

export class StaffClient {
  private readonly cookies = new Map<string, string>();
  /** Where graphql() sends operations: the console's API here, the back office's in BackofficeClient. */
  protected readonly graphqlPath: string = "/api/graphql";

  /** `ip` is sent as X-Forwarded-For: the address the proxy in front of the app would report. */
  constructor(
    readonly baseUrl: string,
    private readonly ip?: string,
  ) {}

  get hasSession(): boolean {
    return [...this.cookies.keys()].some((name) => name.endsWith("next-auth.session-token"));
  }

  async request(pathname: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size)
      headers.set("cookie", [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; "));
    if (this.ip) headers.set("x-forwarded-for", this.ip);
    const response = await fetch(`${this.baseUrl}${pathname}`, { ...init, headers, redirect: "manual" });
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const separator = pair.indexOf("=");
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some(
        (attribute) => /^\s*max-age=0\s*$/i.test(attribute) || /expires=Thu, 01 Jan 1970/i.test(attribute),
      );
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** `totp`: the account's authenticator code, when it has a second factor. */
  async signIn(email: string, password: string, totp = ""): Promise<SignInResult> {
    const csrf = (await (await this.request("/api/auth/csrf")).json()) as { csrfToken: string };
    const response = await this.request("/api/auth/callback/credentials", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        csrfToken: csrf.csrfToken,
        email,
        password,
        totp,
        callbackUrl: `${this.baseUrl}/console`,
        json: "true",
      }),
    });
    const { url } = (await response.json()) as { url: string };
    return {
      signedIn: this.hasSession,
      url,
      error: new URL(url, this.baseUrl).searchParams.get("error"),
      status: response.status,
      setCookies: response.headers.getSetCookie(),
    };
  }

  async signOut(): Promise<void> {
    const csrf = (await (await this.request("/api/auth/csrf")).json()) as { csrfToken: string };
    await this.request("/api/auth/signout", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrfToken: csrf.csrfToken, json: "true" }),
    });
  }

  async graphql<Data = LooseData>(
    query: string | { toString(): string },
    variables: Record<string, unknown> = {},
  ): Promise<GraphQLResult<Data>> {
    const response = await this.request(this.graphqlPath, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: query.toString(), variables }),
    });
    return { status: response.status, ...((await response.json()) as Omit<GraphQLResult<Data>, "status">) };
  }

  /** The data of an operation that must succeed; its errors, if any, fail the test with their text. */
  async data<Data = LooseData>(
    query: string | { toString(): string },
    variables: Record<string, unknown> = {},
  ): Promise<Data> {
    const result = await this.graphql<Data>(query, variables);
    if (result.errors?.length || !result.data)
      throw new Error(`GraphQL failed (${result.status}): ${JSON.stringify(result.errors)}`);
    return result.data;
  }
}

/** The error codes of a GraphQL answer, in order. */
export function errorCodes(result: GraphQLResult<unknown>): (string | undefined)[] {
  return (result.errors ?? []).map((error) => error.extensions?.code);
}

export interface ConsoleTestContext {
  database: TestDatabase;
  app: AppServer;
  seed: DemoSeedResult;
  admin: StaffClient;
  viewer: StaffClient;
  /** A client that never signed in. */
  anonymous: StaffClient;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * A fresh database with the demo world (B's seed, which also creates admin@demo.local) and a viewer, then the
 * built app on a port chosen first, so the demo wallet's address already points at the app. `prepare` runs with
 * the database before the app starts (with PGlite, this process cannot use it afterwards).
 */
export async function startConsoleTest(
  options: { env?: Record<string, string>; prepare?: (appBaseUrl: string) => Promise<void> } = {},
): Promise<ConsoleTestContext> {
  const database = await createTestDatabase();
  await disconnectPrisma();
  database.useInThisProcess();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "gp-console-"));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const seed = await seedDemoData({
    env: { ...process.env, PUBLIC_BASE_URL: baseUrl, DATA_DIR: dataDir, APP_ENV: "development" },
  });
  await createStaffUser({ ...VIEWER, role: "viewer", actor: "test:console" });
  await options.prepare?.(baseUrl);
  await database.release();
  // StaffClient plays the proxy in front of the app (its X-Forwarded-For), so the app trusts one hop.
  const app = await startAppServer({
    port,
    env: { ...database.env, DATA_DIR: dataDir, TRUSTED_PROXY_HOPS: "1", ...options.env },
  });

  const admin = new StaffClient(app.baseUrl, "203.0.113.10");
  const viewer = new StaffClient(app.baseUrl, "203.0.113.11");
  const adminSignIn = await admin.signIn(seed.credentials.adminEmail!, seed.credentials.adminPassword!);
  const viewerSignIn = await viewer.signIn(VIEWER.email, VIEWER.password);
  if (!adminSignIn.signedIn || !viewerSignIn.signedIn) {
    throw new Error(`sign-in failed: ${JSON.stringify({ adminSignIn, viewerSignIn })}\n${app.output()}`);
  }
  return {
    database,
    app,
    seed,
    admin,
    viewer,
    anonymous: new StaffClient(app.baseUrl, "203.0.113.12"),
    dataDir,
    async stop() {
      await app?.stop();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Direct database checks while the app runs: possible on PostgreSQL only (PGlite is single-process). */
export const canQueryDatabase = process.env.TEST_DB_KIND === "postgres";
