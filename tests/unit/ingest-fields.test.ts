/**
 * The official API's fields in our terms (app/ingest/sources/official-fields.server.ts), from answers in
 * exactly the shapes the source sends: list items with the bonus last and money in cents, detail notices
 * whose `winLevels` entries carry winLevelId, winLevelName, winCount, winAmount, addWinAmount and the
 * source's own label in `matches`. All figures are invented.
 */
import { describe, expect, it } from "vitest";
import {
  detailDataSchema,
  LIST_ITEM_FIELDS,
  LIST_PAGE_FIELDS,
  listDataSchema,
  listItemSchema,
  matchCodeFromLabel,
  parseWinLevel,
  WIN_LEVEL_FIELDS,
  WIN_NOTICE_FIELDS,
  type Confidence,
  type FieldMapping,
} from "~/ingest/sources/official-fields.server";
import { parseAnswer } from "~/ingest/sources/official-payloads.server";
import { officialDrawCandidate, officialSource, OFFICIAL_HEADERS } from "~/ingest/sources/official.server";
import { parseDraw } from "~/input/draw-input.server";
import type { GameId } from "~/rules/games";

const lottoItem = {
  winPoolName: "LOTTO",
  wagerIssue: "2741",
  drawTime: "2026-11-21T19:00:00",
  winNumList: ["42", "4", "31", "15", "50", "23", "9"],
  isLatestIssue: true,
  nextJackpot: 1_250_000_000,
  saleMoney: "2134567890",
  rolloverAmount: 980_000_050,
  nextDrawTime: "2026-11-25T19:00:00",
  jackpotAmount: "1000000000",
};
const listAnswer = (items: unknown[]) => ({
  code: 0,
  msg: "success",
  data: { list: items, pageNum: 1, pageSize: 10, total: items.length, pages: 1 },
});

const lottoBalls = [...["42", "4", "31", "15", "50", "23"].map((winNum) => ({ winNum, winNumFlag: 0 })), { winNum: "9", winNumFlag: 1 }];
const level = (id: number, matches: string | undefined, winCount: number, winAmount: number, extra: Record<string, unknown> = {}) => ({
  winLevelId: id,
  winLevelName: `DIV ${id}`,
  winCount,
  winAmount,
  addWinAmount: 0,
  ...(matches === undefined ? {} : { matches }),
  ...extra,
});
const detailAnswer = (winLevels: unknown[] | undefined, issue = "2741", winNums: unknown[] = lottoBalls) => ({
  code: 0,
  msg: "success",
  data: { winNotice: { issue, drawTime: "2026-11-21T19:00:00", winNums, ...(winLevels ? { winLevels } : {}) } },
});

/** LOTTO 5 MAX (pool 102) with a table of its own: Match 3 at level 7, Match 2 at level 8 (ours: 2+bonus, 3). */
const lottoFiveMaxLevels = [
  level(1, "MATCH 6", 0, 0),
  level(2, "MATCH 5 + BONUS", 0, 0),
  level(3, "MATCH 5", 14, 450_000),
  level(4, "MATCH 4 + BONUS", 60, 125_050),
  level(5, "MATCH 4", 900, 9_500),
  level(6, "MATCH 3 + BONUS", 1_800, 5_000),
  level(7, "MATCH 3", 20_000, 1_200),
  level(8, "MATCH 2", 41_000, 600),
];

const list = (items: unknown[]) => parseAnswer(listAnswer(items), listDataSchema, "list page 1").list;
const detail = (winLevels: unknown[] | undefined, issue?: string, winNums?: unknown[]) =>
  parseAnswer(detailAnswer(winLevels, issue, winNums), detailDataSchema, "detail");

function candidate(game: GameId, winLevels: unknown[] | undefined, item: Record<string, unknown> = lottoItem) {
  const warnings: string[] = [];
  const draw = officialDrawCandidate(game, list([item])[0]!, "2026-11-21", detail(winLevels), warnings);
  return { draw, warnings };
}

