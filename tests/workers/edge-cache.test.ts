import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { purgeResults } from "~/lib/edge-cache.server";
import { clearDraws, testDraw, writeDraws } from "./seed";

const ORIGIN = "https://www.salottoresults.co.za"; // SITE_URL: cache keys use the canonical origin
const get = (path: string, headers: Record<string, string> = {}) => SELF.fetch(`https://example.test${path}`, { headers });
const nonces = (html: string) => [...new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]))];

beforeAll(async () => {
  await clearDraws();
  await writeDraws([testDraw({ game: "lotto", drawDate: "2026-11-18", numbers: [1, 2, 3, 4, 5, 6], bonus: 7 })]);
  await purgeResults(ORIGIN, ["/lotto-history", "/api/results/latest"]);
});

describe("edge cache", () => {
  it("renders once, then serves the page from the cache with a fresh nonce in header and scripts", async () => {
    const first = await get("/lotto-history");
    expect(first.headers.get("X-Edge-Cache")).toBe("MISS");
    const firstNonce = nonces(await first.text());
    const second = await get("/lotto-history");
    expect(second.headers.get("X-Edge-Cache")).toBe("HIT");
    const html = await second.text();
    const [nonce] = nonces(html);
    expect(nonces(html)).toHaveLength(1);
    expect(nonce).not.toBe(firstNonce[0]);
    expect(second.headers.get("Content-Security-Policy")).toContain(`'nonce-${nonce}'`);
  });

  it("shows a new draw once the results are purged after an ingest", async () => {
    await get("/api/results/latest");
    expect((await get("/api/results/latest")).headers.get("X-Edge-Cache")).toBe("HIT");
    await writeDraws([testDraw({ game: "lotto", drawDate: "2026-11-21", numbers: [7, 8, 9, 10, 11, 12], bonus: 13 })]);
    await purgeResults(ORIGIN, ["/api/results/latest"]);
    const fresh = await get("/api/results/latest");
    expect(fresh.headers.get("X-Edge-Cache")).toBe("MISS");
    expect((await fresh.json<{ lotto: { drawDate: string } }>()).lotto.drawDate).toBe("2026-11-21");
  });

  it("never caches forms, the admin, signed-in requests or errors", async () => {
    expect((await get("/contact-us")).headers.get("X-Edge-Cache")).toBe("BYPASS");
    expect((await get("/admin")).headers.get("X-Edge-Cache")).toBe("BYPASS");
    expect((await get("/lotto-history", { Cookie: "session=x" })).headers.get("X-Edge-Cache")).toBe("BYPASS");
    await get("/no-such-page");
    expect((await get("/no-such-page")).headers.get("X-Edge-Cache")).not.toBe("HIT");
    expect((await get("/api/results/history?limit=0")).headers.get("X-Edge-Cache")).toBe("BYPASS");
  });
});
