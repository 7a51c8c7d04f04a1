/**
 * A win alert arriving on the phone (issue 32 §3): the wallet's service worker is given a push through the
 * DevTools protocol (`ServiceWorker.deliverPushMessage`, as a push service would deliver it), checks the
 * tickets kept on this device and shows the notification worded from them. Against the fixtures: Lotto
 * of Wed 18 Nov 2026 gives this board Match 4 (R 150), as in my-tickets.spec.ts.
 */
import { openWallet, deliverPush, shown } from "./phone-alerts";
import { addTicket } from "./wallet-form";
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

test.describe("win alerts on the phone", () => {
  test("a push for a draw the wallet's ticket won shows the division and payout, worded on the phone", async ({
    page,
    context,
    baseURL,
  }) => {
    await openWallet(context, page);
    await addTicket(page, "2 10 16 24 1 3");
    await deliverPush(context, page, { ...ALERT, url: `${baseURL}/results/lotto/2026-11-18` });
    await expect.poll(() => shown(page)).toEqual(["Lotto, Wed 18 Nov 2026 | Your ticket won Division 5 (R 150)."]);
  });

  test("no ticket for the draw: the numbers; no win: says so with how many tickets were checked", async ({ page, context, baseURL }) => {
    await openWallet(context, page);
    await deliverPush(context, page, { ...ALERT, url: `${baseURL}/results/lotto/2026-11-18` });
    await expect.poll(() => shown(page)).toEqual(["Lotto, Wed 18 Nov 2026 | 2 10 16 24 32 41 + 33"]);

    await addTicket(page, "1 3 5 7 9 11");
    await deliverPush(context, page, { ...ALERT, url: `${baseURL}/results/lotto/2026-11-18` });
    // One notification per game: the new one replaces the old.
    await expect.poll(() => shown(page)).toEqual(["Lotto, Wed 18 Nov 2026 | 2 10 16 24 32 41 + 33. No win on your 1 ticket."]);
  });
});

test.describe("jackpot alerts on the phone", () => {
  test("a jackpot push shows the game, the estimate, the next draw's date and the price as our records have it", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(["notifications"]);
    await openWallet(context, page);
    const jackpot = {
      kind: "jackpot",
      game: "powerball",
      estimate: 110_000_000,
      drawDate: "2026-11-20",
      price: null,
      url: `${baseURL}/results/powerball`,
    };
    await deliverPush(context, page, jackpot);
    await expect
      .poll(() => shown(page))
      .toEqual([
        "PowerBall jackpot: R 110 million | Estimated for the draw of Fri 20 Nov 2026. The official price of a board is not confirmed.",
      ]);
  });
});
