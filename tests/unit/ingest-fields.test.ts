/**
 * The official API's fields in our terms (app/ingest/sources/official-fields.server.ts), from answers in
 * exactly the shapes the source sends: list items with the bonus last and money in cents, detail notices
 * whose `winLevels` entries carry winLevelId, winLevelName, winCount, winAmount, addWinAmount and the
 * source's own label in `matches`. All figures are invented.
 */
import { describe, expect, it } from "vitest";
import {
  DETAIL_FIELDS,
  detailDataSchema,
  fieldSchema,
  ignoredDetailFields,
  LIST_ITEM_FIELDS,
  LIST_PAGE_FIELDS,
  listDataSchema,
  listItemSchema,
  matchCodeFromLabel,
  parseWinLevel,
  readListItem,
  WIN_LEVEL_FIELDS,
  WIN_NOTICE_FIELDS,
  WIN_POOL_INFO_FIELDS,
  type Confidence,
  type FieldMapping,
  type ListItem,
} from "~/ingest/sources/official-fields.server";
import { parseAnswer } from "~/ingest/sources/official-payloads.server";
import { officialDrawCandidate, officialSource, OFFICIAL_HEADERS, readDetail } from "~/ingest/sources/official.server";
import { parseDraw } from "~/input/draw-input.server";
import type { GameId } from "~/rules/games";

/** The clock the draws are checked at: after every draw these tests name. */
const AFTER_THE_DRAWS = new Date("2026-12-01T00:00:00Z");

/** A list item as sources.md 2a/2c describe it: balls sorted, the bonus last; no rollover or next draw time. */
const lottoItem: Record<string, unknown> = {
  winPoolName: "LOTTO",
  wagerIssue: "2741",
  drawTime: "2026-11-21 21:00:00",
  winNumList: ["4", "15", "23", "31", "42", "50", "9"],
  isLatestIssue: true,
  nextJackpot: 1_250_000_000,
  saleMoney: "2134567890",
};
const listAnswer = (items: unknown[]) => ({
  code: 0,
  msg: "success",
  data: { list: items, pageNum: 1, pageSize: 10, total: items.length, pages: 1 },
});

/** The detail lists the balls sorted; `numSn` gives the drawn order (42, 4, 31, 15, 50, 23, then the bonus). */
const lottoBalls = [
  ...[
    ["4", 2],
    ["15", 4],
    ["23", 6],
    ["31", 3],
    ["42", 1],
    ["50", 5],
  ].map(([winNum, numSn]) => ({ winNum, winNumFlag: 0, numSn })),
  { winNum: "9", winNumFlag: 1, numSn: 7 },
];
const level = (id: number, matches: string | undefined, winCount: number, winAmount: number, extra: Record<string, unknown> = {}) => ({
  winLevelId: id,
  winLevelName: `DIV ${id}`,
  winCount,
  winAmount,
  addWinAmount: 0,
  ...(matches === undefined ? {} : { matches }),
  ...extra,
});
const poolInfo = {
  winPoolId: 100,
  winPoolName: "LOTTO",
  nextJackpot: 1_250_000_000,
  saleMoney: 2_134_567_890,
  salesIncome: 1_067_283_945,
  rolloverAmount: 980_000_050,
  nextDrawTime: "2026-11-25 21:00:00",
  drawMachineId: "RNG2",
};
const detailData = (winLevels: unknown[] | undefined, issue = "2741", winNums: unknown[] = lottoBalls, pool: unknown = poolInfo) => ({
  winNotice: { gameId: 11101, issue, drawTime: "2026-11-21 21:00:00", winNums, ...(winLevels ? { winLevels } : {}) },
  winPoolInfoVo: pool,
  isLatestIssue: true,
});
const detailAnswer = (...args: Parameters<typeof detailData>) => ({ code: 0, msg: "success", data: detailData(...args) });

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

