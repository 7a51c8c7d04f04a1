/**
 * Reminders worked out on the phone (issue 45): a push wakes the wallet's service worker, which looks at
 * the tickets kept on this device and the draws it holds, and shows a claim-by reminder or a multi-draw
 * ticket's last-draw reminder, once each, asking the network for nothing but the pushed draw. The pushes
 * are delivered through the DevTools protocol; the worker's clock is set by the test (phone-alerts.ts
 * fixWorker). Against the fixtures: Lotto of Wed 18 Nov 2026 gives "2 10 16 24 1 3" Match 4 (Division 5,
 * R 150); Sat 14 Nov 2026 gives it nothing.
 */
import { openWallet, closeNotifications, deliverPush, fixWorker, shown, walletWorker, workerFetched } from "./phone-alerts";
import { addTicket } from "./wallet-form";
import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** A PowerBall draw pushed: another game than the ticket's, so the ticket's draw can only come from the device. */
const POWERBALL = { kind: "draw", game: "powerball", drawDate: "2026-11-17", drawNumber: 1809, numbers: [6, 7, 10, 42, 44], bonus: 2 };

/** The next push shows the pushed draw only: a reminder is shown once. */
async function expectNotRemindedAgain(context: BrowserContext, page: Page, baseURL: string | undefined) {
  await closeNotifications(page);
  await deliverPush(context, page, { ...POWERBALL, url: `${baseURL}/results/powerball/2026-11-17` });
  // The worker fetches the pushed draw and looks at the kept tickets first: allowed more than the default 5 s
  // under CI's load (seen to take longer there once).
  await expect.poll(() => shown(page), { timeout: 15_000 }).toEqual(["PowerBall, Tue 17 Nov 2026 | 6 7 10 42 44 + 2"]);
}

test.describe("reminders on the phone", () => {
  test("a kept ticket whose prize's claim period ends in 6 days: a claim-by reminder on the next push and not on the one after", async ({
    page,
    context,
    baseURL,
  }) => {
    await openWallet(context, page);
    await addTicket(page, "2 10 16 24 1 3");
    await expect(page.locator("[data-ticket] [data-claim]")).toHaveCount(1);
    const worker = await walletWorker(context);
    // Six days before the last day to claim (Thu 18 Nov 2027).
    await fixWorker(worker, "2027-11-12T06:00:00Z");

    await deliverPush(context, page, { ...POWERBALL, url: `${baseURL}/results/powerball/2026-11-17` });
    await expect
      .poll(() => shown(page))
      .toContain(
        "Lotto prize: 6 days left to claim | Your Lotto ticket of Wed 18 Nov 2026 won Division 5: claim by Thu 18 Nov 2027, 6 days left.",
      );
    expect(await workerFetched(worker)).toEqual(["/api/wallet/powerball/2026-11-17"]);
    // A tap opens the ticket in My Tickets.
    const ticketId = await page.locator("[data-ticket]").first().getAttribute("data-ticket");
    const target = await page.evaluate(async () => {
      const notes = await (await navigator.serviceWorker.ready).getNotifications();
      return (notes.find((n) => n.title.includes("to claim"))?.data as { url: string }).url;
    });
    expect(target).toBe(`/my-tickets#ticket-${ticketId}`);

    await expectNotRemindedAgain(context, page, baseURL);
  });

  test("a multi-draw ticket whose last draw is in: its last-draw reminder once, and My Tickets marks it finished", async ({
    page,
    context,
    baseURL,
  }) => {
    await openWallet(context, page);
    await addTicket(page, "2 10 16 24 1 3", { firstDraw: "14/11/2026", draws: 2, price: "15" });
    await expect(page.locator("[data-ticket] [data-finished]")).toHaveText("Finished");
    const worker = await walletWorker(context);
    await fixWorker(worker, "2026-11-19T06:00:00Z");

    await deliverPush(context, page, { ...POWERBALL, url: `${baseURL}/results/powerball/2026-11-17` });
    await expect
      .poll(() => shown(page))
      .toContain(
        "Your 2-draw Lotto ticket is finished | Your 2-draw Lotto ticket has had its last draw: won Division 5 (R 150) on Wed 18 Nov 2026; won R 150 in all.",
      );
    expect(await workerFetched(worker)).toEqual(["/api/wallet/powerball/2026-11-17"]);

    await expectNotRemindedAgain(context, page, baseURL);
  });
});
