/**
 * The jackpot and ball figures the articles read live (app/statistics/content-figures.ts) and the token
 * text they become (record-tokens.ts): runs broken by gaps and unknown outcomes are left out, the
 * roll-down compares the right nights, the spread test accepts a fair drum and refuses a loaded one.
 */
import { describe, expect, it } from "vitest";
import { ballSpread, chiSquareCritical95, rollDown, rolloverRuns, type DivisionPayout } from "~/statistics/content-figures";
import type { HistoryDraw } from "~/statistics/records";
import { recordTokenValues } from "~/statistics/record-tokens";
import { fillTokens, tokenValues, usesRecords } from "~/loaders/content-tokens.server";
import { gameRecords } from "~/statistics/records";

/** A draw every 3 or 4 days from 2026-01-01: `outcome` "r" rolled over, "w" won (one winner), "?" unknown. */
function history(outcomes: string, start = Date.UTC(2026, 0, 1)): HistoryDraw[] {
  return [...outcomes].map((o, i) => ({
    date: new Date(start + i * 3.5 * 86_400_000).toISOString().slice(0, 10),
    drawNumber: i + 1,
    jackpot: 1_000_000 * (i + 1),
    rollover: o === "r" ? true : o === "w" ? false : null,
    jackpotWinners: o === "w" ? 1 : o === "r" ? 0 : null,
    jackpotEach: null,
  }));
}

describe("rollover runs", () => {
  it("count the rollovers between two wins, and leave out a run whose start we never saw", () => {
    // The first win has no known start; then runs of 2, 0 and 4.
    const runs = rolloverRuns(history("rrwrrwwrrrrw"))!;
    expect(runs).toEqual({ wins: 3, median: 2, firstDraw: 1, long: 0 });
  });

  it("leave out a run that crosses an unknown outcome or a gap in our records", () => {
    expect(rolloverRuns(history("wr?rw"))).toBeNull();
    const before = history("wrr");
    const after = history("rw", Date.UTC(2026, 5, 1)); // months later: a gap
    expect(rolloverRuns([...before, ...after])).toBeNull();
  });

  it("count a run of ten or more as long", () => {
    expect(rolloverRuns(history(`w${"r".repeat(12)}w`))).toMatchObject({ wins: 1, median: 12, long: 1 });
  });
});

describe("the Daily Lotto roll-down", () => {
  it("compares Match 4, 3 and 2 on nights the jackpot was not won with nights it was", () => {
    const draws = history("wrwrw").map((d) => ({ ...d, rollover: null }));
    const payouts: DivisionPayout[] = draws.flatMap((d, i) => [
      { date: d.date, match: "4", payout: i % 2 ? 1_700 : 350 },
      { date: d.date, match: "3", payout: i % 2 ? 18.4 : 17.8 },
      { date: d.date, match: "2", payout: 4.9 },
    ]);
    expect(rollDown(draws, payouts)).toEqual({
      draws: 5,
      unwon: 2,
      medianUnwon: 1_700,
      medianWon: 350,
      lower: [
        { match: "3", medianUnwon: 18.4, medianWon: 17.8 },
        { match: "2", medianUnwon: 4.9, medianWon: 4.9 },
      ],
    });
  });

  it("says nothing without nights of both kinds", () => {
    const draws = history("ww");
    expect(rollDown(draws, [{ date: draws[0]!.date, match: "4", payout: 350 }])).toBeNull();
  });
});