function item(raw: unknown): ListItem {
  const reading = readListItem(raw, "list.0");
  if (reading.kind !== "draw") throw new Error(`not a draw: ${JSON.stringify(reading)}`);
  return reading.item;
}
const list = (items: unknown[]) => parseAnswer(listAnswer(items), listDataSchema, "list page 1").list.map(item);
const detail = (...args: Parameters<typeof detailData>) => {
  const raw = detailAnswer(...args);
  return { data: parseAnswer(raw, detailDataSchema, "detail"), ignored: ignoredDetailFields(raw.data) };
};

function candidate(game: GameId, winLevels: unknown[] | undefined, raw: Record<string, unknown> = lottoItem, date = "2026-11-21") {
  const warnings: string[] = [];
  const notes: string[] = [];
  const listed = list([raw])[0]!;
  const reading = readDetail(game, date, listed, detail(winLevels, String(raw.wagerIssue)), warnings, notes);
  return { draw: officialDrawCandidate(game, listed, date, reading), warnings, notes };
}

describe("the field table", () => {
  const tables: Record<string, Record<string, FieldMapping>> = {
    page: LIST_PAGE_FIELDS,
    list: LIST_ITEM_FIELDS,
    detail: DETAIL_FIELDS,
    winNotice: WIN_NOTICE_FIELDS,
    winPoolInfoVo: WIN_POOL_INFO_FIELDS,
    winLevel: WIN_LEVEL_FIELDS,
  };
  const CONFIDENCES: Confidence[] = ["verified", "seen once", "assumed"];

  it("gives every field we read a confidence and a place in our terms", () => {
    for (const [table, fields] of Object.entries(tables)) {
      for (const [name, mapping] of Object.entries(fields)) {
        expect(CONFIDENCES, `${table}.${name}`).toContain(mapping.confidence);
        expect(mapping.ours.length, `${table}.${name}`).toBeGreaterThan(5);
        if (mapping.required) expect(mapping.confidence, `${table}.${name}`).toBe("verified");
      }
    }
  });

  it("requires only wagerIssue, drawTime, winNumList and winLevels (with the parts that hold them)", () => {
    const required = Object.entries(tables).flatMap(([table, fields]) =>
      Object.entries(fields)
        .filter(([, mapping]) => mapping.required)
        .map(([name]) => `${table}.${name}`),
    );
    expect(required.filter((name) => !name.startsWith("winLevel."))).toEqual([
      "page.list",
      "list.wagerIssue",
      "list.drawTime",
      "list.winNumList",
      "detail.winNotice",
      "winNotice.winLevels",
    ]);
  });

  it("never fails on an optional field, whatever its type", () => {
    for (const [table, fields] of Object.entries(tables)) {
      for (const [name, mapping] of Object.entries(fields)) {
        if (mapping.required) continue;
        for (const value of [undefined, null, "n/a", -1, { a: 1 }, [1, 2], true]) {
          expect(fieldSchema(mapping).safeParse(value).success, `${table}.${name} = ${JSON.stringify(value)}`).toBe(true);
        }
      }
    }
  });

  it("reads exactly the fields of the table (the answers' shapes are built from it)", () => {
    expect(Object.keys(listDataSchema.shape)).toEqual(Object.keys(LIST_PAGE_FIELDS));
    expect(Object.keys(listItemSchema.shape)).toEqual(Object.keys(LIST_ITEM_FIELDS));
    expect(Object.keys(detailDataSchema.shape)).toEqual(["winNotice", "winPoolInfoVo", "isLatestIssue"]);
    expect(Object.keys(detailDataSchema.shape.winNotice.shape)).toEqual(Object.keys(WIN_NOTICE_FIELDS));
    expect(Object.keys(WIN_POOL_INFO_FIELDS).sort()).toEqual([
      "drawMachineId",
      "nextDrawTime",
      "nextJackpot",
      "rolloverAmount",
      "saleMoney",
      "salesIncome",
      "winPoolId",
      "winPoolName",
    ]);
    expect(Object.keys(WIN_LEVEL_FIELDS).sort()).toEqual([
      "addWinAmount",
      "matches",
      "winAmount",
      "winCount",
      "winLevelId",
      "winLevelName",
    ]);
    // sources.md 2c: rollover amount and next draw time are in the detail, not in list items.
    expect(Object.keys(LIST_ITEM_FIELDS)).not.toContain("rolloverAmount");
    expect(Object.keys(LIST_ITEM_FIELDS)).not.toContain("nextDrawTime");
    expect(LIST_ITEM_FIELDS.jackpotAmount.confidence).toBe("assumed");
  });
});

