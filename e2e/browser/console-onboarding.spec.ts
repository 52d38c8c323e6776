import { expect, test } from "@playwright/test";
import { consoleScreenshot, signIn } from "./support/console-staff";
import { e2eEnvironment } from "./support/e2e-environment";

// An admin onboards a new operator end to end in the console: create it (its wallet secret shown once), assign
// its catalog, issue a key and call the REST catalog with it, revoke the key and see REST refuse it, and find
// every step in the audit log.

test.use({ viewport: { width: 1440, height: 900 } });

test("an admin creates an operator, assigns its catalog, issues a key that works on REST, revokes it and REST answers 401", async ({
  page,
  request,
}) => {
  const environment = e2eEnvironment();
  const operatorId = `e2e-casino-${Date.now().toString(36)}`;
  await signIn(page, environment.appUrl, environment.staff.admin);

  // Create the operator.
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Operators" }).click();
  await expect(page.getByTestId("operators-table")).toBeVisible();
  await expect(page.getByTestId("operator-row-demo-casino")).toBeVisible();
  await consoleScreenshot(page, "operators");

  await page.getByTestId("create-operator").click();
  const form = page.getByTestId("create-operator-dialog");
  await form.getByLabel("Operator id").fill(operatorId);
  await form.getByLabel("Name", { exact: true }).fill("E2E Casino");
  await form.getByLabel("Default currency").fill("gbp");
  await form.getByLabel("Wallet base URL").fill("https://wallet.e2e-casino.example/api/wallet");
  await form.getByLabel("Frame ancestors").fill("https://e2e-casino.example");
  await form.getByTestId("create-operator-submit").click();

  const created = page.getByTestId("operator-created-dialog");
  await expect(created).toBeVisible();
  await expect(page.getByTestId("toast-success")).toContainText("Operator created");
  const secret = (await created.getByTestId("wallet-secret-value").textContent()) ?? "";
  expect(secret.length).toBeGreaterThanOrEqual(32);
  await created.getByRole("link", { name: "Open operator" }).click();
  await expect(page).toHaveURL(`${environment.appUrl}/console/operators/${operatorId}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("E2E Casino");
  await expect(page.getByTestId("operator-settings").getByLabel("Default currency")).toHaveValue("GBP");
  // The secret is never readable again: the page only says that one is set.
  await expect(page.getByText(secret)).toHaveCount(0);

  // Assign two games in bulk; the preview shows what the operator's key will receive.
  await page.getByRole("main").getByRole("link", { name: "Catalog", exact: true }).click();
  await expect(page).toHaveURL(`${environment.appUrl}/console/catalog?operator=${operatorId}`);
  await expect(page.getByTestId("catalog-preview-body")).toHaveAttribute("data-total", "0");
  await page.getByTestId("catalog-row-vs20aurora").getByRole("checkbox").check();
  await page.getByTestId("catalog-row-bs20oceanic").getByRole("checkbox").check();
  await expect(page.getByTestId("selection-count")).toHaveText("2 selected");
  await page.getByTestId("assign-selected").click();
  await expect(page.getByTestId("toast-success").filter({ hasText: "Added 2 to the catalog" })).toBeVisible();
  await expect(page.getByTestId("catalog-row-vs20aurora")).toContainText("assigned");
  await expect(page.getByTestId("catalog-preview-body")).toHaveAttribute("data-total", "2");
  await page.getByRole("tab", { name: "JSON" }).click();
  await expect(page.getByTestId("catalog-preview-json")).toContainText(`"operator_id": "${operatorId}"`);
  await page.getByRole("tab", { name: "List" }).click();
  await consoleScreenshot(page, "catalog");

  // Issue an operator key on the operator's page and use it against the REST catalog.
  await page.goto(`${environment.appUrl}/console/operators/${operatorId}`);
  await page.getByTestId("api-keys").getByTestId("issue-key").click();
  const issue = page.getByTestId("issue-key-dialog");
  await issue.getByLabel("Name").fill("E2E catalog sync");
  await issue.getByTestId("issue-key-submit").click();
  const issued = page.getByTestId("key-issued-dialog");
  const key = (await issued.getByTestId("issued-key-value").textContent()) ?? "";
  expect(key).toMatch(/^gpk_[A-Za-z0-9]{40,}$/);

  const catalog = await request.get(`${environment.appUrl}/api/provider/v1/games`, {
    headers: { "x-provider-api-key": key },
  });
  expect(catalog.status()).toBe(200);
  const body = (await catalog.json()) as {
    success: boolean;
    data: { operator_id: string; total: number; items: { symbol: string }[] };
  };
  expect(body.success).toBe(true);
  expect(body.data.operator_id).toBe(operatorId);
  expect(body.data.items.map((item) => item.symbol).sort()).toEqual(["bs20oceanic", "vs20aurora"]);
  expect(body.data.total).toBe(2);

  await issued.getByRole("button", { name: "Done" }).click();
  const keyRow = page.getByTestId("api-keys-table").locator("tr", { hasText: "E2E catalog sync" });
  await expect(keyRow).toContainText(key.slice(0, 10));
  await expect(page.getByTestId("operator-catalog")).toContainText("Aurora Riches");
  await consoleScreenshot(page, "operator");

  // Revoke after confirming; the very next REST request is refused.
  await keyRow.getByTestId("revoke-key").click();
  const confirm = page.getByTestId("confirm-dialog");
  await expect(confirm).toContainText("stops working from the next request");
  await confirm.getByRole("button", { name: "Revoke key" }).click();
  await expect(page.getByTestId("toast-success").filter({ hasText: "Key revoked" })).toBeVisible();
  const refused = await request.get(`${environment.appUrl}/api/provider/v1/games`, {
    headers: { "x-provider-api-key": key },
  });
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toMatchObject({ success: false });
  await expect(page.getByTestId("api-keys").getByTestId("empty")).toBeVisible();

  // Every step is in the audit log, by the signed-in admin, with its before/after.
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Audit log" }).click();
  await page.getByLabel("Who").fill(environment.staff.admin.email);
  const rows = page.getByTestId("audit-row");
  await expect(rows.filter({ hasText: operatorId }).first()).toBeVisible();
  for (const action of ["operator.create", "api_key.create", "api_key.revoke"]) {
    await expect(page.locator(`[data-testid="audit-row"][data-action="${action}"]`).first()).toBeVisible();
  }
  await expect(page.locator('[data-testid="audit-row"][data-action^="catalog."]').first()).toBeVisible();
  await page
    .locator('[data-testid="audit-row"][data-action="operator.create"]')
    .first()
    .getByRole("button", { name: "Diff" })
    .click();
  await expect(page.getByTestId("audit-diff")).toContainText("E2E Casino");
  await consoleScreenshot(page, "audit");

  await page.goto(`${environment.appUrl}/console/api-keys`);
  await expect(page.getByTestId("api-keys-table")).toBeVisible();
  await consoleScreenshot(page, "api-keys");
});
