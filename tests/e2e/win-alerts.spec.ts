/**
 * A win alert arriving on the phone (issue 32 §3): the wallet's service worker is given a push through the
 * DevTools protocol (`ServiceWorker.deliverPushMessage`, as a push service would deliver it), checks the
 * tickets kept on this device and shows the notification worded from them. Against the fixtures: Lotto
 * of Wed 18 Nov 2026 gives this board Match 4 (R 150), as in my-tickets.spec.ts.
 */
import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const ALERT = {
  kind: "draw",
  game: "lotto",
  drawDate: "2026-11-18",
  drawNumber: null,
  numbers: [2, 10, 16, 24, 32, 41],
  bonus: 33,
  url: "",
};

async function addTicket(page: Page, numbers: string) {
  await page.getByLabel("Game", { exact: true }).selectOption("lotto");
  await page.getByLabel("Board A", { exact: true }).fill(numbers);
  await page.getByLabel("First draw").fill("18/11/2026");
  await page.getByLabel("Draws", { exact: true }).fill("1");
  // No sourced price for 2026: the player's own is asked for.
  await page.getByLabel("Price paid (rand)").fill("7.50");
  await page.getByRole("button", { name: "Add ticket" }).click();
  await expect(page.locator("[data-ticket]").first()).toBeVisible();
}

/** Delivers a push to the page's service worker, as the push service would, and answers what it showed. */
async function deliverPush(context: BrowserContext, page: Page, data: unknown) {
  const cdp = await context.newCDPSession(page);
  const registered = new Promise<string>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const ours = registrations.find((registration) => !registration.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send("ServiceWorker.enable");
  const registrationId = await registered;
  const origin = new URL(page.url()).origin;
  await cdp.send("ServiceWorker.deliverPushMessage", { origin, registrationId, data: JSON.stringify(data) });
}

const shown = (page: Page) =>
  page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => `${n.title} | ${n.body}`));

test.describe("win alerts on the phone", () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(["notifications"]);
  });

  test("a push for a draw the wallet's ticket won shows the division and payout, worded on the phone", async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto("/my-tickets");
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await addTicket(page, "2 10 16 24 1 3");
    await deliverPush(context, page, { ...ALERT, url: `${baseURL}/results/lotto/2026-11-18` });
    await expect.poll(() => shown(page)).toEqual(["Lotto 18/11 | Your ticket won Division 5 (R 150)."]);
  });

  test("no ticket for the draw: the numbers; no win: says so with how many tickets were checked", async ({ page, context, baseURL }) => {
    await page.goto("/my-tickets");
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await deliverPush(context, page, { ...ALERT, url: `${baseURL}/results/lotto/2026-11-18` });
    await expect.poll(() => shown(page)).toEqual(["Lotto 18/11 | 2 10 16 24 32 41 + 33"]);

    await addTicket(page, "1 3 5 7 9 11");
    await deliverPush(context, page, { ...ALERT, url: `${baseURL}/results/lotto/2026-11-18` });
    // One notification per game: the new one replaces the old.
    await expect.poll(() => shown(page)).toEqual(["Lotto 18/11 | 2 10 16 24 32 41 + 33. No win on your 1 ticket."]);
  });
});
