import { expect, test } from "@playwright/test";
import { consoleScreenshot, signIn } from "./support/console-staff";
import { e2eEnvironment } from "./support/e2e-environment";

// Who may use the console: every page needs a session and sends visitors to sign-in (and back), sign-in failures
// and throttling are explained plainly, and a viewer sees everything but cannot change anything.

test.use({ viewport: { width: 1440, height: 900 } });

test("console pages send a signed-out visitor to sign-in and back; sign-out ends the session", async ({ page }) => {
  const environment = e2eEnvironment();
  await page.goto(`${environment.appUrl}/console/operators`);
  await expect(page).toHaveURL(`${environment.appUrl}/console/sign-in?callbackUrl=%2Fconsole%2Foperators`);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await consoleScreenshot(page, "sign-in");

  await page.getByLabel("Email").fill(environment.staff.admin.email);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("sign-in-error")).toHaveAttribute("data-code", "CredentialsSignin");
  await expect(page.getByTestId("sign-in-error")).toContainText("Email or password is incorrect");

  await page.getByLabel("Password").fill(environment.staff.admin.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`${environment.appUrl}/console/operators`);
  await expect(page.getByTestId("current-user")).toContainText("admin");

  await page.getByTestId("sign-out").click();
  await expect(page).toHaveURL(/\/console\/sign-in/);
  await page.goto(`${environment.appUrl}/console/wallet`);
  await expect(page).toHaveURL(`${environment.appUrl}/console/sign-in?callbackUrl=%2Fconsole%2Fwallet`);
  const api = await page.request.post(`${environment.appUrl}/api/graphql`, { data: { query: "{ me { email } }" } });
  expect(((await api.json()) as { errors: { extensions: { code: string } }[] }).errors[0]?.extensions.code).toBe(
    "unauthenticated",
  );
});

test("repeated failed sign-ins are throttled with a clear message", async ({ page }) => {
  const environment = e2eEnvironment();
  const email = `nobody-${Date.now().toString(36)}@demo.local`;
  await page.goto(`${environment.appUrl}/console/sign-in`);
  const error = page.getByTestId("sign-in-error");
  for (let attempt = 1; attempt <= 6; attempt++) {
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(`wrong-password-${attempt}`);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(error).toHaveAttribute("data-code", /CredentialsSignin|rate_limited/);
    await expect(page.getByRole("button", { name: "Sign in" })).toBeEnabled();
  }
  await expect(error).toHaveAttribute("data-code", "rate_limited");
  await expect(error).toContainText("Too many sign-in attempts");
});

test("a viewer sees every page read-only and the API refuses its changes", async ({ page }) => {
  const environment = e2eEnvironment();
  await signIn(page, environment.appUrl, environment.staff.viewer);
  await expect(page.getByTestId("read-only-banner")).toBeVisible();

  await page.goto(`${environment.appUrl}/console/operators`);
  await expect(page.getByTestId("operator-row-demo-casino")).toBeVisible();
  await expect(page.getByTestId("create-operator")).toBeDisabled();

  await page.goto(`${environment.appUrl}/console/operators/demo-casino`);
  await expect(page.getByTestId("operator-settings").getByLabel("Name", { exact: true })).toBeDisabled();
  await expect(page.getByTestId("save-operator")).toBeDisabled();
  await expect(page.getByTestId("rotate-secret")).toBeDisabled();
  await expect(page.getByTestId("toggle-status")).toBeDisabled();
  await expect(page.getByTestId("issue-key")).toBeDisabled();
  await expect(page.getByTestId("api-keys-table").getByTestId("revoke-key").first()).toBeDisabled();

  await page.goto(`${environment.appUrl}/console/catalog?operator=demo-casino`);
  await page.getByTestId("catalog-row-bs10vikingsaga").getByRole("checkbox").check();
  await expect(page.getByTestId("assign-selected")).toBeDisabled();

  await page.goto(`${environment.appUrl}/console/games/vs20aurora`);
  await expect(page.getByTestId("art-input")).toBeDisabled();
  await expect(page.getByTestId("launch-status-disabled")).toBeDisabled();

  await page.goto(`${environment.appUrl}/console/wallet/certify`);
  await expect(page.getByTestId("start-certification")).toBeDisabled();

  // The server decides, not the page: the viewer's own session cannot change anything through the API either.
  const mutation = await page.request.post(`${environment.appUrl}/api/graphql`, {
    data: { query: 'mutation { setOperatorStatus(id: "demo-casino", status: inactive) { id status } }' },
  });
  const answer = (await mutation.json()) as { data?: unknown; errors: { extensions: { code: string } }[] };
  expect(answer.errors[0]?.extensions.code).toBe("forbidden");
  const operator = await page.request.post(`${environment.appUrl}/api/graphql`, {
    data: { query: '{ operator(id: "demo-casino") { status } }' },
  });
  expect(await operator.json()).toEqual({ data: { operator: { status: "active" } } });
  const upload = await page.request.post(`${environment.appUrl}/api/console/art/vs20aurora`, {
    headers: { "content-type": "image/svg+xml", origin: environment.appUrl },
    data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  });
  expect(upload.status()).toBe(403);
});
