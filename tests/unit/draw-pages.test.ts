/**
 * The pure parts of the draw pages: odds of a division from its match code and the era, the prize
 * table's totals, the words for dates and time left, the URLs, and the paths a purge drops.
 */
import { describe, expect, it } from "vitest";
import { formatDay } from "~/words/dates";
import { countdownText } from "~/rules/draw-text";
import { divisionOdds, oddsText, parseMatchCode } from "~/rules/division-odds";
import { drawPath, parseWhen, resultsTrail } from "~/site/draw-paths";
import { combinations, divisionProbability, eraOn } from "~/rules/games";
import { prizeTable } from "~/views/prize-table";

const odds = (game: Parameters<typeof eraOn>[0], date: string, code: string, table: string[]) => {
  const p = divisionOdds(eraOn(game, date), code, table);
  return p === null ? null : oddsText(p);
};
const LOTTO_TABLE = ["6", "5+bonus", "5", "4+bonus", "4", "3+bonus", "2+bonus", "3"];

describe("the odds of a division", () => {
  it("match the era's rules: jackpots and the era's own table", () => {
    expect(odds("lotto", "2026-11-14", "6", LOTTO_TABLE)).toBe("20,358,520");
    expect(odds("lotto", "2010-01-02", "6", LOTTO_TABLE)).toBe("13,983,816"); // 6 from 1-49
    expect(odds("powerball", "2026-11-17", "5+powerball", [])).toBe("33,900,160");
    expect(odds("powerball", "2020-01-03", "5+powerball", [])).toBe("42,375,200");
    expect(odds("daily-lotto", "2026-11-17", "5", [])).toBe("376,992");
    // Every division of an era's table, as the rules module counts it.
    const era = eraOn("lotto", "2026-11-14")!;
    for (const rule of era.divisions!) {
      const code = rule.bonus ? `${rule.main}+bonus` : String(rule.main);
      expect(divisionOdds(era, code, LOTTO_TABLE)).toBeCloseTo(divisionProbability(era, rule), 15);
    }
    expect(1 / divisionOdds(era, "6", LOTTO_TABLE)!).toBeCloseTo(combinations(era), 0);
  });

  it("count the bonus either way for 'k' when the table has no 'k + bonus' prize", () => {
    const era = eraOn("lotto-plus-2", "2025-11-29")!;
    const withBonus = divisionProbability(era, { division: 0, main: 2, bonus: true });
    const without = divisionProbability(era, { division: 0, main: 2, bonus: false });
    expect(divisionOdds(era, "2", ["6", "2"])).toBeCloseTo(withBonus + without, 15);
    expect(divisionOdds(era, "2", ["6", "2", "2+bonus"])).toBeCloseTo(without, 15);
  });

  it("are unknown for a code that cannot be a prize of the era", () => {
    expect(odds("daily-lotto", "2026-11-17", "4+bonus", [])).toBeNull(); // no bonus ball
    expect(odds("powerball", "2026-11-17", "6", [])).toBeNull(); // five balls drawn
    expect(odds("lotto", "1999-01-01", "6", [])).toBeNull(); // before the game
    expect(parseMatchCode("5+extra")).toBeNull();
    expect(parseMatchCode("4+powerball")).toEqual({ main: 4, bonus: true });
  });
});

describe("the prize table", () => {
  it("totals winners and rand paid, to the cent, in division order", () => {
    const table = prizeTable("lotto", "2026-11-14", [
      { division: 2, match: "5+bonus", winners: 3, payout: 0.1 },
      { division: 1, match: "6", winners: 0, payout: null },
      { division: 3, match: "5", winners: 7, payout: 0.7 },
    ]);
    expect(table.rows.map((row) => row.division)).toEqual([1, 2, 3]);
    expect(table.rows[0]).toMatchObject({ match: "Match 6", odds: "20,358,520" });
    expect(table.totalWinners).toBe(10);
    expect(table.totalPaid).toBe(5.2); // 0.3 + 4.9, without a float's 5.199999…
  });

  it("leaves totals unknown when a division's winners or a won division's payout are", () => {
    const unknownWinners = prizeTable("lotto", "2026-11-14", [{ division: 1, match: "6", winners: null, payout: 5 }]);
    expect(unknownWinners).toMatchObject({ totalWinners: null, totalPaid: null });
    const unknownPayout = prizeTable("lotto", "2026-11-14", [{ division: 1, match: "6", winners: 2, payout: null }]);
    expect(unknownPayout).toMatchObject({ totalWinners: 2, totalPaid: null });
  });
});

describe("words and addresses", () => {
  it("name the day and the time left", () => {
    expect(formatDay("2026-10-03")).toBe("Sat 3 Oct 2026");
    expect(countdownText({ days: 2, hours: 5, minutes: 12, seconds: 9 })).toBe("2 days, 5 hours and 12 minutes");
    expect(countdownText({ days: 0, hours: 1, minutes: 1, seconds: 0 })).toBe("1 hour and 1 minute");
    expect(countdownText({ days: 0, hours: 0, minutes: 7, seconds: 0 })).toBe("7 minutes");
    expect(countdownText({ days: 0, hours: 0, minutes: 0, seconds: 30 })).toBe("less than a minute");
  });

  it("tell a year from a date and refuse the rest", () => {
    expect(parseWhen("2026")).toEqual({ kind: "year", year: 2026 });
    expect(parseWhen("2026-10-03")).toEqual({ kind: "date", date: "2026-10-03" });
    for (const bad of ["2026-02-30", "26", "20261003", "2026-10-3", "", "2026.xml"]) expect(parseWhen(bad), bad).toBeNull();
    expect(drawPath("lotto", "2026-10-03")).toBe("/results/lotto/2026-10-03");
    expect(resultsTrail("lotto", "Lotto", 2026, { date: "2026-10-03", label: "3 October 2026" })).toEqual([
      ["Results", "/history"],
      ["Lotto", "/results/lotto"],
      ["2026", "/results/lotto/2026"],
      ["3 October 2026", "/results/lotto/2026-10-03"],
    ]);
  });
});
