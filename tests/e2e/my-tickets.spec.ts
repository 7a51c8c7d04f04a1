/**
 * My tickets as a player uses it, against the fixtures (tests/fixtures/csv): Lotto of Wed 18 Nov 2026 is
 * 2 10 16 24 32 41 + 33 with its prize table (division 5, Match 4: R 150); Lotto Plus 1 of that night is
 * 5 8 14 38 39 44 + 4, without a table. The ticket is kept in the browser (IndexedDB) and its numbers are
 * never sent: every request the page makes is recorded and checked.
 */
import type { Page, Request } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";
import { expect, test } from "./fixtures";

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

async function addLottoTicket(page: Page) {
  await page.getByLabel("Game", { exact: true }).selectOption("lotto");
  await page.getByLabel("Board A", { exact: true }).fill("2 10 16 24 1 3");
  await page.getByLabel("Lotto Plus 1", { exact: true }).check();
  await page.getByLabel("First draw").fill("18/11/2026");
  await page.getByLabel("Draws", { exact: true }).fill("1");
  await page.getByRole("button", { name: "Add ticket" }).click();
}

test.describe("my tickets", () => {
  test("a Lotto ticket with Lotto Plus 1: Match 4 with the table's payout, the claim-by date; kept after a reload; no request carries its numbers", async ({
    page,
  }) => {
    const requests = recordRequests(page);
    await page.goto("/my-tickets");
    await expect(page.getByRole("status")).toHaveText("No tickets yet: add one above.");
    await addLottoTicket(page);

    const ticket = page.locator("[data-ticket]");
    await expect(ticket).toHaveCount(1);
    await expect(ticket.getByRole("heading", { level: 3 })).toHaveText(
      "Lotto with Lotto Plus 1: 1 board, the draw of Wednesday 18/11/2026",
    );
    const lotto = ticket.locator('[data-game="lotto"]');
    await expect(lotto.locator('[data-board="A"]')).toContainText("Division 5: Match 4: R 150");
    await expect(lotto.locator("mark")).toHaveText(["2", "10", "16", "24"]);
    await expect(ticket.locator('[data-game="lotto-plus-1"] [data-board="A"]')).toContainText("No win");
    await expect(ticket.locator("[data-claim]")).toHaveText("Claim by Thursday 18/11/2027");
    await expect(ticket.locator("[data-total]")).toContainText("Won so far: R 150. Claim it at any National Lottery retailer");
    await expect(ticket).toContainText("Price: not in our records");
    await expectNoSeriousA11yViolations(page);

    await page.reload();
    await expect(page.locator("[data-ticket]")).toHaveCount(1);
    await expect(page.locator('[data-game="lotto"] [data-board="A"]')).toContainText("Division 5: Match 4: R 150");

    // The page asked for draws by game and date only.
    expect(requests.filter(carriesNumbers).map((r) => r.url())).toEqual([]);
    const apiCalls = requests.map((r) => new URL(r.url()).pathname).filter((path) => path.startsWith("/api/"));
    expect([...new Set(apiCalls)].sort()).toEqual(["/api/results/lotto-plus-1/2026-11-18", "/api/results/lotto/2026-11-18"]);
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
      "There is no Lotto draw on Thursday, 19/11/2026: Lotto is drawn on Wednesday and Saturday.",
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
    await page.getByRole("button", { name: "Add ticket" }).click();
    const ticket = page.locator("[data-ticket]");
    await expect(ticket.locator('[data-game="powerball"]')).toHaveText(/Not drawn yet: Tuesday 01\/01\/2030/);
    await expect(ticket.locator('[data-game="powerball-plus"]')).toHaveText(/Not drawn yet: Tuesday 01\/01\/2030/);

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
    await expect(changes).toHaveText("1 new draw checked: won R 150 on Wednesday 18/11/2026.");
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
    await page.getByRole("button", { name: "Add ticket" }).click();
    await expect(page.locator('[data-ticket] [data-game="lotto"] [data-board="A"]')).toContainText("Division 5: Match 4: R 150");
  });

  test("my spending: cost by month and year where the price is known, and the monthly limit", async ({ browser }) => {
    // The e2e data holds no draw of 2019 (a year with confirmed prices in app/rules/prices.ts): the API answers 404
    // for them, which Chromium logs as a failed resource. A page of its own records those and checks that
    // they are all it logs.
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    const notFound: string[] = [];
    page.on("response", (response) => {
      if (response.status() === 404) notFound.push(new URL(response.url()).pathname);
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
    await page.getByRole("button", { name: "Add ticket" }).click();
    await expect(page.locator("[data-ticket]")).toContainText("Price: R 15");

    const table = page.getByRole("table", { name: "Cost and winnings by month and year" });
    await expect(table.locator('tr[data-period="2019-01"]')).toHaveText(/January 2019\s*R 15\s*R 0/);
    await expect(table.locator('tr[data-period="2019"]')).toHaveText(/2019\s*R 15\s*R 0/);
    await expect(page.getByRole("link", { name: "help is free and confidential" })).toHaveAttribute("href", "/responsible-gaming");

    const limit = page.getByLabel("Monthly limit (rand)");
    await limit.fill("lots");
    await page.getByRole("button", { name: "Set limit" }).click();
    await expect(page.locator("#wallet-limit-error")).toHaveText("Enter the limit in rand, more than 0 (for example 200 or 150.50).");
    await expect(limit).toBeFocused();
    await limit.fill("50");
    await page.getByRole("button", { name: "Set limit" }).click();
    // This month has no draw of the ticket: nothing spent against the limit.
    await expect(page.locator("[data-wallet-limit-line]")).toHaveText(/^This month \(\w+ \d{4}\): R 0 of your monthly limit of R 50\.$/);
    await page.reload();
    await expect(page.locator("[data-wallet-limit-line]")).toHaveText(/of your monthly limit of R 50\.$/);
    await page.getByRole("button", { name: "No limit" }).click();
    await expect(page.locator("[data-wallet-limit-line]")).toHaveText(/^No monthly limit set\./);
    await expectNoSeriousA11yViolations(page);
    expect([...new Set(notFound)].sort()).toEqual([
      "/api/results/powerball-plus/2019-01-01",
      "/api/results/powerball-plus/2019-01-04",
      "/api/results/powerball/2019-01-01",
      "/api/results/powerball/2019-01-04",
    ]);
    expect(errors.filter((text) => !text.startsWith("Failed to load resource: the server responded with a status of 404"))).toEqual([]);
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
    // Importing the same file again replaces rather than doubles.
    await page.getByLabel("Import tickets from a file").setInputFiles(file);
    await expect(page.getByRole("status")).toHaveText("1 ticket imported.");
    await expect(page.locator("[data-ticket]")).toHaveCount(1);
  });

  test("a shared link opens the ticket on another device, which keeps it only when asked; the fragment is never sent", async ({
    page,
    browser,
  }) => {
    await page.goto("/my-tickets");
    await addLottoTicket(page);
    const link = await page.getByRole("link", { name: "Link to this ticket" }).getAttribute("href");
    expect(link).toBe("/my-tickets#ticket=lotto_2026-11-18_1_lotto-plus-1_1-2-3-10-16-24");

    // Another browser, with an empty wallet.
    const context = await browser.newContext();
    const other = await context.newPage();
    const requests = recordRequests(other);
    await other.goto(link!);
    const sharedSection = other.getByRole("region", { name: "Shared ticket" });
    await expect(sharedSection.locator('[data-game="lotto"] [data-board="A"]')).toContainText("Division 5: Match 4: R 150");
    await expect(other.getByRole("status")).toHaveText("No tickets yet: add one above.");
    await other.getByRole("button", { name: "Add this ticket to My tickets" }).click();
    await expect(other.locator("[data-wallet-list] [data-ticket]")).toHaveCount(1);
    await expect(sharedSection).toBeHidden();
    await expect(other).toHaveURL(/\/my-tickets$/);
    expect(requests.filter((r) => r.url().includes("ticket=") || carriesNumbers(r)).map((r) => r.url())).toEqual([]);
    await context.close();
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
