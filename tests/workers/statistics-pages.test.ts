/**
 * /statistics/{game} and /api/statistics/{game} inside workerd with a real D1: figures of the current
 * era only (Lotto's 53-58 of the 1-58 era never show in a current-era figure), the window and the draws
 * counted printed beside the figures, records that link to their draws, validation, and the edge cache
 * keyed by the window. All draws are invented.
 */
import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { loadGameStatistics } from "~/statistics/queries.server";
import { clearDraws, db, testDraw, writeDraws } from "./seed";

const get = (path: string) => SELF.fetch(`https://example.test${path}`);

beforeAll(async () => {
  await clearDraws();
  await writeDraws([
    // The 1-58 era (21 Sep 2025 - 31 May 2026): its high balls must never reach a current-era figure.
    testDraw({ game: "lotto", drawDate: "2026-03-04", numbers: [53, 54, 55, 56, 57, 58], bonus: 1, jackpot: 50_000_000, rollover: true }),
    testDraw({
      game: "lotto",
      drawDate: "2026-03-07",
      drawNumber: 2650,
      numbers: [1, 20, 30, 40, 50, 57],
      bonus: 58,
      jackpot: 60_000_000,
      rollover: false,
    }),
    // The current era (from 1 Jun 2026, balls 1-52).
    testDraw({ game: "lotto", drawDate: "2026-06-03", numbers: [1, 2, 3, 4, 5, 6], bonus: 7, jackpot: 2_000_000, rollover: true }),
    testDraw({ game: "lotto", drawDate: "2026-06-06", numbers: [1, 2, 3, 10, 11, 12], bonus: 13, jackpot: 4_000_000, rollover: true }),
    testDraw({
      game: "lotto",
      drawDate: "2026-06-10",
      drawNumber: 2700,
      numbers: [1, 2, 20, 21, 22, 23],
      bonus: 52,
      jackpot: 6_000_000,
      rollover: false,
      divisions: [
        { division: 1, match: "6", winners: 3, payout: 2_000_000 },
        { division: 2, match: "5+bonus", winners: 1, payout: 80_000 },
      ],
    }),
    testDraw({ game: "powerball", drawDate: "2026-06-02", numbers: [1, 9, 17, 33, 50], bonus: 16 }),
  ]);
});

interface Ball {
  number: number;
  drawn: number;
  expected: number;
  lastDrawn: string | null;
  drawsSince: number | null;
}
interface StatisticsJson {
  era: { from: string; mainMax: number; range: string };
  window: { key: string; size: number | null; drawsCounted: number; eraDraws: number; from: string; to: string };
  mainBalls: Ball[];
  bonusBalls: Ball[] | null;
  hot: number[];
  cold: number[];
  overdue: number[];
  pairs: { top: { numbers: number[]; drawn: number }[] };
  triples: { top: { numbers: number[]; drawn: number }[] };
  allEras: { commonMax: number; draws: number; balls: { number: number; drawn: number }[] } | null;
  records: {
    biggestJackpotWon: { date: string; amount: number } | null;
    mostJackpotWinners: { date: string; winners: number } | null;
    longestRolloverRun: { draws: number } | null;
  };
}

/** The page's text as a reader sees it: no tags, React's text separators or entities. */
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, "")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");

/** The row headings (ball numbers) of one table of the page. */
function tableBalls(html: string, id: string): number[] {
  const table = html.slice(html.indexOf(`<table id="${id}"`), html.indexOf("</table>", html.indexOf(`<table id="${id}"`)));
  return [...table.matchAll(/<th scope="row"[^>]*>(\d+)<\/th>/g)].map((m) => Number(m[1]));
}

describe("loadGameStatistics", () => {
  it("reads the game's history once and takes the era's draws and the all-eras counts from it", async () => {
    const loaded = await loadGameStatistics(db(), "lotto");
    expect(loaded.history.map((d) => d.date)).toEqual(["2026-03-04", "2026-03-07", "2026-06-03", "2026-06-06", "2026-06-10"]);
    expect(loaded.era.map((d) => d.date)).toEqual(["2026-06-10", "2026-06-06", "2026-06-03"]);
    expect(loaded.history.map((d) => d.jackpotWinners)).toEqual([null, null, null, null, 3]);
    // Ball 1: in 2026-03-07 and in the three draws of the era; 57 twice in the 1-58 era.
    expect(loaded.allErasMain.get(1)).toBe(4);
    expect(loaded.allErasMain.get(57)).toBe(2);
    expect(loaded.payouts.map((p) => [p.match, p.payout, p.date])).toEqual(
      expect.arrayContaining([
        ["6", 2_000_000, "2026-06-10"],
        ["5+bonus", 80_000, "2026-06-10"],
      ]),
    );
  });
});

