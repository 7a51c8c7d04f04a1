import { expect, test } from "./fixtures";
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
  ["/claiming-prizes", "Claiming a Lottery Prize"],
  ["/lottery-scams", "Lottery Scams: How to Spot a Fake Win"],
  ["/biggest-jackpots", "Biggest Jackpots Won"],
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

  test("/tips holds the PowerBall analysis in the page itself: no loading state, no streamed part", async ({ page }) => {
    await page.goto("/tips");
    await expect(page.getByRole("heading", { name: "Weekly Hot Numbers" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Most common PowerBall" })).toBeVisible();
    await expect(page.getByText("Loading analysis...")).toHaveCount(0);
    await expect(page.getByText(/Based on the last 40 PowerBall draws|Based on the last \d+ PowerBall draws/)).toBeVisible();
    await expect(page.getByText("These are statistics of past draws, not forecasts.")).toBeVisible();
  });

  test("/lotto-predictions states its window and basis", async ({ page }) => {
    await page.goto("/lotto-predictions");
    await expect(page.getByText("Updated Wed 18 Nov 2026")).toBeVisible();
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
    const powerballTab = page.getByRole("radio", { name: "PowerBall" });
    const lottoPanel = page.getByRole("heading", { name: "How to play SA Lotto" }).locator("..");
    const powerballPanel = page.getByRole("heading", { name: "How to play PowerBall" }).locator("..");
    await expect(lottoTab).toBeChecked();
    await expect(lottoPanel).toBeVisible();
    await expect(lottoPanel).toContainText("1 in 20,358,520");
    // The 58-ball period beside the eras, and today's price said to be unconfirmed (hobby projects only).
    await expect(lottoPanel).toContainText(
      "drew from 58 balls and paid a prize for Match 2: the chance of any prize on a board was 1 in 9.61",
    );
    await expect(lottoPanel).toContainText("The price of a board today is not confirmed");
    await expect(powerballPanel).toBeHidden();
    await lottoTab.focus();
    await page.keyboard.press("ArrowRight");
    await expect(powerballTab).toBeFocused();
    await expect(powerballTab).toBeChecked();
    await expect(powerballPanel).toBeVisible();
    await expect(lottoPanel).toBeHidden();
    await expect(powerballPanel).toContainText("1 in 33,900,160");
    await expect(powerballPanel.locator("tbody").first().locator("tr")).toHaveCount(9);
    // The lower divisions pay fixed amounts (derived from the division data), the top ones share pools.
    await expect(powerballPanel.locator("tbody").first().locator("tr").nth(3)).toContainText("R 2,000 (fixed)");
    await expect(powerballPanel.locator("tbody").first().locator("tr").first()).toContainText("Share of a pool");
    await page.keyboard.press("ArrowLeft");
    await expect(lottoTab).toBeChecked();
    await expect(lottoPanel).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // A link can open the second tab.
    await page.goto("/how-to-play?tab=powerball");
    await expect(page.getByRole("radio", { name: "PowerBall" })).toBeChecked();
    await expect(powerballPanel).toBeVisible();
  });

  test("how-to-play has a Daily Lotto tab with its rules, odds and prize table, and the corrected claims and tax", async ({ page }) => {
    await page.goto("/how-to-play?tab=daily-lotto");
    await expect(page.getByRole("radio", { name: "Daily Lotto" })).toBeChecked();
    const panel = page.getByRole("heading", { name: "How to play Daily Lotto" }).locator("..");
    await expect(panel).toBeVisible();
    await expect(panel).toContainText("5 numbers from 1 to 36");
    await expect(panel).toContainText("1 in 376,992");
    const prizes = panel.getByRole("region", { name: "Daily Lotto prize divisions" });
    await expect(prizes.locator("tbody tr")).toHaveCount(4);
    await expect(prizes.locator("tbody tr").first()).toContainText("Match 5");
    await expect(prizes).not.toContainText("(fixed)");
    const claims = page.getByRole("heading", { name: "Collecting prizes" }).locator("..");
    await expect(claims).toContainText("Under R 2,000");
    await expect(claims).toContainText("Up to R 49,999.99");
    await expect(claims).toContainText("R 50,000 and above");
    await expect(claims).toContainText("15% withholding tax");
    await expect(claims).not.toContainText("20%");
    await expect(claims).not.toContainText("head office");
    // One threshold for the digital channels, dated and labelled as the previous operator's.
    await expect(claims).toContainText("under Ithuba (its statement of November 2024), prizes below R 249,000");
    await expect(claims).not.toContainText("banking channel");
    // Daily Lotto Plus, the withdrawn add-on, beside the eras; the roll-down goes to Match 4.
    await expect(panel).toContainText("Daily Lotto Plus, a second draw on the same board");
    await expect(panel).toContainText("rolls down to that night's Match 4 winners");
    await expect(page.getByRole("heading", { name: "Where the money goes" }).locator("..")).toContainText("48%");
    await expect(page.getByRole("heading", { name: "Reaching the operator" }).locator("..")).toContainText("www.nationallottery.co.za");
    await expectNoSeriousA11yViolations(page);
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
    await expect(page.getByRole("complementary", { name: "Advertisement" }).getByRole("link").first()).toHaveAttribute(
      "rel",
      "noopener noreferrer sponsored",
    );
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
    for (const phone of ["0800 006 008", "0800 567 567", "0800 21 22 23", "0861 322 322"]) await expect(helplines).toContainText(phone);
    await expect(page.locator("main")).not.toContainText("076 675 0710");
    // "If you might harm yourself" points to the line that is open around the clock.
    const harm = page.locator("main p", { hasText: "might harm yourself" });
    await expect(harm.getByRole("link", { name: "0800 567 567" })).toHaveAttribute("href", "tel:+27800567567");
  });

  test("privacy names only the cookie the site sets, and visitors get none", async ({ page, context }) => {
    await page.goto("/privacy-policy");
    await expect(page.locator("main")).toContainText("__Host-admin_session");
    await expect(page.locator("main")).not.toContainText(/anti-forgery cookie/i);
    await page.goto("/contact-us");
    expect(await context.cookies()).toEqual([]);
  });

  test("articles carry the corrected facts and link the pages they explain", async ({ page }) => {
    await page.goto("/blog/lottery-power-ball-results-how-to-check");
    const main = page.locator("main");
    await expect(main.getByRole("region", { name: "Where to claim a National Lottery prize" })).toBeVisible();
    await expect(main).toContainText(
      "15% withholding tax on winnings above R 25,000 was proposed in the 2011 Budget and dropped in the 2012 Budget",
    );
    await page.goto("/blog/lotto-and-powerball-result-draw-times-prizes");
    await expect(page.locator("main")).toContainText("PowerBall is drawn on Good Friday, and has been every year since 2016");
    await expect(page.locator("main")).toContainText("in 2004 Lotto was drawn on Friday 24 December instead");
    await expect(page.locator("main")).not.toContainText("never fall on a Friday");
    await page.goto("/blog/lotto-and-power-ball-results-ultimate-guide");
    await expect(page.locator("main")).toContainText("fixed: Match 3 R 50 and Match 2 + Bonus R 20");
    await expect(page.locator("main a[href='/how-to-play']").first()).toBeVisible();
  });
});
