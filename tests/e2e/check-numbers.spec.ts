/**
 * Check My Numbers as a player uses it, against the fixtures (tests/fixtures/csv): the newest Lotto night
 * is Wed 18 Nov 2026 (Lotto 2 10 16 24 32 41 + 33 with its prize table; Lotto Plus 1 5 8 14 38 39 44 + 4
 * and Plus 2 4 23 34 37 41 47 + 19, without tables); PowerBall 17 Nov 2026 6 7 10 42 44 + 2 (table),
 * PowerBall Plus 2 15 17 41 43 + 1 (no table). Lotto of Wed 4 Nov 2026 (15 17 19 21 36 44 + 4) has no
 * table and no Plus draws. The server keeps the real clock: where the words depend on the date (a payout
 * still to come or a gap, a claim's days left), both are accepted; the clock-set checks are the workers
 * tests' (tests/workers/check-numbers.test.ts).
 */
import { expectNoSeriousA11yViolations } from "./axe";
import { expect, test, waitForHydration } from "./fixtures";

/** A payout we don't hold: still to come in the first days after the draw, a gap after them. */
const NO_PAYOUT = String.raw`(payout not published yet|we don't have this draw's payouts: see the official result\s↗ \(opens in a new tab\))`;

test.describe("check my ticket", () => {
  test("the form reads in order: game, date and numbers, then the button (under the numbers on a laptop)", async ({ page }, testInfo) => {
    await page.goto("/check-numbers");
    const button = (await page.getByRole("button", { name: "Check numbers" }).boundingBox())!;
    const numbers = (await page.getByLabel(/Your numbers/).boundingBox())!;
    const date = (await page.getByLabel(/Draw date/).boundingBox())!;
    expect(button.y).toBeGreaterThan(numbers.y + numbers.height - 1);
    expect(button.y).toBeGreaterThan(date.y);
    if (testInfo.project.name === "desktop") expect(button.x).toBeGreaterThanOrEqual(numbers.x);
  });

  test("answers the latest Lotto draw and its Plus draws first, matched balls marked, then all our records", async ({ page }) => {
    await page.goto("/check-numbers");
    await waitForHydration(page);
    await page.getByLabel("Game", { exact: true }).selectOption("lotto");
    // 2 10 16: Lotto's Match 3 (division 8, R 15). 5 8 14: Plus 1's Match 3 (no table: payout not published). Plus 2: nothing.
    await page.getByLabel(/Your numbers/).fill("2 10 16 5 8 14");
    await page.getByRole("button", { name: "Check numbers" }).click();
    // The state is in the address: it can be shared and opened again.
    await expect(page).toHaveURL(/\/check-numbers\?game=lotto&date=&numbers=2\+10\+16\+5\+8\+14(&powerball=)?$/);

    await expect(page.getByRole("heading", { name: "Latest draws: Wed 18 Nov 2026" })).toBeVisible();
    const lotto = page.getByTestId("night-lotto");
    await expect(lotto.getByTestId("outcome")).toHaveText("★ Division 8 (Match 3): R 15 per winner");
    await expect(lotto.locator("li[data-matched]")).toHaveCount(3);
    await expect(lotto.getByRole("list", { name: /Lotto numbers drawn/ })).toContainText("2 (matched)");
    await expect(page.getByTestId("night-lotto-plus-1").getByTestId("outcome")).toHaveText(
      new RegExp(String.raw`^★ Division 8 \(Match 3\): ${NO_PAYOUT}$`),
    );
    await expect(page.getByTestId("night-lotto-plus-1").locator("li[data-matched]")).toHaveCount(3);
    await expect(page.getByTestId("night-lotto-plus-2").getByTestId("outcome")).toHaveText("No prize");
    // Wins, the payout we don't have, and "no win" said apart; any newer night not in our records is named.
    await expect(page.getByTestId("night-answer")).toHaveText(
      /^Your numbers won R 15 on Lotto, Wed 18 Nov 2026 and Division 8 \(Match 3\) on Lotto Plus 1, Wed 18 Nov 2026\. (Its payout is not published yet|We don't have this draw's payouts)\. No win on Lotto Plus 2\b/,
    );
    await expect(page.getByTestId("night-answer").getByRole("link", { name: /Official results/ })).toHaveAttribute(
      "href",
      /^https:\/\/www\.nationallottery\.co\.za/,
    );
    // The claim line, with where to claim and the guide.
    await expect(page.getByTestId("claim")).toContainText(/(Claim by|Claim soon: by|The time to claim ended on) Thu 18 Nov 2027/);
    await expect(page.getByTestId("claim").getByRole("link", { name: "How to claim a prize" })).toHaveAttribute("href", "/claiming-prizes");

    await expect(page.getByRole("heading", { name: "In all our records" })).toBeVisible();
    await expect(page.getByRole("heading", { name: /for 2 5 8 10 14 16 in Lotto, Lotto Plus 1 and Lotto Plus 2$/ })).toBeVisible();
    await expect(page.getByRole("list", { name: "Wins by division" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await lotto.getByRole("link", { name: "Lotto" }).click();
    await expect(page).toHaveURL(/\/results\/lotto\/2026-11-18$/);
  });

  test("the draw page's link fills the date; a date without a draw offers the nearest draws", async ({ page }) => {
    await page.goto("/results/lotto/2026-11-14");
    await page.getByRole("link", { name: "Check a ticket against this draw" }).click();
    await expect(page).toHaveURL(/\/check-numbers\?game=lotto&date=2026-11-14$/);
    await expect(page.getByLabel(/Draw date/)).toHaveValue("14/11/2026");
    await page.getByLabel(/Your numbers/).fill("8 12 24 1 2 3");
    await page.getByRole("button", { name: "Check numbers" }).click();
    await expect(page.getByRole("heading", { name: "Your draw: Sat 14 Nov 2026" })).toBeVisible();
    await expect(page.getByTestId("night-lotto").getByTestId("outcome")).toHaveText("★ Division 8 (Match 3): R 15 per winner");

    await page.goto("/check-numbers?game=lotto&numbers=8+12+24+1+2+3&date=2026-11-12");
    await expect(page.getByRole("heading", { name: "No Lotto draw on Thu 12 Nov 2026" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Check against Sat 14 Nov 2026" })).toBeVisible();
    await page.getByRole("link", { name: "Check against Wed 11 Nov 2026" }).click();
    await expect(page.getByRole("heading", { name: "Your draw: Wed 11 Nov 2026" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("several boards at once, each answered; a bad line is named beside the field", async ({ page }) => {
    await page.goto("/check-numbers?game=lotto");
    await waitForHydration(page);
    const numbers = page.getByLabel(/Your numbers/);
    await numbers.fill("2 10 16 24 32 33\n1 2 3");
    await page.getByRole("button", { name: "Check numbers" }).click();
    await expect(page.getByText("Line 2: Lotto needs exactly 6 numbers; you entered 3.")).toBeVisible();
    await expect(numbers).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByTestId("night-results")).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await numbers.fill("2 10 16 24 32 33\n1 3 5 7 9 11");
    await page.getByRole("button", { name: "Check numbers" }).click();
    const boards = page.getByTestId("night-lotto").getByTestId("board-answer");
    await expect(boards).toHaveCount(2);
    await expect(boards.nth(0)).toContainText("Board 1: 2 10 16 24 32 33");
    // Five mains and the bonus ball 33: division 2.
    await expect(boards.nth(0).getByTestId("outcome")).toHaveText("★ Division 2 (Match 5 + Bonus): R 150,000.50 per winner");
    await expect(boards.nth(1).getByTestId("outcome")).toHaveText("No prize");
    // Division 2: the big win box first, with the claiming guide.
    const big = page.getByTestId("big-win");
    await expect(big.getByRole("heading")).toHaveText("A big win: Division 2 (Match 5 + Bonus) on Lotto, Wed 18 Nov 2026 (board 1)");
    await expect(big.getByRole("link", { name: "How to claim a big prize" })).toHaveAttribute("href", "/claiming-prizes");
    await expectNoSeriousA11yViolations(page);
    await expect(
      page.getByRole("heading", { name: /^Board 2: .* for 1 3 5 7 9 11 in Lotto, Lotto Plus 1 and Lotto Plus 2$/ }),
    ).toBeVisible();
  });

  test("PowerBall: the field shows for PowerBall games only; PowerBall Plus is checked with it", async ({ page }) => {
    await page.goto("/check-numbers");
    await waitForHydration(page);
    const powerball = page.getByRole("textbox", { name: /^PowerBall/ });
    await expect(page.locator("#check-powerball")).toBeHidden();
    await page.getByLabel("Game", { exact: true }).selectOption("powerball");
    await expect(powerball).toBeVisible();
    await page.getByLabel(/Your numbers/).fill("6 7 10 15 17");
    await powerball.fill("1");
    // The night of 17 Nov: without a date each game answers its own newest draw, and another spec's ingest
    // may have added a newer PowerBall Plus draw on this server.
    await page.getByLabel(/Draw date/).fill("17/11/2026");
    await page.getByRole("button", { name: "Check numbers" }).click();
    await expect(page.getByTestId("night-powerball").getByTestId("outcome")).toHaveText("★ Division 6 (Match 3): R 25 per winner");
    // 15 17 and the PowerBall 1.
    await expect(page.getByTestId("night-powerball-plus").getByTestId("outcome")).toHaveText(
      new RegExp(String.raw`^★ Division 7 \(Match 2 \+ PowerBall\): ${NO_PAYOUT}$`),
    );
    await expect(page.getByTestId("night-powerball-plus").getByRole("list", { name: /numbers drawn/ })).toContainText(
      "1 (PowerBall, matched)",
    );
  });

  test("works without JavaScript: a GET form whose address holds the answer", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/check-numbers");
    await page.getByLabel("Game", { exact: true }).selectOption("powerball");
    await expect(page.getByRole("textbox", { name: /^PowerBall/ })).toBeVisible();
    await page.getByLabel(/Your numbers/).fill("6 7 10 15 17 + 1");
    await page.getByRole("button", { name: "Check numbers" }).click();
    await expect(page).toHaveURL(/game=powerball/);
    await expect(page.getByTestId("night-powerball").getByTestId("outcome")).toHaveText("★ Division 6 (Match 3): R 25 per winner");
    await context.close();
  });

  test("the numbers' hint words the chosen game's boards, by CSS alone", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/check-numbers");
    const numbers = page.getByRole("textbox", { name: /Your numbers/ });
    const game = page.getByLabel("Game", { exact: true });
    await game.selectOption("lotto");
    await expect(numbers).toHaveAccessibleDescription(/6 numbers from 1 to 52, separated by spaces\.$/);
    await game.selectOption("powerball");
    await expect(numbers).toHaveAccessibleDescription(
      /5 numbers from 1 to 50, separated by spaces, then \+ and that board's PowerBall \(1 to 16\)/,
    );
    await game.selectOption("daily-lotto");
    await expect(numbers).toHaveAccessibleDescription(/5 numbers from 1 to 36, separated by spaces\.$/);
    await context.close();
  });

  test("fits a 390 px phone: no sideways scroll, Division and Prize in view", async ({ page }) => {
    await page.goto(`/check-numbers?game=lotto&numbers=${encodeURIComponent("2 10 16 24 32 41\n8 12 24 34 40 42\n5 8 14 38 39 44")}`);
    const width = page.viewportSize()!.width;
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // The best wins first: board 1 is the newest draw's numbers, division 1.
    const table = page.getByRole("region", { name: "Best winning draws, board 1" });
    const cells = table.locator("tbody tr").first().locator("td");
    await expect(cells.nth(0)).toHaveText("Wed 18 Nov 2026");
    await expect(cells.nth(2)).toContainText("Div 1: Match 6");
    // Nobody won division 1 that night: no "R 0" per winner.
    await expect(cells.nth(3)).toHaveText(/^(Not in our records|Not published yet)$/);
    for (const cell of [cells.nth(2), cells.nth(3)]) {
      const box = (await cell.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
    // Tap targets: the links of the answer are at least 44 px high.
    for (const link of await page.getByTestId("night-results").getByRole("link").all()) {
      expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    for (const link of await page.getByTestId("records-summary").getByRole("link").all()) {
      expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    await expectNoSeriousA11yViolations(page);
  });

  test("a night whose Plus draws are not in our records: named, never 'no win'; a win without payouts a gap", async ({ page }) => {
    // Lotto of Wed 4 Nov 2026: no prize table, no Plus draws. 15 17 19 21 36 matched: Match 5, division 3.
    await page.goto(`/check-numbers?game=lotto&date=2026-11-04&numbers=${encodeURIComponent("15 17 19 21 36 1\n1 2 3 5 6 7")}`);
    const answer = page.getByTestId("night-answer");
    await expect(answer).toHaveText(
      /^Your numbers won Division 3 \(Match 5\) with board 1 on Lotto, Wed 4 Nov 2026\. (Its payout is not published yet|We don't have this draw's payouts)\. Lotto Plus 1 and 2 of that night are (not in our records|not in yet: we keep checking)\. Official results\s↗ \(opens in a new tab\)$/,
    );
    await expect(answer).not.toContainText("No win");
    const boards = page.getByTestId("night-lotto").getByTestId("board-answer");
    await expect(boards.nth(0).getByTestId("outcome")).toHaveText(new RegExp(String.raw`^★ Division 3 \(Match 5\): ${NO_PAYOUT}$`));
    await expect(boards.nth(1).getByTestId("outcome")).toHaveText("No prize");
    await expect(page.getByTestId("claim-line")).toHaveText(/^(Claim by|Claim soon: by|The time to claim ended on) Thu 4 Nov 2027/);
    await expectNoSeriousA11yViolations(page);

    // A losing board alone: "no win" of the draw we hold, the others named as not checked.
    await page.goto("/check-numbers?game=lotto&date=2026-11-04&numbers=1+2+3+5+6+7");
    await expect(answer).toHaveText(
      /^No win on Lotto; Lotto Plus 1 and 2 of that night are (not in our records|not in yet: we keep checking)\. Official results\s↗ \(opens in a new tab\)$/,
    );
    await expect(page.getByTestId("claim-line")).toHaveText(/^For a prize there, /);
  });

  test("all our records: each board summed up, and its complete list a page at a time by plain links", async ({ page }) => {
    // 5 8 30 31 34 39 wins several fixture draws; 1 3 7 9 11 13 fewer.
    const check = `/check-numbers?game=lotto&numbers=${encodeURIComponent("5 8 30 31 34 39\n1 3 7 9 11 13")}`;
    await page.goto(check);
    const board = page.getByTestId("board-records").first();
    const heading = board.getByRole("heading", { level: 3 });
    await expect(heading).toHaveText(/^Board 1: \d+ winning draws? for 5 8 30 31 34 39 in Lotto, Lotto Plus 1 and Lotto Plus 2$/);
    const wins = Number((await heading.textContent())!.match(/^Board 1: (\d+)/)![1]);
    // The breakdown by division adds up to the wins; the prizes are added up, or it says there are none.
    const counts = await board.getByRole("list", { name: "Wins by division, board 1" }).getByRole("listitem").allTextContents();
    // Each division named with its game: the Plus games are on the same ticket.
    expect(counts.every((item) => /^Lotto( Plus [12])? Div \d+ \(Match \d( \+ Bonus)?\): \d+ times?$/.test(item))).toBe(true);
    expect(counts.reduce((sum, item) => sum + Number(item.match(/(\d+) times?$/)![1]), 0)).toBe(wins);
    await expect(board.getByTestId("prize-total")).toHaveText(/add up to R [\d,.]+|no published payout/);
    await expect(board.getByRole("region", { name: "Best winning draws, board 1" }).locator("tbody tr")).toHaveCount(Math.min(wins, 10));
    await expectNoSeriousA11yViolations(page);

    // The list: the same address with board and page.
    await page.goto(`${check}&board=1&page=1`);
    await expect(page.getByRole("heading", { name: "In all our records: board 1, page 1 of 1" })).toBeVisible();
    await expect(page.getByTestId("night-results")).toHaveCount(0);
    const rows = page.getByRole("region", { name: "Winning draws, board 1, page 1" }).locator("tbody tr");
    await expect(rows).toHaveCount(wins);
    // Newest first, each with its balls.
    // The site's date ("Wed 18 Nov 2026") as YYYY-MM-DD.
    const dates = (await rows.locator("td:first-child").allTextContents()).map((d) =>
      new Date(`${d.split(", ").at(-1)!.slice(4)} UTC`).toISOString().slice(0, 10),
    );
    expect(dates).toEqual([...dates].sort().reverse());
    await expect(rows.first().getByRole("img")).toHaveAccessibleName(/^\d+(, \d+){5}, Bonus Ball \d+$/);
    for (const link of await page.getByTestId("records-list").getByRole("link").all()) {
      expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("link", { name: "← Back to the summary of all 2 boards" }).click();
    await expect(page.getByTestId("records-summary")).toBeVisible();
    await expect(page.getByTestId("night-results")).toBeVisible();

    // A board that is not there: a message beside the summary.
    await page.goto(`${check}&board=7`);
    await expect(page.getByTestId("records-message")).toHaveText("There is no board 7: this check has 2 boards.");
    await expect(page.getByTestId("records-summary")).toBeVisible();
  });
});
