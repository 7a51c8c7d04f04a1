/**
 * Every page render makes at most 3 D1 round trips (a batch counts as one), and every query the app
 * issues is served by an index: EXPLAIN QUERY PLAN must show no full scan of draws or prize_divisions.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import worker from "../../workers/app";
import { clearDraws, testDraw, writeDraws } from "./seed";
import { env } from "./test-env";
import { fullPath } from "~/edge/route-policy.server";
// The server build, typed (workers/server-build.d.ts).
import * as build from "#server-build";

interface Recorded {
  sql: string;
  params: unknown[];
}

/** A D1 binding that counts round trips and records every statement before passing it on. */
function recordingD1(real: D1Database) {
  const log = { roundTrips: 0, statements: [] as Recorded[] };
  const wrapStatement = (statement: D1PreparedStatement, sql: string, params: unknown[] = []): D1PreparedStatement =>
    new Proxy(statement, {
      get(target, prop) {
        if (prop === "bind") return (...args: unknown[]) => wrapStatement(target.bind(...args), sql, args);
        if (prop === "__recorded") return { sql, params };
        if (["all", "raw", "run", "first"].includes(String(prop))) {
          return (...args: unknown[]) => {
            log.roundTrips++;
            log.statements.push({ sql, params });
            return (target as unknown as Record<string, (...a: unknown[]) => unknown>)[String(prop)]!(...args);
          };
        }
        const value = Reflect.get(target, prop);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  const db: D1Database = new Proxy(real, {
    get(target, prop) {
      if (prop === "prepare") return (sql: string) => wrapStatement(target.prepare(sql), sql);
      if (prop === "batch") {
        return (statements: D1PreparedStatement[]) => {
          log.roundTrips++;
          for (const s of statements) log.statements.push((s as unknown as { __recorded: Recorded }).__recorded);
          return target.batch(statements.map((s) => s));
        };
      }
      if (prop === "withSession") return () => db;
      const value = Reflect.get(target, prop);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db, log };
}

/**
 * The pages measured: every route of the build that answers a GET (its route table, so a new route is
 * measured from its first build), a dynamic segment filled from SAMPLES; then VARIANTS, the same routes
 * asked in the ways that read differently. A route with a segment and no sample fails the test.
 */
const routes = build.routes;

/** One request for each route with a dynamic segment (or a required query), on the seeded draws. */
const SAMPLES: Record<string, string> = {
  "/api/hot-numbers": "/api/hot-numbers?gameType=lotto",
  "/api/hot-numbers/:gameType": "/api/hot-numbers/lotto",
  "/api/results/:game/:date": "/api/results/lotto/2026-11-18",
  "/api/wallet/:game/:date": "/api/wallet/lotto/2026-11-18",
  "/api/statistics/:game": "/api/statistics/lotto?window=25",
  "/blog/:slug": "/blog/lotto-result-power-ball-historical-data",
  "/data/:file": "/data/daily-lotto.csv",
  "/embed/:game": "/embed/lotto",
  "/results/:game": "/results/lotto",
  "/results/:game/:when": "/results/lotto/2026-11-18",
  "/sitemaps/:file": "/sitemaps/lotto.xml",
  "/statistics/:game": "/statistics/lotto",
  "/statistics/:game/jackpots.svg": "/statistics/lotto/jackpots.svg",
};

/** Routes with a loader that serve no public GET: the admin (signed in), and answers that are only a 404 or 405. */
const NOT_MEASURED = [
  "/admin", // every admin page asks for a session first
  "/api/ingest/", // POST only (405 to a GET)
  "/api/push/subscriptions", // POST and DELETE only (405 to a GET)
  "/api/refresh-google-data", // POST only (405 to a GET)
  "/api/*", // a 404 for an unknown API call, read from no table
  "/*", // the 404 page, read from no table (NOT_FOUND_PAGES measures the 404s that read D1)
];

const ROUTE_PAGES = Object.entries(routes)
  .filter(([, route]) => route?.module.loader && route.parentId !== undefined)
  .map(([id]) => fullPath(routes, id))
  .filter((path) => !NOT_MEASURED.some((prefix) => path === prefix || (prefix.endsWith("/") && path.startsWith(prefix))))
  .map((path) => SAMPLES[path] ?? path);

/** The routes read other ways: a query, a date, an article with figures, another game. */
const VARIANTS = [
  "/history?game=lotto&from=2026-11-01&to=2026-11-30",
  "/history?expanded=1",
  "/history?date=2026-11-18",
  "/history?date=2026-11-20&game=lotto",
  "/lotto-history?expanded=1",
  "/check-numbers?game=lotto&numbers=1+2+3+4+5+6",
  // Articles whose figures read the records, Daily Lotto's Match 4 payouts and Lotto's current-era balls.
  "/blog/lottery-results-power-ball-latest-draws",
  "/blog/lotto-results-historical-analysis-hot-numbers",
  "/api/results/history?gameType=both&limit=50",
  // The results pages: a year, a draw without divisions, another game.
  "/results/lotto/2026",
  "/results/powerball/2026-11-17",
  "/results/daily-lotto/2026-11-05",
  "/results/daily-lotto",
  "/sitemaps/daily-lotto.xml",
  // The statistics pages (every window reads the same rows) and their API.
  "/statistics/powerball?window=era&sort=drawn",
  "/statistics/daily-lotto?window=10",
  "/statistics/lotto-plus-2",
  "/api/statistics/daily-lotto?window=era",
  // The checker: the latest night (a game and its Plus draws), a chosen date, a date without a draw, several boards.
  "/check-numbers?game=lotto-plus-1&numbers=1+2+3+4+5+6",
  "/check-numbers?game=lotto&numbers=1+2+3+4+5+6&date=2026-11-11",
  "/check-numbers?game=lotto&numbers=1+2+3+4+5+6&date=2026-11-12",
  "/check-numbers?game=powerball&numbers=1+2+3+4+5+%2B+6%0A7+8+9+10+11&powerball=3",
  "/check-numbers?game=daily-lotto&numbers=1+2+3+4+5%0A6+7+8+9+10%0A1+2+3+4+9",
];

const PAGES = [...ROUTE_PAGES, ...VARIANTS];

/** Answers 404 after reading D1 (an unknown draw finds its nearest neighbours; a year outside the records). */
const NOT_FOUND_PAGES = ["/results/lotto/2026-11-12", "/results/lotto/2019"];

beforeAll(async () => {
  await clearDraws();
  const draws = [];
  for (let day = 1; day <= 30; day++) {
    const date = `2026-11-${String(day).padStart(2, "0")}`;
    draws.push(testDraw({ game: "daily-lotto", drawDate: date, numbers: [1, 2, 3, 4, (day % 30) + 5] }));
  }
  draws.push(
    testDraw({
      game: "lotto",
      drawDate: "2026-11-18",
      drawNumber: 2701,
      numbers: [1, 2, 3, 4, 5, 6],
      bonus: 7,
      jackpot: 1_000_000,
      divisions: [{ division: 1, match: "6", winners: 1, payout: 1_000_000 }],
    }),
  );
  // An older Lotto draw with divisions of its own: home must show only the newest draw's.
  draws.push(
    testDraw({
      game: "lotto",
      drawDate: "2026-11-11",
      drawNumber: 2699,
      numbers: [11, 12, 13, 14, 15, 16],
      bonus: 17,
      divisions: [{ division: 1, match: "6", winners: 3, payout: 777_777 }],
    }),
  );
  draws.push(testDraw({ game: "powerball", drawDate: "2026-11-17", numbers: [1, 2, 3, 4, 5], bonus: 6 }));
  await writeDraws(draws);
});

/** A path rendered by the built Worker with no edge cache, through a D1 that records what it is asked. */
async function renderRecorded(path: string) {
  const { db, log } = recordingD1(env.DB);
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`https://example.test${path}`) as never, { ...env, DB: db, EDGE_CACHE_TTL: "0" }, ctx);
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, log, html };
}

describe("D1 budget per page", () => {
  it("measures every route: each dynamic one has a sample", () => {
    expect(ROUTE_PAGES.filter((path) => /[:*]/.test(path))).toEqual([]);
    expect(ROUTE_PAGES).toContain("/api");
    expect(new Set(PAGES).size).toBe(PAGES.length);
  });

  for (const path of PAGES) {
    it(`${path}: at most 3 round trips, no full scan of draws or divisions`, async () => {
      const { response, log } = await renderRecorded(path);
      expect(response.status, path).toBe(200);
      expect(log.roundTrips, `${path} round trips`).toBeLessThanOrEqual(3);
      if (!STATIC_PAGES.has(path)) expect(log.statements.length, `${path} reads D1`).toBeGreaterThan(0);
      for (const { sql, params } of log.statements) expect(await fullScans(sql, params), path).toEqual([]);
    });
  }

  for (const path of NOT_FOUND_PAGES) {
    it(`${path} (404): at most 3 round trips, no full scan`, async () => {
      const { response, log } = await renderRecorded(path);
      expect(response.status, path).toBe(404);
      expect(log.roundTrips, `${path} round trips`).toBeLessThanOrEqual(3);
      expect(log.statements.length, `${path} reads D1`).toBeGreaterThan(0);
      for (const { sql, params } of log.statements) expect(await fullScans(sql, params), path).toEqual([]);
    });
  }

  it("a results page reads D1 in one round trip", async () => {
    for (const path of ["/results/lotto", "/results/lotto/2026", "/results/lotto/2026-11-18", "/sitemap.xml", "/sitemaps/lotto.xml"]) {
      const { log } = await renderRecorded(path);
      expect(log.roundTrips, path).toBe(1);
    }
  });

  it("a statistics page and its API read D1 in one round trip", async () => {
    for (const path of ["/statistics/lotto", "/statistics/daily-lotto?window=era", "/api/statistics/powerball?window=100"]) {
      const { response, log } = await renderRecorded(path);
      expect(response.status, path).toBe(200);
      expect(log.roundTrips, path).toBe(1);
    }
  });

  it("every public API call reads D1 in one round trip, and /api its seven examples and the coverage in two", async () => {
    for (const [path, trips] of [
      ["/api/results/latest", 1],
      ["/api/results/history?gameType=lotto&limit=5", 1],
      ["/api/results/lotto/2026-11-18", 1],
      ["/api/wallet/lotto/2026-11-18", 1],
      ["/api/next-draw", 1],
      ["/api/hot-numbers?gameType=lotto", 1],
      ["/api/hot-numbers/powerball", 1],
      ["/api", 2],
    ] as const) {
      const { response, log } = await renderRecorded(path);
      expect(response.status, path).toBe(200);
      expect(log.roundTrips, path).toBe(trips);
    }
  });

  it("the checker reads the night's draws, their divisions and the game's draws in one batch, and its wins' divisions in a second", async () => {
    for (const [path, trips] of [
      ["/check-numbers?game=lotto&numbers=1+2+3+4+5+6%0A11+12+13+14+15+16", 2],
      ["/check-numbers?game=lotto&numbers=40+41+42+43+44+45", 1],
      ["/check-numbers?game=lotto", 0],
    ] as const) {
      const { response, log, html } = await renderRecorded(path);
      expect(response.status, path).toBe(200);
      expect(log.roundTrips, path).toBe(trips);
      if (trips > 0) expect(html, path).toContain("Latest draws: Wed 18 Nov 2026");
    }
  });

  it("home reads the newest draw of every game and their prize divisions in one round trip", async () => {
    const { log, html } = await renderRecorded("/");
    expect(log.roundTrips).toBe(1);
    expect(html).toContain("top prize divisions, 2026-11-18");
    expect(html).not.toContain("2026-11-11");
    expect(html).not.toContain("777");
  });

  it("the plan check itself catches a full scan", async () => {
    expect(await fullScans("SELECT * FROM draws WHERE numbers = ?", ["[1,2,3,4,5,6]"])).not.toEqual([]);
    expect(await fullScans("SELECT * FROM prize_divisions WHERE payout > ?", [1])).not.toEqual([]);
  });
});

/** Pages and files that need no data. */
const STATIC_PAGES = new Set([
  "/how-to-play",
  // The statistics index: the games and their rules, from the rules module.
  "/statistics",
  "/blog",
  "/privacy-policy",
  "/contact-us",
  "/claiming-prizes",
  "/lottery-scams",
  "/responsible-gaming",
  "/terms-of-service",
  "/my-tickets",
  // The checker's empty form: no numbers, nothing to look up.
  "/check-numbers",
  "/rss/blog.xml",
  "/robots.txt",
  "/sw.js",
  "/manifest.webmanifest",
  "/api/openapi.json",
  "/api/push/key",
]);

/** The plan lines that read a whole table (an ordered index walk is fine when a LIMIT stops it early). */
async function fullScans(sql: string, params: unknown[]): Promise<string[]> {
  const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return plan.results
    .map((row) => row.detail)
    .filter((d) => /^SCAN (draws|prize_divisions)\b/.test(d) && !(/USING (COVERING )?INDEX/.test(d) && /\blimit\b/i.test(sql)))
    .map((d) => `${d} in: ${sql}`);
}