describe("the field table", () => {
  const tables: Record<string, Record<string, FieldMapping>> = {
    page: LIST_PAGE_FIELDS,
    list: LIST_ITEM_FIELDS,
    winNotice: WIN_NOTICE_FIELDS,
    winLevel: WIN_LEVEL_FIELDS,
  };
  const CONFIDENCES: Confidence[] = ["verified", "seen once", "assumed"];

  it("gives every field we read a confidence and a place in our terms", () => {
    for (const [table, fields] of Object.entries(tables)) {
      for (const [name, mapping] of Object.entries(fields)) {
        expect(CONFIDENCES, `${table}.${name}`).toContain(mapping.confidence);
        expect(mapping.ours.length, `${table}.${name}`).toBeGreaterThan(5);
      }
    }
  });

  it("never requires a field that is not verified", () => {
    for (const [table, fields] of Object.entries(tables)) {
      for (const [name, mapping] of Object.entries(fields)) {
        if (mapping.confidence !== "verified") expect(mapping.schema.safeParse(undefined).success, `${table}.${name}`).toBe(true);
      }
    }
  });

  it("reads exactly the fields of the table (the answers' shapes are built from it)", () => {
    expect(Object.keys(listDataSchema.shape)).toEqual(Object.keys(LIST_PAGE_FIELDS));
    expect(Object.keys(listItemSchema.shape)).toEqual(Object.keys(LIST_ITEM_FIELDS));
    expect(Object.keys(detailDataSchema.shape.winNotice.shape)).toEqual(Object.keys(WIN_NOTICE_FIELDS));
    expect(Object.keys(WIN_LEVEL_FIELDS).sort()).toEqual([
      "addWinAmount",
      "matches",
      "winAmount",
      "winCount",
      "winLevelId",
      "winLevelName",
    ]);
    expect([
      LIST_ITEM_FIELDS.rolloverAmount.confidence,
      LIST_ITEM_FIELDS.nextDrawTime.confidence,
      LIST_ITEM_FIELDS.jackpotAmount.confidence,
    ]).toEqual(["seen once", "seen once", "assumed"]);
  });
});

describe("matchCodeFromLabel: the one mapping of the source's labels to our match codes", () => {
  it.each([
    ["MATCH 6", "6"],
    ["MATCH 5 + BONUS", "5+bonus"],
    ["MATCH 3 + BONUS", "3+bonus"],
    ["MATCH 2", "2"],
    ["MATCH 5 + POWERBALL", "5+powerball"],
    ["MATCH 1 + POWERBALL", "1+powerball"],
    ["MATCH POWERBALL", "0+powerball"],
    ["Match 4+Bonus", "4+bonus"],
    ["  match  3  +  powerball ", "3+powerball"],
    ["MATCH 4 + PB", "4+powerball"],
    ["MATCH 2 + BONUS BALL", "2+bonus"],
  ])("%s → %s", (label, code) => {
    expect(matchCodeFromLabel(label)).toBe(code);
  });

  it.each(["DIV 3", "Division 1", "JACKPOT", "MATCH", "MATCH 3 +", "MATCH 3 + SUPERBALL", ""])("%j is not a Match label", (label) => {
    expect(matchCodeFromLabel(label)).toBeNull();
  });
});

