import { createExecutionContext, SELF, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { purgeResults, serveWithEdgeCache } from "~/edge/edge-cache.server";
import { createNonce } from "~/http/security-headers.server";
import { SITE_PAGES } from "~/site/site-pages";
import { clearDraws, testDraw, writeDraws } from "./seed";
// The build the Worker serves (typed by workers/server-build.d.ts): its routes' cache-key rules and policies.
import * as build from "#server-build";
import { cacheKeyRules, cachePolicyAt } from "~/edge/cache-key.server";
import { routePolicy } from "~/edge/route-policy.server";
import { cacheControl, type CachePolicyName } from "~/http/cache-policy";
import { EXPECTED_POLICY } from "../fixtures/route-policy";

const KEYS = cacheKeyRules(build.routes);

const ORIGIN = "https://www.salottoresults.co.za"; // SITE_URL: cache keys use the canonical origin
const get = (path: string, headers: Record<string, string> = {}) => SELF.fetch(`https://example.test${path}`, { headers });
const htmlPage = (nonce: string, scripts = true) =>
  new Response(`<html><body><p>page ✓</p>${scripts ? `<script nonce="${nonce}">1</script>` : ""}</body></html>`, {
    headers: { "Content-Type": "text/html; charset=utf-8", "Content-Security-Policy": `script-src 'self' 'nonce-${nonce}'` },
  });
const policyNonce = (response: Response) => response.headers.get("Content-Security-Policy")?.match(/'nonce-([^']+)'/)?.[1];
const nonces = (html: string) => [...new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]))];

/** Options of serveWithEdgeCache with a one-second freshness, so an entry lapses within a test. */
const lapsing = (ctx: ExecutionContext) => ({ siteUrl: ORIGIN, ctx, ttl: 1, stale: 60, policy: EXPECTED_POLICY, keys: KEYS });

/** `path` stored with `body` and then let lapse: the next request finds it stale. Its URL. */
async function lapsedEntry(path: string, body: string): Promise<string> {
  await purgeResults(ORIGIN, [path]);
  const ctx = createExecutionContext();
  await serveWithEdgeCache(
    new Request(`${ORIGIN}${path}`),
    lapsing(ctx),
    async () => new Response(body, { headers: { "Content-Type": "text/plain" } }),
  );
  await waitOnExecutionContext(ctx);
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  return `${ORIGIN}${path}`;
}

beforeAll(async () => {
  await clearDraws();
  await writeDraws([testDraw({ game: "lotto", drawDate: "2026-11-18", numbers: [1, 2, 3, 4, 5, 6], bonus: 7 })]);
  await purgeResults(ORIGIN, ["/", "/api/results/latest"]);
});

