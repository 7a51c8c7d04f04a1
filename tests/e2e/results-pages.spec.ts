/**
 * The game, year and draw pages in the browser, against the invented fixtures (tests/fixtures/csv): no
 * sideways scrolling at 390 px (and 1280 px), rows that link to draw pages that exist, the 404 of an
 * unknown draw with its nearest draws, axe, the print view, and the sitemaps naming every draw.
 */
import { readFileSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { GAME_IDS } from "~/rules/games";
import { expectNoSeriousA11yViolations } from "./axe";
import { expect, FRAMEWORK_SCRIPTS, test } from "./fixtures";

const ORIGIN = "https://www.salottoresults.co.za"; // SITE_URL in wrangler.toml

/** The draw dates of a game in the fixtures, as the e2e server imported them. */
function fixtureDates(game: string): string[] {
  const [header, ...rows] = readFileSync(`tests/fixtures/csv/${game}.csv`, "utf8").trim().split("\n");
  const column = header!.split(",").indexOf("draw_date");
  return rows.map((row) => row.split(",")[column]!);
}

const RESULTS_PAGES = [
  ...GAME_IDS.map((game) => `/results/${game}`),
  ...GAME_IDS.map((game) => `/results/${game}/2026`),
  "/results/lotto/2026-11-14", // a full prize table, Plus 1 and Plus 2 on the same night
  "/results/powerball/2026-11-17", // nine divisions
  "/results/lotto-plus-2/2026-11-18",
  "/results/daily-lotto/2026-11-19",
];

/** Wider than the window anywhere: the document, or a box that would scroll inside it. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // A text field scrolls its own text (the copy-link address); visually hidden text (sr-only: 1 px,
    // overflow hidden) is not a box anyone scrolls, nor is a name cut short with "…" (the breadcrumbs).
    const wide = [...document.querySelectorAll("main *:not(input)")]
      .filter((el) => {
        const style = getComputedStyle(el);
        return (
          el.clientWidth > 1 && el.scrollWidth > el.clientWidth + 1 && style.overflowX !== "visible" && style.textOverflow !== "ellipsis"
        );
      })
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`);
    return { document: document.documentElement.scrollWidth - width, scrolling: wide };
  });
}

const locs = async (request: APIRequestContext, path: string) =>
  [...(await (await request.get(path)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(ORIGIN, ""));

test.describe("results pages", () => {
  test("no page scrolls sideways, and none ships JavaScript", async ({ page }) => {
    for (const path of RESULTS_PAGES) {
      const response = await page.goto(path);
      expect(response!.status(), path).toBe(200);
      expect(await overflow(page), path).toEqual({ document: 0, scrolling: [] });
      expect(await page.locator(FRAMEWORK_SCRIPTS).count(), path).toBe(0);
    }
  });

  test("a draw's page shows the whole prize table, the night's other draws and the way on", async ({ page }) => {
    await page.goto("/results/lotto/2026-11-14");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lotto results for Sat 14 Nov 2026");
    await expect(page.getByRole("list", { name: "Winning numbers in ascending order" }).getByRole("listitem")).toHaveText([
      "8",
      "12",
      "24",
      "34",
      "40",
      "42",
      /30\s*Bonus Ball/,
    ]);
    const table = page.getByRole("table", { name: "Lotto prize divisions, Sat 14 Nov 2026" });
    await expect(table.locator("tbody tr")).toHaveCount(8);
    await expect(table.locator("tfoot")).toContainText("Total");
    await expect(page.getByRole("link", { name: /Lotto Plus 1, Sat 14 Nov 2026/ })).toHaveAttribute(
      "href",
      "/results/lotto-plus-1/2026-11-14",
    );
    await expect(page.getByRole("link", { name: "Check a ticket against this draw" })).toHaveAttribute(
      "href",
      "/check-numbers?game=lotto&date=2026-11-14",
    );
    await page.getByRole("link", { name: /Next draw/ }).click();
    await expect(page).toHaveURL(/\/results\/lotto\/2026-11-18$/);
    await page.getByRole("link", { name: /Previous draw/ }).click();
    await expect(page).toHaveURL(/\/results\/lotto\/2026-11-14$/);
    // The copy-link disclosure shows the address to copy; the other share links are plain links.
    await page.getByText("Copy link").click();
    await expect(page.getByLabel("Address of this page (select it and copy)")).toHaveValue(`${ORIGIN}/results/lotto/2026-11-14`);
    await expectNoSeriousA11yViolations(page);
  });

  test("printed, a draw's page holds its numbers and prize table only", async ({ page }) => {
    await page.goto("/results/powerball/2026-11-17");
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("table")).toBeVisible();
    for (const hidden of [
      page.locator("body > header"),
      page.locator("footer"),
      page.getByRole("heading", { name: "Share these results" }),
      page.getByRole("navigation", { name: "Breadcrumb" }),
    ]) {
      await expect(hidden).toBeHidden();
    }
  });

  test("every row of the game and year pages links to a draw page that exists", async ({ page, request }) => {
    for (const path of ["/results/lotto", "/results/lotto/2026", "/results/daily-lotto/2026"]) {
      await page.goto(path);
      const rows = page.getByTestId("draw-list").locator(":scope > li");
      // Where each link leads from this page (a year page writes them relative to its folder).
      const hrefs = await rows.evaluateAll((items) =>
        items.map((li) => (li.querySelector("a") ? new URL(li.querySelector("a")!.href).pathname : "")),
      );
      expect(hrefs.length, path).toBeGreaterThan(0);
      for (const href of hrefs) {
        expect(href, path).toMatch(/^\/results\/[a-z0-9-]+\/\d{4}-\d{2}-\d{2}$/);
        expect((await request.get(href)).status(), href).toBe(200);
      }
    }
    await page.goto("/results/lotto/2026");
    await expect(page.getByTestId("draw-list").locator(":scope > li")).toHaveCount(fixtureDates("lotto").length);
    await expectNoSeriousA11yViolations(page);
    await page.goto("/results/lotto");
    await expect(page.getByTestId("draw-list").locator(":scope > li")).toHaveCount(10);
    await expect(page.getByRole("link", { name: "Lotto statistics" })).toHaveAttribute("href", "/statistics/lotto");
    await expectNoSeriousA11yViolations(page);
  });

  test("an unknown draw answers 404 with links to the nearest draws", async ({ page, consoleErrors }) => {
    const response = await page.goto("/results/lotto/2026-11-12");
    consoleErrors.splice(0); // the browser logs the 404 status itself
    expect(response!.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Draw not found");
    await expect(page.getByText("We hold no Lotto draw on Thu 12 Nov 2026.")).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("link", { name: "Nearest draw after: Sat 14 Nov 2026 (draw 2738)" }).click();
    await expect(page).toHaveURL(/\/results\/lotto\/2026-11-14$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lotto results for Sat 14 Nov 2026");

    const unknownGame = await page.goto("/results/keno");
    consoleErrors.splice(0);
    expect(unknownGame!.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("No such game");
  });

  test("the sitemap index lists every draw page of every game", async ({ request }) => {
    const sitemaps = await locs(request, "/sitemap.xml");
    expect(sitemaps).toEqual(["/sitemaps/pages.xml", ...GAME_IDS.map((game) => `/sitemaps/${game}.xml`)]);
    for (const game of GAME_IDS) {
      const listed = await locs(request, `/sitemaps/${game}.xml`);
      const draws = listed.filter((path) => /\/\d{4}-\d{2}-\d{2}$/.test(path));
      // Every fixture draw is listed (the cron spec may have added a newer one before this runs).
      expect(draws, game).toEqual(expect.arrayContaining(fixtureDates(game).map((date) => `/results/${game}/${date}`)));
      expect(new Set(draws).size, game).toBe(draws.length);
      expect(listed, game).toEqual(expect.arrayContaining([`/results/${game}`, `/results/${game}/2026`]));
    }
  });
});