describe("parseWinLevel", () => {
  it("reads division, winners, cents per winning board, addWinAmount and the label, as numbers or numeric strings", () => {
    expect(parseWinLevel(level(2, "MATCH 5 + BONUS", 1, 25_000_050))).toEqual({
      division: 2,
      winners: 1,
      payoutCents: 25_000_050,
      label: "MATCH 5 + BONUS",
      addWinAmountCents: 0,
    });
    expect(
      parseWinLevel({ winLevelId: "3", winLevelName: "DIV 3", winCount: "20", winAmount: "812340", addWinAmount: "0", matches: "MATCH 5" }),
    ).toEqual({
      division: 3,
      winners: 20,
      payoutCents: 812_340,
      label: "MATCH 5",
      addWinAmountCents: 0,
    });
  });

  it("takes the division from the name's digits without winLevelId, the label from a name that reads MATCH …", () => {
    expect(parseWinLevel({ winLevelName: "Division 4" })).toEqual({
      division: 4,
      winners: null,
      payoutCents: null,
      label: null,
      addWinAmountCents: null,
    });
    expect(parseWinLevel({ winLevelId: 4, winLevelName: "MATCH 4 + BONUS" })).toMatchObject({ division: 4, label: "MATCH 4 + BONUS" });
    expect(parseWinLevel({ winLevelId: 4, winLevelName: "DIV 4", matches: " " })).toMatchObject({ label: null });
  });

  it("refuses a level it cannot number or read", () => {
    // "MATCH 3" counts balls, not divisions: without winLevelId there is no division number.
    expect(parseWinLevel({ winLevelName: "MATCH 3", winCount: 5 })).toEqual({
      error: 'no division number (winLevelId absent, winLevelName "MATCH 3")',
    });
    expect(parseWinLevel({ winCount: 5 })).toEqual({ error: "no division number (winLevelId absent, winLevelName absent)" });
    expect(parseWinLevel({ winLevelId: 1, winCount: "many" })).toMatchObject({
      error: expect.stringMatching(/winCount: must be a whole number/),
    });
    expect(parseWinLevel({ winLevelId: 1, winAmount: -3 })).toMatchObject({ error: expect.stringMatching(/winAmount/) });
  });
});

describe("a list item in our terms", () => {
  it("uses what the list gives: drawn order, rollover amount, the jackpot on offer, money in rand", () => {
    expect(candidate("lotto", undefined).draw).toEqual({
      game: "lotto",
      drawNumber: 2741,
      drawDate: "2026-11-21",
      numbers: [42, 4, 31, 15, 50, 23],
      drawnOrder: [42, 4, 31, 15, 50, 23],
      bonus: 9,
      jackpot: 10_000_000,
      nextJackpot: 12_500_000,
      rolloverAmount: 9_800_000.5,
      sales: 21_345_678.9,
      rollover: null,
      source: "official",
      divisions: [],
    });
  });

  it("reads an item without the unconfirmed fields, leaving them unknown", () => {
    const { rolloverAmount: _r, nextDrawTime: _n, jackpotAmount: _j, ...confirmed } = lottoItem;
    const { draw } = candidate("lotto", undefined, confirmed);
    expect(draw).toMatchObject({ jackpot: null, rolloverAmount: null, nextJackpot: 12_500_000 });
    expect(parseDraw(draw, { divisionTable: "as-sent" })).toMatchObject({
      draw: { drawnOrder: [42, 4, 31, 15, 50, 23], numbers: [4, 15, 23, 31, 42, 50] },
    });
  });
});

