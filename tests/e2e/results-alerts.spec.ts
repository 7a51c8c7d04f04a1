/**
 * "Tell me when … results are in" (issue 32 §1): the buttons on a game page, a draw page and My Tickets
 * subscribe this browser through the site's own API, only after a tap, and never send a ticket.
 *
 * Chromium here cannot reach a real push service, so `PushManager.subscribe` is handed a subscription at
 * a made-up push service the e2e server accepts (E2E_PUSH_ORIGIN), with a real P-256 key and auth secret
 * made in the page, as a browser's push service would give them. Everything else is real: the service
 * worker registration, the permission, the API, D1 and the answers.
 */
import type { BrowserContext, Page, Request } from "@playwright/test";
import { expect, test } from "./fixtures";
import { E2E_PUSH_ORIGIN } from "./push-origin.mjs";

/** Stands in for the browser's push service registration; the subscription lives in localStorage. */
async function fakePushService(context: BrowserContext) {
  await context.addInitScript((origin: string) => {
    const KEY = "e2e-push-subscription";
    const b64 = (bytes: Uint8Array) =>
      btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, "-")
        .replace(/\//g, "_")
        .replace(/=+$/, "");
    const bytesOf = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
    type Stored = { endpoint: string; p256dh: string; auth: string; serverKey: string };
    const asSubscription = (stored: Stored) => ({
      endpoint: stored.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: bytesOf(stored.serverKey).buffer },
      toJSON: () => ({ endpoint: stored.endpoint, expirationTime: null, keys: { p256dh: stored.p256dh, auth: stored.auth } }),
      unsubscribe: async () => {
        localStorage.removeItem(KEY);
        return true;
      },
    });
    const read = (): Stored | null => JSON.parse(localStorage.getItem(KEY) ?? "null") as Stored | null;
    PushManager.prototype.getSubscription = async function () {
      const stored = read();
      return (stored ? asSubscription(stored) : null) as unknown as PushSubscription;
    };
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      const pair = await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"]);
      const point = new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey));
      const server = new Uint8Array(options!.applicationServerKey as Uint8Array);
      const stored: Stored = {
        endpoint: `${origin}/send/${crypto.randomUUID()}`,
        p256dh: b64(point),
        auth: b64(crypto.getRandomValues(new Uint8Array(16))),
        serverKey: btoa(String.fromCharCode(...server)),
      };
      localStorage.setItem(KEY, JSON.stringify(stored));
      return asSubscription(stored) as unknown as PushSubscription;
    };
  }, E2E_PUSH_ORIGIN);
}

const isSubscriptionCall = (request: Request) => new URL(request.url()).pathname === "/api/push/subscriptions";

/** Taps a game's alert button and answers the API call it made and the server's answer. */
async function tap(page: Page, gameName: string) {
  const call = page.waitForResponse((response) => isSubscriptionCall(response.request()));
  await page.getByRole("button", { name: `Tell me when ${gameName} results are in` }).click();
  const response = await call;
  const body = response.status() === 204 ? null : ((await response.json()) as { games?: string[] });
  return { method: response.request().method(), status: response.status(), sent: response.request().postDataJSON() as unknown, body };
}