describe("the spread of the balls", () => {
  it("has the tables' 5% point of chi-square", () => {
    // Tables: 65.17 for 48 degrees of freedom, 68.67 for 51.
    expect(chiSquareCritical95(48)).toBeCloseTo(65.17, 1);
    expect(chiSquareCritical95(51)).toBeCloseTo(68.67, 1);
  });

  it("accepts an even spread and refuses a drum that favours a few balls", () => {
    // 52 balls in turn, six a draw: every ball drawn equally often.
    const even = Array.from({ length: 520 }, (_, i) => Array.from({ length: 6 }, (_, j) => ((i * 6 + j) % 52) + 1));
    const fair = ballSpread(even, 52, 6)!;
    expect(fair.chiSquare).toBeCloseTo(0, 5);
    expect(fair.expected).toBeCloseTo(60, 5);
    // Balls 1-6 in every fifth draw: far more than chance allows.
    const loaded = even.map((draw, i) => (i % 5 === 0 ? [1, 2, 3, 4, 5, 6] : draw));
    const spread = ballSpread(loaded, 52, 6)!;
    expect(spread.chiSquare).toBeGreaterThan(spread.critical);
    // Balls 1-6 tie as the most drawn: every one of them is named.
    expect(spread.most.balls).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe("the tokens", () => {
  const env = { SITE_NAME: "SA Lotto Results", CONTACT_EMAIL: "hello@example.com" };
  const noDraws = { drawCount: 0, firstDate: null };
  const facts = { lotto: noDraws, powerball: noDraws, "daily-lotto": noDraws };

  it("fill from the figures", () => {
    const draws = history("wrrw");
    const values = recordTokenValues({
      records: { lotto: gameRecords(draws, []) },
      figures: {
        rolloverRuns: { lotto: rolloverRuns(draws), powerball: rolloverRuns(history("wrw")) },
        dailyLottoRollDown: {
          draws: 58,
          unwon: 8,
          medianUnwon: 1708.7,
          medianWon: 353.25,
          lower: [
            { match: "3", medianUnwon: 18.35, medianWon: 17.85 },
            { match: "2", medianUnwon: 4.9, medianWon: 4.85 },
          ],
        },
        lottoSpread: { from: "2026-06-01", spread: null },
      },
    });
    expect(values["stats.lotto.rolloverRuns"]).toBe(
      "of the 1 jackpots won whose run since the previous win we can follow draw by draw, the jackpot had rolled over a median of 2 times before it was won; 0 were won at the first draw of a fresh jackpot, and 0 only after 10 rollovers or more",
    );
    expect(values["stats.powerball.rolloverRuns"]).toContain("a median of once before it was won");
    expect(values["stats.dailyLotto.rollDown"]).toBe(
      "in the 58 Daily Lotto draws whose prize tables we hold, nobody matched all five in 8. On those nights one Match 4 winner was paid a median of R 1,708.70, against R 353.25 on the nights the jackpot was won, while Match 3 was paid R 18.35 against R 17.85 and Match 2 was paid R 4.90 against R 4.85: the unwon jackpot went to the Match 4 winners alone",
    );
    expect(values["stats.lotto.ballSpread"]).toContain("too few Lotto draws under the rules in force since Mon 1 Jun 2026");
  });

  it("state the spread test and its verdict once there are enough draws", () => {
    const draws = Array.from({ length: 60 }, (_, i) => Array.from({ length: 6 }, (_, j) => ((i * 6 + j) % 52) + 1));
    const text = (spread: ReturnType<typeof ballSpread>) =>
      recordTokenValues({ records: {}, figures: { rolloverRuns: {}, lottoSpread: { from: "2026-06-01", spread } } })[
        "stats.lotto.ballSpread"
      ];
    expect(text(ballSpread(draws, 52, 6))).toMatch(
      /^over the 60 Lotto draws since Mon 1 Jun 2026, each ball was expected 6\.9 times\. The most drawn, [\d, and]+, came up 7 times each and the least drawn, [\d, and]+, came up 6 times each\. The chi-square figure of the spread is \d+\.\d; chance alone gives more than 68\.7 one time in twenty, so this spread is within what chance produces$/,
    );
    const loaded = draws.map((draw, i) => (i % 2 ? [1, 2, 3, 4, 5, 6] : draw));
    expect(text(ballSpread(loaded, 52, 6))).toContain("so this spread is wider than chance usually produces");
  });

  it("say so where the records hold nothing, and exist wherever the records were read", () => {
    const values = tokenValues(env, { ...facts, records: { lotto: gameRecords([], []) } } as never);
    expect(values["stats.powerball.rolloverRuns"]).toBe("not yet in our records");
    expect(values["stats.dailyLotto.rollDown"]).toBe("not yet in our records");
  });

  it("make the loader read the records", () => {
    expect(usesRecords("<p>{{stats.dailyLotto.rollDown}}</p>")).toBe(true);
    expect(usesRecords("<p>{{stats.lotto.ballSpread}}</p>")).toBe(true);
    expect(usesRecords("<p>{{stats.lotto.drawCount}}</p>")).toBe(false);
    const values = tokenValues(env, { ...facts, records: {} } as never);
    expect(fillTokens("<p>{{stats.lotto.rolloverRuns}}</p>", values)).toBe("<p>not yet in our records</p>");
  });
});
