/**
 * The statistics module against fixtures small enough to count by hand: a 3-from-6 game, four draws.
 * Every expected figure below was worked out on paper (the working is in the comments).
 */
import { describe, expect, it } from "vitest";
import { jackpotGeometry } from "~/components/statistics/JackpotChart";
import { subpaths } from "./svg-path";
import { fillTokens, tokenValues } from "~/loaders/content-tokens.server";
import type { SiteFacts } from "~/models/site-facts.server";
import { currentEra, type Era } from "~/rules/games";
import {
  bonusBallFigures,
  coldest,
  combinationExpected,
  drawnBalls,
  hottest,
  mainBallFigures,
  mostOverdue,
  splitTable,
  sumDistribution,
  topCombinations,
  type StatDraw,
} from "~/statistics/figures";
import { recordTokenValues } from "~/statistics/record-tokens";
import { formatDay } from "~/words/dates";
import { gameRecords, jackpotRuns, jackpotYears, wonJackpotFigure, type HistoryDraw } from "~/statistics/records";
import { parseStatisticsSort, parseStatisticsWindow, STATISTICS_API_KEY, STATISTICS_PAGE_KEY } from "~/statistics/window-query";
import { statisticsHref } from "~/statistics/windows";

const ERA: Era = {
  from: "2026-06-01",
  to: null,
  mainCount: 3,
  mainMax: 6,
  bonusMax: 6,
  bonusFromMainDrum: false,
  divisions: null,
  drawDays: [3, 6],
  drawTime: "21:00",
};

// Newest first, as the queries return them.
const DRAWS: StatDraw[] = [
  { date: "2026-06-10", drawNumber: 4, numbers: [1, 2, 3], bonus: 4 },
  { date: "2026-06-06", drawNumber: 3, numbers: [5, 1, 4], bonus: 2 },
  { date: "2026-06-03", drawNumber: 2, numbers: [2, 3, 6], bonus: 1 },
  { date: "2026-06-01", drawNumber: 1, numbers: [1, 2, 6], bonus: 3 },
];

