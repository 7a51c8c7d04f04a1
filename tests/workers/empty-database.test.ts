/**
 * A new site, before the first import or ingest: every screen and API answer works on an empty D1 and
 * says honestly that there is nothing yet, with no zero dressed up as a figure ("the last 0 draws",
 * "R 0") and no broken value (NaN, undefined, Invalid Date). The real Worker and build, edge cache off.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import worker from "../../workers/app";
import { summaries } from "~/content/articles.server";
import { SITE_PAGES } from "~/site/site-pages";
import { clearDraws } from "./seed";
import { env } from "./test-env";

async function get(path: string) {
  const ctx = createExecutionContext();
  const request = new Request(`https://empty.test${path}`) as Parameters<typeof worker.fetch>[0];
  const res = await worker.fetch(request, { ...env, EDGE_CACHE_TTL: "0" }, ctx);
  await waitOnExecutionContext(ctx);
  return { status: res.status, body: await res.text() };
}

/** What an empty database must never produce on a page. */
const DISHONEST = [/\bNaN\b/, /\bundefined\b/, /Invalid Date/, /last 0 /, /\b0 draws\b/, /Checked 0/, /R\s?0(?![\d,])/];

/**
 * The page without what is random or hashed, which can spell "R0": the CSP nonce wherever it appears (the
 * root loader's data carries it too), asset file names and signed tokens in form fields (the contact
 * form's timestamp ends in an HMAC, such as "…6rVMR0").
 */
function readable(html: string): string {
  const nonce = /\snonce="([^"]+)"/.exec(html)?.[1];
  const withoutNonce = nonce ? html.replaceAll(nonce, "") : html;
  return withoutNonce.replace(/\/assets\/[\w.-]+/g, "/assets/…").replace(/value="[\w.-]{20,}"/g, 'value="…"');
}

/** Each page and the words that tell the visitor there is nothing yet. */
const EMPTY_STATES: [string, string[]][] = [
  ["/", ["No results in our records yet."]],
  ["/history", ["There are no draws in our records yet."]],
  ["/history?game=daily-lotto", ["There are no Daily Lotto draws in our records yet."]],
  ["/lotto-history", ["There are no Lotto draws in our records yet."]],
  ["/powerball-history", ["There are no PowerBall draws in our records yet."]],
  ["/history?game=lotto&from=2026-01-01&to=2026-02-01", ["No lottery results match your search criteria."]],
  ["/history?date=2026-11-18", ["No lottery results match your search criteria."]],
  [
    "/check-numbers?game=lotto&numbers=1+2+3+4+5+6",
    ["There are no Lotto draws in our records yet, so there was nothing to check against."],
  ],
  ["/tips", ["No Lotto draws of the current game in our records yet.", "No PowerBall draws of the current game in our records yet."]],
  ["/lotto-predictions", ["No Lotto draws of the current game in our records yet."]],
];

beforeAll(clearDraws);

describe("an empty database", () => {
  it.each(EMPTY_STATES)("%s says there is nothing yet", async (path, texts) => {
    const { status, body } = await get(path);
    expect(status, path).toBe(200);
    for (const text of texts) expect(body, path).toContain(text);
    for (const pattern of DISHONEST) expect(readable(body), `${path} shows ${pattern}`).not.toMatch(pattern);
  });

  it.each([...SITE_PAGES.map((page) => page.path), `/blog/${summaries()[0]!.slug}`])(
    "%s renders without a broken or invented figure",
    async (path) => {
      const { status, body } = await get(path);
      expect(status, path).toBe(200);
      for (const pattern of DISHONEST) expect(readable(body), `${path} shows ${pattern}`).not.toMatch(pattern);
    },
  );

  it("the API answers empty values, not errors or zeros", async () => {
    const latest = JSON.parse((await get("/api/results/latest")).body) as Record<string, unknown>;
    expect(Object.values(latest).every((value) => value === null)).toBe(true);
    expect(JSON.parse((await get("/api/results/history?gameType=lotto")).body)).toEqual([]);
    expect(JSON.parse((await get("/api/hot-numbers/lotto")).body)).toEqual([]);
    const next = await get("/api/next-draw");
    expect(next.status).toBe(200);
    expect(next.body).not.toMatch(/NaN|null,"jackpot":0/);
  });
});
