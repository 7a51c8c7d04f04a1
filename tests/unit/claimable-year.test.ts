/**
 * The claimable year (app/models/claimable-year.ts) with the clock given: which draws can still be claimed,
 * how many the schedule says took place, how many we hold and with prize tables, and the runs we do not hold.
 * Dates made up for the tests.
 */
import { describe, expect, it } from "vitest";
import { claimableSpan, claimableYear, missingCount } from "~/coverage/claimable-year";
import { addDays, isScheduledDrawDate } from "~/rules/schedule";
import { claimDeadline } from "~/tickets/claims";
import type { GameId } from "~/rules/games";

/** Every scheduled draw date of a game from `from` to `to`, inclusive. */
function scheduled(game: GameId, from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) if (isScheduledDrawDate(game, date)) dates.push(date);
  return dates;
}

// Mon 7 Dec 2026, 12:00 SAST: no Lotto draw today.
const NOON = new Date("2026-12-07T10:00:00Z");

describe("the claimable year", () => {
  it("starts with the oldest draw whose prizes can still be claimed today, as the ticket wallet's deadline reads it", () => {
    const { from, today } = claimableSpan(NOON);
    expect(today).toBe("2026-12-07");
    expect(from).toBe("2025-12-07");
    expect(claimDeadline(from, today).status).not.toBe("expired");
    expect(claimDeadline(addDays(from, -1), today).status).toBe("expired");
  });

  it("counts every scheduled draw to yesterday, the draws held and with prize tables, and nothing missing when all are held", () => {
    const all = scheduled("lotto", "2025-12-07", "2026-12-06");
    const year = claimableYear("lotto", NOON, all, all.slice(0, 20));
    expect(year).toMatchObject({ from: "2025-12-07", to: "2026-12-06", scheduled: all.length, held: all.length, withPrizes: 20 });
    expect(year.offSchedule).toEqual([]);
    expect(year.missing).toEqual([]);
    expect(missingCount(year)).toBe(0);
    // Draws outside the year (older, or a later date than today) are not counted.
    const outside = claimableYear("lotto", NOON, ["2025-12-06", ...all], ["2025-12-06", "2025-12-03"]);
    expect(outside).toMatchObject({ held: all.length, withPrizes: 0 });
  });

  it("lists each run of scheduled draws not held, single draws too", () => {
    const all = scheduled("powerball", "2025-12-07", "2026-12-06");
    const held = all.filter((date) => !["2026-03-03", "2026-11-20", "2026-11-24", "2026-11-27"].includes(date));
    const year = claimableYear("powerball", NOON, held, []);
    expect(year.scheduled).toBe(all.length);
    expect(year.held).toBe(all.length - 4);
    expect(missingCount(year)).toBe(4);
    expect(year.missing).toEqual([
      { from: "2026-03-03", to: "2026-03-03", draws: 1, nearby: null },
      { from: "2026-11-20", to: "2026-11-27", draws: 3, nearby: null },
    ]);
  });

  it("counts tonight's draw once we hold it, and not before", () => {
    // Tue 8 Dec 2026, 23:00 SAST: a PowerBall night.
    const night = new Date("2026-12-08T21:00:00Z");
    const all = scheduled("powerball", "2025-12-08", "2026-12-08");
    const without = claimableYear("powerball", night, all.slice(0, -1), []);
    expect(without).toMatchObject({ to: "2026-12-07", scheduled: all.length - 1, held: all.length - 1, missing: [] });
    const withTonight = claimableYear("powerball", night, all, []);
    expect(withTonight).toMatchObject({ to: "2026-12-08", scheduled: all.length, held: all.length, missing: [] });
  });

  it("keeps a draw held on an unusual day apart, and says it may be the missing draw beside it", () => {
    // Lotto's draw of that week is held under Thu 30 Apr 2026; the scheduled Wed 29 Apr is not held.
    const all = scheduled("lotto", "2025-12-07", "2026-12-06");
    const held = [...all.filter((date) => date !== "2026-04-29"), "2026-04-30"];
    const year = claimableYear("lotto", NOON, held, ["2026-04-30"]);
    expect(year.offSchedule).toEqual(["2026-04-30"]);
    expect(year).toMatchObject({ scheduled: all.length, held: all.length - 1, withPrizes: 1 });
    expect(year.missing).toEqual([{ from: "2026-04-29", to: "2026-04-29", draws: 1, nearby: "2026-04-30" }]);
  });

  it("does not count days without a scheduled draw (Christmas Day), and misses every draw of a game we hold none of", () => {
    const year = claimableYear("daily-lotto", NOON, [], []);
    // 2025-12-07 to 2026-12-06 is 365 days, one of them 25 December.
    expect(year).toMatchObject({ scheduled: 364, held: 0, withPrizes: 0 });
    expect(year.missing).toEqual([{ from: "2025-12-07", to: "2026-12-06", draws: 364, nearby: null }]);
  });
});
