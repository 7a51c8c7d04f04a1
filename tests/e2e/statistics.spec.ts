/**
 * The statistics pages in the browser, against the invented fixtures (tests/fixtures/csv: 40 Lotto draws of
 * the current era): every game's page without sideways scrolling at 390 px and 1280 px, without
 * JavaScript, axe-clean; the window and the table's order change by link; records lead to draw pages.
 */
import type { Page } from "@playwright/test";
import { GAME_IDS } from "~/rules/games";
import { expectNoSeriousA11yViolations } from "./axe";
import { expect, FRAMEWORK_SCRIPTS, test } from "./fixtures";

/** The window's full statement, inside the How we count disclosure (issue 33). */
const basis = (page: Page) => page.locator("#window-heading ~ details[data-testid=how-we-count] p[data-basis]");

test.describe("statistics pages", () => {
  test("every game's page: one h1, no sideways scrolling, no JavaScript, axe clean", async ({ page }) => {
    // Six pages, each with an axe scan: about 20 s on a quiet machine, more on a busy one.
    test.setTimeout(90_000);
    for (const game of GAME_IDS) {
      const path = `/statistics/${game}`;
      const response = await page.goto(path);
      expect(response!.status(), path).toBe(200);
      await expect(page.locator("h1"), path).toHaveCount(1);
      await expect(page.locator("h1"), path).toContainText("statistics");
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), path).toBe(0);
      expect(await page.locator(FRAMEWORK_SCRIPTS).count(), path).toBe(0);
      await expectNoSeriousA11yViolations(page);
    }
  });

  test("the window is chosen by link and stated with the draws counted", async ({ page }) => {
    await page.goto("/statistics/lotto");
    // Three plain sentences first; the method's words wait behind How we count, which opens on a tap.
    const inShort = page.getByTestId("stats-in-short").locator("p");
    await expect(inShort).toHaveCount(3);
    await expect(inShort.first()).toHaveText(/^Drawn most in the last 40 draws: \d+ \(/);
    await expect(inShort.nth(2)).toHaveText(/^Every number has the same chance in every draw/);
    await expect(basis(page)).toBeHidden();
    await page.getByText("How we count").click();
    await expect(basis(page)).toBeVisible();
    await expect(basis(page)).toContainText("Window: last 50 draws, 40 draws counted");
    await expect(basis(page)).toContainText("the era holds only 40 draws so far. Era: since Mon 1 Jun 2026, balls 1-52.");
    const windows = page.getByRole("navigation", { name: "Window of draws" });
    await windows.getByRole("link", { name: "Last 10", exact: true }).click();
    await expect(page).toHaveURL(/\/statistics\/lotto\?window=10$/);
    await expect(basis(page)).toContainText("Window: last 10 draws, 10 draws counted (Sat 17 Oct 2026 to Wed 18 Nov 2026).");
    await expect(windows.locator("[aria-current=page]")).toHaveText("Last 10");
    // Every main ball of the era, and only those: 52 rows.
    await expect(page.locator("#balls-table tbody tr")).toHaveCount(52);
    await expectNoSeriousA11yViolations(page);
  });

  test("the table sorts by link, and a ball's last draw links to its page", async ({ page }) => {
    await page.goto("/statistics/lotto?window=era");
    const table = page.locator("#balls-table");
    await table.getByRole("link", { name: /Drawn/ }).click();
    await expect(page).toHaveURL(/\/statistics\/lotto\?window=era&sort=drawn#balls-heading$/);
    await expect(page.locator("#balls-table th[aria-sort=descending]")).toHaveText(/Drawn/);
    const counts = await page
      .locator("#balls-table tbody tr td:nth-child(2)")
      .evaluateAll((cells) => cells.map((c) => parseInt(c.textContent ?? "", 10)));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    await page.locator("#balls-table tbody tr").first().locator("td a").click();
    await expect(page).toHaveURL(/\/results\/lotto\/2026-\d\d-\d\d$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Lotto results for");
  });

  test("records link to their draws; the game page links here", async ({ page }) => {
    await page.goto("/results/powerball");
    await page.getByRole("link", { name: "Powerball statistics" }).click();
    await expect(page).toHaveURL(/\/statistics\/powerball$/);
    await expect(page.getByRole("heading", { name: "The PowerBall, counted apart" })).toBeVisible();
    const records = page.locator("section[aria-labelledby=records-heading]");
    await expect(records).toContainText("Biggest jackpot won");
    await records.locator("dd a").first().click();
    await expect(page).toHaveURL(/\/results\/powerball\/\d{4}-\d\d-\d\d$/);
  });

  test("from /tips, the link opens the page, and its window links work", async ({ page }) => {
    await page.goto("/tips");
    await page.getByRole("link", { name: "Lotto statistics" }).click();
    await expect(page).toHaveURL(/\/statistics\/lotto$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lotto statistics");
    await expect(basis(page)).toContainText("Window: last 50 draws, 40 draws counted");
    await page.getByRole("navigation", { name: "Window of draws" }).getByRole("link", { name: "Whole era" }).click();
    await expect(page).toHaveURL(/\/statistics\/lotto\?window=era$/);
    await expect(basis(page)).toContainText("Window: whole current era, 40 draws counted");
  });

  test("a wrong window is named, and the API says so with a 400", async ({ page, request }) => {
    await page.goto("/statistics/daily-lotto?window=11");
    await expect(page.getByRole("alert")).toContainText("window must be one of 10, 25, 50, 100 (the last N draws) or era");
    const bad = await request.get("/api/statistics/daily-lotto?window=11");
    expect(bad.status()).toBe(400);
    const good = await request.get("/api/statistics/daily-lotto?window=era");
    expect(good.status()).toBe(200);
    expect((await good.json()).window).toMatchObject({ key: "era", size: null });
  });
});
