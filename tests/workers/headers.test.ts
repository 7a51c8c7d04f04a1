/**
 * Headers and the request guard through the whole Worker (SELF.fetch): every HTML page carries the
 * security headers with a CSP nonce on every script it renders; every API answer, feed and robots.txt is
 * nosniff and never HTML; unknown methods are 405 with Allow, oversized bodies 413, and a body of
 * undeclared length is cut off at the limit. Static files come from Workers Static Assets, which
 * SELF.fetch does not reach: their headers (public/_headers) are tested in tests/e2e/headers.spec.ts.
 */
import { SELF, createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import worker from "../../workers/app";
// The build the Worker serves: which routes have an action.
// The server build, typed (workers/server-build.d.ts).
import * as build from "#server-build";
import { summaries } from "~/content/articles.server";
import { MAX_BODY_BYTES } from "~/http/body-limits";
import { inlineHashSource } from "~/http/hash-source.server";
import { routePolicy } from "~/edge/route-policy.server";
import { EXPECTED_POLICY } from "../fixtures/route-policy";

const POST_PATHS = EXPECTED_POLICY.postPaths;
import { SITE_PAGES } from "~/site/site-pages";
import { clearDraws, testDraw, writeDraws } from "./seed";
import { env } from "./test-env";

const ORIGIN = "https://headers.test";
const get = (path: string, init: RequestInit = {}) => SELF.fetch(`${ORIGIN}${path}`, init);

beforeAll(async () => {
  await clearDraws();
  await writeDraws([
    testDraw({ game: "lotto", drawDate: "2026-11-18", drawNumber: 2739, numbers: [2, 10, 16, 24, 32, 41], bonus: 33 }),
    testDraw({ game: "powerball", drawDate: "2026-11-17", numbers: [6, 7, 10, 42, 44], bonus: 2 }),
    testDraw({ game: "daily-lotto", drawDate: "2026-11-19", numbers: [8, 17, 23, 26, 36] }),
  ]);
});
afterEach(() => vi.restoreAllMocks());

/** A draw's page, a year's page and an unknown draw's 404 (the game pages are in SITE_PAGES). */
const RESULTS_PAGES = ["/results/lotto/2026-11-18", "/results/lotto/2026", "/results/lotto/2026-11-19"];
const HTML_PAGES = [...SITE_PAGES.map((page) => page.path), `/blog/${summaries()[0]!.slug}`, "/no-such-page", "/admin", ...RESULTS_PAGES];
/** Pages that run React in the browser (their route handle asks for Remix's scripts). */
const WITH_SCRIPTS = new Set(["/admin"]);

describe("HTML pages", () => {
  it.each(HTML_PAGES)("%s carries every security header, and the CSP allows each script it renders by nonce or hash", async (path) => {
    const res = await get(path);
    const html = await res.text();
    expect(res.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    const csp = res.headers.get("Content-Security-Policy") ?? "";
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce, "a nonce in script-src").toBeTruthy();
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-eval'/);
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(res.headers.get("Strict-Transport-Security")).toMatch(/^max-age=\d{8,}; includeSubDomains/);
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("Permissions-Policy")).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
    expect(res.headers.get("Cross-Origin-Opener-Policy")).toBe("same-origin");
    expect(res.headers.get("X-Frame-Options")).toBe("DENY");

    // Every script the browser would run is one of the pages' own, allowed by its hash (the site script
    // everywhere, the hero's on home only, the wallet's on /my-tickets only, the alerts' beside alert buttons), or carries this response's nonce: Remix's (the admin's pages
    // only), or React's few inline lines that put a streamed part in place (/tips); JSON-LD is data.
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => ({ attributes: m[1]!, text: m[2]! }));
    const executable = scripts.filter(({ attributes }) => !/type="application\/ld\+json"/.test(attributes));
    const own = (id: string) => executable.filter(({ attributes }) => attributes.includes(`id="${id}"`));
    expect(own("site-script"), "the site script, once").toHaveLength(1);
    expect(own("hero-script"), "the hero's script on home only").toHaveLength(path === "/" ? 1 : 0);
    expect(own("wallet-script"), "the wallet's script on /my-tickets only").toHaveLength(path === "/my-tickets" ? 1 : 0);
    // The results alerts' on My Tickets; on the game pages and the draw pages, the game's own, with its
    // jackpot thresholds (the tests set VAPID keys).
    const gamePage = /^\/results\/[a-z0-9-]+(\/\d{4}-\d{2}-\d{2})?$/.test(path) && path !== "/results/lotto/2026-11-19";
    expect(own("alerts-script"), "the alerts' script on My Tickets only").toHaveLength(path === "/my-tickets" ? 1 : 0);
    expect(own("gameAlerts-script"), "a game's alerts' script beside its alert buttons only").toHaveLength(gamePage ? 1 : 0);
    // The late results' watch where a draw is awaited, which depends on the clock (tests/workers/results-watch.test.ts).
    expect(own("watch-script").length, "the watch's script at most once").toBeLessThanOrEqual(1);
    for (const { text } of [
      ...own("site-script"),
      ...own("hero-script"),
      ...own("wallet-script"),
      ...own("alerts-script"),
      ...own("gameAlerts-script"),
      ...own("watch-script"),
    ]) {
      expect(text.length).toBeGreaterThan(100);
      expect(csp).toMatch(new RegExp(`script-src [^;]*${escapeRegExp(await inlineHashSource(text))}`));
    }
    const others = executable.filter(({ attributes }) => !/id="(site|hero|wallet|alerts|gameAlerts|watch)-script"/.test(attributes));
    if (WITH_SCRIPTS.has(path)) expect(others.length).toBeGreaterThan(0);
    else
      expect(
        others.filter(({ attributes }) => /\b(src|type)=/.test(attributes)),
        "a public page loads no script file",
      ).toEqual([]);
    for (const { attributes } of others) expect(attributes).toContain(`nonce="${nonce}"`);
  });
});