describe("prize levels in our terms", () => {
  it("takes the match text from the source's label, not from the position in our table: a Plus pool's own table is stored as sent", () => {
    const { draw, warnings } = candidate("lotto-plus-2", lottoFiveMaxLevels, { ...lottoItem, winPoolName: "LOTTO 5 MAX" });
    expect(warnings).toEqual([]);
    expect(draw.divisions.map((d) => d.match)).toEqual(["6", "5+bonus", "5", "4+bonus", "4", "3+bonus", "3", "2"]);
    expect(draw.divisions[6]).toEqual({ division: 7, match: "3", winners: 20_000, payout: 12 });
    expect(draw.rollover).toBe(true);

    const parsed = parseDraw(draw, { divisionTable: "as-sent" });
    expect(parsed).toMatchObject({ draw: { divisions: draw.divisions } });
    expect("warnings" in parsed && parsed.warnings).toEqual([
      "prize table differs from Lotto's (8 levels, Match 3 at level 7, Match 2 at level 8); stored as the source sent it",
    ]);
    // Our own records (CSV import, manual entry) still hold to the era's table.
    expect(parseDraw(draw)).toEqual({
      errors: ['division 7 is "2+bonus" on 2026-11-21; got "3"', 'division 8 is "3" on 2026-11-21; got "2"'],
    });
  });

  it("stores a table with fewer levels than the main game's, with a warning", () => {
    const item = {
      ...lottoItem,
      winPoolName: "PowerBall XTRA",
      wagerIssue: "1811",
      drawTime: "2026-11-20T19:00:00",
      winNumList: ["2", "11", "25", "38", "49", "5"],
    };
    const balls = [...["2", "11", "25", "38", "49"].map((winNum) => ({ winNum, winNumFlag: 0 })), { winNum: "5", winNumFlag: 1 }];
    const levels = ["MATCH 5 + POWERBALL", "MATCH 5", "MATCH 4 + POWERBALL", "MATCH 4", "MATCH 3 + POWERBALL", "MATCH 3"].map((label, i) =>
      level(i + 1, label, i, 1_000),
    );
    const warnings: string[] = [];
    const draw = officialDrawCandidate("powerball-plus", list([item])[0]!, "2026-11-20", detail(levels, "1811", balls), warnings);
    expect(warnings).toEqual([]);
    expect(parseDraw(draw, { divisionTable: "as-sent" })).toMatchObject({
      draw: { divisions: expect.arrayContaining([{ division: 6, match: "3", winners: 5, payout: 10 }]) },
      warnings: ["prize table differs from PowerBall's (6 levels, not 9); stored as the source sent it"],
    });
  });

  it("falls back to our era's table, and says so, only for levels the source gives no label for", () => {
    const levels = [level(1, "MATCH 6", 1, 300_000_000), level(2, undefined, 2, 5_000_000), level(3, "JACKPOT SHARE", 3, 100_000)];
    const { draw, warnings } = candidate("lotto", levels);
    expect(draw.divisions.map((d) => d.match)).toEqual(["6", "5+bonus", "5"]);
    expect(warnings).toEqual([
      '2026-11-21 (draw 2741): no match label from the source for level(s) 2, 3 (labels not understood: "JACKPOT SHARE"); match taken from our Lotto table by division number',
    ]);
  });

  it("a detail without winLevels (not published yet) gives no divisions and no warning", () => {
    expect(candidate("lotto", undefined)).toMatchObject({ draw: { divisions: [], rollover: null }, warnings: [] });
    expect(candidate("lotto", [])).toMatchObject({ draw: { divisions: [] }, warnings: [] });
  });

  it("leaves the divisions out, with a warning, when neither a label nor our table names a level", () => {
    const warnings: string[] = [];
    const draw = officialDrawCandidate("lotto", list([lottoItem])[0]!, "2026-01-10", detail([level(1, undefined, 0, 0)]), warnings);
    expect(draw).toMatchObject({ divisions: [], rollover: null });
    expect(warnings).toEqual([
      "2026-01-10 (draw 2741): prize divisions not stored (level 1 has no match label we can read, and our Lotto table of that date does not name it)",
    ]);
    // With labels the divisions of that era are stored: the label needs no table.
    expect(officialDrawCandidate("lotto", list([lottoItem])[0]!, "2026-01-10", detail([level(1, "MATCH 6", 0, 0)]))).toMatchObject({
      divisions: [{ division: 1, match: "6" }],
    });
  });

  it("a label that is no prize of the game, or a division twice, is broken input: the draw is refused", () => {
    const wrongFamily = candidate("lotto", [level(1, "MATCH 6", 0, 0), level(2, "MATCH 5 + POWERBALL", 1, 100)]).draw;
    expect(parseDraw(wrongFamily, { divisionTable: "as-sent" })).toEqual({
      errors: [expect.stringMatching(/^division 2: "5\+powerball" is not a Lotto prize/)],
    });
    const twice = candidate("lotto", [level(1, "MATCH 6", 0, 0), level(1, "MATCH 5", 1, 100)]).draw;
    expect(parseDraw(twice, { divisionTable: "as-sent" })).toEqual({ errors: ["division 1 appears twice"] });
  });

  it("reports an addWinAmount above 0 rather than guessing what it adds", () => {
    const { draw, warnings } = candidate("lotto", [
      level(1, "MATCH 6", 1, 300_000_000, { addWinAmount: 50_000_000 }),
      level(2, "MATCH 5 + BONUS", 2, 100),
    ]);
    expect(draw.divisions[0]).toMatchObject({ payout: 3_000_000 });
    expect(warnings).toEqual(["2026-11-21 (draw 2741): addWinAmount not stored (level 1 R500000)"]);
  });
});

