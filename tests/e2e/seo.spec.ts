/**
 * Search and sharing: every route's whole head, unique titles, one origin, JSON-LD that parses and has
 * its type's required properties, the sitemap, robots and feeds, and the Nu HTML Checker on every page.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { GAME_IDS } from "~/rules/games";
import { SITE_PAGES } from "~/site/site-pages";
import { expect, test } from "./fixtures";

const ORIGIN = "https://www.salottoresults.co.za"; // SITE_URL in wrangler.toml
const ARTICLE_SLUGS = async (page: Page) =>
  page.evaluate(async () => {
    const html = await (await fetch("/blog")).text();
    return [...html.matchAll(/href="\/blog\/([a-z0-9-]+)"/g)].map((m) => m[1]!);
  });

const REQUIRED: Record<string, string[]> = {
  WebSite: ["name", "url", "potentialAction"],
  Organization: ["name", "url"],
  BreadcrumbList: ["itemListElement"],
  BlogPosting: ["headline", "datePublished", "author", "publisher", "mainEntityOfPage"],
  HowTo: ["name", "step"],
  FAQPage: ["mainEntity"],
  ItemList: ["itemListElement"],
  Blog: ["name", "url"],
  Event: ["name", "startDate", "location"],
  CollectionPage: ["name", "url"],
};

/** Results pages beyond SITE_PAGES (which has the game pages): a draw of each family and a year. */
const RESULTS_PAGES = ["/results/lotto/2026-11-14", "/results/powerball/2026-11-17", "/results/lotto/2026"];
const sitemapLocs = async (request: import("@playwright/test").APIRequestContext, path: string) =>
  [...(await (await request.get(path)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(ORIGIN, ""));

async function head(page: Page) {
  return page.evaluate(() => {
    const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute("content") ?? null;
    return {
      title: document.title,
      description: meta('meta[name="description"]'),
      keywords: meta('meta[name="keywords"]'),
      robots: meta('meta[name="robots"]'),
      canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
      og: Object.fromEntries(
        [...document.head.querySelectorAll('meta[property^="og:"]')].map((m) => [m.getAttribute("property"), m.getAttribute("content")]),
      ),
      twitter: Object.fromEntries(
        [...document.head.querySelectorAll('meta[name^="twitter:"]')].map((m) => [m.getAttribute("name"), m.getAttribute("content")]),
      ),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ""),
      feeds: [...document.head.querySelectorAll('link[rel="alternate"][type="application/rss+xml"]')].map((l) => l.getAttribute("href")),
    };
  });
}

test.describe("search and sharing", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1000, "the head is the same at every width: checked once");

  test("every route sets its whole head; titles unique; one origin; JSON-LD valid", async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto("/blog");
    const paths = [...SITE_PAGES.map((p) => p.path), ...(await ARTICLE_SLUGS(page)).map((slug) => `/blog/${slug}`), ...RESULTS_PAGES];
    expect(paths.length).toBe(SITE_PAGES.length + 16 + RESULTS_PAGES.length);
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const path of paths) {
      const response = await page.goto(path);
      expect(response!.status(), path).toBe(200);
      const h = await head(page);
      expect(h.title.length, `${path} title`).toBeGreaterThan(10);
      expect(h.description?.length ?? 0, `${path} description`).toBeGreaterThan(50);
      expect(h.keywords, `${path} keywords`).toBeTruthy();
      expect(h.robots, path).toBe("index, follow");
      expect(h.canonical, path).toBe(`${ORIGIN}${path}`);
      for (const field of ["title", "description", "url", "type", "image", "site_name", "locale"])
        expect(h.og[`og:${field}`], `${path} og:${field}`).toBeTruthy();
      expect(h.og["og:locale"]).toBe("en_ZA");
      expect(h.og["og:url"]).toBe(h.canonical);
      expect(h.og["og:image"]!.startsWith(`${ORIGIN}/og/`), path).toBe(true);
      for (const field of ["card", "title", "description", "image"])
        expect(h.twitter[`twitter:${field}`], `${path} twitter:${field}`).toBeTruthy();
      expect(h.feeds).toEqual([`${ORIGIN}/rss/results.xml`, `${ORIGIN}/rss/blog.xml`]);
      expect(titles.get(h.title), `title of ${path} repeats ${titles.get(h.title)}`).toBeUndefined();
      expect(descriptions.get(h.description!), `description of ${path} repeats`).toBeUndefined();
      titles.set(h.title, path);
      descriptions.set(h.description!, path);
      expect(h.jsonLd.length, `${path} has JSON-LD`).toBeGreaterThan(0);
      for (const text of h.jsonLd) {
        const data = JSON.parse(text) as Record<string, unknown>;
        expect(data["@context"]).toBe("https://schema.org");
        const type = String(data["@type"]);
        for (const property of REQUIRED[type] ?? []) expect(data[property], `${path} ${type}.${property}`).toBeTruthy();
        for (const url of text.match(/https?:\/\/[^"\\]+/g) ?? []) {
          if (!url.startsWith("https://schema.org")) expect(url.startsWith(ORIGIN), `${path}: ${url}`).toBe(true);
        }
      }
      if (path.startsWith("/blog/"))
        expect(
          h.jsonLd.some((t) => t.includes('"BlogPosting"')),
          path,
        ).toBe(true);
    }
    await page.goto("/");
    const home = await head(page);
    const website = home.jsonLd.map((t) => JSON.parse(t)).find((d) => d["@type"] === "WebSite");
    expect(website.potentialAction.target.urlTemplate).toBe(`${ORIGIN}/history?date={search_term_string}`);
    expect(home.jsonLd.some((t) => t.includes('"ItemList"'))).toBe(true);
    await page.goto("/how-to-play");
    expect((await head(page)).jsonLd.some((t) => t.includes('"HowTo"'))).toBe(true);
  });

  test("the 404 page sets its own noindex head", async ({ page, consoleErrors }) => {
    await page.goto("/no-such-page");
    consoleErrors.splice(0);
    const h = await head(page);
    expect(h.robots).toBe("noindex, follow");
    expect(h.title).toContain("Page Not Found");
    expect(h.canonical).toBe(`${ORIGIN}/no-such-page`);
  });

  test("the sitemaps list every public route and no private one; robots points at their index", async ({ request, page }) => {
    await page.goto("/blog");
    const slugs = await ARTICLE_SLUGS(page);
    const index = await (await request.get("/sitemap.xml")).text();
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    const sitemaps = await sitemapLocs(request, "/sitemap.xml");
    expect(sitemaps).toEqual(["/sitemaps/pages.xml", ...GAME_IDS.map((game) => `/sitemaps/${game}.xml`)]);
    // The pages' sitemap: every public route but the game pages, which their games' sitemaps list.
    const pages = await sitemapLocs(request, "/sitemaps/pages.xml");
    expect(pages.sort()).toEqual(
      [...SITE_PAGES.map((p) => p.path).filter((p) => !p.startsWith("/results/")), ...slugs.map((s) => `/blog/${s}`)].sort(),
    );
    const locs = (await Promise.all(sitemaps.map((path) => sitemapLocs(request, path)))).flat();
    expect(locs).toEqual(expect.arrayContaining([...SITE_PAGES.map((p) => p.path), ...RESULTS_PAGES]));
    expect(new Set(locs).size, "no page in two sitemaps").toBe(locs.length);
    // `/api` is the public documentation page; the calls below it are not pages.
    expect(locs.some((l) => l.startsWith("/admin") || l.startsWith("/api/"))).toBe(false);
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /admin");
    expect(robots).toContain("Disallow: /api/");
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  test("the feeds carry the newest results and every article", async ({ request }) => {
    const results = await request.get("/rss/results.xml");
    expect(results.headers()["content-type"]).toContain("application/rss+xml");
    const xml = await results.text();
    expect(xml).toContain("<title>Lotto results Wed 18 Nov 2026:");
    expect((xml.match(/<item>/g) ?? []).length).toBe(30);
    const blog = await (await request.get("/rss/blog.xml")).text();
    expect((blog.match(/<item>/g) ?? []).length).toBe(16);
  });

  test("the Nu HTML Checker finds no errors on any page", async ({ page, request }) => {
    test.setTimeout(240_000);
    await page.goto("/blog");
    const paths = [
      ...SITE_PAGES.map((p) => p.path),
      ...(await ARTICLE_SLUGS(page)).map((slug) => `/blog/${slug}`),
      "/no-such-page",
      ...RESULTS_PAGES,
      "/results/lotto/2026-11-12",
    ];
    const dir = mkdtempSync(join(tmpdir(), "vnu-"));
    const files = [];
    for (const [index, path] of paths.entries()) {
      const html = await (await request.get(path)).text();
      const file = join(dir, `${index}${path.replace(/[^a-z0-9]+/gi, "_")}.html`);
      writeFileSync(file, html);
      files.push(file);
    }
    let output = "";
    try {
      // The checker's CSS part predates modern CSS (Tailwind 4's @property, margin-trim): the HTML is what
      // we validate, so its "CSS:" messages about the inlined stylesheet are filtered out.
      execFileSync(
        "java",
        ["-jar", "node_modules/vnu-jar/build/dist/vnu.jar", "--errors-only", "--format", "text", "--filterpattern", "CSS: .*", ...files],
        {
          encoding: "utf8",
          stdio: "pipe",
        },
      );
    } catch (error) {
      output = String((error as { stderr?: string }).stderr ?? error);
    }
    expect(output, "the checker needs java: npm run test:e2e installs it (scripts/ensure-java.mjs)").toBe("");
  });
});