describe("ball figures", () => {
  it("counts each ball over the window and finds its last draw over all the draws given", () => {
    // Window 3 (the newest three draws): 1 → D1 D2, 2 → D1 D3, 3 → D1 D3, 4 → D2, 5 → D2, 6 → D3.
    const figures = mainBallFigures(DRAWS, ERA, 3, "2026-06-20");
    expect(figures.map((f) => [f.number, f.drawn])).toEqual([
      [1, 2],
      [2, 2],
      [3, 2],
      [4, 1],
      [5, 1],
      [6, 1],
    ]);
    // Expected: 3 draws × 3/6 = 1.5 for every ball; share: drawn / 3.
    expect(figures.every((f) => f.expected === 1.5)).toBe(true);
    expect(figures[0]).toMatchObject({
      share: 2 / 3,
      difference: 0.5,
      drawsSince: 0,
      lastDrawn: { date: "2026-06-10", drawNumber: 4 },
      daysSince: 10,
    });
    expect(figures[5]).toMatchObject({ drawn: 1, drawsSince: 2, lastDrawn: { date: "2026-06-03", drawNumber: 2 }, daysSince: 17 });
  });

  it("counts the whole era when the window is null, with the difference in standard deviations", () => {
    // Four draws: 1 → 3, 2 → 3, 3 → 2, 4 → 1, 5 → 1, 6 → 2. Expected 4 × 1/2 = 2; sd = √(4 × ½ × ½) = 1.
    const figures = mainBallFigures(DRAWS, ERA, null);
    expect(figures.map((f) => f.drawn)).toEqual([3, 3, 2, 1, 1, 2]);
    expect(figures.map((f) => f.sigmas)).toEqual([1, 1, 0, -1, -1, 0]);
    expect(figures.every((f) => f.daysSince === null)).toBe(true);
  });

  it("counts the bonus ball apart, 1 in bonusMax", () => {
    const bonus = bonusBallFigures(DRAWS, ERA, null)!;
    expect(bonus.map((f) => f.drawn)).toEqual([1, 1, 1, 1, 0, 0]);
    expect(bonus[0]!.expected).toBeCloseTo(4 / 6);
    expect(bonusBallFigures(DRAWS, { ...ERA, bonusMax: null }, null)).toBeNull();
  });

  it("never counts a ball outside the era's range (Lotto's 53-58 in the 1-52 era)", () => {
    const lotto = currentEra("lotto");
    expect(lotto.mainMax).toBe(52);
    const draws: StatDraw[] = [
      { date: "2026-06-03", drawNumber: null, numbers: [1, 2, 3, 4, 5, 52], bonus: 7 },
      // A draw that cannot belong to the era (balls of the 1-58 game): none of its high balls may surface.
      { date: "2026-06-01", drawNumber: null, numbers: [53, 54, 55, 56, 57, 58], bonus: 58 },
    ];
    const main = mainBallFigures(draws, lotto, null);
    const bonus = bonusBallFigures(draws, lotto, null)!;
    expect(main).toHaveLength(52);
    expect(bonus).toHaveLength(52);
    expect([...main, ...bonus].every((f) => f.number >= 1 && f.number <= 52)).toBe(true);
    expect(drawnBalls(main).map((b) => b.number)).toEqual([1, 2, 3, 4, 5, 52]);
    expect(
      topCombinations(draws, lotto, 2, 100)
        .flatMap((c) => c.numbers)
        .some((n) => n > 52),
    ).toBe(false);
  });

  it("orders hot, cold and overdue, and the hot-number API's list", () => {
    const figures = mainBallFigures(DRAWS, ERA, 3);
    // Hot: most drawn, ties by the most recent (all of 1, 2, 3 were in the newest draw), then by number.
    expect(hottest(figures).map((f) => f.number)).toEqual([1, 2, 3, 4, 5, 6]);
    // Cold: least drawn, ties by the longest absence: 6 (2 draws ago) before 4 and 5 (1 draw ago).
    expect(coldest(figures).map((f) => f.number)).toEqual([6, 4, 5, 1, 2, 3]);
    expect(mostOverdue(figures).map((f) => f.number)).toEqual([6, 4, 5, 1, 2, 3]);
    expect(drawnBalls(figures)).toEqual([
      { number: 1, frequency: 2 },
      { number: 2, frequency: 2 },
      { number: 3, frequency: 2 },
      { number: 4, frequency: 1 },
      { number: 5, frequency: 1 },
      { number: 6, frequency: 1 },
    ]);
  });
});

describe("patterns", () => {
  it("finds the pairs and triples drawn together more than once", () => {
    // Pairs over the four draws: 1-2 (D1, D4), 2-3 (D1, D3), 2-6 (D3, D4); every other pair once.
    expect(topCombinations(DRAWS, ERA, 2, 10)).toEqual([
      { numbers: [1, 2], drawn: 2 },
      { numbers: [2, 3], drawn: 2 },
      { numbers: [2, 6], drawn: 2 },
    ]);
    expect(topCombinations(DRAWS, ERA, 3, 10)).toEqual([]);
    // A given pair: 4 draws × C(3,2)/C(6,2) = 4 × 3/15 = 0.8.
    expect(combinationExpected(4, ERA, 2)).toBeCloseTo(0.8);
    expect(combinationExpected(4, ERA, 3)).toBeCloseTo(4 / 20);
  });

  it("splits odd and even against the hypergeometric chance", () => {
    // Odd balls: D1 2 (1, 3), D2 2 (1, 5), D3 1 (3), D4 1 (1). Chance with 3 odd of 6, 3 drawn:
    // P(0) = 1/20, P(1) = 9/20, P(2) = 9/20, P(3) = 1/20; × 4 draws.
    expect(splitTable(DRAWS, ERA, (n) => n % 2 === 1)).toEqual([
      { inGroup: 0, observed: 0, expected: 0.2 },
      { inGroup: 1, observed: 2, expected: 1.8 },
      { inGroup: 2, observed: 2, expected: 1.8 },
      { inGroup: 3, observed: 0, expected: 0.2 },
    ]);
  });

  it("bins the sums against their exact distribution", () => {
    // Sums: 6, 10, 11, 9. The 20 boards of 3 from 6 add up to 6 (1 board), 7-11 (12 boards), 12-15 (7).
    const sums = sumDistribution(DRAWS, ERA);
    expect(sums.bins.map((b) => [b.from, b.to, b.observed])).toEqual([
      [6, 6, 1],
      [7, 11, 3],
      [12, 15, 0],
    ]);
    expect(sums.bins.map((b) => b.expected)).toEqual([0.2, 2.4, 1.4]);
    expect(sums).toMatchObject({ mean: 9, expectedMean: 10.5, min: 6, max: 15 });
  });

  it("gives Lotto's sum distribution a total of one board per draw", () => {
    const sums = sumDistribution(DRAWS.slice(0, 0), currentEra("lotto"));
    expect(sums.mean).toBeNull();
    expect(sums.bins[0]!.from).toBe(21);
    expect(sums.bins.at(-1)!.to).toBe(297);
    const one = sumDistribution([{ date: "2026-06-03", drawNumber: null, numbers: [1, 2, 3, 4, 5, 6], bonus: null }], currentEra("lotto"));
    expect(one.bins.reduce((total, bin) => total + bin.expected, 0)).toBeCloseTo(1, 10);
  });
});

