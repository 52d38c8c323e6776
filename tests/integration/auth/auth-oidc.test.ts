import { createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaffUser } from "@/lib/server/staff/create-staff-user";
import {
  errorCodes,
  startConsoleTest,
  StaffClient,
  type ConsoleTestContext,
} from "@/tests/integration/support/graphql-fixtures";

// Single sign-on through a real OpenID Connect provider on loopback (discovery, authorization code with PKCE,
// token endpoint, RS256-signed ID tokens checked against its JWKS). An identity maps to an EXISTING staff
// account by verified email; nobody is ever created by signing in.

interface Identity {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
}

interface TestIssuer {
  url: string;
  /** The identity the next authorization hands out, as if that person had signed in at the provider. */
  nextIdentity: Identity | null;
  close(): Promise<void>;
}

const CLIENT_ID = "console-client";
const CLIENT_SECRET = "console-client-secret";

async function startTestIssuer(): Promise<TestIssuer> {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const jwk = { ...publicKey.export({ format: "jwk" }), kid: "test-key", alg: "RS256", use: "sig" };
  const codes = new Map<string, { identity: Identity; challenge: string; redirectUri: string }>();
  const issuer: TestIssuer = { url: "", nextIdentity: null, close: async () => undefined };
  const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", issuer.url);
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === "/.well-known/openid-configuration") {
      return json(200, {
        issuer: issuer.url,
        authorization_endpoint: `${issuer.url}/authorize`,
        token_endpoint: `${issuer.url}/token`,
        jwks_uri: `${issuer.url}/jwks`,
        response_types_supported: ["code"],
        subject_types_supported: ["public"],
        id_token_signing_alg_values_supported: ["RS256"],
        token_endpoint_auth_methods_supported: ["client_secret_basic"],
        code_challenge_methods_supported: ["S256"],
      });
    }
    if (url.pathname === "/jwks") return json(200, { keys: [jwk] });
    if (url.pathname === "/authorize") {
      const identity = issuer.nextIdentity;
      if (!identity || url.searchParams.get("client_id") !== CLIENT_ID) return json(400, { error: "invalid_request" });
      const code = randomBytes(16).toString("hex");
      const redirectUri = url.searchParams.get("redirect_uri")!;
      codes.set(code, { identity, challenge: url.searchParams.get("code_challenge") ?? "", redirectUri });
      const target = new URL(redirectUri);
      target.searchParams.set("code", code);
      target.searchParams.set("state", url.searchParams.get("state") ?? "");
      response.writeHead(302, { location: target.toString() });
      return response.end();
    }
    if (url.pathname === "/token" && request.method === "POST") {
      let body = "";
      request.on("data", (chunk) => (body += chunk));
      request.on("end", () => {
        const form = new URLSearchParams(body);
        const basic = Buffer.from((request.headers.authorization ?? "").replace(/^Basic /, ""), "base64").toString();
        const grant = codes.get(form.get("code") ?? "");
        codes.delete(form.get("code") ?? "");
        const verifier = form.get("code_verifier") ?? "";
        const challengeOk = grant && createHash("sha256").update(verifier).digest("base64url") === grant.challenge;
        if (
          basic !== `${encodeURIComponent(CLIENT_ID)}:${encodeURIComponent(CLIENT_SECRET)}` ||
          !grant ||
          !challengeOk ||
          form.get("redirect_uri") !== grant.redirectUri
        ) {
          return json(400, { error: "invalid_grant" });
        }
        const now = Math.floor(Date.now() / 1000);
        const header = base64url({ alg: "RS256", typ: "JWT", kid: "test-key" });
        const payload = base64url({ iss: issuer.url, aud: CLIENT_ID, iat: now, exp: now + 300, ...grant.identity });
        const signature = sign("RSA-SHA256", Buffer.from(`${header}.${payload}`), privateKey).toString("base64url");
        json(200, {
          access_token: randomBytes(16).toString("hex"),
          token_type: "Bearer",
          expires_in: 300,
          id_token: `${header}.${payload}.${signature}`,
        });
      });
      return;
    }
    json(404, { error: "not_found" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  issuer.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  issuer.close = () => new Promise((resolve) => server.close(() => resolve()));
  return issuer;
}

describe("staff sign-in with OIDC", () => {
  let ctx: ConsoleTestContext;
  let issuer: TestIssuer;

  beforeAll(async () => {
    issuer = await startTestIssuer();
    ctx = await startConsoleTest({
      env: { OIDC_ISSUER: issuer.url, OIDC_CLIENT_ID: CLIENT_ID, OIDC_CLIENT_SECRET: CLIENT_SECRET },
      prepare: async () => {
        await createStaffUser({
          email: "sso.viewer@console.test",
          name: "SSO Viewer",
          role: "viewer",
          actor: "test:oidc",
        });
      },
    });
  }, 180_000);
  afterAll(async () => {
    await ctx?.stop();
    await issuer?.close();
  });

  /** The browser's round trip: our sign-in → the provider's authorization → our callback. */
  async function signInWithOidc(identity: Identity): Promise<{ client: StaffClient; location: string }> {
    const client = new StaffClient(ctx.app.baseUrl);
    const csrf = (await (await client.request("/api/auth/csrf")).json()) as { csrfToken: string };
    const start = await client.request("/api/auth/signin/oidc", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrfToken: csrf.csrfToken, callbackUrl: `${ctx.app.baseUrl}/console`, json: "true" }),
    });
    const { url: authorizationUrl } = (await start.json()) as { url: string };
    expect(authorizationUrl.startsWith(`${issuer.url}/authorize?`)).toBe(true);
    expect(new URL(authorizationUrl).searchParams.get("code_challenge_method")).toBe("S256");

    issuer.nextIdentity = identity;
    const authorized = await fetch(authorizationUrl, { redirect: "manual" });
    const callback = new URL(authorized.headers.get("location")!);
    expect(callback.origin + callback.pathname).toBe(`${ctx.app.baseUrl}/api/auth/callback/oidc`);
    const finished = await client.request(`${callback.pathname}${callback.search}`);
    return { client, location: finished.headers.get("location") ?? "" };
  }

  it("signs an existing staff member in by verified email, with the role of their account", async () => {
    const { client, location } = await signInWithOidc({
      sub: "idp-123",
      email: "SSO.Viewer@console.test",
      email_verified: true,
      name: "Someone Else",
    });
    expect(location).toBe(`${ctx.app.baseUrl}/console`);
    expect(client.hasSession).toBe(true);
    expect((await client.data(`{ me { email name role } }`)).me).toEqual({
      email: "sso.viewer@console.test",
      name: "SSO Viewer",
      role: "viewer",
    });
    expect(
      errorCodes(await client.graphql(`mutation { setOperatorStatus(id: "nova-bet", status: inactive) { id } }`)),
    ).toEqual(["forbidden"]);
  });

  it("refuses identities without a staff account or without a verified email, creating nobody", async () => {
    for (const identity of [
      { sub: "idp-456", email: "stranger@console.test", email_verified: true, name: "Stranger" },
      { sub: "idp-789", email: "sso.viewer@console.test", email_verified: false, name: "Unverified" },
    ]) {
      const { client, location } = await signInWithOidc(identity);
      expect(location).toContain("error=AccessDenied");
      expect(client.hasSession).toBe(false);
    }
    const created = await ctx.admin.data(
      `{ auditLog(filter: { action: "staff_user.create" }) { items { actor after } } }`,
    );
    expect(created.auditLog.items.map((item: { after: { email: string } }) => item.after.email).sort()).toEqual([
      "admin@demo.local",
      "sso.viewer@console.test",
      "viewer@console.test",
    ]);
  });
});
