/**
 * My Tickets installable and offline (app/browser/service-worker.ts, offline-policy.ts): the wallet opens
 * and shows its tickets with their results with no network, says so with the time they were saved, checks
 * what it could not as soon as the network is back (no reload), and a new deploy's service worker takes
 * over without leaving anything stale. Against the fixtures: Lotto of Wed 18 Nov 2026 gives this board
 * Match 4 (R 150), as in my-tickets.spec.ts. The page's clock is set: Mon 7 Dec 2026, noon SAST. Offline
 * is decided from what the page could fetch: Debian's Chromium reads `navigator.onLine` true after a
 * reload offline.
 */
import type { Page } from "@playwright/test";
import { CACHE_NAME } from "~/browser/offline-policy";
import { expectNoSeriousA11yViolations } from "./axe";
import { expect, test } from "./fixtures";
import { addLottoTicket } from "./wallet-form";

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(new Date("2026-12-07T10:00:00Z"));
});

/** Waits until the service worker controls the page. */
async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/**
 * The version of the service worker that controls the page (it answers on a message port), or "no answer"
 * when the worker asked is being replaced.
 */
const controllingVersion = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(String(event.data));
        navigator.serviceWorker.controller?.postMessage("version", [channel.port2]);
        setTimeout(() => resolve("no answer"), 500);
      }),
  );

/** The paths the service worker keeps, sorted. */
const keptPaths = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    return paths.sort();
  });

/**
 * A reload with the network off. About one in eight such reloads in Debian's Chromium under Playwright's
 * setOffline fails with net::ERR_FAILED before the service worker answers (seen while writing these
 * tests, cause not found; a standalone probe served the kept copy every time, and 12 runs in a row on a
 * loaded machine passed). In CI the retry failed once too, and a failed reload can leave the tab detached
 * for a moment ("Not attached to an active page"). So the address is opened afresh up to three more times,
 * a second apart: the test is about what the kept page says, and four failures in a row still fail it.
 */