describe("readListItem", () => {
  it("reads wagerIssue as a JSON number or a numeric string", () => {
    expect(item({ ...lottoItem, wagerIssue: 2741 }).wagerIssue).toBe(2741);
    expect(item({ ...lottoItem, wagerIssue: "2741" }).wagerIssue).toBe(2741);
  });

  it.each([
    ["empty", []],
    ["null", null],
    ["absent", undefined],
  ])("an item whose winNumList is %s is a draw not drawn yet, whatever else it holds", (_, winNumList) => {
    const { winNumList: _w, ...rest } = lottoItem;
    const raw = winNumList === undefined ? { ...rest, drawTime: 42 } : { ...rest, winNumList };
    expect(readListItem(raw, "list.0")).toEqual({ kind: "pending", issue: "2741" });
  });

  it("ignores an optional field of an unexpected type, and names it", () => {
    const reading = readListItem({ ...lottoItem, saleMoney: "n/a", isLatestIssue: "yes", nextJackpot: { amount: 1 } }, "list.0");
    expect(reading).toMatchObject({ kind: "draw", item: { wagerIssue: 2741, saleMoney: undefined, nextJackpot: undefined } });
    expect(reading.kind === "draw" && reading.ignored).toEqual([
      'nextJackpot: must be an amount in cents; ignored (got {"amount":1})',
      'saleMoney: must be an amount in cents; ignored (got "n/a")',
      'isLatestIssue: Invalid input; ignored (got "yes")',
    ]);
  });

  it("refuses an item whose required fields are unreadable", () => {
    expect(readListItem({ ...lottoItem, wagerIssue: "twenty" }, "list.3")).toEqual({
      kind: "broken",
      reason: "list.3.wagerIssue: must be a whole number",
    });
    expect(readListItem({ ...lottoItem, winNumList: "4,15,23" }, "list.0")).toMatchObject({ kind: "broken" });
    expect(readListItem("2741", "list.0")).toEqual({ kind: "broken", reason: "list.0: not an object" });
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

describe("a draw in our terms", () => {
  it("takes the numbers from the list and from the detail the drawn order (numSn), rollover amount and next draw time", () => {
    const { draw, warnings, notes } = candidate("lotto", undefined);
    expect(draw).toEqual({
      game: "lotto",
      drawNumber: 2741,
      drawDate: "2026-11-21",
      numbers: [4, 15, 23, 31, 42, 50],
      drawnOrder: [42, 4, 31, 15, 50, 23],
      bonus: 9,
      jackpot: null,
      nextJackpot: 12_500_000,
      rolloverAmount: 9_800_000.5,
      sales: 21_345_678.9,
      rollover: null,
      drawMachine: "RNG2",
      source: "official",
      divisions: [],
    });
    expect(warnings).toEqual([]);
    expect(notes).toEqual([]);
    expect(parseDraw(draw, { divisionTable: "as-sent", now: AFTER_THE_DRAWS })).toMatchObject({
      draw: { drawnOrder: [42, 4, 31, 15, 50, 23] },
    });
  });

  it("the jackpot on offer is the previous draw's next jackpot, unless the item names one", () => {
    const listed = list([lottoItem])[0]!;
    expect(officialDrawCandidate("lotto", listed, "2026-11-21", undefined, 9_500_000)).toMatchObject({ jackpot: 9_500_000 });
    const named = item({ ...lottoItem, jackpotAmount: 1_000_000_000 });
    expect(officialDrawCandidate("lotto", named, "2026-11-21", undefined, 9_500_000)).toMatchObject({ jackpot: 10_000_000 });
  });

  it("without the detail's figures (or its balls' numSn) they stay unknown", () => {
    const balls = lottoBalls.map(({ numSn: _n, ...ball }) => ball);
    const warnings: string[] = [];
    const listed = list([lottoItem])[0]!;
    const reading = readDetail("lotto", "2026-11-21", listed, detail(undefined, "2741", balls, {}), warnings);
    expect(officialDrawCandidate("lotto", listed, "2026-11-21", reading)).toMatchObject({
      drawnOrder: null,
      rolloverAmount: null,
      nextJackpot: 12_500_000,
    });
    expect(warnings).toEqual([]);
  });

  it("ignores the detail's optional fields of an unexpected type, with a warning, and keeps the rest", () => {
    const warnings: string[] = [];
    const listed = list([lottoItem])[0]!;
    const odd = detail(undefined, "2741", lottoBalls, { ...poolInfo, rolloverAmount: "lots", drawMachineId: 2 });
    const reading = readDetail("lotto", "2026-11-21", listed, odd, warnings);
    expect(reading).toMatchObject({ rolloverAmount: null, drawnOrder: [42, 4, 31, 15, 50, 23], nextDrawTime: "2026-11-25T19:00:00.000Z" });
    expect(warnings).toEqual([
      '2026-11-21 (draw 2741): detail winPoolInfoVo.rolloverAmount: must be an amount in cents; ignored (got "lots")',
      "2026-11-21 (draw 2741): detail winPoolInfoVo.drawMachineId: Expected string, received number; ignored (got 2)",
    ]);
  });
});

describe("prize levels in our terms", () => {
  it("takes the match text from the source's label, not from the position in our table: a Plus pool's own table is stored as sent", () => {
    const { draw, warnings } = candidate("lotto-plus-2", lottoFiveMaxLevels, { ...lottoItem, winPoolName: "LOTTO 5 MAX" });
    expect(warnings).toEqual([]);
    expect(draw.divisions.map((d) => d.match)).toEqual(["6", "5+bonus", "5", "4+bonus", "4", "3+bonus", "3", "2"]);
    expect(draw.divisions[6]).toEqual({ division: 7, match: "3", winners: 20_000, payout: 12 });
    expect(draw.rollover).toBe(true);

    const parsed = parseDraw(draw, { divisionTable: "as-sent", now: AFTER_THE_DRAWS });
    expect(parsed).toMatchObject({ draw: { divisions: draw.divisions } });
    expect("warnings" in parsed && parsed.warnings).toEqual([
      "prize table differs from Lotto's (8 levels, Match 3 at level 7, Match 2 at level 8); stored as the source sent it",
    ]);
    // Our own records (CSV import, manual entry) still hold to the era's table.
    expect(parseDraw(draw, { now: AFTER_THE_DRAWS })).toEqual({
      errors: ['division 7 is "2+bonus" on 2026-11-21; got "3"', 'division 8 is "3" on 2026-11-21; got "2"'],
    });
  });

  it("stores a table with fewer levels than the main game's, with a warning", () => {
    const xtra = list([
      {
        ...lottoItem,
        winPoolName: "PowerBall XTRA",
        wagerIssue: 1811,
        drawTime: "2026-11-20 21:00:00",
        winNumList: ["2", "11", "25", "38", "49", "5"],
      },
    ])[0]!;
    const balls = [...["2", "11", "25", "38", "49"].map((winNum) => ({ winNum, winNumFlag: 0 })), { winNum: "5", winNumFlag: 1 }];
    // The feed's own mixed spelling: "MATCH 5 + PowerBall".
    const levels = ["MATCH 5 + PowerBall", "MATCH 5", "MATCH 4 + PowerBall", "MATCH 4", "MATCH 3 + PowerBall", "MATCH 3"].map((label, i) =>
      level(i + 1, label, i, 1_000),
    );
    const warnings: string[] = [];
    const reading = readDetail("powerball-plus", "2026-11-20", xtra, detail(levels, "1811", balls), warnings);
    const draw = officialDrawCandidate("powerball-plus", xtra, "2026-11-20", reading);
    expect(warnings).toEqual([]);
    expect(parseDraw(draw, { divisionTable: "as-sent", now: AFTER_THE_DRAWS })).toMatchObject({
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

  it("a table of placeholders (every level zero or null) is not published yet: no divisions, nor the pool's rollover amount", () => {
    const zeros = ["MATCH 6", "MATCH 5 + BONUS", "MATCH 5"].map((label, i) => level(i + 1, label, 0, 0));
    const nulls = [level(1, "MATCH 6", 0, 0, { winCount: null, winAmount: null }), level(2, "MATCH 5 + BONUS", 0, 0)];
    for (const levels of [zeros, nulls]) {
      const { draw, warnings, notes } = candidate("lotto", levels);
      expect(draw).toMatchObject({ divisions: [], rollover: null, rolloverAmount: null, numbers: [4, 15, 23, 31, 42, 50] });
      expect(warnings).toEqual([]);
      expect(notes).toContain(
        "2026-11-21 (draw 2741): prize table not published yet (every level zero or empty); not stored, asked again on a later run",
      );
    }
    // One level with winners is a real table (a jackpot nobody won is 0 winners, R0).
    expect(candidate("lotto", [level(1, "MATCH 6", 0, 0), level(2, "MATCH 5 + BONUS", 1, 100)]).draw.divisions).toHaveLength(2);
  });

  it("a Plus pool's detail whose balls disagree with its list item: a warning, nothing of that detail stored", () => {
    const plus = list([{ ...lottoItem, winPoolName: "LOTTO PLUS 1" }])[0]!;
    const mainBalls = [...["1", "2", "3", "4", "5", "6"].map((winNum) => ({ winNum, winNumFlag: 0 })), { winNum: "7", winNumFlag: 1 }];
    const warnings: string[] = [];
    const reading = readDetail("lotto-plus-1", "2026-11-21", plus, detail(lottoFiveMaxLevels, "2741", mainBalls), warnings);
    expect(officialDrawCandidate("lotto-plus-1", plus, "2026-11-21", reading)).toMatchObject({
      numbers: [4, 15, 23, 31, 42, 50],
      divisions: [],
      rolloverAmount: null,
      drawnOrder: null,
    });
    expect(warnings).toEqual([
      "2026-11-21 (draw 2741): the detail's numbers disagree with the draw list; its prize divisions and figures not stored",
    ]);
    // The main game's detail that disagrees is a wrong answer: refused.
    expect(() => readDetail("lotto", "2026-11-21", plus, detail(lottoFiveMaxLevels, "2741", mainBalls), [])).toThrow(
      /draw 2741 detail: its numbers disagree with the draw list/,
    );
  });

  it("leaves the divisions out, with a warning, when neither a label nor our table names a level", () => {
    const { draw, warnings } = candidate("lotto", [level(9, undefined, 1, 100)], lottoItem, "2026-01-10");
    expect(draw).toMatchObject({ divisions: [], rollover: null });
    expect(warnings).toEqual([
      "2026-01-10 (draw 2741): prize divisions not stored (level 9 has no match label we can read, and our Lotto table of that date does not name it)",
    ]);
    // With labels the divisions of that era are stored: the label needs no table.
    expect(candidate("lotto", [level(1, "MATCH 6", 1, 100)], lottoItem, "2026-01-10").draw).toMatchObject({
      divisions: [{ division: 1, match: "6" }],
    });
  });

  it("a label that is no prize of the game, or a division twice, is broken input: the draw is refused", () => {
    const wrongFamily = candidate("lotto", [level(1, "MATCH 6", 0, 0), level(2, "MATCH 5 + POWERBALL", 1, 100)]).draw;
    expect(parseDraw(wrongFamily, { divisionTable: "as-sent", now: AFTER_THE_DRAWS })).toEqual({
      errors: [expect.stringMatching(/^division 2: "5\+powerball" is not a Lotto prize/)],
    });
    const twice = candidate("lotto", [level(1, "MATCH 6", 0, 0), level(1, "MATCH 5", 1, 100)]).draw;
    expect(parseDraw(twice, { divisionTable: "as-sent", now: AFTER_THE_DRAWS })).toEqual({ errors: ["division 1 appears twice"] });
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

  const http = (fetch: typeof globalThis.fetch) => ({ fetch, timeoutMs: 1000, retries: 0, backoffMs: 1 });

  it("surfaces the next draw time of the detail (winPoolInfoVo), and nothing when it does not say", async () => {
    const older = { ...lottoItem, wagerIssue: "2740", drawTime: "2026-11-18 21:00:00", isLatestIssue: false };
    const withTime = scriptedFetch([listAnswer([lottoItem, older]), detailAnswer(undefined)]);
    const batch = await officialSource("https://api.test", http(withTime.fetch)).fetchRecent("lotto", {
      ...context,
      held: async () => new Map([["2026-11-18", { divisions: true, sources: ["official"] }]]),
    });
    // Zone-less: SA time, 21:00 SAST = 19:00 UTC.
    expect(batch.nextDrawTime).toBe("2026-11-25T19:00:00.000Z");

    const { nextDrawTime: _n, ...withoutTime } = poolInfo;
    const none = scriptedFetch([listAnswer([lottoItem]), detailAnswer(undefined, "2741", lottoBalls, withoutTime)]);
    expect((await officialSource("https://api.test", http(none.fetch)).fetchRecent("lotto", context)).nextDrawTime).toBeUndefined();
  });

  it("skips a draw listed before it is drawn, with a note, and never takes it as the latest", async () => {
    const pending = { ...lottoItem, wagerIssue: 2742, drawTime: "2026-11-25 21:00:00", winNumList: [], isLatestIssue: true };
    const { calls, fetch } = scriptedFetch([listAnswer([pending, { ...lottoItem, isLatestIssue: false }]), detailAnswer(undefined)]);
    const batch = await officialSource("https://api.test", http(fetch)).fetchRecent("lotto", context);
    expect(batch.draws).toMatchObject([{ drawNumber: 2741, drawDate: "2026-11-21" }]);
    expect(batch.notes).toContain("list page 1: draw 2742 is listed without numbers (not drawn yet); skipped");
    expect(calls).toHaveLength(2); // no detail asked for the pending draw

    // A list of nothing but a pending draw is no failure: nothing to store yet.
    const only = scriptedFetch([listAnswer([pending])]);
    expect(await officialSource("https://api.test", http(only.fetch)).fetchRecent("lotto", context)).toMatchObject({ draws: [] });
  });

  it("skips the items of other pools when the list answers every pool of the game", async () => {
    const plus = { ...lottoItem, winPoolId: 101, winPoolName: "LOTTO PLUS 1", winNumList: ["1", "2", "3", "4", "5", "6", "7"] };
    const { fetch } = scriptedFetch([listAnswer([{ ...lottoItem, winPoolId: 100 }, plus]), detailAnswer(undefined)]);
    const batch = await officialSource("https://api.test", http(fetch)).fetchRecent("lotto", context);
    expect(batch.draws).toMatchObject([{ drawNumber: 2741, numbers: [4, 15, 23, 31, 42, 50] }]);
    expect(batch.notes).toContain("list page 1: 1 item(s) of other pools skipped");
  });
});
