/**
 * My tickets as a player uses it, against the fixtures (tests/fixtures/csv): Lotto of Wed 18 Nov 2026 is
 * 2 10 16 24 32 41 + 33 with its prize table (division 5, Match 4: R 150); Lotto Plus 1 of that night is
 * 5 8 14 38 39 44 + 4, without a table. The ticket is kept in the browser (IndexedDB) and its numbers are
 * never sent: every request the page makes is recorded and checked. The page's clock is set: Mon 7 Dec
 * 2026, noon SAST.
 */
import type { Page, Request } from "@playwright/test";
import { realDraw } from "../unit/real-draws";
import { expectNoSeriousA11yViolations } from "./axe";
import { expect, test } from "./fixtures";
import { addLottoTicket } from "./wallet-form";

/** The tests' clock: Mon 7 Dec 2026, 12:00 SAST. */
const TODAY = new Date("2026-12-07T10:00:00Z");
/** Where the official results are (wrangler.toml's OPERATOR_URL). */
const OFFICIAL_URL = "https://www.nationallottery.co.za";

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(TODAY);
});

/** Every request the page makes from now on, with its body. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on("request", (request) => requests.push(request));
  return requests;
}

/** Whether a request carries the board's numbers in its address or body, in any of the ways a form would write them. */
function carriesNumbers(request: Request): boolean {
  const text = decodeURIComponent(`${request.url()} ${request.postData() ?? ""}`).replace(/\+/g, " ");
  return ["2 10 16 24 1 3", "1 2 3 10 16 24", "2,10,16,24", "board-A", "[1,2,3,10,16,24]"].some((needle) => text.includes(needle));
}

