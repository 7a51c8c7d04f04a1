/**
 * The official API's terms in ours: money, times, pools, ball lists, the era-table fallback, cron games.
 * The fields of its answers (and the prize levels) are tested in ingest-fields.test.ts.
 */
import { describe, expect, it } from "vitest";
import { drawNightAsks, gamesForCron } from "~/rules/ingest-schedule";
import {
  centsToRand,
  drawTimeToSaDate,
  matchCodeByPosition,
  OFFICIAL_POOLS,
  poolToGame,
  sourceTimeToInstant,
  splitWinNumbers,
} from "~/ingest/sources/official-mapping.server";
import { GAME_IDS } from "~/rules/games";

describe("centsToRand", () => {
  it("turns whole cents into rand with two decimals and keeps unknown unknown", () => {
    expect(centsToRand(1_250_000_000)).toBe(12_500_000);
    expect(centsToRand(25_000_050)).toBe(250_000.5);
    expect(centsToRand(1)).toBe(0.01);
    expect(centsToRand(0)).toBe(0);
    expect(centsToRand(null)).toBeNull();
    expect(centsToRand(undefined)).toBeNull();
  });
});

describe("drawTimeToSaDate", () => {
  it("takes the date part of a zone-less drawTime as the SA date, with no conversion", () => {
    expect(drawTimeToSaDate("2026-11-21 21:00:00")).toBe("2026-11-21");
    expect(drawTimeToSaDate("2026-11-21T19:00:00")).toBe("2026-11-21");
    // A late draw stays on its day (read as UTC it would have become the 22nd).
    expect(drawTimeToSaDate("2026-11-21T22:30:00")).toBe("2026-11-21");
    expect(drawTimeToSaDate("2026-11-21 23:59:59.999")).toBe("2026-11-21");
    expect(drawTimeToSaDate("2026-11-21")).toBe("2026-11-21");
  });

  it("converts only when an explicit offset is given", () => {
    expect(drawTimeToSaDate("2026-11-21T22:30:00Z")).toBe("2026-11-22");
    expect(drawTimeToSaDate("2026-11-21T21:00:00Z")).toBe("2026-11-21");
    expect(drawTimeToSaDate("2026-11-21T23:30:00+02:00")).toBe("2026-11-21");
    expect(drawTimeToSaDate("2026-11-21T23:30:00+0200")).toBe("2026-11-21");
    expect(drawTimeToSaDate("2026-11-22T00:30:00+04:00")).toBe("2026-11-21");
  });

  it("gives the instant of a next-draw time: zone-less is SA time (UTC+2), an explicit zone is honoured", () => {
    expect(sourceTimeToInstant("2026-11-25 21:00:00")?.toISOString()).toBe("2026-11-25T19:00:00.000Z");
    expect(sourceTimeToInstant("2026-11-25T21:00:00+02:00")?.toISOString()).toBe("2026-11-25T19:00:00.000Z");
    expect(sourceTimeToInstant("2026-11-25T19:00:00Z")?.toISOString()).toBe("2026-11-25T19:00:00.000Z");
    expect(sourceTimeToInstant("2026-11-25")).toBeNull();
    expect(sourceTimeToInstant("next Wednesday")).toBeNull();
  });

  it("refuses what does not start with a real date", () => {
    expect(drawTimeToSaDate("21/11/2026 21:00")).toBeNull();
    expect(drawTimeToSaDate("2026-13-45T19:00:00")).toBeNull();
    expect(drawTimeToSaDate("2026-11-21T25:00:00")).toBeNull();
    expect(drawTimeToSaDate("Saturday night")).toBeNull();
    expect(drawTimeToSaDate("")).toBeNull();
  });
});

