import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoSeriousA11yViolations } from "./axe";

/**
 * Issue 33, sections 2 and 4, in a real browser at 390 and 1280 px, light and dark, on the invented
 * fixtures (tests/fixtures/csv): the year archives' month headings and jumps, the month filter, every
 * table in main within a phone's width, one-line breadcrumbs, amounts and bonus balls that keep
 * together, dark drawer, footer, dialogs and charts, no scrolling behind the open drawer, and axe in
 * both schemes.
 */

const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];

/** The fixture's Lotto draws of each month of 2026: { "07": 8, … }. */
function lottoMonths2026(): Map<string, number> {
  const counts = new Map<string, number>();
  const [, ...rows] = readFileSync("tests/fixtures/csv/lotto.csv", "utf8").trim().split("\n");
  for (const row of rows) {
    const date = row.split(",")[1]!;
    if (date.startsWith("2026-")) counts.set(date.slice(5, 7), (counts.get(date.slice(5, 7)) ?? 0) + 1);
  }
  return counts;
}

/** The relative luminance (0-255 scale) of an element's computed background, read back through a canvas. */
async function backgroundLuminance(page: Page, selector: string): Promise<number> {
  const [r, g, b] = await page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const context = document.createElement("canvas").getContext("2d")!;
      context.fillStyle = getComputedStyle(element).backgroundColor;
      context.fillRect(0, 0, 1, 1);
      return [...context.getImageData(0, 0, 1, 1).data];
    });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