test.describe("my tickets", () => {
  test("a Lotto ticket with Lotto Plus 1: Match 4 with the table's payout, the claim line; kept after a reload; no request carries its numbers", async ({
    page,
  }) => {
    const requests = recordRequests(page);
    await page.goto("/my-tickets");
    await expect(page.getByRole("status")).toHaveText("No tickets yet: add one above.");
    await addLottoTicket(page);

    const ticket = page.locator("[data-ticket]");
    await expect(ticket).toHaveCount(1);
    await expect(ticket.getByRole("heading", { level: 3 })).toHaveText("Lotto with Lotto Plus 1: 1 board, the draw of Wed 18 Nov 2026");
    const lotto = ticket.locator('[data-game="lotto"]');
    await expect(lotto.locator('[data-board="A"]')).toContainText("Division 5 (Match 4): R 150");
    await expect(lotto.locator("mark")).toHaveText(["2", "10", "16", "24"]);
    await expect(ticket.locator('[data-game="lotto-plus-1"] [data-board="A"]')).toContainText("No prize");
    const claim = ticket.locator('[data-claim="open"]');
    await expect(claim.locator("p")).toHaveText("Claim by Thu 18 Nov 2027: 346 days left.");
    await expect(claim.locator("li")).toHaveText([
      "Bought at a shop: claim it at any National Lottery retailer.",
      /^Bought through a banking app, the website or the app: prizes below R 249,000 are paid into your account/,
    ]);
    await expect(claim.getByRole("link", { name: "How to claim a prize" })).toHaveAttribute("href", "/claiming-prizes");
    await expect(ticket.locator("[data-total]")).toHaveText("Won so far: R 150.");
    await expect(ticket.locator("[data-price]")).toHaveText("Price paid: R 7.50");
    await expectNoSeriousA11yViolations(page);

    await page.reload();
    await expect(page.locator("[data-ticket]")).toHaveCount(1);
    await expect(page.locator('[data-game="lotto"] [data-board="A"]')).toContainText("Division 5 (Match 4): R 150");

    // The page asked for draws by game and date only.
    expect(requests.filter(carriesNumbers).map((r) => r.url())).toEqual([]);
    const apiCalls = requests.map((r) => new URL(r.url()).pathname).filter((path) => path.startsWith("/api/"));
    expect([...new Set(apiCalls)].sort()).toEqual(["/api/wallet/lotto-plus-1/2026-11-18", "/api/wallet/lotto/2026-11-18"]);
  });

  test("messages beside the fields, in the site's words; nothing is saved until the ticket is valid", async ({ page }) => {
    await page.goto("/my-tickets");
    await page.getByLabel("Board A", { exact: true }).fill("1 2 3 4 5 99");
    await page.getByLabel("First draw").fill("19/11/2026");
    await page.getByRole("button", { name: "Add ticket" }).click();
    const board = page.getByLabel("Board A", { exact: true });
    await expect(board).toHaveAttribute("aria-invalid", "true");
    await expect(board).toBeFocused();
    await expect(page.locator("#ticket-board-A-error")).toHaveText("Each number must be from 1 to 52.");
    await expect(page.locator("#ticket-firstDraw-error")).toHaveText(
      "There is no Lotto draw on Thu 19 Nov 2026: Lotto is drawn on Wednesday and Saturday.",
    );
    await expect(page.locator("#ticket-price-error")).toHaveText(
      "Enter the price printed on the ticket, in rand (for example 15 or 22.50).",
    );
    await expect(page.getByLabel("Price paid (rand)")).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("Price paid (rand)").fill("a lot");
    await page.getByRole("button", { name: "Add ticket" }).click();
    await expect(page.locator("#ticket-price-error")).toHaveText(
      '"a lot" is not a price we can read: type it in rand, more than 0 (for example 15 or 22.50).',
    );
    await expect(page.getByRole("status")).toHaveText("The ticket was not added: see the messages beside the fields.");
    await page.reload();
    await expect(page.locator("[data-ticket]")).toHaveCount(0);
  });

  test("PowerBall fields and add-ons follow the game; a future draw is 'Not drawn yet'; Delete all my tickets empties the wallet", async ({
    page,
  }) => {
    await page.goto("/my-tickets");
    await expect(page.getByLabel("PowerBall A")).toBeHidden();
    await page.getByLabel("Game", { exact: true }).selectOption("powerball");
    await expect(page.getByLabel("PowerBall A")).toBeVisible();
    await expect(page.getByLabel("Lotto Plus 1", { exact: true })).toBeHidden();
    await page.getByLabel("Board A", { exact: true }).fill("1 2 3 4 5");
    await page.getByLabel("PowerBall A").fill("7");
    await page.getByLabel("PowerBall Plus (PowerBall XTRA)").check();
    await page.getByLabel("First draw").fill("01/01/2030");
    await page.getByLabel("Price paid (rand)").fill("15");
    await page.getByRole("button", { name: "Add ticket" }).click();
    const ticket = page.locator("[data-ticket]");
    await expect(ticket.locator('[data-draw="2030-01-01"] h4')).toHaveText("Tue 1 Jan 2030");
    await expect(ticket.locator('[data-game="powerball"] [data-verdict]')).toHaveText("Not drawn yet");
    await expect(ticket.locator('[data-game="powerball-plus"] [data-verdict]')).toHaveText("Not drawn yet");
    await expect(ticket.locator("[data-total]")).toHaveText("Not drawn yet.");
    await expect(ticket.locator("[data-claim]")).toHaveCount(0);

    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: "Delete all my tickets" }).click();
    await expect(page.locator("[data-ticket]")).toHaveCount(0);
    await page.reload();
    await expect(page.locator("[data-ticket]")).toHaveCount(0);
  });

  test("on opening, the wallet says what changed since the last visit", async ({ page }) => {
    await page.goto("/my-tickets");
    await addLottoTicket(page);
    await expect(page.locator("[data-ticket]")).toHaveCount(1);
    const changes = page.locator("[data-wallet-changes]");
    // The ticket's draw was shown when it was added: no news on the next visit.
    await page.reload();
    await expect(page.locator("[data-ticket]")).toHaveCount(1);
    await expect(changes).toBeHidden();
    // As if the draw had come in since the last visit: the wallet forgets having shown it.
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open("my-tickets-state");
          open.onerror = () => reject(new Error("open failed"));
          open.onsuccess = () => {
            const transaction = open.result.transaction("state", "readwrite");
            transaction.objectStore("state").put([], "drawn");
            transaction.oncomplete = () => resolve();
          };
        }),
    );
    await page.reload();
    await expect(changes).toHaveText("1 new draw checked: won R 150 on Wed 18 Nov 2026.");
    await page.reload();
    await expect(page.locator("[data-ticket]")).toHaveCount(1);
    await expect(changes).toBeHidden();
  });

  test("a draw page's 'Add this ticket to My tickets' opens the form set to that draw", async ({ page }) => {
    await page.goto("/results/lotto-plus-1/2026-11-18");
    const link = page.getByRole("link", { name: "Add this ticket to My tickets" });
    await expect(link).toHaveAttribute("href", "/my-tickets#new=lotto_2026-11-18_lotto-plus-1");
    await link.click();
    await expect(page).toHaveURL(/\/my-tickets$/);
    await expect(page.getByLabel("Game", { exact: true })).toHaveValue("lotto");
    await expect(page.getByLabel("Lotto Plus 1", { exact: true })).toBeChecked();
    await expect(page.getByLabel("First draw")).toHaveValue("18/11/2026");
    const board = page.getByLabel("Board A", { exact: true });
    await expect(board).toBeFocused();
    await board.fill("2 10 16 24 1 3");
    await page.getByLabel("Price paid (rand)").fill("7.50");
    await page.getByRole("button", { name: "Add ticket" }).click();
    await expect(page.locator('[data-ticket] [data-game="lotto"] [data-board="A"]')).toContainText("Division 5 (Match 4): R 150");
  });

  test("my spending: the price filled in from our table where it holds it, cost by month and year, and the monthly limit", async ({
    browser,
  }) => {
    // The e2e data holds no draw of 2019 (a year with confirmed prices in app/rules/prices.ts): the wallet's
    // answers say so with a 200 (issue 43: the public API's 404 was logged as an error per draw). A page of
    // its own records every error status and console error: none.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.clock.setFixedTime(TODAY);
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    const failed: string[] = [];
    const asked: string[] = [];
    page.on("response", (response) => {
      const path = new URL(response.url()).pathname;
      if (path.startsWith("/api/")) asked.push(path);
      if (response.status() >= 400) failed.push(`${response.status()} ${path}`);
    });
    await page.goto("/my-tickets");
    await expect(page.getByRole("heading", { name: "My spending" })).toBeHidden();
    // PowerBall with PowerBall Plus in January 2019: R 5 + R 2.50 a board (the price table's, sourced, since 28 Nov 2015).
    await page.getByLabel("Game", { exact: true }).selectOption("powerball");
    await page.getByLabel("Board A", { exact: true }).fill("1 2 3 4 5");
    await page.getByLabel("PowerBall A").fill("7");
    await page.getByLabel("PowerBall Plus (PowerBall XTRA)").check();
    await page.getByLabel("First draw").fill("01/01/2019");
    await page.getByLabel("Draws", { exact: true }).fill("2");
    await expect(page.getByLabel("Price paid (rand)")).toHaveValue("15.00");
    await page.getByRole("button", { name: "Add ticket" }).click();
    await expect(page.locator("[data-ticket] [data-price]")).toHaveText("Price paid: R 15");

    // The e2e data holds no draw of 2019: its four results (two draws, two games) are ones we can't tell, never R 0.
    const table = page.getByRole("table", { name: "Cost and winnings by month and year" });
    await expect(table.locator('tr[data-period="2019-01"]')).toHaveText(/January 2019\s*R 15\s*4 results we can't tell yet/);
    await expect(table.locator('tr[data-period="2019"]')).toHaveText(/2019\s*R 15\s*4 results we can't tell yet/);
    await expect(page.getByRole("link", { name: "help is free and confidential" })).toHaveAttribute("href", "/responsible-gaming");

    const limit = page.getByLabel("Monthly limit (rand)");
    await limit.fill("lots");
    await page.getByRole("button", { name: "Set limit" }).click();
    await expect(page.locator("#wallet-limit-error")).toHaveText("Enter the limit in rand, more than 0 (for example 200 or 150.50).");
    await expect(limit).toBeFocused();
    await limit.fill("50");
    await page.getByRole("button", { name: "Set limit" }).click();
    // This month has no draw of the ticket: nothing spent against the limit.
    await expect(page.locator("[data-wallet-limit-line]")).toHaveText("This month (December 2026): R 0 of your monthly limit of R 50.");
    await page.reload();
    await expect(page.locator("[data-wallet-limit-line]")).toHaveText(/of your monthly limit of R 50\.$/);
    await page.getByRole("button", { name: "No limit" }).click();
    await expect(page.locator("[data-wallet-limit-line]")).toHaveText(/^No monthly limit set\./);
    await expectNoSeriousA11yViolations(page);
    expect([...new Set(asked)].sort()).toEqual(
      expect.arrayContaining([
        "/api/wallet/powerball-plus/2019-01-01",
        "/api/wallet/powerball-plus/2019-01-04",
        "/api/wallet/powerball/2019-01-01",
        "/api/wallet/powerball/2019-01-04",
      ]),
    );
    expect(failed).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("export then import gives the same wallet", async ({ page }, testInfo) => {
    await page.goto("/my-tickets");
    await addLottoTicket(page);
    await expect(page.locator("[data-ticket]")).toHaveCount(1);
    const before = await page.locator("[data-ticket]").innerText();

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export my tickets" }).click();
    const file = testInfo.outputPath("my-tickets.json");
    await (await download).saveAs(file);
    await expect(page.getByRole("status")).toHaveText("1 ticket exported to my-tickets.json.");

    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: "Delete all my tickets" }).click();
    await expect(page.locator("[data-ticket]")).toHaveCount(0);

    await page.getByLabel("Import tickets from a file").setInputFiles(file);
    await expect(page.getByRole("status")).toHaveText("1 ticket imported.");
    await expect(page.locator("[data-ticket]")).toHaveCount(1);
    expect(await page.locator("[data-ticket]").innerText()).toBe(before);
    // Importing the same file again replaces rather than doubles, and says the ticket was already there.
    await page.getByLabel("Import tickets from a file").setInputFiles(file);
    await expect(page.getByRole("status")).toHaveText("This ticket was already in your tickets: nothing new imported.");
    await expect(page.locator("[data-ticket]")).toHaveCount(1);
  });

  test("a shared link opens the ticket on another device, which keeps it only when asked; the fragment is never sent", async ({
    page,
    browser,
  }) => {
    await page.goto("/my-tickets");
    await addLottoTicket(page);
    const link = await page.getByRole("button", { name: "Share this ticket" }).getAttribute("data-share-ticket");
    expect(link).toBe("/my-tickets#ticket=lotto_2026-11-18_1_lotto-plus-1_1-2-3-10-16-24_7.50");

    // Another browser, with an empty wallet.
    const context = await browser.newContext();
    const other = await context.newPage();
    await other.clock.setFixedTime(TODAY);
    const requests = recordRequests(other);
    await other.goto(link!);
    const sharedSection = other.getByRole("region", { name: "Shared ticket" });
    await expect(sharedSection.locator('[data-game="lotto"] [data-board="A"]')).toContainText("Division 5 (Match 4): R 150");
    await expect(sharedSection.locator("[data-price]")).toHaveText("Price paid: R 7.50");
    await expect(other.getByRole("status")).toHaveText("No tickets yet: add one above.");
    await other.getByRole("button", { name: "Add this ticket to My tickets" }).click();
    await expect(other.locator("[data-wallet-list] [data-ticket]")).toHaveCount(1);
    await expect(sharedSection).toBeHidden();
    await expect(other).toHaveURL(/\/my-tickets$/);
    expect(requests.filter((r) => r.url().includes("ticket=") || carriesNumbers(r)).map((r) => r.url())).toEqual([]);
    await context.close();
  });

  test("delete: the focus goes to the next ticket, then the list's heading; Undo brings a ticket back for 10 s", async ({ page }) => {
    await page.goto("/my-tickets");
    await addLottoTicket(page);
    await addLottoTicket(page);
    const tickets = page.locator("[data-wallet-list] [data-ticket]");
    await expect(tickets).toHaveCount(2);
    const second = await tickets.nth(1).getAttribute("data-ticket");
    await tickets.nth(0).getByRole("button", { name: "Delete this ticket" }).click();
    await expect(tickets).toHaveCount(1);
    await expect(page.locator(`[data-ticket="${second}"]`)).toBeFocused();
    await expect(page.getByRole("status")).toHaveText("Ticket deleted.");
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(tickets).toHaveCount(2);
    await expect(page.getByRole("status")).toHaveText("Ticket restored.");
    await expect(page.getByRole("button", { name: "Undo" })).toBeHidden();
    // The last ticket deleted: the focus on the list's heading; the Undo goes after 10 s.
    await tickets.nth(1).getByRole("button", { name: "Delete this ticket" }).click();
    await tickets.nth(0).getByRole("button", { name: "Delete this ticket" }).click();
    await expect(tickets).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Your tickets" })).toBeFocused();
    await expect(page.getByRole("button", { name: "Undo" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Undo" })).toBeHidden({ timeout: 12_000 });
    await page.reload();
    await expect(tickets).toHaveCount(0);
  });

  test("Share: the device's share sheet, else the link copied; the same link opened here says the ticket is already kept", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const copied: string[] = [];
      Object.assign(window, { copied });
      Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
      Object.defineProperty(navigator, "clipboard", {
        value: { writeText: (text: string) => (copied.push(text), Promise.resolve()) },
        configurable: true,
      });
    });
    await page.goto("/my-tickets");
    await addLottoTicket(page);
    const share = page.getByRole("button", { name: "Share this ticket" });
    await share.click();
    await expect(page.locator("[data-wallet-list] [data-share-ticket]")).toHaveText("Link copied");
    await expect(page.getByRole("status")).toHaveText("Link copied.");
    const copied = await page.evaluate(() => (window as unknown as { copied: string[] }).copied);
    expect(copied).toEqual([new URL("/my-tickets#ticket=lotto_2026-11-18_1_lotto-plus-1_1-2-3-10-16-24_7.50", page.url()).href]);

    await page.goto(copied[0]!);
    await page.reload();
    await expect(page.locator("[data-wallet-shared-message]")).toHaveText("This ticket is already in your tickets, shown below.");
    await expect(page.getByRole("button", { name: "Add this ticket to My tickets" })).toBeHidden();
    await expect(page.locator("[data-wallet-shared-list] [data-ticket]")).toHaveCount(0);
    await expect(page.locator("[data-wallet-list] [data-ticket]")).toBeFocused();

    // With a share sheet, the link goes to it.
    await page.evaluate(() => {
      Object.defineProperty(navigator, "share", {
        value: (data: { url: string }) => (
          (window as unknown as { copied: string[] }).copied.push(`shared ${data.url}`),
          Promise.resolve()
        ),
        configurable: true,
      });
    });
    await page.locator("[data-wallet-list]").getByRole("button", { name: "Share this ticket" }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { copied: string[] }).copied.at(-1))).toMatch(/^shared http/);
  });

  test("a message beside a field goes once the field is corrected", async ({ page }) => {
    await page.goto("/my-tickets");
    await page.getByLabel("Board A", { exact: true }).fill("1 2 3 4 5 99");
    await page.getByLabel("First draw").fill("18/11/2026");
    await page.getByRole("button", { name: "Add ticket" }).click();
    await expect(page.locator("#ticket-board-A-error")).toHaveText("Each number must be from 1 to 52.");
    await expect(page.locator("#ticket-price-error")).toBeVisible();
    await page.getByLabel("Board A", { exact: true }).fill("1 2 3 4 5 9");
    await expect(page.locator("#ticket-board-A-error")).toBeHidden();
    await expect(page.getByLabel("Board A", { exact: true })).not.toHaveAttribute("aria-invalid", "true");
    // Another field's message stays until that field is right.
    await expect(page.locator("#ticket-price-error")).toBeVisible();
  });

  test("without JavaScript the page says so and points to Check My Numbers; the form is not offered", async ({ browser, request }) => {
    // Chromium with script execution turned off by Playwright still parses <noscript> as text (the
    // parser's scripting flag stays on), so its content is checked in the HTML as served.
    const html = await (await request.get("/my-tickets")).text();
    const noscript = /<noscript>(.*?)<\/noscript>/s.exec(html)?.[1] ?? "";
    expect(noscript).toContain("My Tickets needs JavaScript");
    expect(noscript).toContain('<a href="/check-numbers"');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/my-tickets");
    await expect(page.getByRole("heading", { name: "My Tickets", level: 1 })).toBeVisible();
    // A form that submitted without the script would put the numbers in a URL: its fields stay disabled.
    await expect(page.getByRole("button", { name: "Add ticket" })).toBeDisabled();
    await expect(page.getByLabel("Board A", { exact: true })).toBeDisabled();
    await expect(page.getByLabel("Import tickets from a file")).toBeDisabled();
    await context.close();
  });
});