describe("the official source's requests and batch", () => {
  function scriptedFetch(answers: unknown[]) {
    const calls: { url: string; init: RequestInit }[] = [];
    const fetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify(answers[Math.min(calls.length - 1, answers.length - 1)]), { status: 200 });
    }) as unknown as typeof globalThis.fetch;
    return { calls, fetch };
  }
  const context = { now: new Date("2026-11-21T20:00:00Z"), held: async () => new Map() };

  it("sends the site's own headers: JSON, Origin and Referer of the official site, a browser User-Agent", async () => {
    const { calls, fetch } = scriptedFetch([listAnswer([lottoItem]), detailAnswer(undefined)]);
    await officialSource("https://api.test/api", { fetch, timeoutMs: 1000, retries: 0, backoffMs: 1 }).fetchRecent("lotto", context);
    expect(calls.map((call) => call.url)).toEqual([
      "https://api.test/api/engine/draw/issueWinPoolInfoPageQuery",
      "https://api.test/api/engine/draw/getIssueDrawResultDetail",
    ]);
    for (const { init } of calls) {
      expect(init.headers).toEqual({
        "Content-Type": "application/json",
        Accept: "application/json, text/plain, */*",
        Origin: "https://www.nationallottery.co.za",
        Referer: "https://www.nationallottery.co.za/",
        "User-Agent": expect.stringMatching(
          /^Mozilla\/5\.0 \(Windows NT 10\.0; Win64; x64\) AppleWebKit\/537\.36 \(KHTML, like Gecko\) Chrome\/\d+\.0\.0\.0 Safari\/537\.36$/,
        ),
      });
    }
    expect(OFFICIAL_HEADERS.Referer).toBe(`${OFFICIAL_HEADERS.Origin}/`);
  });

  it("surfaces the next draw time of the latest item, and nothing when the list does not say", async () => {
    const older = {
      ...lottoItem,
      wagerIssue: "2740",
      drawTime: "2026-11-18T19:00:00",
      isLatestIssue: false,
      nextDrawTime: "2026-11-21T19:00:00",
    };
    const withTime = scriptedFetch([listAnswer([lottoItem, older]), detailAnswer(undefined)]);
    const batch = await officialSource("https://api.test", {
      fetch: withTime.fetch,
      timeoutMs: 1000,
      retries: 0,
      backoffMs: 1,
    }).fetchRecent("lotto", {
      ...context,
      held: async () => new Map([["2026-11-18", { divisions: true }]]),
    });
    expect(batch.nextDrawTime).toBe("2026-11-25T19:00:00.000Z");

    const { nextDrawTime: _n, ...without } = lottoItem;
    const none = scriptedFetch([listAnswer([without]), detailAnswer(undefined)]);
    expect(
      (
        await officialSource("https://api.test", { fetch: none.fetch, timeoutMs: 1000, retries: 0, backoffMs: 1 }).fetchRecent(
          "lotto",
          context,
        )
      ).nextDrawTime,
    ).toBeUndefined();
  });
});
