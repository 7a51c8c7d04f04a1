import { expect, test } from "./fixtures";
import { expectNoSeriousA11yViolations } from "./axe";

/**
 * Dark mode follows the visitor's `prefers-color-scheme` (app/tailwind.css): the page turns dark, the
 * header and hero stay dark green, the balls keep their colours, and axe finds no contrast problem.
 */
test.describe("dark mode", () => {
  test.use({ colorScheme: "dark" });

  const PAGES = [
    "/",
    "/history",
    "/lotto-history",
    "/results/lotto",
    "/results/lotto/2026-11-18",
    "/results/powerball/2026",
    "/statistics/lotto",
    "/statistics",
    "/check-numbers?game=lotto&numbers=2+10+16+33+40+50",
    // A Division 1 win (the big win box, the claim line) and a night with draws not in our records.
    "/check-numbers?game=lotto&numbers=2+10+16+24+32+41",
    "/check-numbers?game=lotto&date=2026-11-04&numbers=15+17+19+21+36+1",
    "/how-to-play",
    "/blog/power-ball-lotto-results-ultimate-guide",
    "/data-sources",
    "/contact-us",
  ];

  for (const path of PAGES) {
    test(`${path} is dark and passes axe`, async ({ page }) => {
      await page.goto(path);
      // A dark page: the body's background (an oklch colour, read back as sRGB through a canvas) is dark.
      const [r, g, b] = await page.evaluate(() => {
        const context = document.createElement("canvas").getContext("2d")!;
        context.fillStyle = getComputedStyle(document.body).backgroundColor;
        context.fillRect(0, 0, 1, 1);
        return [...context.getImageData(0, 0, 1, 1).data];
      });
      expect(0.2126 * r! + 0.7152 * g! + 0.0722 * b!).toBeLessThan(60);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test("the balls keep their game's colour", async ({ page }) => {
    await page.goto("/results/lotto/2026-11-18");
    const ball = page.locator('[data-ball="main"]').first();
    expect(await ball.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(4, 120, 87)");
  });
});