describe("pools and games", () => {
  it("maps every pool of the API to one of our games and back", () => {
    expect(poolToGame(11101, 100)).toBe("lotto");
    expect(poolToGame(11101, 101)).toBe("lotto-plus-1");
    expect(poolToGame(11101, 102)).toBe("lotto-plus-2");
    expect(poolToGame(11201, 100)).toBe("powerball");
    expect(poolToGame(11201, 101)).toBe("powerball-plus");
    expect(poolToGame(11001, 100)).toBe("daily-lotto");
    expect(poolToGame(11001, 101)).toBeUndefined(); // Daily Lotto Plus is not published
    expect(poolToGame(99999, 100)).toBeUndefined();
    for (const game of GAME_IDS) expect(poolToGame(OFFICIAL_POOLS[game].gameId, OFFICIAL_POOLS[game].winPoolId)).toBe(game);
  });

  it("sends the plusFlag that goes with the pool", () => {
    expect(GAME_IDS.map((game) => OFFICIAL_POOLS[game].plusFlag)).toEqual([0, 1, 2, 0, 1, 0]);
  });
});

describe("splitWinNumbers", () => {
  it("takes the last ball as the bonus / PowerBall, and none for Daily Lotto", () => {
    expect(splitWinNumbers("lotto", [42, 4, 31, 15, 50, 23, 9])).toEqual({ numbers: [42, 4, 31, 15, 50, 23], bonus: 9 });
    expect(splitWinNumbers("powerball-plus", [3, 14, 22, 37, 45, 7])).toEqual({ numbers: [3, 14, 22, 37, 45], bonus: 7 });
    expect(splitWinNumbers("daily-lotto", [5, 11, 19, 28, 34])).toEqual({ numbers: [5, 11, 19, 28, 34], bonus: null });
  });
});

describe("matchCodeByPosition (the fallback for a level without a label)", () => {
  it("names a division by the era's table", () => {
    expect(matchCodeByPosition("lotto", "2026-11-21", 7)).toBe("2+bonus");
    expect(matchCodeByPosition("lotto", "2024-11-20", 7)).toBe("3");
    expect(matchCodeByPosition("powerball", "2026-11-20", 9)).toBe("0+powerball");
    expect(matchCodeByPosition("lotto", "2026-01-10", 8)).toBe("2"); // the 1-58 era's Match 2
    expect(matchCodeByPosition("lotto", "2026-01-10", 9)).toBeNull();
    expect(matchCodeByPosition("powerball", "2017-01-10", 1)).toBeNull(); // the 1-45 era's table is unknown
    expect(matchCodeByPosition("daily-lotto", "2026-11-21", 5)).toBeNull();
  });
});

describe("gamesForCron", () => {
  it("runs the games drawn on that SA date on draw nights, every game at the catch-up", () => {
    expect(gamesForCron("*/2 19-21 * * *", new Date("2026-11-21T19:40:00Z"))).toEqual([
      "lotto",
      "lotto-plus-1",
      "lotto-plus-2",
      "daily-lotto",
    ]);
    expect(gamesForCron("*/2 19-21 * * *", new Date("2026-11-20T21:50:00Z"))).toEqual(["powerball", "powerball-plus", "daily-lotto"]);
    expect(gamesForCron("*/2 19-21 * * *", new Date("2026-11-23T20:00:00Z"))).toEqual(["daily-lotto"]); // Monday
    expect(gamesForCron("*/2 19-21 * * *", new Date("2026-12-25T20:00:00Z"))).toEqual([]); // Christmas: no draw
    expect(gamesForCron("30 4 * * *", new Date("2026-11-23T04:30:00Z"))).toEqual([...GAME_IDS]);
  });
});

describe("drawNightAsks", () => {
  it.each([
    ["21:00", true],
    ["21:34", true],
    ["22:30", true],
    ["22:32", false],
    ["22:40", true],
    ["23:18", false],
    ["23:50", true],
  ])("a draw-night run at %s SAST asks the source: %s", (time, asks) => {
    expect(drawNightAsks(new Date(`2026-11-21T${time}:00+02:00`))).toBe(asks);
  });
});
