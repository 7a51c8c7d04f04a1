import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { allArticles } from "~/content/articles.server";
import { drawPath } from "~/site/draw-paths";
import { purgeResults } from "~/edge/edge-cache.server";
import { SITE_PAGES } from "~/site/site-pages";
import { clearDraws, testDraw, writeDraws } from "./seed";

const ORIGIN = "https://www.salottoresults.co.za"; // SITE_URL: cache keys use the canonical origin
const get = (path: string) => SELF.fetch(`https://example.test${path}`, { redirect: "manual" });
const status = (response: Response) => response.headers.get("X-Edge-Cache");
const stored = (path: string) => (caches as unknown as { default: Cache }).default.match(`${ORIGIN}${path}`);

beforeAll(async () => {
  await clearDraws();
  await writeDraws([testDraw({ game: "lotto", drawDate: "2026-11-18", numbers: [1, 2, 3, 4, 5, 6], bonus: 7 })]);
  await purgeResults(ORIGIN, ["/history", "/api/results/latest"]);
});

describe("one cache key per page", () => {
  it("answers a query string the route does not read from the page's one entry, and stores no variant", async () => {
    await get("/history");
    expect(status(await get("/history"))).toBe("HIT");
    for (const cb of ["1", "2"]) {
      const response = await get(`/history?cb=${cb}`);
      expect(status(response)).toBe("HIT");
      expect(await response.text()).toContain("<html");
      expect(await stored(`/history?cb=${cb}`)).toBeUndefined();
    }
  });

  it("shares one entry between orders of the same parameters, and keeps none with unknown ones", async () => {
    const first = await get("/history?to=2026-11-30&from=2026-11-01&game=lotto");
    expect(status(first)).toBe("MISS");
    expect(status(await get("/history?game=lotto&from=2026-11-01&to=2026-11-30&utm_source=mail"))).toBe("HIT");
    expect(await stored("/history?game=lotto&from=2026-11-01&to=2026-11-30")).toBeDefined();
    expect(await stored("/history?to=2026-11-30&from=2026-11-01&game=lotto")).toBeUndefined();
  });

  it("renders an invalid value the route reads with its message, and never stores it", async () => {
    for (let i = 0; i < 2; i++) {
      const response = await get("/history?game=zzz");
      expect(status(response)).toBe("BYPASS");
      expect(await response.text()).toContain("Unknown game");
    }
    expect(await stored("/history?game=zzz")).toBeUndefined();
  });

  it("purges every variant: /api/results/latest?v=1 shows the new numbers after a purge", async () => {
    await get("/api/results/latest?v=1");
    expect(status(await get("/api/results/latest?v=1"))).toBe("HIT");
    await writeDraws([testDraw({ game: "lotto", drawDate: "2026-11-21", numbers: [7, 8, 9, 10, 11, 12], bonus: 13 })]);
    await purgeResults(ORIGIN, ["/api/results/latest"]);
    const fresh = await get("/api/results/latest?v=1");
    expect(status(fresh)).toBe("MISS");
    expect((await fresh.json<{ lotto: { drawDate: string } }>()).lotto.drawDate).toBe("2026-11-21");
  });

  it("redirects other spellings of a path to the canonical one (301), never a cached answer", async () => {
    for (const [path, location] of [
      ["/Admin", "/admin"],
      ["/%61dmin", "/admin"],
      ["/%63heck-numbers?numbers=1", "/check-numbers?numbers=1"],
      ["/History/", "/history"],
      ["//lotto-history", "/lotto-history"],
      ["/LOTTO-HISTORY.data", "/lotto-history.data"],
    ]) {
      const response = await get(path!);
      expect(response.status, path).toBe(301);
      expect(response.headers.get("Location"), path).toBe(location);
      expect(response.headers.has("X-Edge-Cache"), path).toBe(false);
    }
    // The URL parser resolves dot segments (`/./admin`, `/%2e/admin`) before the Worker: it sees /admin,
    // which is never cached.
    for (const path of ["/./admin", "/%2e/admin"]) {
      const dotted = await get(path);
      expect(dotted.status, path).toBe(200);
      expect(status(dotted), path).toBe("BYPASS");
    }
  });

  it("does not redirect the site's own paths", async () => {
    const paths = [
      ...SITE_PAGES.map((page) => page.path),
      ...allArticles().map((article) => `/blog/${article.slug}`),
      drawPath("lotto", "2026-11-18"),
      "/api/results/latest",
      "/sitemaps/lotto.xml",
      "/history.data",
      "/_root.data",
      "/healthz",
    ];
    for (const path of paths) expect((await get(path)).status, path).not.toBe(301);
  });
});