describe("records", () => {
  const h = (
    date: string,
    jackpot: number | null,
    rollover: boolean | null,
    jackpotWinners: number | null = null,
    drawNumber: number | null = null,
    jackpotEach: number | null = null,
  ): HistoryDraw => ({ date, drawNumber, jackpot, rollover, jackpotWinners, jackpotEach });
  // Oldest first. Runs of rollovers: a-b (2), d-e-f (3: e has no figure but did roll), g alone (a gap of
  // more than 14 days before it ends the d-f run).
  const HISTORY = [
    h("2020-01-01", 10, true, 0, 100),
    h("2020-01-04", 20, true),
    h("2020-01-08", 30, false, 2, 102),
    h("2020-01-11", 5, true),
    h("2020-01-15", null, true),
    h("2020-01-18", 9, true),
    h("2020-02-20", 12, true),
    h("2020-02-22", 15, false, 1),
  ];
  const PAYOUTS = [
    { match: "5", division: 3, payout: 1000, winners: 3, date: "2020-01-08", drawNumber: 102 },
    { match: "6", division: 1, payout: 15, winners: 1, date: "2020-02-22", drawNumber: null },
  ];

  it("dates each record and says which draws it covers", () => {
    const records = gameRecords(HISTORY, PAYOUTS);
    expect(records.biggestJackpotWon).toEqual({ date: "2020-01-08", drawNumber: 102, amount: 30, figure: "advertised", winners: 2 });
    expect(records.mostJackpotWinners).toEqual({ date: "2020-01-08", drawNumber: 102, winners: 2, ties: [] });
    expect(records.longestRolloverRun).toEqual({
      draws: 3,
      first: { date: "2020-01-11", drawNumber: null },
      last: { date: "2020-01-18", drawNumber: null },
      wonIn: null,
      ties: [],
    });
    expect(records.held).toEqual({ draws: 8, first: "2020-01-01", last: "2020-02-22" });
    expect(records.jackpots).toEqual({ draws: 7, first: "2020-01-01", last: "2020-02-22" });
    expect(records.divisions).toEqual({ draws: 3, first: "2020-01-01", last: "2020-02-22" });
    // In division order.
    expect(records.biggestPayouts.map((p) => p.match)).toEqual(["6", "5"]);
  });

  it("ranks a won jackpot by what was paid where its divisions are held, else by the advertised figure", () => {
    // Daily Lotto's shape (issue 43): R 400,000 advertised but shared by 2 (R 331,701.20 paid), R 447,746.70
    // paid to one winner with no advertised figure, R 350,000 advertised and won with no divisions held.
    const shared = h("2025-11-01", 400_000, false, 2, 1, 165_850.6);
    const single = h("2025-12-04", null, null, 1, 2, 447_746.7);
    const undivided = h("2025-12-10", 350_000, false, null, 3);
    expect(gameRecords([shared, single, undivided], []).biggestJackpotWon).toEqual({
      date: "2025-12-04",
      drawNumber: 2,
      amount: 447_746.7,
      figure: "paid",
      winners: 1,
    });
    expect(gameRecords([shared, undivided], []).biggestJackpotWon).toMatchObject({
      date: "2025-12-10",
      amount: 350_000,
      figure: "advertised",
    });
    expect(wonJackpotFigure(400_000, 2, 165_850.6)).toEqual({ amount: 331_701.2, figure: "paid" });
    expect(wonJackpotFigure(400_000, 0, 0)).toEqual({ amount: 400_000, figure: "advertised" });
    expect(wonJackpotFigure(null, null, null)).toBeNull();
  });

  it("names every run as long as the longest, and every draw with as many winners as the most (ties)", () => {
    const day = (i: number) => new Date(Date.UTC(2021, 0, 2 + 3 * i)).toISOString().slice(0, 10);
    // w r r w r r w r r r: runs of 2, 2 and 3; then w r r r w: a second run of 3. Winners 2, 2 and 2.
    const pattern = "wrrwrrwrrrwrrrw";
    const history: HistoryDraw[] = [...pattern].map((c, i) => ({
      date: day(i),
      drawNumber: i + 1,
      jackpot: 10,
      rollover: c === "r",
      jackpotWinners: c === "r" ? 0 : 2,
      jackpotEach: null,
    }));
    const records = gameRecords(history, []);
    expect(records.longestRolloverRun).toMatchObject({
      draws: 3,
      first: { drawNumber: 8 },
      last: { drawNumber: 10 },
      ties: [{ first: { drawNumber: 12 }, last: { drawNumber: 14 } }],
    });
    expect(records.mostJackpotWinners).toMatchObject({ drawNumber: 1, winners: 2 });
    expect(records.mostJackpotWinners!.ties.map((t) => t.drawNumber)).toEqual([4, 7, 11, 15]);
    // A tie that grows longer becomes the record, and the ties before it go.
    const longer = gameRecords([...history.slice(0, 14), { ...history[13]!, date: day(14), drawNumber: 15 }], []);
    expect(longer.longestRolloverRun).toMatchObject({ draws: 4, first: { drawNumber: 12 }, ties: [] });
    const values = recordTokenValues({ records: { powerball: records } });
    expect(values["stats.powerball.longestRolloverRun"]).toBe(
      `3 draws in a row, from <a href="/results/powerball/${day(7)}">${formatDay(day(7))}</a> to <a href="/results/powerball/${day(9)}">${formatDay(day(9))}</a>` +
        ` (and 1 more run as long: from <a href="/results/powerball/${day(11)}">${formatDay(day(11))}</a> to <a href="/results/powerball/${day(13)}">${formatDay(day(13))}</a>)`,
    );
    expect(values["stats.powerball.mostJackpotWinners"]).toMatch(/^2 winners on .+ \(and 4 more draws with as many: .+\)$/);
  });

  it("names the draw that ended the longest run when it was won", () => {
    const records = gameRecords(HISTORY.slice(0, 3), []);
    expect(records.longestRolloverRun).toMatchObject({ draws: 2, wonIn: { date: "2020-01-08", drawNumber: 102 } });
  });

  it("draws the jackpot line in runs: a draw without a figure or a gap in our records is a gap", () => {
    expect(jackpotRuns(HISTORY).map((run) => run.map((p) => p.amount))).toEqual([[10, 20, 30, 5], [9], [12, 15]]);
    expect(jackpotYears(HISTORY)).toEqual([
      { year: 2020, draws: 8, withFigure: 7, highest: { date: "2020-01-08", amount: 30 }, lowest: { date: "2020-01-11", amount: 5 } },
    ]);
  });
});

