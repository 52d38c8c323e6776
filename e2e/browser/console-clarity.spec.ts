import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type Page } from "@playwright/test";
import { expectLastColumnReachable, expectNoSidewaysScroll } from "./support/console-layout";
import { consoleScreenshot, signIn } from "./support/console-staff";
import { e2eEnvironment } from "./support/e2e-environment";

// What the console tells staff, said so that it is true and readable: a key that cannot work is not "live",
// zero is no alarm, a refused field is shown on the field, the audit log names keys and staff as people know
// them, one run has one progress figure, each test id names one element, the sidebar's every link can be reached
// (all in view in a 900 px high window, else scrolled to with a cue), and a wide table scrolls inside its card.

test.use({ viewport: { width: 1440, height: 900 } });

test("a key of an inactive operator is shown as not usable, not as live", async ({ page }) => {
  const environment = e2eEnvironment();
  await signIn(page, environment.appUrl, environment.staff.admin, "/console/api-keys");
  const row = page.getByTestId("api-keys-table").locator("tr").filter({ hasText: "Key of a closed account" });
  await expect(row).toBeVisible();
  await expect(row).not.toContainText("live");
  await expect(row.getByTestId("api-key-status")).toHaveText("operator inactive");
  // A key of an active operator is still live.
  const demoRow = page.getByTestId("api-keys-table").locator("tr").filter({ hasText: "Demo operator key" });
  await expect(demoRow.getByTestId("api-key-status")).toHaveText("live");
});

test("zero counts on the dashboard are drawn neutral, not as an alarm", async ({ page }) => {
  const environment = e2eEnvironment();
  await signIn(page, environment.appUrl, environment.staff.admin);
  const neutral = await page
    .getByTestId("figure-latency-p50")
    .evaluate((element) => getComputedStyle(element.lastElementChild!).color);
  for (const testId of ["figure-succeeded", "figure-rejected", "figure-invalid-signature", "figure-failed"]) {
    const figure = page.getByTestId(testId);
    const value = (await figure.locator("> div").last().textContent())?.trim();
    if (value !== "0") continue;
    const color = await figure.evaluate((element) => getComputedStyle(element.lastElementChild!).color);
    expect(color, `${testId} shows 0 in an alarming colour`).toBe(neutral);
  }
  // A fresh installation has had no invalid signatures: that zero at least is on the page.
  await expect(page.getByTestId("figure-invalid-signature").locator("> div").last()).toHaveText("0");
});

test("a refused wallet URL is shown on its field in plain words", async ({ page }) => {
  const environment = e2eEnvironment();
  await signIn(page, environment.appUrl, environment.staff.admin, "/console/operators/nova-bet");
  const settings = page.getByTestId("operator-settings");
  const walletUrl = settings.getByLabel("Wallet base URL");
  await walletUrl.fill("http://10.0.0.1/wallet");
  await page.getByTestId("save-operator").click();
  await expect(walletUrl).toHaveAttribute("aria-invalid", "true");
  await expect(settings.locator(".c-field-error")).toContainText("private network");
  // No banner naming the API's internal field name.
  await expect(settings).not.toContainText("walletBaseUrl");
  await expect(settings.getByRole("alert")).toHaveCount(0);
});