test.describe("results alerts", () => {
  test.beforeEach(async ({ context }) => {
    await fakePushService(context);
    await context.grantPermissions(["notifications"]);
  });

  test("on a game page: nothing is asked before a tap; a tap subscribes to that game, kept after a reload; a second tap stops it", async ({
    page,
  }) => {
    const calls: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/api/push")) calls.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    await page.goto("/results/lotto");
    const section = page.getByRole("region", { name: "Results alerts" });
    const button = section.getByRole("button", { name: "Tell me when Lotto results are in" });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute("aria-pressed", "false");
    await expect(section.getByRole("button")).toHaveCount(1);
    expect(calls, "no call before a tap").toEqual([]);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration()), "no service worker before a tap").toBeUndefined();

    const on = await tap(page, "Lotto");
    expect(on).toMatchObject({ method: "POST", status: 201, body: { games: ["lotto"] } });
    // The browser's subscription and the game: nothing else leaves the page.
    expect(Object.keys(on.sent as object).sort()).toEqual(["endpoint", "expirationTime", "games", "keys"]);
    expect(on.sent).toMatchObject({ endpoint: expect.stringMatching(new RegExp(`^${E2E_PUSH_ORIGIN}/send/`)), games: ["lotto"] });
    await expect(button).toHaveAttribute("aria-pressed", "true");
    await expect(section.locator("[data-alerts-status]")).toHaveText("Done: this device will be told when Lotto results are in.");
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL)).toMatch(/\/sw\.js$/);

    await page.reload();
    await expect(button).toHaveAttribute("aria-pressed", "true");

    const off = await tap(page, "Lotto");
    expect(off).toMatchObject({ method: "DELETE", status: 204 });
    // The subscription as the browser holds it: its auth secret proves it is this browser's to remove.
    const { endpoint, keys } = on.sent as { endpoint: string; keys: { auth: string } };
    expect(off.sent).toEqual({ endpoint, expirationTime: null, keys });
    expect(keys.auth).toMatch(/^[\w-]{22}$/);
    await expect(button).toHaveAttribute("aria-pressed", "false");
    await expect(section.locator("[data-alerts-status]")).toHaveText("Stopped: no more Lotto alerts on this device.");
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).pushManager.getSubscription())).toBeNull();
  });

  test("on My Tickets: the wallet suggests its tickets' games; a second game updates the same subscription", async ({ page }) => {
    await page.goto("/my-tickets");
    const section = page.getByRole("region", { name: "Results alerts" });
    await expect(section.getByRole("button")).toHaveCount(6);
    await page.getByLabel("Game", { exact: true }).selectOption("powerball");
    await page.getByLabel("Board A", { exact: true }).fill("1 2 3 4 5");
    await page.getByLabel("PowerBall A").fill("7");
    await page.getByLabel("PowerBall Plus (PowerBall XTRA)").check();
    await page.getByLabel("First draw").fill("01/01/2030");
    // No sourced price for 2030: the player's own is asked for.
    await page.getByLabel("Price paid (rand)").fill("7.50");
    await page.getByRole("button", { name: "Add ticket" }).click();
    await expect(section.locator("[data-alerts-suggest]")).toHaveText(
      "Your tickets play PowerBall and PowerBall Plus: with their alerts on, the alert says what they won. Turn them on below, and this device also reminds you before a prize's time to claim ends.",
    );

    expect(await tap(page, "PowerBall")).toMatchObject({ method: "POST", status: 201, body: { games: ["powerball"] } });
    const second = await tap(page, "PowerBall Plus");
    expect(second).toMatchObject({ method: "POST", status: 200, body: { games: ["powerball", "powerball-plus"] } });
    expect(JSON.stringify(second.sent)).not.toContain("1 2 3 4 5");
    await expect(section.locator("button[data-alert-game][aria-pressed=true]")).toHaveCount(2);
    // Taking one game out keeps the other.
    expect(await tap(page, "PowerBall")).toMatchObject({ method: "POST", status: 200, body: { games: ["powerball-plus"] } });
  });

  test("on My Tickets, a device that follows no game is offered its tickets' games for the reminders; one that follows one is not", async ({
    page,
  }) => {
    await page.goto("/my-tickets");
    const section = page.getByRole("region", { name: "Results alerts" });
    await page.getByLabel("Game", { exact: true }).selectOption("lotto");
    await page.getByLabel("Board A", { exact: true }).fill("1 2 3 4 5 6");
    // A Wednesday: a Lotto draw day.
    await page.getByLabel("First draw").fill("02/01/2030");
    await page.getByLabel("Price paid (rand)").fill("5");
    await page.getByRole("button", { name: "Add ticket" }).click();
    const suggest = section.locator("[data-alerts-suggest]");
    await expect(suggest).toHaveText(
      "Your tickets play Lotto: with their alerts on, the alert says what they won. Turn them on below, and this device also reminds you before a prize's time to claim ends.",
    );
    expect(await tap(page, "Lotto")).toMatchObject({ method: "POST", status: 201, body: { games: ["lotto"] } });
    // My Tickets has no jackpot thresholds (its first visit is at its budget): a game's own pages have them.
    await expect(section.getByRole("group")).toHaveCount(0);
    await page.reload();
    await expect(suggest).toHaveText("Your tickets play Lotto: with their alerts on, the alert says what they won.");
  });

  test("a followed game offers a few jackpot thresholds: a tap keeps one with the subscription, None takes it out", async ({ page }) => {
    await page.goto("/results/powerball");
    const section = page.getByRole("region", { name: "Results alerts" });
    const choices = section.getByRole("group", { name: "PowerBall jackpot alert:" });
    await expect(choices).toBeHidden();
    await tap(page, "PowerBall");
    await expect(choices.getByRole("button")).toHaveText(["Over R 50 million", "Over R 100 million", "Over R 150 million", "None"]);
    await expect(choices.getByRole("button", { name: "None" })).toHaveAttribute("aria-pressed", "true");
    for (const button of await choices.getByRole("button").all()) expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);

    const call = page.waitForResponse((response) => isSubscriptionCall(response.request()));
    await choices.getByRole("button", { name: "Over R 100 million" }).click();
    const response = await call;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toMatchObject({ games: ["powerball"], jackpots: { powerball: 100_000_000 } });
    expect(await response.json()).toMatchObject({ jackpots: { powerball: 100_000_000 } });
    await expect(choices.getByRole("button", { name: "Over R 100 million" })).toHaveAttribute("aria-pressed", "true");
    await expect(section.locator("[data-alerts-status]")).toHaveText(
      "Done: this device will be told when the PowerBall jackpot is estimated over R 100 million.",
    );
    await page.reload();
    await expect(choices.getByRole("button", { name: "Over R 100 million" })).toHaveAttribute("aria-pressed", "true");

    const none = page.waitForResponse((response) => isSubscriptionCall(response.request()));
    await choices.getByRole("button", { name: "None" }).click();
    expect((await (await none).json()) as unknown).toMatchObject({ games: ["powerball"], jackpots: {} });
    await expect(choices.getByRole("button", { name: "None" })).toHaveAttribute("aria-pressed", "true");
  });

  test("on a draw page, for the draw's game; not on a year page", async ({ page }) => {
    await page.goto("/results/powerball/2026-11-17");
    await expect(page.getByRole("region", { name: "Results alerts" }).getByRole("button")).toHaveText([
      "Tell me when PowerBall results are in",
    ]);
    await page.goto("/results/powerball/2026");
    await expect(page.locator("[data-alerts]")).toHaveCount(0);
  });

  test("refused permission: the player is told why, as an error, and nothing is sent", async ({ page, context }) => {
    await context.clearPermissions();
    await page.addInitScript(() => {
      Notification.requestPermission = async () => "denied";
    });
    let sent = false;
    page.on("request", (request) => (sent ||= isSubscriptionCall(request)));
    await page.goto("/results/daily-lotto");
    await page.getByRole("button", { name: "Tell me when Daily Lotto results are in" }).click();
    const status = page.getByRole("region", { name: "Results alerts" }).locator("[data-alerts-status]");
    await expect(status).toHaveText(
      "Notifications from this site are blocked in this browser's settings: allow them there, then tap again.",
    );
    await expectError(status);
    expect(sent).toBe(false);
  });

  test("the prompt dismissed (permission still to be asked): not 'blocked', but tap again; nothing is sent", async ({ page, context }) => {
    await context.clearPermissions();
    await page.addInitScript(() => {
      Notification.requestPermission = async () => "default";
    });
    let sent = false;
    page.on("request", (request) => (sent ||= isSubscriptionCall(request)));
    await page.goto("/results/lotto");
    await page.getByRole("button", { name: "Tell me when Lotto results are in" }).click();
    const status = page.getByRole("region", { name: "Results alerts" }).locator("[data-alerts-status]");
    await expect(status).toHaveText("You didn't allow notifications, so no alert was set: tap again and choose Allow.");
    await expectError(status);
    expect(sent).toBe(false);
  });

  test("a browser without a push service (subscribe refused): says it cannot receive alerts, the buttons back", async ({ page }) => {
    await page.addInitScript(() => {
      PushManager.prototype.subscribe = async () => {
        throw new DOMException("Registration failed - push service not available", "AbortError");
      };
    });
    await page.goto("/results/lotto");
    const button = page.getByRole("button", { name: "Tell me when Lotto results are in" });
    await button.click();
    const status = page.getByRole("region", { name: "Results alerts" }).locator("[data-alerts-status]");
    await expect(status).toHaveText(
      "This browser cannot receive alerts: it may be a private window, or push messages are switched off in its settings.",
    );
    await expectError(status);
    await expect(button).toBeEnabled();
    await expect(button).toHaveAttribute("aria-pressed", "false");
  });

  test("a push service that never answers: after 10 seconds the buttons come back and the player is told", async ({ page }) => {
    await page.clock.install();
    await page.addInitScript(() => {
      PushManager.prototype.subscribe = () => {
        (window as { subscribing?: boolean }).subscribing = true;
        return new Promise<PushSubscription>(() => {});
      };
    });
    await page.goto("/results/lotto");
    const button = page.getByRole("button", { name: "Tell me when Lotto results are in" });
    await button.click();
    await expect.poll(() => page.evaluate(() => (window as { subscribing?: boolean }).subscribing === true)).toBe(true);
    await expect(button).toBeDisabled();

    await page.clock.runFor(9_000);
    await expect(button).toBeDisabled();
    await page.clock.runFor(1_000);

    const status = page.getByRole("region", { name: "Results alerts" }).locator("[data-alerts-status]");
    await expect(status).toHaveText(
      "This browser did not set up the alert within 10 seconds: it may not be able to receive alerts (a private window, or push messages switched off). Tap again to retry.",
    );
    await expectError(status);
    await expect(button).toBeEnabled();
    await expect(button).toHaveAttribute("aria-pressed", "false");
  });
});