describe("the window and sort of a statistics page", () => {
  const q = (query: string) => new URLSearchParams(query);

  it("accepts 10, 25, 50, 100 and era; defaults to 50; explains anything else", () => {
    expect(parseStatisticsWindow(q(""))).toEqual({ ok: true, value: "50" });
    for (const value of ["10", "25", "50", "100", "era"]) expect(parseStatisticsWindow(q(`window=${value}`))).toEqual({ ok: true, value });
    for (const value of ["7", "0", "1e1", "ERA", "", " 10"]) {
      expect(parseStatisticsWindow(q(`window=${encodeURIComponent(value)}`))).toEqual({
        ok: false,
        error: "window must be one of 10, 25, 50, 100 (the last N draws) or era (the whole current era).",
      });
    }
    expect(parseStatisticsWindow(q("window=10&window=25"))).toEqual({ ok: false, error: "Give window once, not 2 times." });
    expect(parseStatisticsSort(q("sort=drawn"))).toEqual({ ok: true, value: "drawn" });
    expect(parseStatisticsSort(q("sort=x")).ok).toBe(false);
  });

  it("spells each view's link with the defaults left out, and keys the cache by the same parsers", () => {
    expect(statisticsHref("lotto", "50")).toBe("/statistics/lotto");
    expect(statisticsHref("powerball", "era", "drawn")).toBe("/statistics/powerball?window=era&sort=drawn");
    const rule = STATISTICS_PAGE_KEY;
    expect(rule.names).toEqual(["window", "sort"]);
    expect(rule.accepts(q("window=25&sort=last"))).toBe(true);
    expect(rule.accepts(q("window=26"))).toBe(false);
    expect(STATISTICS_API_KEY.names).toEqual(["window"]);
  });
});