test.describe("my tickets on the real history", () => {
  // The e2e data are invented: the real draw of Sat 4 Oct 2025 (data/lotto.csv, no prize table in our
  // records) is the API's answer here, as the page would get it from a site importing data/. Without the
  // service worker, so that the page's own requests are the ones answered.
  test.use({ serviceWorkers: "block" });

  test("a five of the 58-ball period kept as a ticket: Division 3 (Match 5), its payouts a gap with the official result, its claim line", async ({
    page,
  }) => {
    const draw = realDraw("lotto", "2025-10-04");
    expect(draw.numbers).toEqual([4, 8, 36, 41, 43, 57]);
    await page.route("**/api/wallet/lotto/2025-10-04", (route) => route.fulfill({ json: { status: "held", ...draw } }));
    await page.goto("/my-tickets");
    await page.getByLabel("Board A", { exact: true }).fill("4 8 36 41 43 55");
    await page.getByLabel("First draw").fill("04/10/2025");
    // Lotto's R 5 a board, sourced for 2025: filled in.
    await expect(page.getByLabel("Price paid (rand)")).toHaveValue("5.00");
    await page.getByRole("button", { name: "Add ticket" }).click();

    const ticket = page.locator("[data-ticket]");
    const board = ticket.locator('[data-game="lotto"] [data-board="A"]');
    await expect(board).toContainText("Division 3 (Match 5): we don't have this draw's payouts: official result");
    await expect(board.locator("mark")).toHaveText(["4", "8", "36", "41", "43"]);
    const official = board.getByRole("link", { name: /official result/ });
    await expect(official).toHaveAttribute("href", OFFICIAL_URL);
    await expect(official).toHaveAttribute("target", "_blank");
    await expect(ticket.locator("[data-total]")).toHaveText("Won so far: 1 prize whose payout we don't have.");
    await expect(ticket).not.toContainText("nothing");
    // A year after the draw, the time to claim has ended: that alone, no place to claim.
    await expect(ticket.locator("[data-claim]")).toHaveText("The time to claim ended on Sun 4 Oct 2026.");
    await expect(ticket).not.toContainText("Claim it at");
    await expect(ticket).not.toContainText("Bought at a shop");
    await expectNoSeriousA11yViolations(page);

    // Three weeks before the end: the claim is closing, with the days left, both cases and how to claim.
    await page.clock.setFixedTime(new Date("2026-09-13T10:00:00Z"));
    await page.reload();
    const claim = page.locator('[data-ticket] [data-claim="closing"]');
    await expect(claim.locator("p")).toHaveText("Claim soon: by Sun 4 Oct 2026, 21 days left.");
    await expect(claim.locator("li").first()).toHaveText(
      /^Bought at a shop: up to R 1,999.99 at any National Lottery retailer, up to R 49,999.99 at an approved payout centre, more at a regional office/,
    );
    await expect(claim.getByRole("link", { name: "How to claim a prize" })).toHaveAttribute("href", "/claiming-prizes");
  });

  test("gaps in our records, weeks on, are gaps: a draw whose result we lack links the official result, never a loss", async ({
    page,
    consoleErrors,
  }) => {
    // The e2e data end before Sat 28 Nov 2026: that draw is not held, nine days later.
    await page.goto("/my-tickets");
    await page.getByLabel("Board A", { exact: true }).fill("1 2 3 4 5 6");
    await page.getByLabel("First draw").fill("28/11/2026");
    await page.getByLabel("Price paid (rand)").fill("5");
    await page.getByRole("button", { name: "Add ticket" }).click();
    const ticket = page.locator("[data-ticket]");
    await expect(ticket.locator('[data-game="lotto"]')).toContainText("We're missing this draw's result: official result");
    await expect(ticket.locator('[data-game="lotto"]').getByRole("link", { name: /official result/ })).toHaveAttribute(
      "href",
      OFFICIAL_URL,
    );
    await expect(ticket.locator("[data-total]")).toHaveText("1 result we can't tell yet: see below.");
    await expect(ticket.locator('[data-claim="open"] p')).toHaveText("Claim by Sun 28 Nov 2027: 356 days left.");
    // The wallet's answer for the draw we lack is a 200 (issue 43): nothing logged.
    expect(consoleErrors).toEqual([]);
  });

  test("a draw we lack and one whose result is not in yet: their lines, with no console error and no failed request (issue 43)", async ({
    page,
    consoleErrors,
  }) => {
    const failed: string[] = [];
    page.on("response", (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    page.on("requestfailed", (request) => failed.push(`${request.failure()?.errorText} ${request.url()}`));
    const answers = new Map<string, unknown>();
    page.on("response", async (response) => {
      const path = new URL(response.url()).pathname;
      if (path.startsWith("/api/wallet/")) answers.set(path, await response.json().catch(() => null));
    });
    await page.goto("/my-tickets");
    // Lotto of Sat 28 Nov 2026: nine days ago, never stored (the e2e data end before it).
    await page.getByLabel("Board A", { exact: true }).fill("1 2 3 4 5 6");
    await page.getByLabel("First draw").fill("28/11/2026");
    await page.getByLabel("Price paid (rand)").fill("5");
    await page.getByRole("button", { name: "Add ticket" }).click();
    // Daily Lotto of Sun 6 Dec 2026: drawn last night, its result not in yet.
    await page.getByLabel("Game", { exact: true }).selectOption("daily-lotto");
    await page.getByLabel("Board A", { exact: true }).fill("1 2 3 4 5");
    await page.getByLabel("First draw").fill("06/12/2026");
    await page.getByLabel("Price paid (rand)").fill("3");
    await page.getByRole("button", { name: "Add ticket" }).click();

    await expect(page.locator("[data-ticket]")).toHaveCount(2);
    const missing = page.locator('[data-ticket] [data-game="lotto"]');
    await expect(missing).toContainText("We're missing this draw's result: official result");
    await expect(missing.getByRole("link", { name: /official result/ })).toHaveAttribute("href", OFFICIAL_URL);
    await expect(page.locator('[data-ticket] [data-game="daily-lotto"]')).toContainText("Result not in yet: we keep checking");
    // Each draw was asked of the wallet's address, which answered 200 saying it is not held.
    for (const path of ["/api/wallet/lotto/2026-11-28", "/api/wallet/daily-lotto/2026-12-06"]) {
      await expect.poll(() => answers.get(path), path).toMatchObject({ status: expect.stringMatching(/^(missing|not-yet)$/) });
    }
    await page.reload();
    await expect(page.locator('[data-ticket] [data-game="lotto"]')).toContainText("We're missing this draw's result");
    await expect(page.locator('[data-ticket] [data-game="daily-lotto"]')).toContainText("Result not in yet");
    expect(failed).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test("the price the player paid counts in spending and against the monthly limit, for a ticket of today's draws", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2026-11-20T10:00:00Z"));
    await page.goto("/my-tickets");
    await addLottoTicket(page);
    await expect(page.locator("[data-ticket] [data-price]")).toHaveText("Price paid: R 7.50");
    const table = page.getByRole("table", { name: "Cost and winnings by month and year" });
    await expect(table.locator('tr[data-period="2026-11"]')).toHaveText(/November 2026\s*R 7.50\s*R 150/);
    await page.getByLabel("Monthly limit (rand)").fill("5");
    await page.getByRole("button", { name: "Set limit" }).click();
    await expect(page.locator("[data-wallet-limit-line]")).toHaveText(
      "This month's tickets (November 2026) cost R 7.50: over your monthly limit of R 5.",
    );
  });
});
