/**
 * The downloads (/data/{game}.csv, /data/{game}-divisions.csv, /data/{game}.json): each is the whole
 * history of one game, in date order, in the format of docs/data-format.md; the CSV files go back into
 * an empty database through the import's own reader and upserts and give the same rows; unknown files
 * answer 404; and the history is read from D1 a page at a time, as the stream is read. Figures invented.
 */
import { SELF } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { inlineSql } from "../../scripts/inline-sql";
import { getDb } from "~/db/client.server";
import { readDivisionFile, readDrawFile } from "~/import/results-csv.server";
import { purgeResults } from "~/edge/edge-cache.server";
import type { DrawInput } from "~/input/draw-input.server";
import { GAME_IDS, type GameId } from "~/rules/games";
import { upsertDivisionsQuery, upsertDrawsQuery } from "~/models/draw-writes.server";
import { downloadPaths } from "~/site/draw-paths";
import { DOWNLOAD_PAGE_SIZE, downloadStream, historyPages } from "~/models/downloads.server";
import { clearDraws, db, testDraw, writeDraws } from "./seed";
import { env } from "./test-env";

const ORIGIN = "https://www.salottoresults.co.za"; // SITE_URL: cache keys use the canonical origin
const get = (path: string) => SELF.fetch(`https://example.test${path}`);
const text = async (path: string) => {
  const res = await get(path);
  expect(res.status, path).toBe(200);
  return res.text();
};

const LOTTO_7 = (payouts: [number | null, number | null][]) =>
  ["6", "5+bonus", "5", "4+bonus", "4", "3+bonus", "3"].map((match, i) => ({
    division: i + 1,
    match,
    winners: payouts[i]![0],
    payout: payouts[i]![1],
  }));

/** Written out of date order on purpose: the files must come out by date, not by row id. */
const SAMPLE = [
  testDraw({
    game: "lotto",
    drawDate: "2026-11-18",
    drawNumber: 2701,
    numbers: [40, 3, 9, 22, 17, 51],
    drawnOrder: [40, 3, 9, 22, 17, 51],
    bonus: 12,
    jackpot: 7_000_000,
    nextJackpot: 9_000_000,
    rollover: true,
    source: "csv:J|G|E",
    divisions: ["6", "5+bonus", "5", "4+bonus", "4", "3+bonus", "2+bonus", "3"].map((match, i) => ({
      division: i + 1,
      match,
      winners: i * 10,
      payout: 1000 / (i + 1),
    })),
  }),
  testDraw({
    game: "lotto",
    drawDate: "2001-09-29",
    numbers: [3, 12, 21, 29, 38, 48],
    bonus: 11,
    jackpot: 3_069_300,
    rollover: false,
    source: "csv:H",
    divisions: LOTTO_7([
      [0, 0],
      [1, 250_000.5],
      [40, 5123.1],
      [null, 1500],
      [2500, null],
      [3500, 110.2],
      [61_000, 15],
    ]),
  }),
  testDraw({
    game: "lotto",
    drawDate: "2025-10-01",
    numbers: [58, 5, 14, 23, 41, 57],
    bonus: 56,
    source: "csv",
    divisions: [
      { division: 1, match: "6", winners: 0, payout: null },
      { division: 2, match: "5+bonus", winners: 3, payout: 99_000 },
    ],
  }),
  testDraw({
    game: "lotto",
    drawDate: "2017-08-02",
    drawNumber: 1737,
    numbers: [1, 2, 3, 50, 51, 52],
    bonus: 7,
    jackpot: 10_000_000,
    nextJackpot: 12_500_000.25,
    rollover: true,
    rolloverAmount: 4_000_000,
    source: "official",
  }),
  // Other games, the same night and others: never in Lotto's files.
  testDraw({ game: "lotto-plus-1", drawDate: "2026-11-18", numbers: [5, 6, 7, 8, 9, 10], bonus: 11, source: "csv:C" }),
  testDraw({
    game: "powerball",
    drawDate: "2019-01-04",
    drawNumber: 950,
    numbers: [1, 9, 17, 33, 50],
    bonus: 16,
    jackpot: 20_000_000,
    rollover: true,
    source: "csv:G",
    divisions: [
      { division: 1, match: "5+powerball", winners: 0, payout: 0 },
      { division: 2, match: "5", winners: 2, payout: 130_000 },
      { division: 9, match: "0+powerball", winners: 90_000, payout: 10 },
    ],
  }),
  testDraw({ game: "powerball", drawDate: "2026-11-17", numbers: [2, 4, 6, 8, 10], bonus: 3, source: "search" }),
  testDraw({
    game: "daily-lotto",
    drawDate: "2020-05-05",
    numbers: [2, 4, 8, 16, 32],
    source: "manual",
    divisions: [
      { division: 1, match: "5", winners: 1, payout: 447_746.7 },
      { division: 4, match: "2", winners: 97_511, payout: 5.2 },
    ],
  }),
];