describe("record tokens", () => {
  const history: HistoryDraw[] = [
    { date: "2018-01-24", drawNumber: 1782, jackpot: 100_000_000, rollover: true, jackpotWinners: 0, jackpotEach: null },
    { date: "2018-01-27", drawNumber: 1783, jackpot: 110_000_000, rollover: false, jackpotWinners: 4, jackpotEach: null },
  ];
  const records = { lotto: gameRecords(history, []) };

  it("states the records the data shows, each linking to its draw", () => {
    const values = recordTokenValues({ records });
    expect(values["stats.lotto.biggestJackpotWon"]).toBe('R 110,000,000, won on <a href="/results/lotto/2018-01-27">Sat 27 Jan 2018</a>');
    expect(values["stats.lotto.longestRolloverRun"]).toBe(
      '1 draw in a row, from <a href="/results/lotto/2018-01-24">Wed 24 Jan 2018</a> to <a href="/results/lotto/2018-01-24">Wed 24 Jan 2018</a>',
    );
    expect(values["stats.lotto.mostJackpotWinners"]).toBe('4 winners on <a href="/results/lotto/2018-01-27">Sat 27 Jan 2018</a>');
    expect(values["stats.powerball.biggestJackpotWon"]).toBeUndefined();
  });

  it("are filled by the content tokens when the records were loaded, and absent otherwise", () => {
    const env = { SITE_NAME: "Test Site", CONTACT_EMAIL: "hello@example.test" };
    const facts: SiteFacts = {
      lotto: { drawCount: 2, firstDate: "2018-01-24" },
      powerball: { drawCount: 0, firstDate: null },
      "daily-lotto": { drawCount: 0, firstDate: null },
    };
    expect(fillTokens("<p>{{stats.lotto.biggestJackpotWon}}</p>", tokenValues(env, { ...facts, records } as SiteFacts))).toContain(
      "R 110,000,000, won on",
    );
    expect(() => fillTokens("<p>{{stats.lotto.biggestJackpotWon}}</p>", tokenValues(env, facts))).toThrow(/Unknown content token/);
  });
});

describe("the jackpot chart", () => {
  it("draws one line per run and a dot for a lone figure: a gap is never drawn down to zero", () => {
    const runs = [
      [
        { date: "2020-01-01", amount: 10 },
        { date: "2020-01-04", amount: 20 },
      ],
      [{ date: "2020-03-01", amount: 5 }],
      [
        { date: "2020-06-01", amount: 20 },
        { date: "2020-06-04", amount: 15 },
      ],
    ];
    const geometry = jackpotGeometry(runs, "2020-01-01", "2020-06-04");
    const lines = subpaths(geometry.line);
    expect(lines.map((line) => line.length)).toEqual([2, 2]);
    expect(subpaths(geometry.dots)).toHaveLength(1);
    // The top of the scale is the highest figure; no point sits on the zero line.
    const ys = lines.flat().map((point) => point.y);
    const zero = geometry.yTicks.find((t) => t.label === "R 0")!.y;
    expect(Math.min(...ys)).toBe(geometry.yTicks.find((t) => t.label === "R 20")!.y);
    expect(ys.every((y) => y < zero)).toBe(true);
  });
});