describe("machine answers: nosniff, the declared type, never HTML", () => {
  const cases: [string, RegExp][] = [
    ["/api/results/latest", /^application\/json/],
    ["/api/next-draw", /^application\/json/],
    ["/api/results/history?gameType=lotto&limit=2", /^application\/json/],
    ["/api/results/history?limit=0", /^application\/json/],
    ["/api/hot-numbers/lotto", /^application\/json/],
    ["/api/hot-numbers/keno", /^application\/json/],
    ["/api/hot-numbers?gameType=powerball", /^application\/json/],
    ["/api/no/such/endpoint", /^application\/json/],
    ["/api/openapi.json", /^application\/json/],
    ["/api/refresh-google-data", /^application\/json/],
    ["/sitemap.xml", /^application\/xml/],
    ["/rss/results.xml", /^application\/rss\+xml/],
    ["/rss/blog.xml", /^application\/rss\+xml/],
    ["/robots.txt", /^text\/plain/],
  ];

  it.each(cases)("%s", async (path, type) => {
    const res = await get(path);
    const body = await res.text();
    expect(res.status).toBeLessThan(500);
    expect(res.headers.get("Content-Type")).toMatch(type);
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(body).not.toMatch(/<!DOCTYPE html|<html/i);
    if (type.source.includes("json")) expect(() => JSON.parse(body)).not.toThrow();
  });

  it("Remix's own data requests are nosniff too", async () => {
    const res = await get("/lotto-history.data");
    expect(res.status).toBe(200);
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });
});