beforeEach(async () => {
  await clearDraws();
  await purgeResults(
    ORIGIN,
    GAME_IDS.flatMap((game) => Object.values(downloadPaths(game))),
  );
});

describe("a game's downloads", () => {
  beforeEach(() => writeDraws(SAMPLE));

  it("/data/lotto.csv is every Lotto draw by date, exactly in the import's format, as an attachment", async () => {
    const res = await get("/data/lotto.csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="lotto.csv"');
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(await res.text()).toBe(
      [
        "draw_number,draw_date,n1,n2,n3,n4,n5,n6,bonus,jackpot_rand,next_jackpot_rand,rollover,sources",
        ",2001-09-29,3,12,21,29,38,48,11,3069300,,false,H",
        "1737,2017-08-02,1,2,3,50,51,52,7,10000000,12500000.25,true,official",
        ",2025-10-01,5,14,23,41,57,58,56,,,,",
        "2701,2026-11-18,3,9,17,22,40,51,12,7000000,9000000,true,J|G|E",
        "",
      ].join("\n"),
    );
  });

  it("/data/lotto-divisions.csv is every Lotto prize division by draw date and division, in divisions.csv's format", async () => {
    const lines = (await text("/data/lotto-divisions.csv")).split("\n");
    expect(lines[0]).toBe("game,draw_number,division,match,winners,payout_rand,draw_date");
    expect(lines.slice(1, 9)).toEqual([
      "lotto,,1,6,0,0,2001-09-29",
      "lotto,,2,5+bonus,1,250000.5,2001-09-29",
      "lotto,,3,5,40,5123.1,2001-09-29",
      "lotto,,4,4+bonus,,1500,2001-09-29",
      "lotto,,5,4,2500,,2001-09-29",
      "lotto,,6,3+bonus,3500,110.2,2001-09-29",
      "lotto,,7,3,61000,15,2001-09-29",
      "lotto,,1,6,0,,2025-10-01",
    ]);
    expect(lines.slice(10, 18).map((line) => line.split(",").slice(0, 4).join(","))).toEqual(
      ["6", "5+bonus", "5", "4+bonus", "4", "3+bonus", "2+bonus", "3"].map((match, i) => `lotto,2701,${i + 1},${match}`),
    );
    expect(lines).toHaveLength(1 + 7 + 2 + 8 + 1); // header, 17 rows, the final line break
    expect(lines.at(-1)).toBe("");
  });

  it("/data/lotto.json holds the game, the licence and every draw by date with its divisions", async () => {
    const res = await get("/data/lotto.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('inline; filename="lotto.json"');
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    const body = await res.json<{
      game: string;
      name: string;
      licence: { name: string; url: string };
      note: string;
      sources: string;
      draws: Record<string, unknown>[];
    }>();
    expect(body).toMatchObject({ game: "lotto", name: "Lotto", licence: { name: "CC BY 4.0" }, sources: `${ORIGIN}/data-sources` });
    expect(body.note).toMatch(/facts published by the National Lottery/);
    expect(body.draws.map((draw) => draw.drawDate)).toEqual(["2001-09-29", "2017-08-02", "2025-10-01", "2026-11-18"]);
    expect(body.draws[1]).toEqual({
      drawNumber: 1737,
      drawDate: "2017-08-02",
      numbers: [1, 2, 3, 50, 51, 52],
      drawnOrder: null,
      bonusNumber: 7,
      jackpot: 10_000_000,
      nextJackpot: 12_500_000.25,
      rollover: true,
      rolloverAmount: 4_000_000,
      sources: ["official"],
      divisions: [],
    });
    expect(body.draws[2]).toMatchObject({
      drawNumber: null,
      jackpot: null,
      nextJackpot: null,
      rollover: null,
      sources: [],
      divisions: [
        { division: 1, match: "6", winners: 0, payout: null },
        { division: 2, match: "5+bonus", winners: 3, payout: 99_000 },
      ],
    });
    expect(body.draws[3]).toMatchObject({ numbers: [3, 9, 17, 22, 40, 51], drawnOrder: [40, 3, 9, 22, 17, 51], sources: ["J", "G", "E"] });
    expect(body.draws[0]!.divisions as unknown[]).toHaveLength(7);
    expect((body.draws[3]!.divisions as { division: number }[]).map((d) => d.division)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it("a game without draws is a file with its header and no rows", async () => {
    expect(await text("/data/lotto-plus-2.csv")).toBe(
      "draw_number,draw_date,n1,n2,n3,n4,n5,n6,bonus,jackpot_rand,next_jackpot_rand,rollover,sources\n",
    );
    expect(await text("/data/lotto-plus-1-divisions.csv")).toBe("game,draw_number,division,match,winners,payout_rand,draw_date\n");
    expect(JSON.parse(await text("/data/lotto-plus-2.json"))).toMatchObject({ game: "lotto-plus-2", draws: [] });
  });

  it("is cached at the edge like the other answers, whatever the query string", async () => {
    const first = await get("/data/powerball.csv");
    expect(first.headers.get("X-Edge-Cache")).toBe("MISS");
    const body = await first.text();
    expect(body.split("\n")).toHaveLength(1 + 2 + 1);
    const again = await get("/data/powerball.csv?cb=1&download=2");
    expect(again.headers.get("X-Edge-Cache")).toBe("HIT");
    expect(again.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(await again.text()).toBe(body);
  });

  it("goes back into an empty database through the import and gives the same rows", async () => {
    const drawRows = async () =>
      (
        await env.DB.prepare(
          "SELECT game, draw_number, draw_date, numbers, bonus, jackpot, next_jackpot, rollover, source FROM draws ORDER BY game, draw_date",
        ).all()
      ).results;
    const divisionRows = async () =>
      (
        await env.DB.prepare(
          "SELECT d.game, d.draw_date, p.division, p.match, p.winners, p.payout FROM prize_divisions p JOIN draws d ON d.id = p.draw_id ORDER BY d.game, d.draw_date, p.division",
        ).all()
      ).results;
    const drawsBefore = await drawRows();
    const divisionsBefore = await divisionRows();
    expect(drawsBefore).toHaveLength(SAMPLE.length);
    expect(divisionsBefore).toHaveLength(7 + 2 + 8 + 3 + 2);
    const files = new Map<GameId, { draws: string; divisions: string }>();
    for (const game of GAME_IDS)
      files.set(game, { draws: await text(`/data/${game}.csv`), divisions: await text(`/data/${game}-divisions.csv`) });

    await clearDraws();
    expect((await env.DB.prepare("SELECT (SELECT COUNT(*) FROM draws) + (SELECT COUNT(*) FROM prize_divisions) AS n").first())!.n).toBe(0);

    // What `npm run db:import` does with a folder of {game}.csv and divisions.csv (scripts/db-import.ts):
    // the import's reader, then the shared upserts rendered to SQL with the parameters inlined.
    const writer = getDb(env.DB);
    for (const game of GAME_IDS) {
      const { draws: drawFile, divisions: divisionFile } = files.get(game)!;
      const drawResult = readDrawFile(game, drawFile);
      expect(drawResult.errors, `${game}.csv`).toEqual([]);
      const held = new Set(drawResult.draws.map((draw: DrawInput) => draw.drawDate));
      const divisionResult = readDivisionFile(divisionFile, (g, date) => g === game && held.has(date));
      expect(divisionResult.errors, `${game}-divisions.csv`).toEqual([]);
      const statements = [
        ...(drawResult.draws.length > 0 ? [inlineSql(upsertDrawsQuery(writer, drawResult.draws).toSQL())] : []),
        ...(divisionResult.divisions.length > 0 ? [inlineSql(upsertDivisionsQuery(writer, divisionResult.divisions).toSQL())] : []),
      ];
      for (const statement of statements) await env.DB.prepare(statement).run();
    }

    // A live source's name comes back as the import's provenance of it; everything else as it was.
    const asReimported = drawsBefore.map((row) => ({
      ...row,
      source: ["official", "search", "manual"].includes(row.source as string) ? `csv:${row.source}` : row.source,
    }));
    expect(await drawRows()).toEqual(asReimported);
    expect(await divisionRows()).toEqual(divisionsBefore);
    expect(asReimported.filter((row, i) => row.source !== drawsBefore[i]!.source)).toHaveLength(3);
  });
});

describe("unknown files", () => {
  it.each(["/data/keno.json", "/data/lotto-divisions.json", "/data/lotto-plus-3.json"])(
    "%s answers 404 JSON without repeating the name",
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      const { error } = await res.json<{ error: string }>();
      expect(error).toMatch(/^No such download\. The files are \/data\/\{game\}\.csv/);
      expect(error).toContain("lotto, lotto-plus-1, lotto-plus-2, powerball, powerball-plus, daily-lotto");
      expect(error).not.toContain(path.slice("/data/".length));
    },
  );

  it.each([
    "/data/keno.csv",
    "/data/lotto.xml",
    "/data/lotto",
    "/data/keno-divisions.csv",
    "/data/divisions.csv",
    "/data/lotto.csv.json.csv",
  ])("%s answers 404 in plain text", async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await res.text()).toMatch(/^No such download\./);
  });
});

describe("reading the history in pages", () => {
  /** More draws than two pages: 1,203 consecutive days (the weekday is only a warning), balls by day. */
  const MANY = DOWNLOAD_PAGE_SIZE * 2 + 203;
  const dates = Array.from({ length: MANY }, (_, i) => new Date(Date.UTC(2002, 0, 1 + i)).toISOString().slice(0, 10));
  /** Divisions on the draws either side of each page boundary, and on the last. */
  const WITH_DIVISIONS = new Set([
    0,
    DOWNLOAD_PAGE_SIZE - 1,
    DOWNLOAD_PAGE_SIZE,
    DOWNLOAD_PAGE_SIZE * 2 - 1,
    DOWNLOAD_PAGE_SIZE * 2,
    MANY - 1,
  ]);
  const many = () =>
    dates
      .map((drawDate, i) => {
        const low = (i % 40) + 1;
        return testDraw({
          game: "lotto",
          drawDate,
          drawNumber: i + 1,
          numbers: [low, low + 1, low + 2, low + 3, low + 4, low + 5],
          bonus: low + 6,
          jackpot: 1_000_000 + i,
          source: "csv:H",
          divisions: WITH_DIVISIONS.has(i) ? LOTTO_7(Array.from({ length: 7 }, (_, d): [number, number] => [i + d, d * 10])) : [],
        });
      })
      // Stored in reverse, so row ids run against the dates.
      .reverse();

  beforeEach(() => writeDraws(many()));

  it("reads a page of DOWNLOAD_PAGE_SIZE draws at a time, by date, each page with its own divisions", async () => {
    const pages = [];
    for await (const page of historyPages(db(), "lotto", { divisions: true })) pages.push(page);
    expect(pages.map((page) => page.draws.length)).toEqual([DOWNLOAD_PAGE_SIZE, DOWNLOAD_PAGE_SIZE, 203]);
    expect(pages.flatMap((page) => page.draws.map((draw) => draw.drawDate))).toEqual(dates);
    expect(pages.map((page) => page.divisions.size)).toEqual([2, 2, 2]);
    for (const page of pages) for (const id of page.divisions.keys()) expect(page.draws.some((draw) => draw.id === id)).toBe(true);
  });

  it("the whole game comes out complete and in order from a download of several pages", async () => {
    const lines = (await text("/data/lotto.csv")).trimEnd().split("\n").slice(1);
    expect(lines).toHaveLength(MANY);
    expect(lines.map((line) => line.split(",")[1])).toEqual(dates);
    expect(lines.map((line) => Number(line.split(",")[0]))).toEqual(dates.map((_, i) => i + 1));

    const divisions = (await text("/data/lotto-divisions.csv")).trimEnd().split("\n").slice(1);
    expect(divisions).toHaveLength(WITH_DIVISIONS.size * 7);
    expect([...new Set(divisions.map((line) => line.split(",")[6]))]).toEqual([...WITH_DIVISIONS].map((i) => dates[i]));

    const json = JSON.parse(await text("/data/lotto.json")) as {
      draws: { drawDate: string; drawNumber: number; divisions: { winners: number }[] }[];
    };
    expect(json.draws.map((draw) => draw.drawDate)).toEqual(dates);
    json.draws.forEach((draw, i) => {
      expect(draw.drawNumber).toBe(i + 1);
      expect(draw.divisions.map((division) => division.winners)).toEqual(
        WITH_DIVISIONS.has(i) ? [i, i + 1, i + 2, i + 3, i + 4, i + 5, i + 6] : [],
      );
    });
  });

  it("reads the next page only when the stream is read", async () => {
    let queries = 0;
    const counted = {
      prepare: (query: string) => {
        queries++;
        return env.DB.prepare(query);
      },
      batch: (statements: D1PreparedStatement[]) => env.DB.batch(statements),
    };
    const stream = await downloadStream(
      getDb(counted as unknown as D1Database),
      { game: "lotto", kind: "draws-csv", name: "lotto.csv" },
      ORIGIN,
      { pageSize: 100 },
    );
    // The first page is read before the answer starts (so a failing D1 is the usual 503), no more.
    expect(queries).toBe(1);
    const reader = stream.getReader();
    const decoder = new TextDecoder();
    let body = "";
    for (let chunk = 0; chunk < 3; chunk++) body += decoder.decode((await reader.read()).value, { stream: true });
    // The header and two pages have been read: the stream is at most one page ahead.
    expect(queries).toBeLessThanOrEqual(3);
    for (let result = await reader.read(); !result.done; result = await reader.read())
      body += decoder.decode(result.value, { stream: true });
    expect(queries).toBe(Math.ceil(MANY / 100));
    expect(body.trimEnd().split("\n")).toHaveLength(MANY + 1);
  });
});