test("the audit log names keys by prefix and staff by email, with the exact time on hover", async ({ page }) => {
  const environment = e2eEnvironment();
  await signIn(page, environment.appUrl, environment.staff.admin, "/console/audit");
  const log = page.getByTestId("audit-log");

  // The filter applies once the page has hydrated (under load it may not have when the sign-in lands): a choice made
  // before that changes the box but not the list, so it is made again until the list follows.
  await expect(async () => {
    await log.getByLabel("Target type").selectOption("");
    await log.getByLabel("Target type").selectOption("api_key");
    await expect(log.getByTestId("audit-row").first()).toContainText(/gp[km]_[A-Za-z0-9]+…/, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  const keyTarget = log.getByTestId("audit-row").first().getByTestId("audit-target");
  await expect(keyTarget).toContainText(/gp[km]_[A-Za-z0-9]+…/);

  await log.getByLabel("Target type").selectOption("staff_user");
  const staffRows = log.getByTestId("audit-row").filter({ hasText: "staff_user.create" });
  await expect(staffRows.getByTestId("audit-target").filter({ hasText: environment.staff.viewer.email })).toHaveCount(
    1,
  );

  const time = log.getByTestId("audit-row").first().locator("time");
  await expect(time).toHaveAttribute("title", /\d{4}.*\d{1,2}:\d{2}/);
  await expect(time).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}T/);
});

test("an operator without keys has one issue-key button, with its own test id in the empty state", async ({ page }) => {
  const environment = e2eEnvironment();
  await signIn(page, environment.appUrl, environment.staff.admin, "/console/operators/nova-bet");
  await expect(page.getByTestId("api-keys")).toContainText("No keys");
  await expect(page.getByTestId("issue-key")).toHaveCount(1);
  await expect(page.getByTestId("issue-key-empty")).toHaveCount(1);
  // Every test id on the page names one element.
  const duplicated = await page.evaluate(() => {
    const counts = new Map<string, number>();
    for (const element of document.querySelectorAll("[data-testid]")) {
      const id = element.getAttribute("data-testid")!;
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    // Ids of repeated parts (rows, a card's empty state) are meant to be used within their row or card.
    const repeatable = /-row|^api-key-status$|^revoke-key$|^toast-|^empty$/;
    return [...counts].filter(([id, count]) => count > 1 && !repeatable.test(id)).map(([id]) => id);
  });
  expect(duplicated).toEqual([]);
});

/**
 * A wallet in front of the demo wallet that forwards the first `passThrough` calls and holds the rest until
 * released, so a certification run stays "running" part-way through for as long as the test looks at it.
 */
async function startHoldingWallet(targetBase: string, passThrough: number) {
  let calls = 0;
  let releaseAll: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (releaseAll = resolve));
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", async () => {
      calls += 1;
      if (calls > passThrough) await released;
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(([name]) => !["host", "content-length", "connection"].includes(name)),
      ) as Record<string, string>;
      try {
        const answer = await fetch(targetBase + (request.url ?? "").replace(/^\/wallet/, ""), {
          method: request.method,
          headers,
          body: Buffer.concat(chunks),
        });
        response.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "application/json" });
        response.end(Buffer.from(await answer.arrayBuffer()));
      } catch {
        response.destroy();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/wallet`,
    release: () => releaseAll(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function graphqlFromPage<T>(page: Page, query: string, variables: Record<string, unknown>): Promise<T> {
  return page.evaluate(
    async ({ query, variables }) => {
      const response = await fetch("/api/graphql", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as { data?: unknown; errors?: { message: string }[] };
      if (body.errors?.length) throw new Error(body.errors[0]!.message);
      return body.data as T;
    },
    { query, variables },
  );
}

async function setWalletUrl(page: Page, operatorId: string, walletBaseUrl: string): Promise<void> {
  await graphqlFromPage(
    page,
    "mutation ($id: ID!, $input: UpdateOperatorInput!) { updateOperator(id: $id, input: $input) { id } }",
    {
      id: operatorId,
      input: { walletBaseUrl },
    },
  );
}

test("recent runs show the same progress as the running report", async ({ page }) => {
  const environment = e2eEnvironment();
  await signIn(page, environment.appUrl, environment.staff.admin, "/console/wallet/certify");
  const { operator } = await graphqlFromPage<{ operator: { walletBaseUrl: string } }>(
    page,
    "query ($id: ID!) { operator(id: $id) { walletBaseUrl } }",
    {
      id: environment.operatorId,
    },
  );
  const wallet = await startHoldingWallet(operator.walletBaseUrl, 4);
  try {
    await setWalletUrl(page, environment.operatorId, wallet.url);
    const start = page.getByTestId("certification-start");
    await start.getByLabel("Operator").selectOption(environment.operatorId);
    await start.getByLabel("Test player id").fill("player-1");
    await page.getByTestId("start-certification").click();
    await expect(page).toHaveURL(/\/console\/wallet\/certify\?run=/);
    await setWalletUrl(page, environment.operatorId, operator.walletBaseUrl);

    // The run is held part-way: the report shows some cases finished while it is still running.
    const progress = page.getByTestId("certification-progress");
    await expect(progress).toHaveAttribute("data-status", "running");
    await expect(progress).toHaveText(/^[1-9]\d* of \d+ cases finished$/);
    const shown = await page.evaluate(() => ({
      report: document.querySelector('[data-testid="certification-progress"]')!.textContent!,
      list: document.querySelector('[data-testid="certification-runs"] [aria-current="true"]')!.textContent!,
    }));
    const [, finished, total] = /^(\d+) of (\d+)/.exec(shown.report)!;
    expect(shown.list).toContain(`${finished}/${total} cases`);
  } finally {
    wallet.release();
    await setWalletUrl(page, environment.operatorId, operator.walletBaseUrl);
  }
  await expect(page.getByTestId("certification-progress")).not.toHaveAttribute("data-status", "running", {
    timeout: 60_000,
  });
  const final = (await page.getByTestId("certification-progress").textContent())!;
  const [, finished, total] = /^(\d+) of (\d+)/.exec(final)!;
  await expect(page.getByTestId("certification-runs").locator('[aria-current="true"]')).toContainText(
    `${finished}/${total} cases`,
  );
  await wallet.close();
});

test("the sidebar shows every link in a 900 px high window, and in a lower one says there is more and scrolls to it", async ({
  page,
}) => {
  const environment = e2eEnvironment();
  await signIn(page, environment.appUrl, environment.staff.admin);
  const frame = page.getByTestId("nav-frame");
  const last = page.getByRole("navigation", { name: "Console" }).getByRole("link").last();
  await expect(last).toHaveText("Billing");
  const bottomOf = async (locator: typeof last) => {
    const box = (await locator.boundingBox())!;
    return box.y + box.height;
  };
  expect(await bottomOf(last)).toBeLessThanOrEqual(900);
  await expect(frame).not.toHaveAttribute("data-more");
  await expect(page.getByTestId("nav-more")).toHaveCount(0);

  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(frame).toHaveAttribute("data-more", "below");
  await expect(page.getByTestId("nav-more")).toBeVisible();
  await last.scrollIntoViewIfNeeded();
  expect(await bottomOf(last)).toBeLessThanOrEqual((await bottomOf(frame)) + 1);
  await expect(frame).toHaveAttribute("data-more", "above");
  await expect(page.getByTestId("nav-more")).toHaveCount(0);
  // The current page's link is brought into view when a page opens.
  await last.click();
  await expect(page).toHaveURL(/\/console\/billing$/);
  await page.reload();
  await expect(last).toBeInViewport({ ratio: 0.95 });
});

test("the jurisdictions table's last columns are reached inside its card at 1440, 1280 and phone width", async ({
  page,
}) => {
  const environment = e2eEnvironment();
  await signIn(page, environment.appUrl, environment.staff.viewer, "/console/jurisdictions");
  const table = page.getByTestId("jurisdiction-profiles").locator("table");
  await expect(table.locator("tbody tr")).not.toHaveCount(0);
  for (const [size, viewport] of [
    ["1440", { width: 1440, height: 900 }],
    ["1280", { width: 1280, height: 800 }],
    ["phone", { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await expectLastColumnReachable(page, table, `jurisdictions at ${size}`);
    // Reality check and session time, the columns reported off-screen, are reached the same way.
    for (const header of ["Session time", "Reality check", "Promotions"]) {
      const cell = table.locator("thead th", { hasText: header });
      await cell.scrollIntoViewIfNeeded();
      await expect(cell).toBeInViewport();
    }
    await table.locator("xpath=..").evaluate((wrap) => wrap.scrollTo({ left: 0 }));
    await expectNoSidewaysScroll(page);
    // console-jurisdictions.png (game-jurisdiction.spec.ts) is the 1280 one.
    if (size !== "1280") await consoleScreenshot(page, `jurisdictions-${size}`);
  }
});
