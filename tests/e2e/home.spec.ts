import { expect, test, waitForHydration } from "./fixtures";
import { expectNoSeriousA11yViolations } from "./axe";
import { addDays, saDate } from "~/rules/schedule";

/** The fixtures' newest Daily Lotto draw has no prize details: "not yet" for a week, then "not in our records". */
const DAILY_LOTTO_NEWEST = "2026-11-19";
const dailyLottoLine = () =>
  addDays(DAILY_LOTTO_NEWEST, 7) >= saDate(new Date())
    ? "Prize details for this draw are not yet published"
    : "Prize details for this draw are not in our records";

test.describe("home", () => {
  test("latest results grouped by date, newest first, with divisions from the data", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Latest Results - All Games" })).toBeVisible();
    // Newest date first (the cron test may have added a newer draw to the shared test database).
    const dateHeadings = page.locator("section[aria-labelledby=latest-heading] h3");
    // The site's date ("Wed 18 Nov 2026") as YYYY-MM-DD.
    const dates = (await dateHeadings.allTextContents()).map((text) => new Date(`${text.slice(4)} UTC`).toISOString().slice(0, 10));
    expect(dates.length).toBeGreaterThanOrEqual(3);
    expect([...dates].sort().reverse()).toEqual(dates);
    await expect(
      page
        .locator("section[aria-labelledby=latest-heading] > div")
        .filter({ has: page.locator('article[data-game="lotto"]') })
        .locator("h3")
        .first(),
    ).toHaveText("Wed 18 Nov 2026");
    const lotto = page.locator('article[data-game="lotto"]');
    await expect(lotto).toContainText("6 numbers from 1-52 plus a bonus ball");
    await expect(lotto.locator("table").first().locator("tbody tr")).toHaveCount(3);
    await expect(lotto.getByRole("link", { name: "All 8 prize divisions" })).toHaveAttribute("href", "/results/lotto/2026-11-18#prizes");
    // What it lacks is one line, not a "Not published" field each.
    await expect(page.locator('article[data-game="daily-lotto"] [data-testid="missing-details"]')).toHaveText(dailyLottoLine());
    await expect(page.locator("section[aria-labelledby=latest-heading]")).not.toContainText(/Not published|To be announced/);
    await expect(page.locator('article[data-game="powerball"]')).toContainText("5 numbers from 1-50 plus a PowerBall from 1-16");
    await expectNoSeriousA11yViolations(page);
  });

  test("the latest draw of every game comes first: on the first screen of a desktop, starting on a phone's", async ({ page }) => {
    await page.goto("/");
    const strip = page.getByRole("region", { name: "Latest draws" });
    const items = strip.getByRole("listitem");
    await expect(items).toHaveCount(6);
    const viewport = page.viewportSize()!;
    const first = (await items.first().boundingBox())!;
    expect(first.y).toBeLessThan(viewport.height / 2);
    if (viewport.width >= 1024) {
      const last = (await items.last().boundingBox())!;
      expect(last.y + last.height).toBeLessThanOrEqual(viewport.height);
    }
    // Each links to its draw's page, and the strip comes before the adverts.
    // The draw's own link first (a late line adds the official results' link after it).
    await expect(items.first().getByRole("link").first()).toHaveAttribute("href", /^\/results\/lotto\/\d{4}-\d{2}-\d{2}$/);
    const advertsTop = (await page.getByRole("region", { name: "International lotteries" }).boundingBox())!.y;
    expect(first.y).toBeLessThan(advertsTop);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  });

  test("without a known next jackpot, each slide leads with its game's last draw, the next draw and the countdown", async ({ page }) => {
    // The fixtures' newest draws (PowerBall 17 Nov, Lotto 18 Nov 2026) are older than the draws that would announce the next jackpots.
    await page.goto("/");
    const powerball = page.locator('[data-slide="powerball"]');
    await expect(powerball.getByRole("heading", { level: 2 })).toHaveText("Latest PowerBall Results");
    await expect(powerball.getByRole("img", { name: "6, 7, 10, 42, 44, PowerBall 2" })).toBeVisible();
    await expect(powerball).toContainText("Drawn Tue 17 Nov 2026");
    await expect(powerball).toContainText(/Next draw: \w{3} \d{1,2} \w{3} \d{4} at 21:00 SAST/);
    await expect(powerball.getByRole("timer", { name: "Time until the next Powerball draw" })).toBeVisible();
    await expect(page.getByTestId("hero-slider")).not.toContainText("Jackpot to be announced");
    const lotto = page.locator('[data-slide="lotto"]');
    await expect(lotto.getByRole("heading", { level: 2, includeHidden: true })).toHaveText("Latest Lotto Results");
    await expect(lotto.getByRole("img", { name: "2, 10, 16, 24, 32, 41, Bonus Ball 33", includeHidden: true })).toBeAttached();
    // The hero only: below the fold, content-visibility leaves the result groups unrendered, and axe then
    // measures their text against the footer (the whole page is checked in the first test).
    await expectNoSeriousA11yViolations(page, "[data-testid=hero-slider]");
  });

  test("the slider advances every 5 s and wraps; arrows and dots switch slides", async ({ page }, testInfo) => {
    await page.clock.install();
    await page.goto("/");
    await waitForHydration(page);
    const powerball = page.locator('[data-slide="powerball"]');
    const lotto = page.locator('[data-slide="lotto"]');
    await expect(powerball).toBeVisible();
    await expect(powerball).toContainText("Latest PowerBall Results");
    await page.clock.runFor(5000);
    await expect(lotto).toBeVisible();
    await expect(powerball).toBeHidden();
    await page.clock.runFor(5000);
    await expect(powerball).toBeVisible();
    await page.getByRole("button", { name: /Show slide 2/ }).click();
    await expect(lotto).toBeVisible();
    const next = page.getByRole("button", { name: "Next slide" });
    if (testInfo.project.name === "mobile") {
      await expect(next).toBeHidden();
    } else {
      await next.click();
      await expect(powerball).toBeVisible();
    }
  });

  test("the arrows' tooltips: after 700 ms, at once within 300 ms of another, on focus, gone on Escape", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === "mobile", "the arrows and their tooltips are hidden on small screens");
    await page.clock.install();
    await page.goto("/");
    await waitForHydration(page);
    // Time stands still between steps, so the delays are measured exactly, whatever the machine's speed.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const previous = page.getByRole("button", { name: "Previous slide" });
    const tooltip = page.getByRole("tooltip");
    await previous.hover();
    await page.clock.runFor(600);
    await expect(tooltip).toHaveCount(0);
    await page.clock.runFor(150);
    await expect(tooltip).toHaveText("Latest Lotto Results (slide 2 of 2)");
    await expect(previous).toHaveAttribute("aria-describedby", (await tooltip.getAttribute("id"))!);
    // From one tooltip to the next within 300 ms: no second wait.
    const next = page.getByRole("button", { name: "Next slide" });
    await next.hover();
    await page.clock.runFor(1);
    await expect(tooltip).toHaveText("Latest Lotto Results (slide 2 of 2)");
    await expect(next).toHaveAttribute("aria-describedby", (await tooltip.getAttribute("id"))!);
    await expect(previous).not.toHaveAttribute("aria-describedby");
    await page.keyboard.press("Escape");
    await expect(tooltip).toHaveCount(0);
    await page.mouse.move(0, 0);
    await page.clock.runFor(400);
    await previous.focus();
    await page.clock.runFor(699);
    await expect(tooltip).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(tooltip).toHaveText("Latest Lotto Results (slide 2 of 2)");
    await page.clock.resume(); // axe waits on timers of its own
    await expectNoSeriousA11yViolations(page);
    await previous.blur();
    await expect(tooltip).toHaveCount(0);
  });

  test("the countdown ticks every second", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await waitForHydration(page);
    // On a draw night one game's draw is under way (its countdown rests at zero); the two games never
    // draw on the same night, so the other slide's countdown is running.
    const running = async (game: string) =>
      !/^(0|00)+$/.test(
        (await page.locator(`[data-slide="${game}"] [data-testid="countdown"] > div > span:first-child`).allTextContents()).join(""),
      );
    const game = (await running("powerball")) ? "powerball" : "lotto";
    const seconds = page.locator(`[data-slide="${game}"] [data-testid="countdown"] > div`).nth(3).locator("span").first();
    const before = await seconds.textContent();
    await page.clock.runFor(1000);
    await expect(seconds).not.toHaveText(before!);
  });
});

test.describe("home without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server renders the countdown and every card", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByTestId("countdown").first()).toContainText(/\d+\s*days/i);
    await expect(page.locator("article[data-game]")).toHaveCount(6);
  });
});
