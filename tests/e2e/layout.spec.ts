/**
 * Layout rules of the results screens (issue 18): every tap target at least 44×44 px on a 390 px phone
 * (WCAG 2.2 target size, at the stricter 2.5.5 figure), and a desktop header that keeps to one line from
 * 768 px, where it replaces the drawer, to 1024 px.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const RESULTS_SCREENS = [
  "/",
  "/results/lotto",
  "/results/powerball/2026",
  "/results/lotto/2026-11-14",
  "/history",
  "/lotto-history",
  "/powerball-history",
  "/check-numbers?game=lotto&numbers=8+12+24+34+40+42",
  "/statistics/lotto",
  "/statistics",
];

/**
 * Visible controls smaller than 44×44 px. A link inside a sentence is exempt, as WCAG exempts inline
 * targets: its size is the text's. Hidden and visually hidden controls (sr-only, a closed menu) have no
 * box to tap.
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // Inline, with words of its own around it in the same element.
    const inSentence = (el: Element) => {
      const parent = el.parentElement;
      if (!parent || getComputedStyle(el).display !== "inline") return false;
      return (parent.textContent ?? "").trim().length > (el.textContent ?? "").trim().length + 2;
    };
    const controls = document.querySelectorAll("a[href], button, select, textarea, input:not([type=hidden]), summary");
    const small: string[] = [];
    for (const el of controls) {
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || getComputedStyle(el).visibility === "hidden") continue;
      if (el.closest("[popover]:not(:popover-open), dialog:not([open])")) continue;
      if (inSentence(el)) continue;
      if (box.width < 43.5 || box.height < 43.5) {
        small.push(
          `${el.tagName.toLowerCase()} "${(el.textContent ?? el.getAttribute("aria-label") ?? "").trim().slice(0, 40)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      }
    }
    return small;
  });
}

test.describe("layout", () => {
  test("every tap target on the results screens is at least 44×44 px at 390 px", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "mobile", "the phone layout");
    const small: Record<string, string[]> = {};
    for (const path of RESULTS_SCREENS) {
      expect((await page.goto(path))!.status(), path).toBe(200);
      const found = await smallTargets(page);
      if (found.length > 0) small[path] = found;
    }
    expect(small).toEqual({});
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await smallTargets(page), "the open menu drawer").toEqual([]);
  });

  test("the header keeps to one line from 768 to 1024 px", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "the desktop header");
    for (const width of [768, 800, 900, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/");
      const items = page.getByRole("navigation", { name: "Main" }).locator(":scope > ul > li");
      const tops = await items.evaluateAll((lis) => lis.map((li) => Math.round(li.getBoundingClientRect().top)));
      expect(tops.length, `${width}px`).toBeGreaterThan(3);
      expect(new Set(tops).size, `${width}px: the menu's items start on one line`).toBe(1);
      const header = await page.locator("header").first().boundingBox();
      expect(header!.height, `${width}px: the header is one row high`).toBeLessThan(80);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `${width}px`).toBe(0);
    }
  });
});
