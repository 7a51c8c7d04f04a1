/**
 * My Tickets installable and offline (app/browser/service-worker.ts, offline-policy.ts): the wallet opens
 * and shows its tickets with their results with no network, and a new deploy's service worker takes over
 * without leaving anything stale. Against the fixtures: Lotto of Wed 18 Nov 2026 gives this board Match 4
 * (R 150), as in my-tickets.spec.ts.
 */
import type { Page } from "@playwright/test";
import { CACHE_NAME } from "~/browser/offline-policy";
import { expect, test } from "./fixtures";

async function addLottoTicket(page: Page) {
  await page.getByLabel("Game", { exact: true }).selectOption("lotto");
  await page.getByLabel("Board A", { exact: true }).fill("2 10 16 24 1 3");
  await page.getByLabel("Lotto Plus 1", { exact: true }).check();
  await page.getByLabel("First draw").fill("18/11/2026");
  await page.getByLabel("Draws", { exact: true }).fill("1");
  await page.getByRole("button", { name: "Add ticket" }).click();
  await expect(page.locator('[data-ticket] [data-game="lotto"] [data-board="A"]')).toContainText("Division 5: Match 4: R 150");
}

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

/** Waits until the device keeps an answer for this path. */
async function kept(page: Page, path: string) {
  await page.waitForFunction(async (url) => (await caches.match(url)) !== undefined, path);
}

test.describe("my tickets, installable and offline", () => {
  test("every page links the manifest; it opens the wallet standalone with 192, 512 and maskable icons that exist", async ({ page }) => {
    await page.goto("/about");
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
    const response = await page.request.get("/manifest.webmanifest");
    expect(response.headers()["content-type"]).toContain("application/manifest+json");
    const manifest = (await response.json()) as {
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ start_url: "/my-tickets", display: "standalone", short_name: "My Tickets" });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
    for (const icon of manifest.icons) {
      const file = await page.request.get(icon.src);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()["content-type"], icon.src).toBe("image/png");
    }
    // Only the wallet registers the service worker: a page elsewhere on the site gets none.
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((all) => all.length))).toBe(0);
  });

  test("with the network off, the wallet opens again with its tickets and their results", async ({ page, context, consoleErrors }) => {
    await page.goto("/my-tickets");
    await controlled(page);
    await addLottoTicket(page);
    await kept(page, "/api/results/lotto/2026-11-18");
    await kept(page, "/api/results/lotto-plus-1/2026-11-18");
    await kept(page, "/my-tickets");

    await context.setOffline(true);
    // The network really is off for the service worker too: a draw it never kept cannot be had.
    expect(
      await page.evaluate(() =>
        fetch("/api/results/lotto/2026-11-14").then(
          (r) => r.status,
          () => "failed",
        ),
      ),
    ).toBe("failed");

    await page.reload();
    const ticket = page.locator("[data-ticket]");
    await expect(ticket).toHaveCount(1);
    await expect(ticket.locator('[data-game="lotto"] [data-board="A"]')).toContainText("Division 5: Match 4: R 150");
    await expect(ticket.locator('[data-game="lotto-plus-1"] [data-board="A"]')).toContainText("No win");
    await expect(ticket.locator("[data-claim]")).toHaveText("Claim by Thursday 18/11/2027");
    await expect(page.getByRole("status")).toContainText("You are offline: the results shown are those this device kept");
    // The page that was never kept is not pretended: the browser's own offline error.
    await expect(page.goto("/about")).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
    await context.setOffline(false);
    consoleErrors.splice(0);
  });

  test("a new deploy's service worker takes over: pages come from the network, the app's files are fetched again, the tickets' draws stay", async ({
    page,
  }) => {
    await page.goto("/my-tickets");
    await controlled(page);
    await addLottoTicket(page);
    await kept(page, "/my-tickets");
    await kept(page, "/api/results/lotto/2026-11-18");
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
      expect.arrayContaining(["/my-tickets", "/api/results/lotto/2026-11-18", "/api/results/lotto-plus-1/2026-11-18"]),
    );

    // A kept copy is only for when the network fails: online, the page is the site's own.
    await page.evaluate(async (name) => {
      const cache = await caches.open(name);
      await cache.put("/my-tickets", new Response("<h1>An old copy</h1>", { headers: { "Content-Type": "text/html" } }));
    }, CACHE_NAME);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Tickets");
    await expect(page.locator('[data-ticket] [data-game="lotto"] [data-board="A"]')).toContainText("Division 5: Match 4: R 150");
  });

  test("the service worker keeps nothing of the admin, forms or the rest of the site", async ({ page }) => {
    await page.goto("/my-tickets");
    await controlled(page);
    for (const path of ["/admin", "/check-numbers", "/results/lotto", "/contact-us"]) {
      const response = await page.goto(path);
      expect(response?.fromServiceWorker(), path).toBe(false);
    }
    await page.goto("/");
    // Only the wallet's own kinds of answer are kept: here the home page with the latest results.
    await kept(page, "/");
    expect((await keptPaths(page)).filter((path) => !["/", "/favicon.svg"].includes(path))).toEqual([]);
  });
});
