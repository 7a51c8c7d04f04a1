import { expect, test } from "./fixtures";
import type { Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";

/** Under 640 px the filter and date search are folded in a disclosure; from 640 px they are open. */
async function openFilters(page: Page) {
  const summary = page.getByText("Filter and search by date", { exact: true });
  if (await summary.isVisible()) await summary.click();
}

test.describe("history pages", () => {
  test("/history filters by game and date range through the URL", async ({ page }) => {
    await page.goto("/history");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results History");
    await expect(page.locator("tbody tr")).toHaveCount(20);
    await openFilters(page);
    await page.getByLabel("Game type", { exact: true }).selectOption("powerball");
    // The fields take the site's dd/mm/yyyy (and say so); they show it back after the search.
    await expect(page.getByLabel("From", { exact: true })).toHaveAccessibleDescription("dd/mm/yyyy");
    await page.getByLabel("From", { exact: true }).fill("01/11/2026");
    await page.getByLabel("To", { exact: true }).fill("10/11/2026");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/game=powerball&from=01%2F11%2F2026&to=10%2F11%2F2026/);
    await expect(page.getByLabel("From", { exact: true })).toHaveValue("01/11/2026");
    const rows = page.locator("tbody tr");
    await expect(rows).toHaveCount(3); // Tue 3, Fri 6, Tue 10 Nov
    for (const game of await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-game")))) expect(game).toBe("powerball");
    await expectNoSeriousA11yViolations(page);
  });

  test("Load More Results and Show Less keep the spec's row counts", async ({ page }) => {
    await page.goto("/lotto-history");
    await expect(page.locator("tbody tr")).toHaveCount(30);
    await page.getByRole("link", { name: "Load More Results" }).click();
    await expect(page).toHaveURL(/expanded=1/);
    await expect(page.locator("tbody tr")).toHaveCount(40); // every Lotto fixture draw
    await page.getByRole("link", { name: "Show Less" }).click();
    await expect(page.locator("tbody tr")).toHaveCount(30);
  });

  test("past the expanded count, Older results pages on until every draw has been shown", async ({ page }) => {
    await page.goto("/history?expanded=1");
    const seen = new Set<string>();
    for (let pages = 0; pages < 20; pages += 1) {
      const rows = await page
        .locator("tbody tr")
        .evaluateAll((trs) =>
          trs.map((tr) => `${tr.getAttribute("data-game")} ${tr.querySelector('a[href^="/results/"]')?.getAttribute("href")}`),
        );
      for (const row of rows) seen.add(row);
      const older = page.getByRole("link", { name: /^Older results/ });
      if ((await older.count()) === 0) break;
      await older.click();
      await expect(page).toHaveURL(/to=\d{4}-\d{2}-\d{2}/);
    }
    // Every draw of the fixtures, reached by plain links: the API's history count is the reference.
    const all = (await (await page.request.get("/api/results/history?limit=500")).json()) as unknown[];
    expect(seen.size).toBe(all.length);
    await page.getByRole("link", { name: "Newest results" }).click();
    await expect(page).not.toHaveURL(/to=/);
  });

  test("rows fit a phone and the filters fold away on one", async ({ page }) => {
    await page.goto("/lotto-history");
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
    const narrow = page.viewportSize()!.width < 640;
    await expect(page.getByLabel("Game type", { exact: true })).toBeVisible({ visible: !narrow });
    // The first row's balls and its prize link are on screen without scrolling sideways.
    const link = page
      .locator("tbody tr")
      .first()
      .getByRole("link", { name: /All divisions|Details/ });
    const box = (await link.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    expect(box.height).toBeGreaterThanOrEqual(44);
  });

  test("the stats panel states its basis", async ({ page }) => {
    await page.goto("/powerball-history");
    const stats = page.getByRole("region", { name: "Powerball statistics" });
    await expect(stats).toContainText("Total Draws");
    await expect(stats).toContainText("40");
    await expect(stats).toContainText("in our records since");
    await expect(stats).toContainText("Tue & Fri");
    await expect(page.getByText("Powerball PLUS is a separate game")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("date search shows that date's draws with every division, or the nearest date", async ({ page }) => {
    await page.goto("/lotto-history");
    await openFilters(page);
    await page.getByLabel("Search by date", { exact: true }).fill("2026-11-18");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/date=2026-11-18/);
    const card = page.locator('article[data-game="lotto"]');
    await expect(card).toContainText("Wed 18 Nov 2026");
    await expect(card.locator("tbody tr")).toHaveCount(8);

    await page.goto("/history?date=2026-11-20&game=lotto");
    await expect(
      page.getByText("No draws in our records on Fri 20 Nov 2026. Showing the nearest draw date, Wed 18 Nov 2026."),
    ).toBeVisible();
  });

  test("invalid values get a message, never an error page; no match is the empty state", async ({ page }) => {
    const response = await page.goto("/lotto-history?game=keno&from=2026-13-45");
    expect(response!.status()).toBe(200);
    // Unknown values are named, never repeated (a hostile value must not reach the page).
    await expect(page.getByText("Unknown game: this page shows")).toBeVisible();
    await expect(page.getByText("The from date is not a date in the form dd/mm/yyyy")).toBeVisible();
    await expect(page.locator("main")).not.toContainText("keno");
    await expect(page.locator("main")).not.toContainText("2026-13-45");
    await page.goto("/history?from=2001-01-01&to=2001-02-01");
    await expect(page.getByTestId("empty-state")).toContainText("No Results Found");
    await expect(page.getByTestId("empty-state")).toContainText(
      "No lottery results match your search criteria. Try adjusting your filters or date range.",
    );
  });

  test("a draw without some or all prize details shows what is known and one line for the rest", async ({ page }) => {
    // A Daily Lotto fixture draw with no prize details, weeks old: not "not yet".
    await page.goto("/history?date=2026-10-26&game=daily-lotto");
    const card = page.locator('article[data-game="daily-lotto"]');
    await expect(card.getByTestId("missing-details")).toHaveText("Prize details for this draw are not in our records");
    await expect(card).not.toContainText(/Not published|To be announced|not yet/);
    await expect(card.locator("dl")).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // A Lotto fixture draw with its jackpots but no divisions.
    await page.goto("/lotto-history?date=2026-11-04");
    const lotto = page.locator('article[data-game="lotto"]');
    await expect(lotto.locator("dt")).toHaveText(["Jackpot", "Next jackpot"]);
    await expect(lotto.locator("dd")).toHaveText(["R 2,000,000 · rolled over", "R 3,500,000"]);
    await expect(lotto.getByTestId("missing-details")).toHaveText("The prize divisions for this draw are not in our records");

    // In the history table, a row without any figure says so once across its prize columns.
    await page.goto("/history?game=daily-lotto&to=2026-10-31");
    const rows = page.locator("tbody tr");
    await expect(rows).toHaveCount(6); // 26-31 Oct
    await expect(rows.first().getByTestId("missing-details")).toHaveText("Prize details for this draw are not in our records");
    await expect(rows.first().locator("td")).toHaveCount(4); // date, game, numbers, the one line
    // Its one link is the date, to the draw's own page; no "Details" link to a table that does not exist.
    await expect(rows.first().getByRole("link")).toHaveCount(1);
    await expect(rows.first().getByRole("link")).toHaveAttribute("href", /^\/results\/daily-lotto\/2026-10-31$/);
    await expectNoSeriousA11yViolations(page);
  });

  test("the stats panel dates the latest jackpot we hold", async ({ page }) => {
    await page.goto("/lotto-history");
    const stats = page.getByRole("region", { name: "Lotto statistics" });
    await expect(stats).toContainText("Latest Jackpot");
    await expect(stats).toContainText("draw of Wed 18 Nov 2026");
    await expect(stats).not.toContainText("none for later draws");
  });

  test("every history row links to its draw's own page, and the page exists", async ({ page, request }) => {
    for (const path of ["/history", "/lotto-history?expanded=1", "/powerball-history"]) {
      await page.goto(path);
      const hrefs = await page
        .locator("tbody tr")
        .evaluateAll((rows) => rows.map((row) => row.querySelector('a[href^="/results/"]')?.getAttribute("href") ?? ""));
      expect(hrefs.length, path).toBeGreaterThan(0);
      for (const href of hrefs) {
        expect(href).toMatch(/^\/results\/[a-z0-9-]+\/\d{4}-\d{2}-\d{2}$/);
        expect((await request.get(href)).status(), href).toBe(200);
      }
    }
  });

  test("every row's prize divisions are one click away", async ({ page }) => {
    await page.goto("/lotto-history");
    const row = page.locator("tbody tr").first();
    const date = await row.locator('a[href^="/results/"]').first().getAttribute("href");
    await row.getByRole("link", { name: /All divisions/ }).click();
    // The draw's own page, at its prize table: all eight Lotto divisions.
    await expect(page).toHaveURL(new RegExp(`${date}#prizes$`));
    await expect(page.getByTestId("prize-table").locator("tbody tr")).toHaveCount(8);
  });
});

test.describe("history without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filter and load more work as plain links and forms", async ({ page }) => {
    await page.goto("/history");
    await openFilters(page);
    await page.getByLabel("Game type", { exact: true }).selectOption("daily-lotto");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/game=daily-lotto/);
    await expect(page.locator("tbody tr")).toHaveCount(20);
    await page.getByRole("link", { name: "Load More Results" }).click();
    await expect(page.locator("tbody tr")).toHaveCount(25);
  });
});

test.describe("check my numbers", () => {
  test("validates against the current era and lists the wins", async ({ page }) => {
    await page.goto("/check-numbers");
    await page.getByLabel("Game", { exact: true }).selectOption("powerball");
    await page.getByLabel(/Your numbers/).fill("1 2 3");
    await page.getByRole("textbox", { name: /^PowerBall/ }).fill("20");
    await page.getByRole("button", { name: "Check numbers" }).click();
    await expect(page.getByText("Powerball needs exactly 5 numbers; you entered 3.")).toBeVisible();
    await expect(page.getByText("Enter your PowerBall: a number from 1 to 16.")).toBeVisible();

    // The numbers of the newest Lotto fixture draw: division 1 on that date.
    const latest = await (await page.request.get("/api/results/latest")).json();
    await page.goto(`/check-numbers?game=lotto&numbers=${latest.lotto.numbers.join("+")}`);
    const table = page.getByRole("region", { name: "Winning draws" });
    await expect(table.locator("tbody tr").first()).toContainText("Wed 18 Nov 2026");
    await expect(table.locator("tbody tr").first()).toContainText("Div 1: Match 6");
    await expectNoSeriousA11yViolations(page);
  });
});
