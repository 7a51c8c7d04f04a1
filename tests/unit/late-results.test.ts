/**
 * Late results by the clock: a scheduled draw not stored by RESULTS_LATE_AFTER on its draw night is late
 * until it is stored; the line says when we last asked and how often we ask. Tuesday 24 Nov 2026 is a
 * PowerBall night (Tuesday and Friday); Wednesday 25 Nov is not.
 */
import { describe, expect, it } from "vitest";
import { DRAW_NIGHT_CADENCE, DRAW_NIGHT_CRON, RESULTS_LATE_AFTER } from "~/rules/ingest-schedule";
import { awaitedDraw, lateResults, nextCheckOf } from "~/views/late-results.server";
import { payoutsPendingLine } from "~/views/prize-details";
import { GAME_IDS, GAMES } from "~/rules/games";

const OFFICIAL = "https://www.nationallottery.co.za";
/** SAST clock on a date, as an instant. */
const sast = (date: string, time: string) => new Date(`${date}T${time}:00+02:00`);
const late = (now: Date, latestHeld: string | null, lastChecked: string | null = null) =>
  lateResults({ game: "powerball", now, latestHeld, lastChecked, officialUrl: OFFICIAL });

describe("the late time", () => {
  it("is a time after every game's draw, before the draw night's last run, when the cadence slows", () => {
    expect(RESULTS_LATE_AFTER).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
    for (const game of GAME_IDS) for (const era of GAMES[game].eras) expect(RESULTS_LATE_AFTER > era.drawTime, game).toBe(true);
    // The draw-night cron's last run is 23:58 SAST (21:58 UTC).
    expect(DRAW_NIGHT_CRON).toBe("*/2 19-21 * * *");
    expect(RESULTS_LATE_AFTER < "23:58").toBe(true);
    expect(RESULTS_LATE_AFTER).toBe(DRAW_NIGHT_CADENCE.fastUntil);
  });
});

describe("lateResults", () => {
  it("is null before the late time, and once the draw is stored", () => {
    expect(late(sast("2026-11-24", "22:29"), "2026-11-20")).toBeNull();
    expect(late(sast("2026-11-24", "22:40"), "2026-11-24")).toBeNull();
    // Not a PowerBall night: Tuesday's draw is stored, nothing is awaited.
    expect(late(sast("2026-11-25", "23:00"), "2026-11-24")).toBeNull();
    // A game with nothing stored has no card to be late on.
    expect(late(sast("2026-11-24", "22:40"), null)).toBeNull();
  });

  it("says tonight's results are late from the late time, when we last checked and how often we check", () => {
    const result = late(sast("2026-11-24", "22:30"), "2026-11-20", "2026-11-24T20:28:09.000Z");
    expect(result).toEqual({
      drawDate: "2026-11-24",
      since: "2026-11-24T20:30:00.000Z",
      lastChecked: "2026-11-24T20:28:09.000Z",
      nextCheck: "2026-11-24T20:40:00.000Z",
      message: "Tonight's PowerBall results are late: we do not have them yet. We check every 10 minutes; last checked 22:28.",
      officialUrl: OFFICIAL,
    });
  });

  it("names the next check once the night's runs are over, and the night after midnight", () => {
    expect(late(sast("2026-11-24", "23:51"), "2026-11-20", "2026-11-24T21:50:05.000Z")!.message).toBe(
      "Tonight's PowerBall results are late: we do not have them yet. We check again at Wed 25 Nov 2026, 06:30; last checked 23:50.",
    );
    expect(late(sast("2026-11-25", "00:10"), "2026-11-20", "2026-11-24T21:50:05.000Z")!.message).toBe(
      "Last night's PowerBall results are late: we do not have them yet. We check again at 06:30; last checked Tue 24 Nov 2026, 23:50.",
    );
    // Thursday: still Tuesday's draw that is awaited (Friday's is not due yet).
    expect(late(sast("2026-11-26", "12:00"), "2026-11-20")!.message).toBe(
      "The PowerBall results of Tue 24 Nov 2026 are late: we do not have them yet. We check again at Fri 27 Nov 2026, 06:30; no check has run since the draw.",
    );
  });

  it("does not count a check from before the draw", () => {
    expect(late(sast("2026-11-24", "22:40"), "2026-11-20", "2026-11-24T04:30:09.000Z")).toMatchObject({
      lastChecked: null,
      message: expect.stringContaining("no check has run since the draw"),
    });
  });

  it("hands over to the next draw night at its late time", () => {
    expect(late(sast("2026-11-27", "22:29"), "2026-11-20")!.drawDate).toBe("2026-11-24");
    expect(late(sast("2026-11-27", "22:30"), "2026-11-20")!.drawDate).toBe("2026-11-27");
    expect(awaitedDraw("daily-lotto", sast("2026-11-25", "10:00"))).toBe("2026-11-24");
  });
});

describe("the next check of a game", () => {
  it("skips draw-night runs of nights the game is not drawn", () => {
    // Wednesday evening: the draw-night cron runs (Lotto, Daily Lotto) but does not ask for PowerBall.
    expect(nextCheckOf("powerball", sast("2026-11-25", "21:05")).at).toEqual(sast("2026-11-26", "06:30"));
    expect(nextCheckOf("lotto", sast("2026-11-25", "21:05")).at).toEqual(sast("2026-11-25", "21:06"));
  });
});

describe("the payouts line", () => {
  it("is for a recent draw without its prize table only, with the time we last asked when we know it", () => {
    expect(payoutsPendingLine({ hasDivisions: false, recent: true }, "22:36")).toBe(
      "Payouts are usually published later tonight or by the next morning; we check every few minutes (last checked 22:36)",
    );
    expect(payoutsPendingLine({ hasDivisions: false, recent: true }, null)).toBe(
      "Payouts are usually published later tonight or by the next morning; we check every few minutes",
    );
    expect(payoutsPendingLine({ hasDivisions: true, recent: true }, "22:36")).toBeNull();
    expect(payoutsPendingLine({ hasDivisions: false, recent: false }, "22:36")).toBeNull();
  });
});
