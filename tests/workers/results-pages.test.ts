/**
 * The results pages through the whole Worker against a real D1: a draw's page (its whole prize table
 * with odds and totals, the other draws of the night, previous and next), the 404s (unknown game, a
 * malformed date or year, an unknown draw with links to the nearest ones), the year archive and its
 * bounds, the game page, and the sitemaps (every draw page listed). All figures are invented.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import worker from "../../workers/app";
import { SITE_PAGES } from "~/site/site-pages";
import { summaries } from "~/content/articles.server";
import { clearDraws, testDraw, writeDraws } from "./seed";
import { env } from "./test-env";

const ORIGIN = "https://www.salottoresults.co.za"; // SITE_URL in wrangler.toml

async function get(path: string) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`https://example.test${path}`) as never, { ...env, EDGE_CACHE_TTL: "0" }, ctx);
  await waitOnExecutionContext(ctx);
  return { status: res.status, body: await res.text(), type: res.headers.get("Content-Type") ?? "" };
}

/** The page's visible text, as a reader sees it. */
const text = (html: string) =>
  html
    .replace(/<head>[\s\S]*<\/head>/, " ")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&rsquo;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");

const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
/** The rows of the prize table: [division cell, winners, prize each, odds]. */
function prizeRows(html: string): string[][] {
  const table = html.match(/data-testid="prize-table"[\s\S]*?<\/table>/)?.[0] ?? "";
  const body = table.match(/<tbody>([\s\S]*?)<\/tbody>/)?.[1] ?? "";
  return [...body.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((row) =>
    [...row[1]!.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((cell) => text(cell[1]!).trim()),
  );
}
const totals = (html: string) => text(html.match(/<tfoot[\s\S]*?<\/tfoot>/)?.[0] ?? "").trim();

/** The 2026 Lotto table (2+bonus before 3). */
const LOTTO_2026 = [
  { division: 1, match: "6", winners: 1, payout: 12_000_000 },
  { division: 2, match: "5+bonus", winners: 3, payout: 150_000.5 },
  { division: 3, match: "5", winners: 40, payout: 6_000 },
  { division: 4, match: "4+bonus", winners: 120, payout: 2_500 },
  { division: 5, match: "4", winners: 2_500, payout: 150 },
  { division: 6, match: "3+bonus", winners: 3_900, payout: 100 },
  { division: 7, match: "2+bonus", winners: 50_000, payout: 20 },
  { division: 8, match: "3", winners: 60_000, payout: 15 },
];
const POWERBALL_2026 = [
  { division: 1, match: "5+powerball", winners: 0, payout: 0 },
  { division: 2, match: "5", winners: 2, payout: 250_000 },
  { division: 3, match: "4+powerball", winners: 15, payout: 20_000 },
  { division: 4, match: "4", winners: 300, payout: 1_500 },
  { division: 5, match: "3+powerball", winners: 700, payout: 400 },
  { division: 6, match: "3", winners: 15_000, payout: 25 },
  { division: 7, match: "2+powerball", winners: 12_000, payout: 20 },
  { division: 8, match: "1+powerball", winners: 70_000, payout: 10 },
  { division: 9, match: "0+powerball", winners: 130_000, payout: 5 },
];

beforeAll(async () => {
  // The Worker's clock: Thursday 19 Nov 2026, 12:00 SAST, the day after the newest Lotto draw.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-19T10:00:00Z"));
  await clearDraws();
  await writeDraws([
    testDraw({ game: "lotto", drawDate: "2024-12-28", drawNumber: 2500, numbers: [1, 2, 3, 4, 5, 6], bonus: 7 }),
    testDraw({ game: "lotto", drawDate: "2026-11-11", drawNumber: 2737, numbers: [8, 18, 21, 28, 30, 39], bonus: 5 }),
    testDraw({
      game: "lotto",
      drawDate: "2026-11-14",
      drawNumber: 2738,
      numbers: [8, 12, 24, 34, 40, 42],
      bonus: 30,
      drawnOrder: [40, 8, 42, 12, 34, 24],
      jackpot: 6_500_000,
      nextJackpot: 8_000_000,
      rollover: false,
      rolloverAmount: null,
      prizePool: 30_123_456.7,
      sales: 55_000_000,
      divisions: LOTTO_2026,
    }),
    testDraw({
      game: "lotto",
      drawDate: "2026-11-18",
      drawNumber: 2739,
      numbers: [2, 10, 16, 24, 32, 41],
      bonus: 33,
      jackpot: 8_000_000,
      divisions: [
        { division: 1, match: "6", winners: 0, payout: 0 },
        { division: 2, match: "5+bonus", winners: null, payout: 150_000 },
      ],
    }),
    testDraw({ game: "lotto-plus-1", drawDate: "2026-11-14", numbers: [12, 14, 18, 23, 37, 46], bonus: 38 }),
    testDraw({ game: "lotto-plus-2", drawDate: "2026-11-14", numbers: [23, 27, 30, 32, 44, 46], bonus: 18 }),
    testDraw({ game: "lotto-plus-1", drawDate: "2026-11-18", numbers: [5, 8, 14, 38, 39, 44], bonus: 4 }),
    // The 1-58 era, for which our rules hold no prize table: a LOTTO 5 MAX table of its own ("Match 2"
    // without a "2 + bonus" prize), as the source sent it.
    testDraw({
      game: "lotto-plus-2",
      drawDate: "2025-11-29",
      drawNumber: 2598,
      numbers: [3, 9, 17, 33, 50, 58],
      bonus: 21,
      divisions: [
        { division: 1, match: "6", winners: 0, payout: 0 },
        { division: 2, match: "5+bonus", winners: 1, payout: 27_677.7 },
        { division: 3, match: "5", winners: 19, payout: 2_266 },
        { division: 4, match: "4+bonus", winners: 47, payout: 1_308.6 },
        { division: 5, match: "4", winners: 987, payout: 155.8 },
        { division: 6, match: "3+bonus", winners: 1_448, payout: 84.9 },
        { division: 7, match: "3", winners: 23_105, payout: 28 },
        { division: 8, match: "2", winners: 238_917, payout: 4.8 },
      ],
    }),
    testDraw({
      game: "powerball",
      drawDate: "2026-11-17",
      drawNumber: 1809,
      numbers: [6, 7, 10, 42, 44],
      bonus: 2,
      divisions: POWERBALL_2026,
    }),
    testDraw({ game: "powerball-plus", drawDate: "2026-11-17", numbers: [2, 15, 17, 41, 43], bonus: 1 }),
  ]);
});

afterAll(() => {
  vi.useRealTimers();
});

describe("a draw's page", () => {
  it("shows the draw with its whole prize table: every division, winners, payout, the era's odds and the totals", async () => {
    const { status, body } = await get("/results/lotto/2026-11-14");
    expect(status).toBe(200);
    expect(body).toContain("<title>Lotto results for Sat 14 Nov 2026</title>");
    expect(text(body)).toContain("Lotto results for Sat 14 Nov 2026 Draw 2738 · drawn at 21:00 SAST");
    const rows = prizeRows(body);
    expect(rows).toHaveLength(8);
    // Lotto 6/52 (the era of June 2026): 1 in 20,358,520 for the jackpot, 1 in 3,393,087 for 5 + bonus.
    expect(rows[0]).toEqual(["Div 1 Match 6 Odds 1 in 20,358,520", "1", "R 12,000,000", "20,358,520"]);
    expect(rows[1]).toEqual(["Div 2 Match 5 + Bonus Odds 1 in 3,393,087", "3", "R 150,000.50", "3,393,087"]);
    expect(rows[6]).toEqual(["Div 7 Match 2 + Bonus Odds 1 in 95.65", "50,000", "R 20", "95.65"]);
    expect(rows[7]).toEqual(["Div 8 Match 3 Odds 1 in 71.74", "60,000", "R 15", "71.74"]);
    // 1 + 3 + 40 + 120 + 2,500 + 3,900 + 50,000 + 60,000 winners; 12,000,000 + 450,001.50 + 240,000 + 300,000 + 375,000 + 390,000 + 1,000,000 + 900,000 rand.
    expect(totals(body)).toBe("Total 116,564 R 15,655,001.50 paid out in all");
    const page = text(body);
    for (const fact of ["Jackpot R 6,500,000 · won", "Next jackpot R 8,000,000", "Prize pool R 30,123,456.70", "Sales R 55,000,000"])
      expect(page).toContain(fact);
    // Drawn order as the source gave it, and ascending.
    expect(body).toMatch(/aria-label="Winning numbers in the order drawn"[^>]*>(?:<li[^>]*>40<\/li>)/);
    expect(body).toMatch(/aria-label="Winning numbers in ascending order"[^>]*>(?:<li[^>]*>8<\/li>)/);
  });

  it("has its canonical, breadcrumbs and JSON-LD, and ships no framework JavaScript", async () => {
    const { body } = await get("/results/lotto/2026-11-14");
    expect(body).toContain(`<link rel="canonical" href="${ORIGIN}/results/lotto/2026-11-14"/>`);
    const data = jsonLd(body);
    const crumbs = data.find((d) => d["@type"] === "BreadcrumbList") as { itemListElement: { name: string; item: string }[] };
    expect(crumbs.itemListElement.map((i) => [i.name, i.item.replace(ORIGIN, "")])).toEqual([
      ["Home", "/"],
      ["Results", "/history"],
      ["Lotto", "/results/lotto"],
      ["2026", "/results/lotto/2026"],
      ["Sat 14 Nov 2026", "/results/lotto/2026-11-14"],
    ]);
    expect(data.find((d) => d["@type"] === "Event")).toMatchObject({
      startDate: "2026-11-14T21:00:00+02:00",
      url: `${ORIGIN}/results/lotto/2026-11-14`,
    });
    expect(body).toContain(`content="${ORIGIN}/og/lotto.png"`);
    // The site's own scripts only: the site script, the game's results alerts' with its jackpot thresholds
    // (the tests set VAPID keys) and, while a draw is awaited, the late results' watch.
    expect(body.match(/<script(?![^>]*(application\/ld\+json|id="site-script"|id="gameAlerts-script"|id="watch-script"))/g)).toBeNull();
    expect(body.match(/<script id="gameAlerts-script"/g)).toHaveLength(1);
  });

  it("links the other draws of the night, the previous and next draws, the checker, the year and sharing", async () => {
    const { body } = await get("/results/lotto/2026-11-14");
    const links = hrefs(body);
    expect(links).toContain("/results/lotto-plus-1/2026-11-14");
    expect(links).toContain("/results/lotto-plus-2/2026-11-14");
    expect(links).toContain("/results/lotto/2026-11-11");
    expect(links).toContain("/results/lotto/2026-11-18");
    expect(links).toContain("/check-numbers?game=lotto&date=2026-11-14");
    expect(links).toContain("/results/lotto/2026");
    const share = encodeURIComponent(`Lotto results for Sat 14 Nov 2026 ${ORIGIN}/results/lotto/2026-11-14`);
    expect(links).toContain(`https://wa.me/?text=${share}`);
    expect(links.some((l) => l.startsWith("https://x.com/intent/post?"))).toBe(true);
    expect(links.some((l) => l.startsWith("mailto:?subject="))).toBe(true);
    expect(body).toContain(`value="${ORIGIN}/results/lotto/2026-11-14"`);

    const powerball = await get("/results/powerball/2026-11-17");
    expect(hrefs(powerball.body)).toContain("/results/powerball-plus/2026-11-17");
    expect(prizeRows(powerball.body)[0]).toEqual(["Div 1 Match 5 + PowerBall Odds 1 in 33,900,160", "0", "No winner", "33,900,160"]);
  });

  it("says which draws of the night we do not hold; the newest draw has no next, the oldest no previous", async () => {
    const newest = await get("/results/lotto/2026-11-18");
    expect(text(newest.body)).toContain("Our records hold no Lotto Plus 2 draw of this night.");
    expect(hrefs(newest.body)).toContain("/results/lotto-plus-1/2026-11-18");
    expect(text(newest.body)).not.toContain("Next draw →");
    const oldest = await get("/results/lotto/2024-12-28");
    expect(text(oldest.body)).not.toContain("← Previous draw");
    expect(text(oldest.body)).toContain("Next draw → Wed 11 Nov 2026 (draw 2737)");
    expect(text(oldest.body)).toContain("We don't have the prize table for this draw.");
  });

  it("leaves a total unknown when a division's winners are, and works out odds from a table our rules lack", async () => {
    const partial = await get("/results/lotto/2026-11-18");
    expect(totals(partial.body)).toBe("Total — —");
    const own = await get("/results/lotto-plus-2/2025-11-29");
    const rows = prizeRows(own.body);
    // 6 from 1-58: "Match 2" with no "2 + bonus" prize counts the bonus either way (1 in 9.97);
    // "Match 3" excludes it, as "3 + bonus" is a prize of its own.
    expect(rows[7]).toEqual(["Div 8 Match 2 Odds 1 in 9.97", "238,917", "R 4.80", "9.97"]);
    expect(rows[6]![3]).toBe("97.18");
    expect(rows[0]![3]).toBe("40,475,358");
  });
});

describe("not found", () => {
  const notFound = async (path: string) => {
    const { status, body } = await get(path);
    expect(status, path).toBe(404);
    expect(body, path).toContain('<meta name="robots" content="noindex, follow"/>');
    return body;
  };

  it("an unknown draw answers 404 with links to the nearest draws before and after", async () => {
    const body = await notFound("/results/lotto/2026-11-12");
    expect(text(body)).toContain("We hold no Lotto draw on Thu 12 Nov 2026.");
    expect(hrefs(body)).toEqual(expect.arrayContaining(["/results/lotto/2026-11-11", "/results/lotto/2026-11-14", "/results/lotto"]));
    expect(text(body)).toContain("Nearest draw before: Wed 11 Nov 2026 (draw 2737)");
    expect(text(body)).toContain("Nearest draw after: Sat 14 Nov 2026 (draw 2738)");
    // Before the first draw we hold: only the one after.
    const early = await notFound("/results/lotto/2001-01-06");
    expect(text(early)).not.toContain("Nearest draw before");
    expect(hrefs(early)).toContain("/results/lotto/2024-12-28");
  });

  it("an unknown game, a malformed date or year answer 404 without showing the value back", async () => {
    const game = await notFound("/results/zqgame%3Cb%3E");
    expect(text(game)).toContain("No such game");
    expect(hrefs(game)).toEqual(expect.arrayContaining(["/results/lotto", "/results/daily-lotto"]));
    for (const path of [
      "/results/zqgame/2026-11-14",
      "/results/lotto/2026-11-31",
      "/results/lotto/2026-1-14",
      "/results/lotto/20261114",
      "/results/lotto/zq%3Cb%3E",
      "/results/lotto/026",
    ]) {
      const body = await notFound(path);
      const shown = text(body);
      expect(shown, path).not.toContain("zq");
      expect(shown, path).not.toContain("20261114");
      expect(body, path).not.toContain("<b>");
    }
  });

  it("a year outside the first year of our records and the current one answers 404", async () => {
    const before = await notFound("/results/lotto/2023");
    expect(text(before)).toContain("Our Lotto records run from 2024 to 2026.");
    await notFound("/results/lotto/2027");
    await notFound("/results/lotto/0000");
    await notFound("/results/daily-lotto/2026"); // no Daily Lotto draws at all
  });
});

describe("a year's archive", () => {
  it("lists every draw of the year, newest first, each linking to its page, and the other years", async () => {
    const { status, body } = await get("/results/lotto/2026");
    expect(status).toBe(200);
    expect(body).toContain("<title>Lotto Results 2026: Every Draw of the Year</title>");
    const list = body.match(/data-testid="draw-list"[\s\S]*?<\/ol>/)![0];
    // Relative to the page's folder (app/components/draw/DrawList.tsx, `linksFrom`).
    expect(hrefs(list).map((href) => new URL(href, `${ORIGIN}/results/lotto/2026`).pathname)).toEqual([
      "/results/lotto/2026-11-18",
      "/results/lotto/2026-11-14",
      "/results/lotto/2026-11-11",
    ]);
    expect(hrefs(body)).toEqual(expect.arrayContaining(["/results/lotto/2024"]));
    expect(body).toContain('<meta name="robots" content="index, follow"/>');
  });

  it("a year in range without draws says so and is not indexed", async () => {
    const { status, body } = await get("/results/lotto/2025");
    expect(status).toBe(200);
    expect(text(body)).toContain("There are no Lotto draws of 2025 in our records yet.");
    expect(body).toContain('<meta name="robots" content="noindex, follow"/>');
  });
});

describe("a game's page", () => {
  it("shows the latest draw with its prize table, the next draw, the rules, the last draws and the archive", async () => {
    const { status, body } = await get("/results/lotto");
    expect(status).toBe(200);
    const page = text(body);
    // No draw is due that day, so no late line heads the section (tests/workers/late-results.test.ts).
    expect(body).not.toContain('data-testid="late-results"');
    expect(page).toContain("Latest draw Wed 18 Nov 2026");
    expect(prizeRows(body).map((row) => row[0])).toEqual([
      "Div 1 Match 6 Odds 1 in 20,358,520",
      "Div 2 Match 5 + Bonus Odds 1 in 3,393,087",
    ]);
    // The next draw from the schedule, and the estimate only when the draw before it announced one.
    expect(page).toContain("Next Lotto draw Sat 21 Nov 2026, 21:00 SAST");
    expect(page).toContain("In 2 days, 9 hours and 0 minutes (when this page was loaded)");
    expect(page).toContain("Estimated jackpot: not announced yet");
    expect(page).toContain(
      "6 numbers from 1-52 plus a bonus ball. Drawn Wednesday and Saturday at 21:00 SAST; jackpot odds 1 in 20,358,520.",
    );
    const list = body.match(/data-testid="draw-list"[\s\S]*?<\/ol>/)![0];
    expect(hrefs(list)).toEqual([
      "/results/lotto/2026-11-18",
      "/results/lotto/2026-11-14",
      "/results/lotto/2026-11-11",
      "/results/lotto/2024-12-28",
    ]);
    expect(hrefs(body)).toEqual(
      expect.arrayContaining(["/results/lotto/2026", "/results/lotto/2024", "/statistics/lotto", "/check-numbers?game=lotto"]),
    );
    expect(hrefs(body)).not.toContain("/results/lotto/2025");
    // The site's own scripts only: the site script, the game's results alerts' with its jackpot thresholds
    // (the tests set VAPID keys) and, while a draw is awaited, the late results' watch.
    expect(body.match(/<script(?![^>]*(application\/ld\+json|id="site-script"|id="gameAlerts-script"|id="watch-script"))/g)).toBeNull();
    expect(body.match(/<script id="gameAlerts-script"/g)).toHaveLength(1);
  });

  it("a game without draws says so; an unknown game answers 404", async () => {
    const empty = await get("/results/daily-lotto");
    expect(empty.status).toBe(200);
    expect(text(empty.body)).toContain("There are no Daily Lotto draws in our records yet.");
    expect((await get("/results/lotto-plus-3")).status).toBe(404);
  });
});

describe("sitemaps", () => {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(ORIGIN, ""));

  it("the index names the pages' sitemap and one per game with draws", async () => {
    const { status, body, type } = await get("/sitemap.xml");
    expect(status).toBe(200);
    expect(type).toMatch(/^application\/xml/);
    expect(body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(body)).toEqual([
      "/sitemaps/pages.xml",
      "/sitemaps/lotto.xml",
      "/sitemaps/lotto-plus-1.xml",
      "/sitemaps/lotto-plus-2.xml",
      "/sitemaps/powerball.xml",
      "/sitemaps/powerball-plus.xml",
    ]);
    expect(body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it("a game's sitemap lists its page, its years and every draw page; the pages' sitemap the rest", async () => {
    const held = (
      await env.DB.prepare("SELECT draw_date FROM draws WHERE game = 'lotto' ORDER BY draw_date DESC").all<{ draw_date: string }>()
    ).results;
    const { body } = await get("/sitemaps/lotto.xml");
    expect(locs(body)).toEqual([
      "/results/lotto",
      "/statistics/lotto",
      "/results/lotto/2026",
      "/results/lotto/2024",
      ...held.map((row) => `/results/lotto/${row.draw_date}`),
    ]);
    expect(body.match(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)).toHaveLength(4 + held.length);
    for (const path of locs(body)) expect((await get(path)).status, path).toBe(200);
    expect((await get("/sitemaps/nope.xml")).status).toBe(404);
    expect(locs((await get("/sitemaps/daily-lotto.xml")).body)).toEqual([]);
    const pages = locs((await get("/sitemaps/pages.xml")).body);
    expect(pages.sort()).toEqual(
      [...SITE_PAGES.map((p) => p.path).filter((p) => !p.startsWith("/results/")), ...summaries().map((a) => `/blog/${a.slug}`)].sort(),
    );
  });

  it("robots.txt points at the index", async () => {
    expect((await get("/robots.txt")).body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