describe("methods (app/edge/request-guard.server.ts in front of every route)", () => {
  it.each(["PUT", "DELETE", "PATCH"])("%s is 405 with Allow: plain text for a page, JSON for the API", async (method) => {
    const page = await get("/contact-us", { method });
    expect(page.status).toBe(405);
    expect(page.headers.get("Allow")).toBe("GET, HEAD, POST, OPTIONS");
    expect(page.headers.get("Content-Type")).toMatch(/^text\/plain/);
    expect(await page.text()).not.toMatch(/<html/i);

    const api = await get("/api/results/latest", { method });
    expect(api.status).toBe(405);
    expect(api.headers.get("Allow")).toBe("GET, HEAD, OPTIONS");
    expect(await api.json()).toEqual({ error: `The method ${method} is not allowed here. Use GET, HEAD, OPTIONS.` });
  });

  it("a POST to a page or API route without an action is 405, before Remix logs it as an error", async () => {
    const logged = vi.spyOn(console, "error");
    const page = await get("/lotto-history", { method: "POST", body: new URLSearchParams({ a: "1" }) });
    expect(page.status).toBe(405);
    expect(page.headers.get("Allow")).toBe("GET, HEAD, OPTIONS");
    const api = await get("/api/next-draw", { method: "POST" });
    expect(api.status).toBe(405);
    expect((await api.json<{ error: string }>()).error).toMatch(/not allowed/);
    expect(logged).not.toHaveBeenCalled();
  });

  it("OPTIONS answers 204 with Allow and grants no cross-origin access", async () => {
    const res = await get("/api/results/latest", { method: "OPTIONS", headers: { Origin: "https://elsewhere.example" } });
    expect(res.status).toBe(204);
    expect(res.headers.get("Allow")).toBe("GET, HEAD, OPTIONS");
    expect(res.headers.get("Access-Control-Allow-Origin")).toBeNull();
  });

  it("HEAD answers like GET without a body", async () => {
    const res = await get("/api/results/latest", { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("");
  });

  it("every route with an action takes posts at the guard, and no other does", () => {
    const withAction = Object.values(build.routes)
      .filter((route) => typeof route?.module.action === "function")
      .map((route) => `/${route?.path ?? ""}`)
      // The /api catch-all answers unknown endpoints 404 JSON for any method; a POST there is refused 405 first.
      .filter((path) => path !== "/api/*");
    expect(withAction.sort()).toEqual([...POST_PATHS].sort());
  });

  it("the policy read from the build's routes is the one the Node tests assume", () => {
    expect(routePolicy(build.routes)).toEqual(EXPECTED_POLICY);
  });
});

describe("body size", () => {
  async function contactRows() {
    return (await env.DB.prepare("SELECT COUNT(*) AS n FROM contact_messages").first<number>("n")) ?? 0;
  }

  it(`a body declared over ${MAX_BODY_BYTES / 1024} KB is 413 before any route reads it: text for a page, JSON for the API`, async () => {
    const before = await contactRows();
    const big = new URLSearchParams({ name: "x", message: "y".repeat(MAX_BODY_BYTES) });
    const page = await get("/contact-us", { method: "POST", body: big, headers: { "CF-Connecting-IP": "2001:db8:413::1" } });
    expect(page.status).toBe(413);
    expect(page.headers.get("Content-Type")).toMatch(/^text\/plain/);
    expect(await page.text()).toContain("too large");
    const admin = await get("/admin", { method: "POST", body: big });
    expect(admin.status).toBe(413);
    const api = await get("/api/refresh-google-data", { method: "POST", body: "x".repeat(MAX_BODY_BYTES + 1) });
    expect(api.status).toBe(413);
    expect((await api.json<{ error: string }>()).error).toMatch(/too large/);
    expect(await contactRows()).toBe(before);
  });

  it("a form of ordinary size still goes through", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {}); // the honeypot logs the drop
    const res = await get("/contact-us", { method: "POST", body: new URLSearchParams({ name: "x".repeat(5000) }) });
    // Refused by the honeypot or validation, as any post without the page's fields is, but read.
    expect(res.status).toBeLessThan(413);
  });

  it("a body of undeclared length (a chunked upload) over the limit is cut off: the form answers 400 and stores nothing", async () => {
    const before = await contactRows();
    const chunk = new TextEncoder().encode(`message=${"z".repeat(16 * 1024)}`);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 8 * MAX_BODY_BYTES) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    // Directly into the Worker's fetch: a Request built here has no Content-Length, as a chunked upload has none.
    const ctx = createExecutionContext();
    const request = new Request(`${ORIGIN}/contact-us`, {
      method: "POST",
      body,
      headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": "2001:db8:411::1" },
    }) as Parameters<typeof worker.fetch>[0];
    expect(request.headers.get("Content-Length")).toBeNull();
    const res = await worker.fetch(request, env, ctx);
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Your message could not be read. Please try again.");
    // It stopped reading at the limit instead of taking all 512 KB.
    expect(sent).toBeLessThan(2 * MAX_BODY_BYTES);
    expect(await contactRows()).toBe(before);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