describe("GET /api/statistics/{game}", () => {
  it("counts the current era only: no ball of the 1-58 era in any current-era figure", async () => {
    for (const window of ["10", "era"]) {
      const res = await get(`/api/statistics/lotto?window=${window}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      const body = await res.json<StatisticsJson>();
      expect(body.era).toMatchObject({ from: "2026-06-01", mainMax: 52, range: "1-52" });
      expect(body.window).toMatchObject({ key: window, drawsCounted: 3, eraDraws: 3, from: "2026-06-03", to: "2026-06-10" });
      expect(body.mainBalls.map((b) => b.number)).toEqual(Array.from({ length: 52 }, (_, i) => i + 1));
      expect(body.bonusBalls!.map((b) => b.number)).toEqual(Array.from({ length: 52 }, (_, i) => i + 1));
      const current = [
        ...body.hot,
        ...body.cold,
        ...body.overdue,
        ...body.pairs.top.flatMap((p) => p.numbers),
        ...body.triples.top.flatMap((t) => t.numbers),
      ];
      expect(current.every((n) => n >= 1 && n <= 52)).toBe(true);
      // 57 was drawn in the 1-58 era: it is counted nowhere, and 1's count leaves out its old-era draw.
      expect(body.mainBalls.find((b) => b.number === 1)).toMatchObject({
        drawn: 3,
        expected: 0.35,
        lastDrawn: "2026-06-10",
        drawsSince: 0,
      });
      expect(body.mainBalls.find((b) => b.number === 50)).toMatchObject({ drawn: 0, lastDrawn: null });
      expect(body.bonusBalls!.find((b) => b.number === 52)).toMatchObject({ drawn: 1 });
      expect(body.hot.slice(0, 2)).toEqual([1, 2]);
    }
  });

  it("counts the all-eras view for the balls every era had (1-49), and the records over every draw", async () => {
    const body = await (await get("/api/statistics/lotto")).json<StatisticsJson>();
    expect(body.window).toMatchObject({ key: "50", size: 50, drawsCounted: 3 });
    expect(body.allEras).toMatchObject({ commonMax: 49, draws: 5 });
    expect(body.allEras!.balls).toHaveLength(49);
    expect(body.allEras!.balls[0]).toMatchObject({ number: 1, drawn: 4 });
    expect(body.allEras!.balls.find((b) => b.number === 20)).toMatchObject({ drawn: 2 });
    expect(body.records.biggestJackpotWon).toMatchObject({ date: "2026-03-07", amount: 60_000_000, figure: "advertised" });
    expect(body.records.mostJackpotWinners).toMatchObject({ date: "2026-06-10", winners: 3 });
    expect(body.records.longestRolloverRun).toMatchObject({ draws: 2 });
  });

  it("answers 400 with a message for a bad window, 404 for an unknown game", async () => {
    for (const query of ["window=7", "window=all", "window=1e1", "window=10&window=25"]) {
      const res = await get(`/api/statistics/lotto?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      expect((await res.json<{ error: string }>()).error).toMatch(/window/);
    }
    const unknown = await get("/api/statistics/keno");
    expect(unknown.status).toBe(404);
    expect((await unknown.json<{ error: string }>()).error).toMatch(/Invalid gameType "keno"/);
  });
});

describe("/statistics (the menu's Statistics)", () => {
  it("lists the six games' statistics pages with the rules they count, and is in the sitemap", async () => {
    const res = await get("/statistics");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("<h1");
    expect(html).toMatch(/<h1[^>]*>Lottery statistics<\/h1>/);
    for (const game of ["lotto", "lotto-plus-1", "lotto-plus-2", "powerball", "powerball-plus", "daily-lotto"]) {
      expect(html, game).toContain(`href="/statistics/${game}"`);
    }
    // Each game with its current rules, from the rules module; the add-ons say what they are and their names.
    expect(html).toContain("6 from 1-52 and a bonus ball, drawn Wednesday and Saturday; these rules since Mon 1 Jun 2026.");
    expect(html).toContain("5 from 1-50 and 1 from 1-16, drawn Tuesday and Friday");
    expect(html).toContain("Published as LOTTO 5 MAX since Mon 1 Jun 2026.");
    expect(html).toContain('<link rel="canonical" href="');
    const sitemap = await (await get("/sitemaps/pages.xml")).text();
    expect(sitemap).toMatch(/<loc>[^<]*\/statistics<\/loc>/);
    // The menu's Statistics opens it.
    expect(html).toMatch(/href="\/statistics"[^>]*>Statistics</);
  });
});

describe("/statistics/{game}", () => {
  it("opens with three plain sentences computed from the draws, before any table; the method's words wait in How we count", async () => {
    const html = await (await get("/statistics/lotto")).text();
    const inShort = html.match(/data-testid="stats-in-short"[\s\S]*?<\/section>/)?.[0] ?? "";
    const sentences = [...inShort.matchAll(/<p>([^<]*)<\/p>/g)].map((m) => m[1]!.replace(/&#x27;/g, "'"));
    expect(sentences).toHaveLength(3);
    // Three balls named, and the ones that tie with the third counted (in 3 draws most balls tie).
    const ties = "(, and \\d+ more (was|were) drawn (once|twice|\\d+ times) too)?";
    expect(sentences[0]).toMatch(
      new RegExp(
        `^Drawn most in the last 3 draws: \\d+ \\((once|twice|\\d+ times)\\)(, \\d+ \\([^)]*\\))* and \\d+ \\([^)]*\\)${ties}\\.$`,
      ),
    );
    expect(sentences[1]).toMatch(/^Drawn least in the same 3 draws: \d+ \(never\)/);
    expect(sentences[1]).toMatch(/, and \d+ more were never drawn either\.$/);
    expect(sentences[2]).toBe(
      "Every number has the same chance in every draw: each of the 52 balls has a 6 in 52 chance of being drawn, whatever came before.",
    );
    expect(html.indexOf("stats-in-short")).toBeLessThan(html.indexOf("<table"));
    // Era, window and standard deviations: inside the disclosure, not in the opening words.
    const disclosure = html.match(/<details[^>]*data-testid="how-we-count"[\s\S]*?<\/details>/)?.[0] ?? "";
    expect(text(disclosure)).toContain("How we count");
    expect(text(disclosure)).toContain("Era: since Mon 1 Jun 2026");
    expect(text(disclosure)).toContain("standard deviations");
    expect(text(inShort)).not.toMatch(/era|window|deviation/i);
  });

  it("prints the window, the era and the draws counted beside the figures, and shows no ball outside 1-52", async () => {
    const res = await get("/statistics/lotto");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(text(html)).toContain(
      "Window: last 50 draws, 3 draws counted (Wed 3 Jun 2026 to Wed 10 Jun 2026): the era holds only 3 draws so far. Era: since Mon 1 Jun 2026, balls 1-52.",
    );
    // Beside each figure: the hot, cold and overdue cards and each section.
    expect(text(html).split("Last 50: 3 draws counted; era since Mon 1 Jun 2026, balls 1-52.").length - 1).toBe(2);
    expect(text(html).split("Window: last 50 draws, 3 draws counted").length - 1).toBeGreaterThanOrEqual(4);
    expect(tableBalls(html, "balls-table")).toEqual(Array.from({ length: 52 }, (_, i) => i + 1));
    expect(tableBalls(html, "bonus-table")).toEqual(Array.from({ length: 52 }, (_, i) => i + 1));
    // The method paragraph: what is counted, and that past frequency does not change the odds.
    expect(text(html)).toContain("Every draw is independent of the ones before it");
    expect(html).toContain('<link rel="canonical" href="https://www.salottoresults.co.za/statistics/lotto"/>');
    expect(html).toMatch(/"@type":"Dataset"/);
  });

  it("changes the window by link, and sorts the table by link", async () => {
    const html = await (await get("/statistics/lotto?window=10&sort=drawn")).text();
    expect(text(html)).toContain("Window: last 10 draws, 3 draws counted");
    expect(html).toContain('href="/statistics/lotto?window=era&amp;sort=drawn"');
    expect(tableBalls(html, "balls-table").slice(0, 3)).toEqual([1, 2, 3]);
    const whole = await (await get("/statistics/lotto?window=era")).text();
    expect(text(whole)).toContain("Window: whole current era, 3 draws counted (Wed 3 Jun 2026 to Wed 10 Jun 2026). Era:");
  });

  it("links each record to its draw's page", async () => {
    const html = await (await get("/statistics/lotto")).text();
    const records = html.slice(html.indexOf('id="records-heading"'));
    expect(records).toMatch(/R 60,000,000<\/span> \(advertised jackpot\), <a[^>]*href="\/results\/lotto\/2026-03-07"/);
    expect(records).toMatch(/>3<\/span>, <a[^>]*href="\/results\/lotto\/2026-06-10"/);
  });

  it("names a wrong window and shows the default; an unknown game is a 404", async () => {
    const res = await get("/statistics/lotto?window=7");
    expect(res.status).toBe(200);
    expect(res.headers.get("X-Edge-Cache")).toBe("BYPASS");
    const html = await res.text();
    expect(html).toContain("window must be one of 10, 25, 50, 100 (the last N draws) or era (the whole current era).");
    expect(html).not.toContain("?window=7");
    expect((await get("/statistics/keno")).status).toBe(404);
  });

  it("shows the jackpot chart as a lazy image, an SVG of its own that draws each run of figures", async () => {
    const html = await (await get("/statistics/lotto")).text();
    expect(html).toMatch(/<img src="\/statistics\/lotto\/jackpots\.svg" alt="Lotto jackpot per draw over time[^"]*"[^>]* loading="lazy"/);
    const chart = await get("/statistics/lotto/jackpots.svg");
    expect(chart.status).toBe(200);
    expect(chart.headers.get("Content-Type")).toBe("image/svg+xml; charset=utf-8");
    expect(chart.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
    const svg = await chart.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain("<title>Lotto jackpot per draw over time");
    // The invented Lotto draws with a figure: two runs (March, then June), so two subpaths.
    expect(/<path d="([^"]+)" stroke-width="1\.5"\/>/.exec(svg)?.[1]?.match(/[Mm]/g)).toHaveLength(2);
    expect((await get("/statistics/daily-lotto/jackpots.svg")).status).toBe(404);
    expect((await get("/statistics/keno/jackpots.svg")).status).toBe(404);
  });

  it("says so where the current era has no draws yet", async () => {
    const html = await (await get("/statistics/daily-lotto")).text();
    expect(text(html)).toContain("There are no Daily Lotto draws of the current era");
  });

  it("is stored in the edge cache once per window, whatever else the address carries", async () => {
    expect((await get("/statistics/powerball?window=25")).headers.get("X-Edge-Cache")).toBe("MISS");
    expect((await get("/statistics/powerball?window=25")).headers.get("X-Edge-Cache")).toBe("HIT");
    expect((await get("/statistics/powerball?window=25&utm_source=x")).headers.get("X-Edge-Cache")).toBe("HIT");
    const other = await get("/statistics/powerball?window=100");
    expect(other.headers.get("X-Edge-Cache")).toBe("MISS");
    expect(text(await other.text())).toContain("Window: last 100 draws");
    expect((await get("/api/statistics/powerball?window=10")).headers.get("X-Edge-Cache")).toBe("MISS");
    expect((await get("/api/statistics/powerball?window=10")).headers.get("X-Edge-Cache")).toBe("HIT");
  });
});

describe("the pages that read the same module", () => {
  it("keeps the hot-number API's contract over the current era", async () => {
    const body = await (await get("/api/hot-numbers/lotto")).json<{ id: number; number: number; frequency: number }[]>();
    expect(body.slice(0, 3)).toEqual([
      { id: 1, number: 1, frequency: 3 },
      { id: 2, number: 2, frequency: 3 },
      { id: 3, number: 3, frequency: 2 },
    ]);
    expect(body.some((b) => b.number > 52)).toBe(false);
  });

  it("links /tips and /lotto-predictions to the statistics pages", async () => {
    expect(await (await get("/tips")).text()).toContain('href="/statistics/lotto"');
    expect(await (await get("/lotto-predictions")).text()).toContain('href="/statistics/lotto"');
  });
});
