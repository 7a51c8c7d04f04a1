import { expect, test, waitForHydration } from "./fixtures";
import { expectNoSeriousA11yViolations } from "./axe";

const PAGES = [
  ["/tips", "Tips and Predictions"],
  ["/lotto-predictions", "Lotto Predictions"],
  ["/how-to-play", "How to Play"],
  ["/blog", "Lottery Guides and Analysis"],
  ["/privacy-policy", null],
  ["/terms-of-service", null],
  ["/about", null],
  ["/responsible-gaming", null],
] as const;

test.describe("content pages", () => {
  for (const [path, heading] of PAGES) {
    test(`${path} renders one h1 and passes axe`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response!.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      if (heading) await expect(page.locator("h1")).toHaveText(heading);
      await expect(page.locator("body")).not.toContainText("{{");
      await expectNoSeriousA11yViolations(page);
    });
  }

  test("/tips streams the PowerBall analysis in place of Loading analysis...", async ({ page }) => {
    await page.goto("/tips");
    await expect(page.getByRole("heading", { name: "Weekly Hot Numbers" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Most common PowerBall" })).toBeVisible();
    await expect(page.getByText("Loading analysis...")).toHaveCount(0);
    await expect(page.getByText(/Based on the last 40 PowerBall draws|Based on the last \d+ PowerBall draws/)).toBeVisible();
    await expect(page.getByText("These are statistics of past draws, not forecasts.")).toBeVisible();
  });

  test("/lotto-predictions states its window and basis", async ({ page }) => {
    await page.goto("/lotto-predictions");
    await expect(page.getByText("Updated 18 Nov 2026")).toBeVisible();
    await expect(page.getByText(/Number sets built from the last 40 Lotto draws/)).toBeVisible();
    for (const set of ["Hot set", "Cold set", "Balanced set"]) {
      await expect(page.getByRole("heading", { name: set }).locator("..").locator("span.rounded-full")).toHaveCount(6);
    }
    await page.getByText("Show the figures as a table").click();
    await expect(page.getByRole("region", { name: "Lotto numbers: times drawn table" }).locator("tbody tr")).toHaveCount(52);
  });

  test("how-to-play tabs work by keyboard with no scripts on the page, SA Lotto first", async ({ page }) => {
    await page.goto("/how-to-play");
    await expect(page.locator("script[src], script[type=module]")).toHaveCount(0);
    const lottoTab = page.getByRole("radio", { name: "SA Lotto" });
    const powerballTab = page.getByRole("radio", { name: "Powerball" });
    const lottoPanel = page.getByRole("heading", { name: "How to play SA Lotto" }).locator("..");
    const powerballPanel = page.getByRole("heading", { name: "How to play Powerball" }).locator("..");
    await expect(lottoTab).toBeChecked();
    await expect(lottoPanel).toBeVisible();
    await expect(lottoPanel).toContainText("1 in 20,358,520");
    await expect(powerballPanel).toBeHidden();
    await lottoTab.focus();
    await page.keyboard.press("ArrowRight");
    await expect(powerballTab).toBeFocused();
    await expect(powerballTab).toBeChecked();
    await expect(powerballPanel).toBeVisible();
    await expect(lottoPanel).toBeHidden();
    await expect(powerballPanel).toContainText("1 in 33,900,160");
    await expect(powerballPanel.locator("tbody").first().locator("tr")).toHaveCount(9);
    await page.keyboard.press("ArrowLeft");
    await expect(lottoTab).toBeChecked();
    await expect(lottoPanel).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // A link can open the second tab.
    await page.goto("/how-to-play?tab=powerball");
    await expect(page.getByRole("radio", { name: "Powerball" })).toBeChecked();
    await expect(powerballPanel).toBeVisible();
  });

  test("how-to-play tabs also work when React renders the page (client-side navigation)", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    // A mark on the window survives a client-side navigation, not a page load.
    await page.evaluate(() => Object.assign(window, { renderedByReact: true }));
    await page.getByRole("contentinfo").getByRole("link", { name: "How to Play" }).click();
    await expect(page).toHaveURL(/\/how-to-play$/);
    expect(await page.evaluate(() => "renderedByReact" in window)).toBe(true);
    await page.getByText("Powerball", { exact: true }).click();
    await expect(page.getByRole("radio", { name: "Powerball" })).toBeChecked();
    await expect(page.getByRole("heading", { name: "How to play Powerball" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "How to play SA Lotto" })).toBeHidden();
  });

  test("every article in the list opens, with its byline and Back to Blog links", async ({ page }) => {
    await page.goto("/blog");
    const links = page.locator("main li h2 a");
    await expect(links).toHaveCount(16);
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
    for (const href of hrefs) {
      const response = await page.goto(href);
      expect(response!.status(), href).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.getByRole("link", { name: "Back to Blog" })).toHaveCount(2);
      await expect(page.locator("main")).toContainText("min read");
      await expect(page.locator("main")).toContainText("Last updated");
      await expect(page.locator("main")).not.toContainText("{{");
    }
  });

  test("an article carries the advert slot and related grid; the timing guide has neither", async ({ page }) => {
    await page.goto("/blog/power-lotto-results-complete-guide");
    await expect(page.getByRole("complementary", { name: "Advertisement" })).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Advertisement" }).getByRole("link").first()).toHaveAttribute("rel", "noopener noreferrer sponsored");
    await expect(page.locator("#related-heading")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto("/blog/lotto-and-powerball-result-draw-times-prizes");
    await expect(page.getByRole("complementary", { name: "Advertisement" })).toHaveCount(0);
    await expect(page.locator("#related-heading")).toHaveCount(0);
  });

  test("an unknown article is a 404", async ({ page, consoleErrors }) => {
    const response = await page.goto("/blog/no-such-article");
    expect(response!.status()).toBe(404);
    await expect(page.locator("h1")).toHaveText("Page Not Found");
    consoleErrors.splice(0);
  });

  test("responsible gaming lists the verified helplines", async ({ page }) => {
    await page.goto("/responsible-gaming");
    const helplines = page.getByRole("region", { name: "Emergency helplines" });
    for (const phone of ["0800 006 008", "0800 21 22 23", "0861 322 322"]) await expect(helplines).toContainText(phone);
  });
});