async function reloadOffline(page: Page) {
  const url = page.url();
  for (let attempt = 0; ; attempt++) {
    try {
      await (attempt === 0 ? page.reload() : page.goto(url));
      return;
    } catch (error) {
      if (attempt === 3 || !/net::ERR_FAILED|Not attached to an active page/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

/** Waits until the device keeps an answer for this path. */
async function kept(page: Page, path: string) {
  await page.waitForFunction(async (url) => (await caches.match(url)) !== undefined, path);
}

test.describe("my tickets, installable and offline", () => {
  test("every page links the manifest and an apple-touch-icon; it opens the results standalone with a My Tickets shortcut and 192, 512 and maskable icons that exist", async ({
    page,
  }) => {
    await page.goto("/about");
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
    const touchIcon = await page.request.get((await page.locator('link[rel="apple-touch-icon"]').getAttribute("href"))!);
    expect(touchIcon.status()).toBe(200);
    expect(touchIcon.headers()["content-type"]).toBe("image/png");
    const response = await page.request.get("/manifest.webmanifest");
    expect(response.headers()["content-type"]).toContain("application/manifest+json");
    const manifest = (await response.json()) as {
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; purpose: string }[];
      shortcuts: { name: string; url: string }[];
    };
    expect(manifest).toMatchObject({ start_url: "/", display: "standalone", id: "/my-tickets" });
    expect(manifest.shortcuts).toEqual([expect.objectContaining({ name: "My Tickets", url: "/my-tickets" })]);
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
    for (const icon of manifest.icons) {
      const file = await page.request.get(icon.src);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()["content-type"], icon.src).toBe("image/png");
    }
    // Only the wallet registers the service worker: a page elsewhere on the site gets none.
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((all) => all.length))).toBe(0);
  });

  test("with the network off, the wallet opens again with its tickets and their results, saying when they were saved; a page never kept gets our offline page", async ({
    page,
    context,
    consoleErrors,
  }) => {
    await page.goto("/my-tickets");
    await controlled(page);
    await addLottoTicket(page);
    await kept(page, "/api/wallet/lotto/2026-11-18");
    await kept(page, "/api/wallet/lotto-plus-1/2026-11-18");
    await kept(page, "/my-tickets");

    await context.setOffline(true);
    // The network really is off for the service worker too: a draw it never kept cannot be had.
    expect(
      await page.evaluate(() =>
        fetch("/api/wallet/lotto/2026-11-14").then(
          (r) => r.status,
          () => "failed",
        ),
      ),
    ).toBe("failed");

    await reloadOffline(page);
    const ticket = page.locator("[data-ticket]");
    await expect(ticket).toHaveCount(1);
    await expect(ticket.locator('[data-game="lotto"] [data-board="A"]')).toContainText("Division 5 (Match 4): R 150");
    await expect(ticket.locator('[data-game="lotto-plus-1"] [data-board="A"]')).toContainText("No prize");
    await expect(ticket.locator('[data-claim="open"] p')).toHaveText("Claim by Thu 18 Nov 2027: 346 days left.");
    // The page and the draws are the device's copies: both say so, with the date and time they were saved.
    const savedAt = /saved on \w{3} \d{1,2} \w{3} \d{4} at \d{2}:\d{2}/;
    await expect(page.locator("[data-offline-copy]")).toHaveText(/^You're offline: this page is the copy saved on/);
    await expect(page.locator("[data-offline-copy]")).toHaveText(savedAt);
    await expect(page.locator("[data-wallet-status]")).toContainText("You're offline: the results shown are those this device saved on");
    await expect(page.locator("[data-wallet-status]")).toHaveText(savedAt);

    // A page that was never kept: the site's own offline page, with what is saved here, not the browser's error.
    const about = await page.goto("/about");
    expect(about?.status()).toBe(503);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're offline");
    await expect(page.getByRole("link", { name: "My Tickets" })).toHaveAttribute("href", "/my-tickets");
    await expect(page.getByRole("link", { name: "Try this page again" })).toHaveAttribute("href", "/about");
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("link", { name: "My Tickets" }).click();
    await expect(page.locator("[data-ticket]")).toHaveCount(1);
    await context.setOffline(false);
    consoleErrors.splice(0);
  });

  test("a ticket added offline is 'not checked yet', never a loss, and is checked when the network is back, without a reload", async ({
    page,
    context,
    consoleErrors,
  }) => {
    await page.goto("/my-tickets");
    await controlled(page);
    let loads = 0;
    page.on("load", () => loads++);
    await context.setOffline(true);
    // Lotto of Wed 30 Sep 2026 in the e2e data: 11 14 33 35 42 44 + 51; the ticket holds that night's six.
    await page.getByLabel("Board A", { exact: true }).fill("11 14 33 35 42 44");
    await page.getByLabel("First draw").fill("30/09/2026");
    await page.getByLabel("Price paid (rand)").fill("5");
    await page.getByRole("button", { name: "Add ticket" }).click();
    const ticket = page.locator("[data-ticket]");
    await expect(ticket.locator('[data-game="lotto"]')).toContainText("Not checked yet: you're offline");
    await expect(ticket.locator("[data-total]")).toHaveText("Not checked yet: you're offline.");
    await expect(ticket).not.toContainText("nothing");
    await expect(ticket).not.toContainText("No prize");
    await expect(page.locator("[data-wallet-status]")).toContainText("Ticket added. You're offline: 1 draw could not be checked yet");

    await context.setOffline(false);
    await expect(ticket.locator('[data-game="lotto"] [data-board="A"]')).toContainText("Division 1 (Match 6)");
    await expect(ticket.locator("[data-total]")).toHaveText("Won so far: 1 prize whose payout we don't have.");
    await expect(page.locator("[data-wallet-status]")).not.toContainText("offline");
    expect(loads).toBe(0);
    // The draw asked for offline failed to load, as Chromium logs: that is all it logged.
    expect(new Set(consoleErrors)).toEqual(new Set(["Failed to load resource: net::ERR_FAILED"]));
    consoleErrors.splice(0);
  });

  test("a new deploy's service worker takes over: pages come from the network, the app's files are fetched again, the tickets' draws stay", async ({
    page,
  }) => {
    await page.goto("/my-tickets");
    await controlled(page);
    await addLottoTicket(page);
    await kept(page, "/my-tickets");
    await kept(page, "/api/wallet/lotto/2026-11-18");
    await page.reload();
    await kept(page, "/favicon.svg");
    // The previous deploy's icon, as kept on the device.
    await page.evaluate(async (name) => {
      await (
        await caches.open(name)
      ).put("/favicon.svg", new Response("<svg>the old icon</svg>", { headers: { "Content-Type": "image/svg+xml" } }));
    }, CACHE_NAME);
    const version = await controllingVersion(page);
    expect(version).toMatch(/^[0-9a-f]{16}$/);
    expect(await (await page.request.get("/sw.js")).text()).toContain(`"${version}"`);

    // A deploy serves a worker with other bytes, which the browser installs beside the old one. Playwright
    // cannot stand in for the browser's own update check, nor reliably answer a worker's script, so the
    // page registers this deploy's worker at another address: the browser installs it as it would a new
    // deploy's, and what follows (taking over, dropping, keeping) is the worker's own doing.
    await page.evaluate(() => navigator.serviceWorker.register("/sw.js?deploy=next", { scope: "/", updateViaCache: "none" }));
    await page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.endsWith("/sw.js?deploy=next"));
    // The app's files may change with a deploy: the old icon is dropped (once the new worker has activated).
    await expect
      .poll(() => page.evaluate(async () => (await (await caches.match("/favicon.svg"))?.text()) ?? "dropped"))
      .not.toContain("the old icon");
    expect(await keptPaths(page)).toEqual(
      expect.arrayContaining(["/my-tickets", "/api/wallet/lotto/2026-11-18", "/api/wallet/lotto-plus-1/2026-11-18"]),
    );

    // A kept copy is only for when the network fails: online, the page is the site's own.
    await page.evaluate(async (name) => {
      const cache = await caches.open(name);
      await cache.put("/my-tickets", new Response("<h1>An old copy</h1>", { headers: { "Content-Type": "text/html" } }));
    }, CACHE_NAME);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Tickets");
    await expect(page.locator('[data-ticket] [data-game="lotto"] [data-board="A"]')).toContainText("Division 5 (Match 4): R 150");
  });

  test("the service worker keeps nothing of the admin, forms or the rest of the site", async ({ page }) => {
    await page.goto("/my-tickets");
    await controlled(page);
    // Online, other pages are the network's own answers (passed through, for the offline page when it fails).
    for (const path of ["/admin", "/check-numbers", "/results/lotto", "/contact-us"]) {
      const response = await page.goto(path);
      expect(response?.ok(), path).toBe(true);
    }
    await page.goto("/");
    // Only the wallet's own kinds of answer are kept: here the home page with the latest results.
    await kept(page, "/");
    expect((await keptPaths(page)).filter((path) => !["/", "/favicon.svg"].includes(path))).toEqual([]);
  });
});
