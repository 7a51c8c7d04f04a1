/** The official API's terms in ours: money, times, pools, ball lists, prize levels, cron games. */
import { describe, expect, it } from "vitest";
import { gamesForCron } from "~/ingest/scheduled.server";
import { centsToRand, drawTimeToSaDate, matchCodeFor, OFFICIAL_POOLS, poolToGame, splitWinNumbers } from "~/ingest/sources/official-mapping.server";
import { officialDrawCandidate } from "~/ingest/sources/official.server";
import { listItemSchema, parseWinLevel } from "~/ingest/sources/official-payloads.server";
import { GAME_IDS } from "~/lib/games";

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
  it("reads a zone-less timestamp as UTC and gives the SA date", () => {
    expect(drawTimeToSaDate("2026-11-21T19:00:00")).toBe("2026-11-21");
    expect(drawTimeToSaDate("2026-11-21 19:00:00")).toBe("2026-11-21");
    // 22:30 UTC is 00:30 SAST the next day.
    expect(drawTimeToSaDate("2026-11-21T22:30:00")).toBe("2026-11-22");
    expect(drawTimeToSaDate("2026-11-21T21:59:59.999")).toBe("2026-11-21");
  });

  it("honours an explicit zone", () => {
    expect(drawTimeToSaDate("2026-11-21T22:30:00Z")).toBe("2026-11-22");
    expect(drawTimeToSaDate("2026-11-21T23:30:00+02:00")).toBe("2026-11-21");
    expect(drawTimeToSaDate("2026-11-21T23:30:00+0200")).toBe("2026-11-21");
  });

  it("refuses what is not a timestamp", () => {
    expect(drawTimeToSaDate("21/11/2026 21:00")).toBeNull();
    expect(drawTimeToSaDate("2026-11-21")).toBeNull();
    expect(drawTimeToSaDate("2026-13-45T19:00:00")).toBeNull();
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

describe("prize levels (assumed shape)", () => {
  it("reads division, winners and cents per winner, as numbers or strings", () => {
    expect(parseWinLevel({ winLevel: 2, winLevelName: "DIV 2", winCount: 1, winAmount: 25_000_050 })).toEqual({ division: 2, winners: 1, amountCents: 25_000_050 });
    expect(parseWinLevel({ winLevel: "3", winLevelName: "DIV 3", winCount: "20", winAmount: "812340" })).toEqual({ division: 3, winners: 20, amountCents: 812_340 });
  });

  it("takes the division from the name when winLevel is absent, and refuses what it cannot read", () => {
    expect(parseWinLevel({ winLevelName: "Division 4" })).toEqual({ division: 4, winners: null, amountCents: null });
    expect(parseWinLevel({ winLevelName: "JACKPOT" })).toEqual({ error: 'no division number in "JACKPOT"' });
    expect(parseWinLevel({ winLevel: 1 })).toMatchObject({ error: expect.stringMatching(/winLevelName/) });
    expect(parseWinLevel({ winLevelName: "DIV 1", winCount: -3 })).toMatchObject({ error: expect.stringMatching(/winCount/) });
  });

  it("names a division by the era's table", () => {
    expect(matchCodeFor("lotto", "2026-11-21", 7)).toBe("2+bonus");
    expect(matchCodeFor("lotto", "2024-11-20", 7)).toBe("3");
    expect(matchCodeFor("powerball", "2026-11-20", 9)).toBe("0+powerball");
    expect(matchCodeFor("lotto", "2026-01-10", 1)).toBeNull(); // the 1-58 era's table is unknown
    expect(matchCodeFor("daily-lotto", "2026-11-21", 5)).toBeNull();
  });
});

describe("officialDrawCandidate", () => {
  const item = listItemSchema.parse({ wagerIssue: "2741", drawTime: "2026-11-21T19:00:00", winNumList: ["42", "4", "31", "15", "50", "23", "9"], nextJackpot: "1250000000", saleMoney: 2_134_567_890 });

  it("builds our draw from a list item, money in rand", () => {
    expect(officialDrawCandidate("lotto", item, "2026-11-21")).toEqual({
      game: "lotto", drawNumber: 2741, drawDate: "2026-11-21", numbers: [42, 4, 31, 15, 50, 23], bonus: 9,
      nextJackpot: 12_500_000, sales: 21_345_678.9, rollover: null, source: "official", divisions: [],
    });
  });

  it("takes divisions and the rollover from the detail", () => {
    const detail = {
      winNotice: {
        issue: 2741,
        winNums: [42, 4, 31, 15, 50, 23].map((winNum) => ({ winNum, winNumFlag: 0 })).concat([{ winNum: 9, winNumFlag: 1 }]),
        winLevels: [{ winLevel: 1, winLevelName: "DIV 1", winCount: 2, winAmount: 300_000_000 }],
      },
    };
    expect(officialDrawCandidate("lotto", item, "2026-11-21", detail)).toMatchObject({
      rollover: false,
      divisions: [{ division: 1, match: "6", winners: 2, payout: 3_000_000 }],
    });
  });

  it("leaves divisions out, with a warning, in an era whose division table is unknown", () => {
    const warnings: string[] = [];
    const detail = {
      winNotice: {
        issue: 2741,
        winNums: [42, 4, 31, 15, 50, 23].map((winNum) => ({ winNum, winNumFlag: 0 })).concat([{ winNum: 9, winNumFlag: 1 }]),
        winLevels: [{ winLevel: 1, winLevelName: "DIV 1", winCount: 0, winAmount: 0 }],
      },
    };
    expect(officialDrawCandidate("lotto", item, "2026-01-10", detail, warnings)).toMatchObject({ divisions: [], rollover: null });
    expect(warnings).toEqual(["2026-01-10 (draw 2741): prize divisions not stored (the division table of that era is unknown)"]);
  });
});

describe("gamesForCron", () => {
  it("runs the games drawn on that SA date on draw nights, every game at the catch-up", () => {
    expect(gamesForCron("*/10 19-21 * * *", new Date("2026-11-21T19:40:00Z"))).toEqual(["lotto", "lotto-plus-1", "lotto-plus-2", "daily-lotto"]);
    expect(gamesForCron("*/10 19-21 * * *", new Date("2026-11-20T21:50:00Z"))).toEqual(["powerball", "powerball-plus", "daily-lotto"]);
    expect(gamesForCron("*/10 19-21 * * *", new Date("2026-11-23T20:00:00Z"))).toEqual(["daily-lotto"]); // Monday
    expect(gamesForCron("*/10 19-21 * * *", new Date("2026-12-25T20:00:00Z"))).toEqual([]); // Christmas: no draw
    expect(gamesForCron("30 4 * * *", new Date("2026-11-23T04:30:00Z"))).toEqual([...GAME_IDS]);
  });
});
