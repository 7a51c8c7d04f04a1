import { describe, expect, it } from "vitest";
import { NO_DRAW_PERIODS } from "~/content/data-sources";
import { addDays, isScheduledDrawDate } from "~/rules/schedule";
import type { GameId } from "~/rules/games";
import { scheduleGaps } from "~/coverage/schedule-gaps";

/** Every scheduled draw date of a game from `from` to `to`, inclusive. */
function scheduled(game: GameId, from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) if (isScheduledDrawDate(game, date)) dates.push(date);
  return dates;
}

const without = (dates: string[], ...missing: string[]) => dates.filter((d) => !missing.includes(d));

describe("gaps against the draw schedule", () => {
  it("finds nothing when every scheduled draw is held", () => {
    expect(scheduleGaps("lotto", scheduled("lotto", "2026-01-03", "2026-03-28"))).toEqual({
      missing: 0,
      runs: [],
      shortRuns: { runs: 0, draws: 0 },
      noDraws: [],
    });
  });

  it("lists runs of 3 or more missing draws with their dates and counts, and counts the shorter ones", () => {
    const held = without(
      scheduled("lotto", "2026-01-03", "2026-03-28"),
      "2026-01-10",
      "2026-01-14",
      "2026-01-17",
      "2026-02-04",
      "2026-03-04",
      "2026-03-07",
    );
    const gaps = scheduleGaps("lotto", held);
    expect(gaps.missing).toBe(6);
    expect(gaps.runs).toEqual([{ from: "2026-01-10", to: "2026-01-17", draws: 3 }]);
    expect(gaps.shortRuns).toEqual({ runs: 2, draws: 3 });
    expect(scheduleGaps("lotto", held, { minRun: 2 }).runs).toHaveLength(2);
  });

  it("only counts between the first and the last draw held, in any order", () => {
    const held = scheduled("powerball", "2026-02-03", "2026-02-27").reverse();
    expect(scheduleGaps("powerball", held).missing).toBe(0);
    expect(scheduleGaps("powerball", []).missing).toBe(0);
  });

  it("looks at a span of dates when given one, before the first and after the last draw held too", () => {
    const held = scheduled("powerball", "2026-02-06", "2026-02-20");
    const span = { from: "2026-02-01", to: "2026-02-28" };
    const gaps = scheduleGaps("powerball", held, { minRun: 1, span });
    expect(gaps.runs).toEqual([
      { from: "2026-02-03", to: "2026-02-03", draws: 1 },
      { from: "2026-02-24", to: "2026-02-27", draws: 2 },
    ]);
    expect(scheduleGaps("powerball", [], { span }).missing).toBe(8);
  });

  it("does not count days without a scheduled draw: Christmas Day, other weekdays", () => {
    const held = without(scheduled("daily-lotto", "2025-12-20", "2026-01-03"));
    expect(held).not.toContain("2025-12-25");
    expect(scheduleGaps("daily-lotto", held).missing).toBe(0);
  });

  it("ends a run at a draw held off schedule", () => {
    // Lotto's New Year 2005 draw was held on Fri 31 Dec 2004, between the scheduled Wed 29 Dec and Sat 1 Jan.
    const held = without(scheduled("lotto", "2004-12-01", "2005-01-29"), "2004-12-29", "2005-01-01");
    expect(scheduleGaps("lotto", held, { minRun: 2 }).runs).toEqual([{ from: "2004-12-29", to: "2005-01-01", draws: 2 }]);
    const gaps = scheduleGaps("lotto", [...held, "2004-12-31"], { minRun: 2 });
    expect(gaps.missing).toBe(2);
    expect(gaps.runs).toEqual([]);
    expect(gaps.shortRuns).toEqual({ runs: 2, draws: 2 });
  });

  it("shows the 2007 suspension as a period without draws, not as missing draws", () => {
    const held = [...scheduled("lotto", "2007-03-03", "2007-03-31"), ...scheduled("lotto", "2007-10-13", "2007-11-03")];
    const gaps = scheduleGaps("lotto", held, { noDrawPeriods: NO_DRAW_PERIODS });
    expect(gaps.missing).toBe(0);
    // The 55 scheduled dates our data's draw numbers skip (656-710).
    expect(gaps.noDraws).toEqual([
      { from: "2007-04-04", to: "2007-10-10", draws: 55, note: expect.stringContaining("suspended between operators") },
    ]);
    // Without the period it is an ordinary run of missing draws.
    expect(scheduleGaps("lotto", held).runs).toEqual([{ from: "2007-04-04", to: "2007-10-10", draws: 55 }]);
    // A period belongs to the games it names: another game's gap in those months stays missing.
    const lottoOnly = [{ ...NO_DRAW_PERIODS[0]!, games: ["lotto"] as const }];
    expect(scheduleGaps("lotto-plus-1", held, { noDrawPeriods: lottoOnly }).missing).toBe(55);
  });
});
