import { createExecutionContext, SELF, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { purgeResults, serveWithEdgeCache } from "~/worker/edge-cache.server";
import { createNonce } from "~/worker/security-headers.server";
import { clearDraws, testDraw, writeDraws } from "./seed";
import { EXPECTED_POLICY } from "../fixtures/route-policy";

const ORIGIN = "https://www.salottoresults.co.za"; // SITE_URL: cache keys use the canonical origin
const get = (path: string, headers: Record<string, string> = {}) => SELF.fetch(`https://example.test${path}`, { headers });
const htmlPage = (nonce: string, scripts = true) =>
  new Response(`<html><body><p>page ✓</p>${scripts ? `<script nonce="${nonce}">1</script>` : ""}</body></html>`, {
    headers: { "Content-Type": "text/html; charset=utf-8", "Content-Security-Policy": `script-src 'self' 'nonce-${nonce}'` },
  });
const policyNonce = (response: Response) => response.headers.get("Content-Security-Policy")?.match(/'nonce-([^']+)'/)?.[1];
const nonces = (html: string) => [...new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]))];

beforeAll(async () => {
  await clearDraws();
  await writeDraws([testDraw({ game: "lotto", drawDate: "2026-11-18", numbers: [1, 2, 3, 4, 5, 6], bonus: 7 })]);
  await purgeResults(ORIGIN, ["/", "/api/results/latest"]);
});

describe("edge cache", () => {
  it("renders once, then serves the page from the cache with a fresh nonce in header and scripts", async () => {
    // A page with nonce'd scripts (the site's public pages carry none: their one script is allowed by its
    // hash, so this is a page of the shape the admin's would have, were it cached).
    await purgeResults(ORIGIN, ["/nonce-probe"]);
    const ctx = createExecutionContext();
    let renders = 0;
    const serve = () =>
      serveWithEdgeCache(new Request(`${ORIGIN}/nonce-probe`), { siteUrl: ORIGIN, ctx, policy: EXPECTED_POLICY }, async () => {
        renders++;
        const nonce = createNonce();
        const page = htmlPage(nonce);
        page.headers.set("Cache-Control", "public, max-age=60");
        return page;
      });
    const first = await serve();
    expect(first.headers.get("X-Edge-Cache")).toBe("MISS");
    const firstNonce = nonces(await first.text());
    expect(firstNonce).toEqual([policyNonce(first)]);
    await waitOnExecutionContext(ctx);
    const second = await serve();
    expect(second.headers.get("X-Edge-Cache")).toBe("HIT");
    expect(renders).toBe(1);
    const html = await second.text();
    const [nonce] = nonces(html);
    expect(nonces(html)).toHaveLength(1);
    expect(nonce).not.toBe(firstNonce[0]);
    expect(policyNonce(second)).toBe(nonce);
    expect(html).not.toContain(firstNonce[0]);
    // The internal record of where the nonce sits never leaves the Worker.
    expect(first.headers.has("X-Nonce-Offsets")).toBe(false);
    expect(second.headers.has("X-Nonce-Offsets")).toBe(false);
  });

  it("serves the home page from the cache byte for byte: its one script is allowed by hash, not nonce", async () => {
    const first = await get("/");
    expect(first.headers.get("X-Edge-Cache")).toBe("MISS");
    const rendered = await first.text();
    expect(rendered).toContain('<script id="site-script">');
    expect(rendered).not.toContain("nonce=");
    const second = await get("/");
    expect(second.headers.get("X-Edge-Cache")).toBe("HIT");
    expect(await second.text()).toBe(rendered);
    expect(policyNonce(second)).not.toBe(policyNonce(first));
  });

  it("serves a page without scripts byte for byte as rendered, with a fresh nonce in its policy only", async () => {
    const path = "/blog/power-ball-lotto-results-ultimate-guide";
    await purgeResults(ORIGIN, [path]);
    const first = await get(path);
    expect(first.headers.get("X-Edge-Cache")).toBe("MISS");
    const rendered = await first.text();
    expect(rendered).not.toContain("nonce="); // JSON-LD only: no script that runs
    const second = await get(path);
    expect(second.headers.get("X-Edge-Cache")).toBe("HIT");
    expect(await second.text()).toBe(rendered);
    expect(policyNonce(second)).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(policyNonce(second)).not.toBe(policyNonce(first));
    expect(second.headers.has("X-Nonce-Offsets")).toBe(false);
  });

  it("gives a fresh nonce to an entry stored without the nonce's offsets, and renders anew when the nonce is not one of ours", async () => {
    const ctx = createExecutionContext();
    const cache = (caches as unknown as { default: Cache }).default;
    const old = createNonce();
    // Stored as an earlier version of the Worker stored pages: no offsets recorded.
    const legacy = htmlPage(old);
    legacy.headers.set("Cache-Control", "public, max-age=60");
    await cache.put(`${ORIGIN}/legacy-entry`, legacy);
    const served = await serveWithEdgeCache(new Request(`${ORIGIN}/legacy-entry`), { siteUrl: ORIGIN, ctx, policy: EXPECTED_POLICY }, () =>
      Promise.reject(new Error("no render expected")),
    );
    expect(served.headers.get("X-Edge-Cache")).toBe("HIT");
    const html = await served.text();
    expect(html).not.toContain(old);
    expect(nonces(html)).toEqual([policyNonce(served)]);
    expect(html).toContain("page ✓");

    const foreign = htmlPage("n0");
    foreign.headers.set("Cache-Control", "public, max-age=60");
    await cache.put(`${ORIGIN}/foreign-entry`, foreign);
    let renders = 0;
    const fresh = await serveWithEdgeCache(
      new Request(`${ORIGIN}/foreign-entry`),
      { siteUrl: ORIGIN, ctx, policy: EXPECTED_POLICY },
      async () => (renders++, htmlPage(createNonce())),
    );
    await waitOnExecutionContext(ctx);
    expect(renders).toBe(1);
    expect(fresh.headers.get("X-Edge-Cache")).toBe("MISS");
    expect(nonces(await fresh.text())).toEqual([policyNonce(fresh)]);
  });

  it("renders a page once when many ask for it while it is missing (no stampede), each copy with its own nonce", async () => {
    const url = `${ORIGIN}/stampede-probe`;
    await purgeResults(ORIGIN, ["/stampede-probe"]);
    let renders = 0;
    const render = async () => {
      renders++;
      await new Promise((resolve) => setTimeout(resolve, 50));
      return htmlPage(createNonce());
    };
    const ctx = createExecutionContext();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => serveWithEdgeCache(new Request(url), { siteUrl: ORIGIN, ctx, policy: EXPECTED_POLICY }, render)),
    );
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
    expect(
      (await serveWithEdgeCache(new Request(url), { siteUrl: ORIGIN, ctx, policy: EXPECTED_POLICY }, render)).headers.get("X-Edge-Cache"),
    ).toBe("HIT");
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
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        serveWithEdgeCache(new Request(`${ORIGIN}/uncacheable-probe`), { siteUrl: ORIGIN, ctx, policy: EXPECTED_POLICY }, render),
      ),
    );
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
