import { expect, type Locator, type Page } from "@playwright/test";

// Layout checks of console pages as staff see them: nothing pushes the page sideways, a wide table scrolls inside
// its card (shaded on the side that has more) until its last column is in view, and chart labels stay inside
// their drawing.

/**
 * The page itself never scrolls sideways, once its layout has settled: right after a viewport change a chart may
 * still have its old width until its resize observer runs.
 */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), {
      message: "the page scrolls sideways",
      timeout: 5_000,
    })
    .toBeLessThanOrEqual(0);
}

/**
 * The table's last column can be brought into view inside its card, and the page does not scroll sideways. A
 * table wider than its card says so (a shade on the cut side) until scrolled to its end. Scrolls back afterwards.
 */
export async function expectLastColumnReachable(page: Page, table: Locator, name: string): Promise<void> {
  await expectNoSidewaysScroll(page);
  const frame = table.locator("xpath=ancestor::div[contains(concat(' ', @class, ' '), ' c-table-frame ')][1]");
  const wrap = frame.locator(".c-table-wrap");
  const card = frame.locator("xpath=ancestor::section[contains(concat(' ', @class, ' '), ' c-card ')][1]");
  const wider = await wrap.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
  if (wider) await expect(frame, `${name}: the cut side is shaded`).toHaveAttribute("data-hidden", "end");
  else await expect(frame, `${name}: nothing is cut`).not.toHaveAttribute("data-hidden");

  const last = table.locator("thead th").last();
  await last.scrollIntoViewIfNeeded();
  const [cell, box] = [(await last.boundingBox())!, (await card.boundingBox())!];
  const viewport = page.viewportSize()!;
  expect(cell.x, `${name}: last column starts inside the card`).toBeGreaterThanOrEqual(box.x - 0.5);
  expect(cell.x + cell.width, `${name}: last column ends inside the card`).toBeLessThanOrEqual(box.x + box.width + 0.5);
  expect(cell.x + cell.width, `${name}: last column ends inside the window`).toBeLessThanOrEqual(viewport.width + 0.5);
  if (wider)
    await expect(frame, `${name}: scrolled to its end, only the start is shaded`).toHaveAttribute(
      "data-hidden",
      "start",
    );
  await wrap.evaluate((element) => element.scrollTo({ left: 0 }));
  await expectNoSidewaysScroll(page);
}

/**
 * Every axis label of the chart lies inside its drawing and clear of its legend, once the chart has laid itself out
 * again: after a viewport change, recharts redraws on its resize observer, a moment later than the page's resize.
 */
export async function expectTicksInsideChart(chart: Locator, name: string): Promise<void> {
  const svg = chart.locator(".recharts-wrapper > svg.recharts-surface");
  await expect(svg).toBeVisible();
  const misplacedLabels = () =>
    chart.evaluate((element) => {
      const surface = element.querySelector(".recharts-wrapper > svg.recharts-surface")!.getBoundingClientRect();
      const legend = element.querySelector(".recharts-legend-wrapper")?.getBoundingClientRect() ?? null;
      const ticks = [...element.querySelectorAll("text.recharts-cartesian-axis-tick-value")].map((text) => {
        const box = text.getBoundingClientRect();
        return {
          label: text.textContent ?? "",
          inside:
            box.left >= surface.left - 0.5 &&
            box.right <= surface.right + 0.5 &&
            box.top >= surface.top - 0.5 &&
            box.bottom <= surface.bottom + 0.5,
          clearOfLegend:
            !legend || box.bottom <= legend.top + 0.5 || box.right <= legend.left || box.left >= legend.right,
        };
      });
      return {
        hasLabels: ticks.length > 0,
        cutAtTheEdge: ticks.filter((tick) => !tick.inside).map((tick) => tick.label),
        underTheLegend: ticks.filter((tick) => !tick.clearOfLegend).map((tick) => tick.label),
      };
    });
  await expect
    .poll(misplacedLabels, { message: `${name}: axis labels whole and clear of the legend`, timeout: 5_000 })
    .toEqual({ hasLabels: true, cutAtTheEdge: [], underTheLegend: [] });
}