describe("edge cache", () => {
  it("renders once, then serves the stored copy with a policy that names no nonce: a nonce'd script in a cached page is refused, never shared", async () => {
    // A page of the shape the admin's would have, were it cached: a script allowed only by the request's
    // nonce. The public pages carry none (their scripts are allowed by hash).
    await purgeResults(ORIGIN, ["/nonce-probe"]);
    const ctx = createExecutionContext();
    let renders = 0;
    const serve = () =>
      serveWithEdgeCache(new Request(`${ORIGIN}/nonce-probe`), { siteUrl: ORIGIN, ctx, policy: EXPECTED_POLICY, keys: KEYS }, async () => {
        renders++;
        const page = htmlPage(createNonce());
        page.headers.set("Cache-Control", "public, max-age=60");
        return page;
      });
    const first = await serve();
    expect(first.headers.get("X-Edge-Cache")).toBe("MISS");
    // The visitor whose request rendered it gets the page as rendered, its nonce allowed.
    expect(nonces(await first.text())).toEqual([policyNonce(first)]);
    await waitOnExecutionContext(ctx);
    const second = await serve();
    expect(second.headers.get("X-Edge-Cache")).toBe("HIT");
    expect(renders).toBe(1);
    expect(await second.text()).toContain("page ✓");
    expect(policyNonce(second)).toBeUndefined();
    expect(second.headers.get("Content-Security-Policy")).toBe("script-src 'self'");
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
    expect(policyNonce(second)).toBeUndefined();
  });

  it("serves a page without scripts byte for byte as rendered", async () => {
    const path = "/blog/power-ball-lotto-results-ultimate-guide";
    await purgeResults(ORIGIN, [path]);
    const first = await get(path);
    expect(first.headers.get("X-Edge-Cache")).toBe("MISS");
    const rendered = await first.text();
    expect(rendered).not.toContain("nonce="); // JSON-LD only: no script that runs
    const second = await get(path);
    expect(second.headers.get("X-Edge-Cache")).toBe("HIT");
    expect(await second.text()).toBe(rendered);
    expect(policyNonce(second)).toBeUndefined();
  });

  it("when many ask for a missing page at once, each request renders its own answer and waits on no other", async () => {
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
      Array.from({ length: 12 }, () =>
        serveWithEdgeCache(new Request(url), { siteUrl: ORIGIN, ctx, policy: EXPECTED_POLICY, keys: KEYS }, render),
      ),
    );
    await waitOnExecutionContext(ctx);
    // A missing entry (purged, or never stored) is the one case that renders per request: no request may
    // wait on another's render.
    expect(renders).toBe(12);
    expect(answers.map((res) => res.headers.get("X-Edge-Cache"))).toEqual(Array(12).fill("MISS"));
    const bodies = await Promise.all(answers.map((res) => res.text()));
    for (const [index, html] of bodies.entries()) {
      expect(nonces(html)).toEqual([policyNonce(answers[index]!)]);
    }
    // Once stored, the next request is a plain cache hit.
    expect(
      (await serveWithEdgeCache(new Request(url), { siteUrl: ORIGIN, ctx, policy: EXPECTED_POLICY, keys: KEYS }, render)).headers.get(
        "X-Edge-Cache",
      ),
    ).toBe("HIT");
    expect(renders).toBe(12);
  });

  it("serves a lapsed entry at once (STALE) while one request refreshes it in the background, then the new page", async () => {
    const url = `${ORIGIN}/stale-probe`;
    await purgeResults(ORIGIN, ["/stale-probe"]);
    let version = 1;
    let renders = 0;
    const render = async () => {
      renders++;
      await new Promise((resolve) => setTimeout(resolve, 30));
      return new Response(`version ${version}`, { headers: { "Content-Type": "text/plain", "Cache-Control": "public, max-age=60" } });
    };
    const serve = (ctx: ExecutionContext) =>
      serveWithEdgeCache(new Request(url), { siteUrl: ORIGIN, ctx, ttl: 1, stale: 60, policy: EXPECTED_POLICY, keys: KEYS }, render);
    const first = createExecutionContext();
    expect((await serve(first)).headers.get("X-Edge-Cache")).toBe("MISS");
    await waitOnExecutionContext(first);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    version = 2;

    const ctx = createExecutionContext();
    const answers = await Promise.all(Array.from({ length: 10 }, () => serve(ctx)));
    expect(answers.map((res) => res.headers.get("X-Edge-Cache"))).toEqual(Array(10).fill("STALE"));
    expect(await Promise.all(answers.map((res) => res.text()))).toEqual(Array(10).fill("version 1"));
    // The browser is told what the page itself says, not how long the edge keeps its copy.
    expect(answers[0]!.headers.get("Cache-Control")).toBe("public, max-age=60");
    for (const name of ["X-Edge-Stored-At", "X-Edge-Fresh-For", "X-Edge-Cache-Control"]) expect(answers[0]!.headers.has(name)).toBe(false);
    await waitOnExecutionContext(ctx);
    expect(renders).toBe(2); // one refresh for the ten stale answers

    const after = await serve(createExecutionContext());
    expect(after.headers.get("X-Edge-Cache")).toBe("HIT");
    expect(await after.text()).toBe("version 2");
  });

  it("a refresh that fails or never ends blocks nobody: the stale page is still served at once", async () => {
    const url = await lapsedEntry("/stale-failing-probe", "kept");

    // This refresh never settles, as when the request that started it was cancelled mid-render.
    const hanging = await serveWithEdgeCache(new Request(url), lapsing(createExecutionContext()), () => new Promise<Response>(() => {}));
    expect(hanging.headers.get("X-Edge-Cache")).toBe("STALE");
    const others = await Promise.all(
      Array.from({ length: 5 }, () =>
        serveWithEdgeCache(new Request(url), lapsing(createExecutionContext()), () => Promise.reject(new Error("no render expected"))),
      ),
    );
    expect(others.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await Promise.all(others.map((res) => res.text()))).toEqual(Array(5).fill("kept"));
  });

  it("a refresh that throws is logged, and the stale page stays", async () => {
    const url = await lapsedEntry("/stale-throwing-probe", "kept");
    const warnings = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const ctx = createExecutionContext();
      const stale = await serveWithEdgeCache(new Request(url), lapsing(ctx), () => Promise.reject(new Error("D1 is down")));
      expect(stale.headers.get("X-Edge-Cache")).toBe("STALE");
      await waitOnExecutionContext(ctx);
      expect(String(warnings.mock.calls[0]?.[0])).toContain("could not refresh a stale entry");
    } finally {
      warnings.mockRestore();
    }
    const again = await serveWithEdgeCache(new Request(url), lapsing(createExecutionContext()), () =>
      Promise.reject(new Error("no render")),
    );
    expect(await again.text()).toBe("kept");
  });

  it("a purge during a refresh keeps the refresh's render out of the cache", async () => {
    const url = await lapsedEntry("/stale-purged-probe", "old");
    const ctx = createExecutionContext();
    const stale = await serveWithEdgeCache(new Request(url), lapsing(ctx), async () => {
      // The refresh has read the old data when the purge lands.
      await purgeResults(ORIGIN, ["/stale-purged-probe"]);
      return new Response("read before the change", { headers: { "Content-Type": "text/plain" } });
    });
    expect(await stale.text()).toBe("old");
    await waitOnExecutionContext(ctx);
    const next = await serveWithEdgeCache(new Request(url), lapsing(createExecutionContext()), async () => new Response("new"));
    expect(next.headers.get("X-Edge-Cache")).toBe("MISS");
    expect(await next.text()).toBe("new");
  });

  it("keeps a not-yet 404 for its s-maxage, and a purge drops it", async () => {
    const path = "/api/results/lotto/2026-11-14";
    await purgeResults(ORIGIN, [path]);
    const first = await get(path);
    expect(first.status).toBe(404);
    expect(first.headers.get("X-Edge-Cache")).toBe("MISS");
    expect(first.headers.get("Cache-Control")).toBe("public, max-age=0, s-maxage=15");
    const second = await get(path);
    expect(second.status).toBe(404);
    expect(second.headers.get("X-Edge-Cache")).toBe("HIT");
    expect(second.headers.get("Cache-Control")).toBe("public, max-age=0, s-maxage=15");
    await writeDraws([testDraw({ game: "lotto", drawDate: "2026-11-14", numbers: [2, 3, 4, 5, 6, 7], bonus: 8 })]);
    await purgeResults(ORIGIN, [path]);
    const arrived = await get(path);
    expect(arrived.status).toBe(200);
    expect(arrived.headers.get("X-Edge-Cache")).toBe("MISS");
  });

  it("keeps the draw page's not-yet 404 briefly too, but never an unknown game's", async () => {
    const path = "/results/lotto/2026-11-28";
    await purgeResults(ORIGIN, [path]);
    expect((await get(path)).headers.get("X-Edge-Cache")).toBe("MISS");
    const again = await get(path);
    expect(again.status).toBe(404);
    expect(again.headers.get("X-Edge-Cache")).toBe("HIT");
    await get("/results/no-such-game/2026-11-28");
    expect((await get("/results/no-such-game/2026-11-28")).headers.get("X-Edge-Cache")).toBe("BYPASS");
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

  it("never stores Remix's data requests: no public page asks for them (it loads no framework)", async () => {
    for (const path of ["/lotto-history.data", "/_root.data"]) {
      for (const _ of [1, 2]) expect((await get(path)).headers.get("X-Edge-Cache"), path).toBe("BYPASS");
      expect(await (caches as unknown as { default: Cache }).default.match(`${ORIGIN}${path}`), path).toBeUndefined();
    }
  });

  // Why a stored copy may drop the nonce (issue 44 §6): no page the cache stores carries one in its body
  // (/tips awaits its panel: nothing is streamed in by script). A page that starts to carry one fails here.
  it("no cached page carries a nonce in its body, and no stored copy names one in its policy", async () => {
    const cached = SITE_PAGES.map((page) => page.path).filter((path) => !EXPECTED_POLICY.neverCached.includes(path));
    await purgeResults(ORIGIN, cached);
    const carriers: string[] = [];
    for (const path of cached) {
      await get(path);
      const served = await get(path);
      expect(served.headers.get("X-Edge-Cache"), path).toBe("HIT");
      if (nonces(await served.text()).length > 0) carriers.push(path);
      expect(policyNonce(served), path).toBeUndefined();
    }
    expect(carriers).toEqual([]);
  });

  // Issue 44 §2: a route's handle names its cache policy, and the edge stores with that policy's seconds.
  describe("each route's declared cache policy", () => {
    /** A route table of three probes under a root, each naming a policy in its handle as a route does. */
    const probes = (policies: Record<string, CachePolicyName>): typeof build.routes => ({
      root: { id: "root", path: "", module: {} as never },
      ...Object.fromEntries(
        Object.entries(policies).map(([path, cachePolicy]) => [
          `routes/${path}`,
          { id: `routes/${path}`, parentId: "root", path, module: { handle: { cachePolicy } } as never },
        ]),
      ),
    });
    const routes = probes({ "policy-probe-not-yet": "notYet", "policy-probe-none": "none", "policy-probe-feed": "feed" });
    const options = (ctx: ExecutionContext) => ({ siteUrl: ORIGIN, ctx, policy: routePolicy(routes), keys: cacheKeyRules(routes) });
    const stored = (path: string) => (caches as unknown as { default: Cache }).default.match(`${ORIGIN}${path}`);
    const plain = () => new Response("probe", { headers: { "Content-Type": "text/plain", "Cache-Control": cacheControl("feed") } });

    it("stores an answer as long as its route's policy says: a 200 of a route naming notYet is fresh 15 s, not the usual 60", async () => {
      const paths = ["/policy-probe-not-yet", "/policy-probe-feed", "/policy-probe-none"];
      await purgeResults(ORIGIN, paths);
      const ctx = createExecutionContext();
      const served = await Promise.all(
        paths.map((path) => serveWithEdgeCache(new Request(`${ORIGIN}${path}`), options(ctx), async () => plain())),
      );
      await waitOnExecutionContext(ctx);
      expect(served.map((response) => response.headers.get("X-Edge-Cache"))).toEqual(["MISS", "MISS", "BYPASS"]);
      // What leaves the Worker is the answer's own Cache-Control, whatever the edge keeps it for.
      expect(served.map((response) => response.headers.get("Cache-Control"))).toEqual(Array(3).fill("public, max-age=300"));
      const notYet = await stored("/policy-probe-not-yet");
      expect(notYet?.headers.get("X-Edge-Fresh-For")).toBe("15");
      expect(notYet?.headers.get("Cache-Control")).toBe("public, max-age=75");
      const feed = await stored("/policy-probe-feed");
      expect(feed?.headers.get("X-Edge-Fresh-For")).toBe("60");
      expect(feed?.headers.get("Cache-Control")).toBe("public, max-age=120");
      // A policy the edge never stores: the route is never cached at all (rendered as sent).
      expect(routePolicy(routes).neverCached).toContain("/policy-probe-none");
      expect(await stored("/policy-probe-none")).toBeUndefined();
      // EDGE_CACHE_TTL still overrides the fresh seconds, and never lengthens a not-yet answer's.
      await purgeResults(ORIGIN, paths);
      const overridden = createExecutionContext();
      for (const path of paths.slice(0, 2))
        await serveWithEdgeCache(new Request(`${ORIGIN}${path}`), { ...options(overridden), ttl: 30 }, async () => plain());
      await waitOnExecutionContext(overridden);
      expect((await stored("/policy-probe-not-yet"))?.headers.get("X-Edge-Fresh-For")).toBe("30");
      expect((await stored("/policy-probe-feed"))?.headers.get("X-Edge-Fresh-For")).toBe("30");
    });

    it("every resource route names its policy in its handle (a page's default is `page`)", () => {
      // A splat answers every address under it ("no such endpoint"): a policy there would speak for the
      // routes beside it, so it names none and answers no-store itself.
      type Module = { default?: unknown; loader?: unknown; handle?: { cachePolicy?: CachePolicyName } };
      const resources = Object.values(build.routes).flatMap((route) => {
        const module = route?.module as Module | undefined;
        return route && module && !module.default && module.loader && !route.path?.includes("*") ? [{ id: route.id, module }] : [];
      });
      expect(resources.length).toBeGreaterThan(15);
      expect(resources.filter(({ module }) => !module.handle?.cachePolicy).map(({ id }) => id)).toEqual([]);
    });

    it("each of the site's answers carries the Cache-Control of the policy its route declares (a page's: none)", async () => {
      const paths = [
        "/",
        "/lotto-history",
        "/rss/results.xml",
        "/rss/blog.xml",
        "/sitemap.xml",
        "/sitemaps/pages.xml",
        "/robots.txt",
        "/manifest.webmanifest",
        "/sw.js",
        "/api/results/latest",
        "/api/next-draw",
        "/api/openapi.json",
        "/api/results/history",
      ];
      const declared = paths.map((path) => [path, cachePolicyAt(path, KEYS)] as const);
      expect(Object.fromEntries(declared)).toMatchObject({
        "/": "page",
        "/rss/results.xml": "feed",
        "/sitemap.xml": "sitemap",
        "/sw.js": "serviceWorker",
      });
      for (const [path, policy] of declared) {
        const response = await get(path);
        expect(response.status, path).toBe(200);
        expect(response.headers.get("Cache-Control"), path).toBe(policy === "page" ? null : cacheControl(policy));
      }
      // The not-yet 404 is its own policy, whatever the route's.
      const notYet = await get("/api/results/lotto/2026-11-07");
      expect(notYet.status).toBe(404);
      expect(notYet.headers.get("Cache-Control")).toBe(cacheControl("notYet"));
    });
  });
});
