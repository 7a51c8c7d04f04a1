/**
 * What the alert specs share: a ticket added through the wallet's form, a push delivered to the page's
 * service worker through the DevTools protocol (`ServiceWorker.deliverPushMessage`, as a push service
 * would deliver it), the notifications it shows, and the worker's own clock and requests.
 */
import type { BrowserContext, Page, Worker } from "@playwright/test";

/**
 * My Tickets opened with notifications allowed, once its service worker controls the page: where every
 * alert spec starts.
 */
export async function openWallet(context: BrowserContext, page: Page) {
  await context.grantPermissions(["notifications"]);
  await page.goto("/my-tickets");
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Delivers a push to the page's service worker, as the push service would, and answers what it showed. */
export async function deliverPush(context: BrowserContext, page: Page, data: unknown) {
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

export const shown = (page: Page) =>
  page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => `${n.title} | ${n.body}`));

/** The wallet's service worker, once it runs. */
export async function walletWorker(context: BrowserContext): Promise<Worker> {
  return context.serviceWorkers()[0] ?? (await context.waitForEvent("serviceworker"));
}

/**
 * Sets the service worker's clock to `iso` (its `Date`; the page keeps its own) and records the requests
 * it makes from now on (`fetched`): the worker reads both from its global scope when a push arrives.
 */
export async function fixWorker(worker: Worker, iso: string): Promise<void> {
  await worker.evaluate((at) => {
    const fixed = Date.parse(at);
    const Real = Date;
    const scope = self as unknown as { Date: DateConstructor; fetch: typeof fetch; fetched: string[] };
    scope.Date = class extends Real {
      constructor(...args: []) {
        if (args.length === 0) super(fixed);
        else super(...(args as unknown as [number]));
      }
      static override now() {
        return fixed;
      }
    } as DateConstructor;
    scope.fetched = [];
    const realFetch = scope.fetch.bind(self);
    scope.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      scope.fetched.push(new URL(input instanceof Request ? input.url : String(input), location.origin).pathname);
      return realFetch(input, init);
    };
  }, iso);
}

/** The paths the service worker asked the network for since fixWorker. */
export const workerFetched = (worker: Worker) => worker.evaluate(() => (self as unknown as { fetched: string[] }).fetched);

/** Closes every notification shown, so the next push's are told apart. */
export const closeNotifications = (page: Page) =>
  page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).forEach((n) => n.close()));
