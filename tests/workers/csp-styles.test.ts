/**
 * The CSP's style-src has no 'unsafe-inline' (app/edge/style-policy.server.ts): on every HTML page, fresh
 * and from the edge cache, the inlined stylesheet is allowed by its hash, and so is every style attribute
 * the page renders (each listed in STYLE_ATTRIBUTES and in docs/decisions/004-hardening.md); an injected
 * <style> or style attribute would match nothing. A browser computes these hashes the same way.
 */
import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { summaries } from "~/content/articles.server";
import { SITE_PAGES } from "~/site/site-pages";
import { STYLE_ATTRIBUTES } from "~/edge/style-policy.server";
import { inlineHashSource } from "~/http/hash-source.server";
import { clearDraws, testDraw, writeDraws } from "./seed";

const ORIGIN = "https://csp.test";
const PAGES = [...SITE_PAGES.map((page) => page.path), ...summaries().map((article) => `/blog/${article.slug}`), "/no-such-page", "/admin"];

/** The text of a double-quoted attribute as the browser reads it (React escapes &, <, >, " and '). */
const unescape = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

function styleSrc(res: Response): string[] {
  const csp = res.headers.get("Content-Security-Policy") ?? "";
  const directive = /(?:^|;\s*)style-src ([^;]*)/.exec(csp)?.[1];
  if (!directive) throw new Error(`no style-src in ${csp}`);
  return directive.trim().split(/\s+/);
}

async function expectStylesAllowed(path: string, res: Response) {
  const html = await res.text();
  const sources = styleSrc(res);
  expect(sources, path).not.toContain("'unsafe-inline'");
  expect(sources[0], path).toBe("'self'");

  const sheets = [...html.matchAll(/<style\b([^>]*)>([\s\S]*?)<\/style>/g)];
  expect(
    sheets.map((m) => m[1]),
    `${path}: one inlined stylesheet`,
  ).toEqual([' id="critical-css"']);
  expect(sheets[0]![2]!.length, path).toBeGreaterThan(1000);
  expect(sources, `${path}: the stylesheet's hash`).toContain(await inlineHashSource(sheets[0]![2]!));

  const attributes = [...html.matchAll(/<[a-z][^>]*?\sstyle="([^"]*)"/g)].map((m) => unescape(m[1]!));
  for (const value of attributes) {
    expect(STYLE_ATTRIBUTES, `${path}: style="${value}" is listed`).toContain(value);
    expect(sources, `${path}: style="${value}" is allowed`).toContain(await inlineHashSource(value));
  }
  if (attributes.length > 0) expect(sources, path).toContain("'unsafe-hashes'");
  return attributes;
}

beforeAll(async () => {
  await clearDraws();
  await writeDraws([
    testDraw({ game: "lotto", drawDate: "2026-11-18", drawNumber: 2739, numbers: [2, 10, 16, 24, 32, 41], bonus: 33 }),
    testDraw({ game: "powerball", drawDate: "2026-11-17", numbers: [6, 7, 10, 42, 44], bonus: 2 }),
    testDraw({ game: "daily-lotto", drawDate: "2026-11-19", numbers: [8, 17, 23, 26, 36] }),
  ]);
});

describe("style-src without 'unsafe-inline'", () => {
  it.each(PAGES)("%s: the inlined stylesheet and every style attribute are allowed by hash, nothing else", async (path) => {
    await expectStylesAllowed(path, await SELF.fetch(`${ORIGIN}${path}`));
  });

  it("a page served from the edge cache carries the same policy", async () => {
    await SELF.fetch(`${ORIGIN}/tips`);
    let cached: Response | undefined;
    for (let i = 0; i < 20 && cached?.headers.get("X-Edge-Cache") !== "HIT"; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      cached = await SELF.fetch(`${ORIGIN}/tips`);
    }
    expect(cached!.headers.get("X-Edge-Cache")).toBe("HIT");
    const attributes = await expectStylesAllowed("/tips (cached)", cached!);
    expect(attributes, "no style attribute: the adverts' colours are CSS").toEqual([]);
  });

  it("the contact form's trap is hidden without a style attribute (the hidden attribute)", async () => {
    const res = await SELF.fetch(`${ORIGIN}/contact-us`);
    const html = await res.clone().text();
    const attributes = await expectStylesAllowed("/contact-us", res);
    expect(attributes).not.toContain("display:none");
    expect(html).toMatch(/<div id="[^"]+_wrap" hidden="" aria-hidden="true">/);
  });

  it("an injected style would not be allowed", async () => {
    const sources = styleSrc(await SELF.fetch(`${ORIGIN}/`));
    for (const injected of ["body{display:none}", "position:fixed;inset:0", "display:none;"]) {
      expect(sources).not.toContain(await inlineHashSource(injected));
    }
  });
});
