import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { offlinePage, withOfflineNote } from "~/browser/offline-page";
import { APP_FILES, KEPT_AT_HEADER, keptAt, stamped, storable, storageKey, strategyFor } from "~/browser/offline-policy";
import { APP_ICONS } from "~/site/app-icons";

const ORIGIN = "https://www.example.co.za";
const strategy = (path: string, method = "GET") => strategyFor(method, new URL(path, ORIGIN), ORIGIN);
const answer = (status: number, headers: Record<string, string> = {}, extra: Partial<Pick<Response, "type" | "redirected">> = {}) => ({
  status,
  type: "basic" as ResponseType,
  redirected: false,
  headers: new Headers(headers),
  ...extra,
});

describe("what the service worker keeps for the wallet", () => {
  it.each([
    ["/my-tickets", "network-first"],
    ["/", "network-first"],
    ["/my-tickets?utm_source=x", "network-first"],
    ["/api/results/latest", "network-first"],
    ["/api/wallet/lotto/2026-11-18", "network-first"],
    ["/api/wallet/powerball-plus/2026-11-17", "network-first"],
    ["/manifest.webmanifest", "cache-first"],
    ["/icons/icon-192.png", "cache-first"],
  ])("%s: %s", (path, expected) => expect(strategy(path)).toBe(expected));

  it.each([
    "/admin",
    "/admin/anything",
    "/check-numbers",
    "/contact-us",
    "/results/lotto",
    "/api/results/history",
    "/api/results/latest?gameType=lotto",
    // The public API's draw: the wallet asks its own address (/api/wallet/…) instead.
    "/api/results/lotto/2026-11-18",
    "/api/wallet/lotto/2026-11-18?x=1",
    "/api/ingest/official",
    "/sw.js",
    "/icons/other.png",
  ])("leaves %s to the browser", (path) => expect(strategy(path)).toBeNull());

  it("leaves every method but GET, and other sites, to the browser", () => {
    expect(strategy("/my-tickets", "POST")).toBeNull();
    expect(strategyFor("GET", new URL("https://elsewhere.example/my-tickets"), ORIGIN)).toBeNull();
  });

  it("keeps only whole, storable answers", () => {
    expect(storable(answer(200, { "Cache-Control": "public, max-age=60" }))).toBe(true);
    expect(storable(answer(200))).toBe(true);
    expect(storable(answer(404))).toBe(false);
    expect(storable(answer(500))).toBe(false);
    expect(storable(answer(206))).toBe(false);
    expect(storable(answer(200, { "Cache-Control": "no-store" }))).toBe(false);
    expect(storable(answer(200, { "Cache-Control": "private, max-age=0" }))).toBe(false);
    // The wallet's answer that a draw is not in yet or missing ("notYet"): it may change any minute.
    expect(storable(answer(200, { "Cache-Control": "public, max-age=0, s-maxage=15" }))).toBe(false);
    expect(storable(answer(200, { "Cache-Control": "public, max-age=60, s-maxage=60" }))).toBe(true);
    expect(storable(answer(200, {}, { redirected: true }))).toBe(false);
    expect(storable(answer(200, {}, { type: "opaque" }))).toBe(false);
  });

  it("stores a page once, whatever its query", () => {
    expect(storageKey(new URL("/my-tickets?utm_source=x", ORIGIN))).toBe(`${ORIGIN}/my-tickets`);
  });

  it("the app's files are answered from the cache, and the icons exist at their sizes", () => {
    for (const path of APP_FILES) expect(strategy(path), path).toBe("cache-first");
    for (const icon of APP_ICONS) {
      const png = readFileSync(new URL(`../../public${icon.src}`, import.meta.url));
      // A PNG's width and height sit at bytes 16 to 23 of its header.
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
    }
  });
});

describe("offline, what the device shows", () => {
  const saved = new Date("2026-12-07T08:05:00Z"); // 10:05 SAST

  it("any other page visited goes to the network, with the site's offline page when it fails; only a visit, only GET", () => {
    const visit = (path: string, method = "GET") => strategyFor(method, new URL(path, ORIGIN), ORIGIN, true);
    expect(visit("/about")).toBe("network-or-offline-page");
    expect(visit("/admin")).toBe("network-or-offline-page");
    expect(visit("/my-tickets")).toBe("network-first");
    expect(visit("/contact-us", "POST")).toBeNull();
    // A script's own request to such a page is left to the browser.
    expect(strategy("/about")).toBeNull();
  });

  it("what is kept carries the time it was saved; its decoded body's old encoding and length are dropped", async () => {
    const response = new Response("<h1>My Tickets</h1>", {
      headers: { "Content-Type": "text/html", "Content-Encoding": "gzip", "Content-Length": "12" },
    });
    const kept = stamped(response, saved);
    expect(kept.headers.get(KEPT_AT_HEADER)).toBe("2026-12-07T08:05:00.000Z");
    expect(kept.headers.get("Content-Encoding")).toBeNull();
    expect(kept.headers.get("Content-Length")).toBeNull();
    expect(kept.headers.get("Content-Type")).toBe("text/html");
    expect(await kept.text()).toBe("<h1>My Tickets</h1>");
    expect(keptAt(kept)).toEqual(saved);
    expect(keptAt(new Response("{}"))).toBeNull();
    expect(keptAt(new Response("{}", { headers: { [KEPT_AT_HEADER]: "yesterday" } }))).toBeNull();
  });

  it("a kept page opened offline says so first in its main content, with the date and time it was saved", () => {
    const html = '<body class="x"><a href="#main">Skip</a><main id="main" class="mx-auto"><h1>My Tickets</h1></main></body>';
    const shown = withOfflineNote(html, saved);
    expect(shown).toContain(
      '<main id="main" class="mx-auto"><p class="mb-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900" role="status" data-offline-copy>You\'re offline: this page is the copy saved on Mon 7 Dec 2026 at 10:05. It may not show the newest results.</p><h1>',
    );
    // A page without <main>: first in its body.
    expect(withOfflineNote("<body><p>x</p></body>", null)).toMatch(/^<body><p [^>]*data-offline-copy>[^<]*<\/p><p>x<\/p><\/body>$/);
    expect(withOfflineNote("<body>", null)).toContain("the copy saved on this device earlier");
  });

  it("a page never kept gets the offline page: what is saved here with its time, and the page to try again", () => {
    const page = offlinePage(
      [
        { path: "/my-tickets", savedAt: saved },
        { path: "/", savedAt: null },
      ],
      "/results/lotto",
    );
    expect(page).toContain("<h1>You're offline</h1>");
    expect(page).toContain('<li><a href="/my-tickets">My Tickets</a> (saved on Mon 7 Dec 2026 at 10:05)</li>');
    expect(page).toContain('<li><a href="/">The latest results</a> (saved on this device earlier)</li>');
    expect(page).toContain('<a href="/results/lotto">Try this page again</a>');
    expect(offlinePage([], "/about")).toContain("Nothing of this site is saved on this device yet");
    // A path is text in an attribute: nothing in it ends the attribute or opens a tag.
    expect(offlinePage([], '/a"><script>x</script>')).toContain('href="/a%22%3E%3Cscript%3Ex%3C/script%3E"');
  });
});
