import { createExecutionContext, SELF, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { purgeResults, serveWithEdgeCache } from "~/lib/edge-cache.server";
import { clearDraws, testDraw, writeDraws } from "./seed";

const ORIGIN = "https://www.salottoresults.co.za"; // SITE_URL: cache keys use the canonical origin
const get = (path: string, headers: Record<string, string> = {}) => SELF.fetch(`https://example.test${path}`, { headers });
const nonces = (html: string) => [...new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]))];

beforeAll(async () => {
  await clearDraws();
  await writeDraws([testDraw({ game: "lotto", drawDate: "2026-11-18", numbers: [1, 2, 3, 4, 5, 6], bonus: 7 })]);
  await purgeResults(ORIGIN, ["/", "/api/results/latest"]);
});

describe("edge cache", () => {
  it("renders once, then serves the page from the cache with a fresh nonce in header and scripts", async () => {
    // The home page: a hydrated page, so its scripts carry the nonce too.
    const first = await get("/");
    expect(first.headers.get("X-Edge-Cache")).toBe("MISS");
    const firstNonce = nonces(await first.text());
    expect(firstNonce).toHaveLength(1);
    const second = await get("/");
    expect(second.headers.get("X-Edge-Cache")).toBe("HIT");
    const html = await second.text();
    const [nonce] = nonces(html);
    expect(nonces(html)).toHaveLength(1);
    expect(nonce).not.toBe(firstNonce[0]);
    expect(second.headers.get("Content-Security-Policy")).toContain(`'nonce-${nonce}'`);
    // Nowhere else either: the root loader's data, inline in the page, carries the nonce too.
    expect(html).not.toContain(firstNonce[0]);
    expect(html.split(nonce!).length - 1).toBe(html.split('nonce="').length - 1 + 1);
  });

  it("renders a page once when many ask for it while it is missing (no stampede), each copy with its own nonce", async () => {
    const url = `${ORIGIN}/stampede-probe`;
    await purgeResults(ORIGIN, ["/stampede-probe"]);
    let renders = 0;
    const render = async () => {
      renders++;
      await new Promise((resolve) => setTimeout(resolve, 50));
      return new Response('<html><body><p>page</p><script nonce="n0">1</script></body></html>', {
        headers: { "Content-Type": "text/html; charset=utf-8", "Content-Security-Policy": "script-src 'self' 'nonce-n0'" },
      });
    };
    const ctx = createExecutionContext();
    const answers = await Promise.all(Array.from({ length: 12 }, () => serveWithEdgeCache(new Request(url), { siteUrl: ORIGIN, ctx }, render)));
    await waitOnExecutionContext(ctx);
    expect(renders).toBe(1);
    const statuses = answers.map((res) => res.headers.get("X-Edge-Cache"));
    expect(statuses.filter((status) => status === "MISS")).toHaveLength(1);
    expect(statuses.filter((status) => status === "SHARED")).toHaveLength(11);
    const bodies = await Promise.all(answers.map((res) => res.text()));
    expect(new Set(bodies.map((html) => html.replace(/nonce="[^"]+"/g, ""))).size).toBe(1);
    const perAnswer = bodies.map((html) => nonces(html));
    for (const [index, list] of perAnswer.entries()) {
      expect(list).toHaveLength(1);
      expect(answers[index]!.headers.get("Content-Security-Policy")).toContain(`'nonce-${list[0]}'`);
    }
    // The first keeps the render's own nonce; every shared copy gets a fresh one.
    expect(new Set(perAnswer.flat()).size).toBe(answers.length);
    // Once stored, the next request is a plain cache hit.
    expect((await serveWithEdgeCache(new Request(url), { siteUrl: ORIGIN, ctx }, render)).headers.get("X-Edge-Cache")).toBe("HIT");
    expect(renders).toBe(1);
  });

  it("requests that waited on a render that cannot be cached render for themselves", async () => {
    let renders = 0;
    const render = async () => {
      renders++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return new Response("busy", { status: 503 });
    };
    const ctx = createExecutionContext();
    const answers = await Promise.all(Array.from({ length: 4 }, () => serveWithEdgeCache(new Request(`${ORIGIN}/uncacheable-probe`), { siteUrl: ORIGIN, ctx }, render)));
    await waitOnExecutionContext(ctx);
    expect(answers.map((res) => res.status)).toEqual([503, 503, 503, 503]);
    expect(answers.map((res) => res.headers.get("X-Edge-Cache"))).toEqual(["BYPASS", "BYPASS", "BYPASS", "BYPASS"]);
    expect(renders).toBe(4);
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
