/**
 * /data-sources in the browser at 390px and 1280px, on the invented fixtures (tests/fixtures/csv): the
 * coverage per game, sources and gaps, the stretches resting on one source, the update log (its runs depend on which specs ran before, so
 * either the table or its empty state), reachable from the footer and About, readable on a phone, with
 * 44px links, without JavaScript, and axe.
 */
import { expect, test } from "./fixtures";
import { expectNoSeriousA11yViolations } from "./axe";

test.describe("where our data comes from", () => {
  test("per game: first and last draw, counts, sources and gaps, then the sources and the update log", async ({ page }) => {
    await page.goto("/data-sources");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Where our data comes from");

    const table = page.getByRole("table", { name: "Draws we hold per game, and how many carry each prize detail" });
    await expect(table.getByRole("columnheader")).toHaveText([
      "Game",
      "First draw",
      "Last draw",
      "Draws",
      "With prize divisions",
      "With a jackpot",
      "With a next jackpot",
    ]);
    // 40 Lotto fixture draws, 4 Jul - 18 Nov 2026, every one with both jackpots, the newest three with divisions.
    await expect(table.locator('tr[data-game="lotto"] > *')).toHaveText([
      "Lotto",
      "Sat 4 Jul 2026",
      "Wed 18 Nov 2026",
      "40",
      "3 (8%)",
      "40 (100%)",
      "40 (100%)",
    ]);
    await expect(table.locator('tr[data-game="daily-lotto"] > *')).toHaveText([
      "Daily Lotto",
      "Mon 26 Oct 2026",
      /\d+ Nov 2026/,
      /\d+/,
      "None",
      "None",
      "None",
    ]);

    const lotto = page.locator('section[data-game="lotto"]');
    await expect(lotto.getByRole("heading", { level: 3 })).toHaveText("Lotto");
    // The sources account for every draw (the fixtures' code TEST, and "official" where another spec's ingest rewrote one).
    const taken = (await lotto.getByRole("listitem").allTextContents()).map((line) =>
      Number(/(\d+) draws? taken from it/.exec(line)?.[1] ?? 0),
    );
    expect(taken.reduce((sum, n) => sum + n, 0)).toBe(40);
    await expect(lotto.getByTestId("gaps-lotto")).toHaveText("We hold every scheduled draw between our first and last Lotto draw.");

    // Every fixture draw names the one code TEST, so each game's history is one stretch from one source
    // (split where another spec's ingest rewrote a draw as "official").
    const single = page.locator("section[aria-labelledby=single-source]");
    await expect(single.getByRole("heading", { level: 2 })).toHaveText("One source only");
    await expect(single.getByTestId("single-source-lotto").getByRole("listitem").first()).toHaveText(
      /^Sat 4 Jul 2026 to \w{3} \d+ \w{3} 2026: \d+ draws, one source \(TEST, a source this page does not describe\), not cross-checked$/,
    );

    await expect(page.locator("#source-J")).toContainText("Licence: MIT");
    await expect(page.locator("#source-J").getByRole("link")).toHaveAttribute(
      "href",
      "https://github.com/Johandielangman/Ithuba-National-Lottery-Historic-Data",
    );

    const log = page.locator("section[aria-labelledby=log]");
    await expect(log.getByRole("heading", { level: 2 })).toHaveText("Update log");
    const runs = log.getByRole("table", { name: /^The latest \d+ ingest runs/ });
    await expect(runs.or(log.getByText("No ingest runs recorded yet."))).toBeVisible();
    if (await runs.isVisible()) {
      await expect(runs.getByRole("columnheader")).toHaveText(["When (SAST)", "Started by", "Source", "Outcome", "Added", "Updated"]);
      await expect(runs.locator("tbody tr").first().locator("td").first()).toHaveText(/^\w{3} \d{1,2} \w{3} \d{4}, \d\d:\d\d SAST$/);
    }
    await expectNoSeriousA11yViolations(page);
  });

  test("reads on a phone: the page never scrolls sideways, its tables stack their rows under 640 px (at 356 px too), links are 44px tall", async ({
    page,
  }) => {
    await page.goto("/data-sources");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const region = page.getByRole("region", { name: "Draws we hold per game" });
    await expect(region).toHaveAttribute("tabindex", "0");
    const phone = (page.viewportSize()?.width ?? 0) < 640;
    for (const width of phone ? [390, 356] : []) {
      await page.setViewportSize({ width, height: 800 });
      for (const table of await page.locator("main [role=region]:has(table)").all()) {
        const sideways = await table.evaluate((element) => element.scrollWidth - element.clientWidth);
        expect(sideways, `${(await table.getAttribute("aria-label")) ?? ""} at ${width} px`).toBeLessThanOrEqual(0);
      }
      await expect(region.locator('tr[data-game="lotto"]')).toHaveCSS("display", "grid");
    }
    for (const link of await page.locator("main nav a, main #sources a, main a[href='/contact-us']").all()) {
      const box = await link.boundingBox();
      expect(box!.height, (await link.textContent()) ?? "").toBeGreaterThanOrEqual(44);
    }
  });

  test("is linked from the footer and from About", async ({ page }) => {
    await page.goto("/about");
    await page
      .getByRole("main")
      .getByRole("link", { name: /data sources page/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/data-sources$/);
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Where Our Data Comes From" }).click();
    await expect(page).toHaveURL(/\/data-sources$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Where our data comes from");
  });
});

test.describe("where our data comes from, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("is complete as HTML and loads no script", async ({ page }) => {
    await page.goto("/data-sources");
    await expect(page.locator('tr[data-game="lotto"] > *').nth(3)).toHaveText("40");
    await expect(page.locator("script[src], script[type=module]")).toHaveCount(0);
  });
});