/** A message styled as an error, in the live region: a tinted box in bold, not small grey text. */
async function expectError(status: import("@playwright/test").Locator) {
  await expect(status).toHaveAttribute("data-tone", "error");
  await expect(status).toHaveAttribute("aria-live", "polite");
  const style = await status.evaluate((element) => {
    const computed = getComputedStyle(element);
    return { weight: computed.fontWeight, background: computed.backgroundColor, size: computed.fontSize };
  });
  expect(style.weight).toBe("600");
  expect(style.background).not.toBe("rgba(0, 0, 0, 0)");
  expect(style.size).toBe("16px");
}

test.describe("results alerts where push cannot work", () => {
  test("iPhone Safari in a tab (no Push API): a tap explains the Home Screen first", async ({ browser }) => {
    const context = await browser.newContext({
      userAgent:
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
    });
    await context.addInitScript(() => {
      delete (window as { PushManager?: unknown }).PushManager;
    });
    const page = await context.newPage();
    await page.goto("/results/lotto");
    await page.getByRole("button", { name: "Tell me when Lotto results are in" }).click();
    await expect(page.getByRole("region", { name: "Results alerts" }).locator("[data-alerts-status]")).toHaveText(/Add to Home Screen/);
    await context.close();
  });

  test("a browser without the Push API, or without JavaScript, shows no alert button", async ({ browser }) => {
    const noPush = await browser.newContext();
    await noPush.addInitScript(() => {
      delete (window as { PushManager?: unknown }).PushManager;
    });
    const page = await noPush.newPage();
    await page.goto("/results/lotto");
    await expect(page.locator("[data-alerts]")).toBeHidden();
    await noPush.close();

    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto("/results/lotto/2026-11-18");
    await expect(plain.locator("[data-alerts]")).toBeHidden();
    await expect(plain.getByRole("button", { name: /Tell me when/ })).toHaveCount(0);
    await noScript.close();
  });
});