for (const scheme of ["light", "dark"] as const) {
  test.describe(`archives by month (${scheme})`, () => {
    test.use({ colorScheme: scheme });

    test("a year page has a heading per month with its count, and jumps to each", async ({ page }) => {
      const expected = lottoMonths2026();
      await page.goto("/results/lotto/2026");
      const jumps = page.getByTestId("month-jumps").getByRole("link");
      // Only months with draws, in calendar order.
      const months = [...expected.keys()].sort();
      await expect(jumps).toHaveCount(months.length);
      expect(await jumps.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(
        months.map((month) => `#${MONTHS[Number(month) - 1]}`),
      );
      for (const [month, count] of expected) {
        const id = MONTHS[Number(month) - 1]!;
        const name = `${id[0]!.toUpperCase()}${id.slice(1)} 2026`;
        const section = page.locator(`section[aria-labelledby="${id}"]`);
        await expect(section.getByRole("heading", { level: 2, name })).toBeVisible();
        await expect(section.getByText(`${count} ${count === 1 ? "draw" : "draws"} in ${name}`)).toBeVisible();
        await expect(section.getByTestId("draw-list").locator(":scope > li")).toHaveCount(count);
      }
      // A jump scrolls its month's heading into view (below the sticky header).
      const first = months[0]!;
      await jumps.first().click();
      await expect(page).toHaveURL(new RegExp(`#${MONTHS[Number(first) - 1]}$`));
      const heading = page.locator(`h2#${MONTHS[Number(first) - 1]}`);
      await expect(heading).toBeInViewport();
      const headerBottom = await page.locator("body > header").evaluate((header) => header.getBoundingClientRect().bottom);
      expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom - 1);
      // Balls, bonus ball included, on one line in every row.
      const tops = await page
        .getByTestId("draw-list")
        .first()
        .locator(":scope > li:first-child > ul > li")
        .evaluateAll((balls) => balls.map((ball) => Math.round(ball.getBoundingClientRect().top)));
      expect(new Set(tops).size).toBe(1);
      await expectNoSeriousA11yViolations(page);
    });

    test("the month filter shows one month in one step; bad input gets a message beside the field", async ({ page }) => {
      await page.goto("/results/lotto");
      const field = page.getByLabel("Lotto draws of one month");
      await field.fill("2026-10");
      await page.getByRole("button", { name: "Show month" }).click();
      await expect(page).toHaveURL(/\/results\/lotto\?month=2026-10#by-month$/);
      const section = page.locator("#by-month");
      await expect(section.getByRole("heading", { name: "Lotto draws in October 2026" })).toBeVisible();
      await expect(section.getByTestId("month-count")).toContainText(`${lottoMonths2026().get("10")} draws in October 2026`);
      await expect(section.getByTestId("draw-list").locator(":scope > li")).toHaveCount(lottoMonths2026().get("10")!);
      await expect(section.getByRole("link", { name: "All of 2026" })).toHaveAttribute("href", "/results/lotto/2026#october");
      await expectNoSeriousA11yViolations(page);

      const response = await page.goto("/results/lotto?month=2026-13");
      expect(response?.status()).toBe(200);
      const bad = page.getByLabel("Lotto draws of one month");
      await expect(bad).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByTestId("month-error")).toHaveText("Enter a month as YYYY-MM, such as 2018-03.");
      await expect(bad).toHaveAccessibleDescription(/Enter a month as YYYY-MM/);
      await expectNoSeriousA11yViolations(page);
    });

    test("the history pages link the game pages, their years and months", async ({ page }) => {
      await page.goto("/lotto-history");
      const nav = page.getByRole("navigation", { name: "Results by game, year and month" });
      await expect(nav.getByRole("link", { name: "Lotto results" })).toHaveAttribute("href", "/results/lotto");
      await nav.getByRole("link", { name: "by month" }).first().click();
      await expect(page).toHaveURL(/\/results\/lotto#by-month$/);
      await expect(page.getByLabel("Lotto draws of one month")).toBeVisible();
    });
  });

  test.describe(`phone layout and colour scheme (${scheme})`, () => {
    test.use({ colorScheme: scheme });

    test("every table in main fits the width, or stacks; the Tips chart wraps", async ({ page }) => {
      for (const path of [
        "/how-to-play",
        "/how-to-play?tab=powerball",
        "/tips",
        "/lotto-history",
        "/history",
        "/statistics/lotto",
        "/results/lotto/2026-11-18",
      ]) {
        await page.goto(path);
        const width = page.viewportSize()!.width;
        const overflowing = await page.locator("main table:visible").evaluateAll(
          (tables, viewport) =>
            tables
              .filter((table) => {
                const box = table.getBoundingClientRect();
                const scroller = table.parentElement!;
                return box.right > viewport + 0.5 || scroller.scrollWidth > scroller.clientWidth + 1;
              })
              .map((table) => table.querySelector("caption, th")?.textContent ?? table.outerHTML.slice(0, 80)),
          width,
        );
        expect(overflowing, path).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width);
      }
      await page.goto("/how-to-play");
      // The prize per winner of every division is on screen.
      const prizes = page.locator('main table td[data-label="Prize per winner"]:visible');
      expect(await prizes.count()).toBeGreaterThan(0);
      for (const cell of await prizes.all()) {
        const box = (await cell.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
      }
      await page.goto("/tips");
      const chart = page.getByTestId("frequency-chart").first();
      expect(await chart.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
    });

    test("breadcrumbs stay on one line; amounts keep their R; the bonus ball stays with its balls", async ({ page }) => {
      await page.goto("/results/lotto-plus-1/2026");
      const crumbs = page.getByTestId("breadcrumbs");
      // Every item (each "›" with its name) on the one line: their middles level.
      // (On a phone the last item, this page, is left out.)
      const middles = await crumbs
        .locator("li:visible")
        .evaluateAll((items) =>
          items.map((item) => Math.round(item.getBoundingClientRect().top + item.getBoundingClientRect().height / 2)),
        );
      expect(new Set(middles).size).toBe(1);
      expect((await crumbs.boundingBox())!.height).toBeLessThanOrEqual(48);
      // A draw page's trail, the longest game name included: no name cut short ("Power…", issue 43).
      await page.goto("/results/powerball-plus/2026-11-17");
      for (const name of await page.getByTestId("breadcrumbs").locator("li:visible a span, li:visible [aria-current]").all()) {
        expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth), (await name.textContent()) ?? "").toBe(true);
      }
      await expect(page.getByTestId("breadcrumbs").getByRole("link", { name: "PowerBall Plus" })).toBeVisible();

      await page.goto("/lotto-history");
      const values = page.getByRole("region", { name: /statistics/ }).locator("p.font-bold");
      for (const value of await values.all()) {
        // One line box: the amount never breaks after its "R", and does not overflow its card.
        expect(
          await value.evaluate((element) => element.getClientRects().length === 1 && element.scrollWidth <= element.clientWidth + 1),
        ).toBe(true);
        const box = (await value.boundingBox())!;
        const lineHeight = await value.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
        expect(box.height).toBeLessThan(lineHeight * 1.5);
      }

      await page.goto("/history?date=2026-11-18");
      const ballRows = page.locator('main span[role="img"][data-game]');
      expect(await ballRows.count()).toBeGreaterThan(0);
      for (const row of await ballRows.all()) {
        const ballTops = await row
          .locator(":scope > span")
          .evaluateAll((balls) =>
            balls.map((ball) => Math.round(ball.getBoundingClientRect().top + ball.getBoundingClientRect().height / 2)),
          );
        expect(new Set(ballTops).size).toBe(1);
      }
    });

    test("the footer, dialogs and chart panels follow the scheme", async ({ page }) => {
      await page.goto("/tips");
      // The footer is dark in both schemes; the chart takes the panel's background (no white box in dark).
      expect(await backgroundLuminance(page, "footer")).toBeLessThan(60);
      const panel = await backgroundLuminance(page, "figure:has([data-testid=frequency-chart])");
      expect(panel < 60).toBe(scheme === "dark");
      const svgBackground = await page
        .getByTestId("frequency-chart")
        .locator("svg")
        .first()
        .evaluate((svg) => getComputedStyle(svg).backgroundColor);
      expect(svgBackground).toBe("rgba(0, 0, 0, 0)");
      await page.goto("/statistics/lotto");
      expect(
        await page
          .locator("main figure svg")
          .first()
          .evaluate((svg) => getComputedStyle(svg).backgroundColor),
      ).toBe("rgba(0, 0, 0, 0)");
      // The helplines dialog from the footer.
      await page.locator("footer").getByRole("link", { name: "Need help?" }).click();
      const dialog = page.locator("dialog[open]");
      await expect(dialog).toBeVisible();
      expect((await backgroundLuminance(page, "dialog[open]")) < 60).toBe(scheme === "dark");
      await expectNoSeriousA11yViolations(page);
    });

    test("the drawer follows the scheme, and the page does not scroll behind it", async ({ page }, testInfo) => {
      test.skip(testInfo.project.name !== "mobile", "the drawer is the phone's menu");
      await page.goto("/results/lotto/2026");
      await page.getByRole("button", { name: "Menu" }).click();
      const drawer = page.getByTestId("mobile-drawer");
      await expect(drawer).toBeVisible();
      expect((await backgroundLuminance(page, "[data-testid=mobile-drawer]")) < 60).toBe(scheme === "dark");
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
      // A wheel over the backdrop moves nothing.
      await page.mouse.move(40, 600);
      await page.mouse.wheel(0, 1500);
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expectNoSeriousA11yViolations(page);
      await drawer.getByRole("button", { name: "Close" }).click();
      await expect(drawer).toBeHidden();
      await page.mouse.wheel(0, 1500);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    });

    test("adverts are typographic cards: no artwork bars, no images", async ({ page }) => {
      await page.goto("/tips");
      const advert = page.getByRole("complementary", { name: "Advertisement" }).first();
      await expect(advert).toBeVisible();
      await expect(advert.locator("img, svg, .banner-art")).toHaveCount(0);
      await page.goto("/lotto-history");
      const banner = page.locator(".banner-art").first();
      await expect(banner).toContainText("International lottery");
      expect(await banner.evaluate((element) => getComputedStyle(element, "::after").content)).toBe("none");
    });
  });
}
