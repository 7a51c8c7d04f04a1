/** Reading a draw out of search-result text: strict, so a near miss gives nothing rather than a wrong draw. */
import { describe, expect, it } from "vitest";
import { extractDraw } from "~/ingest/sources/search-extract.server";

describe("extractDraw", () => {
  it("reads the balls and bonus from a block naming the game and the date", () => {
    expect(
      extractDraw("lotto", "2026-11-21", [
        "Lotto Results for Saturday 21 November 2026 — The winning numbers were 4, 15, 23, 31, 42, 50 and the Bonus Ball was 9.",
      ]),
    ).toEqual({
      numbers: [4, 15, 23, 31, 42, 50],
      bonus: 9,
    });
    expect(extractDraw("powerball", "2026-11-20", ["Powerball 20/11/2026: 3-14-22-37-45 + 7"])).toEqual({
      numbers: [3, 14, 22, 37, 45],
      bonus: 7,
    });
    expect(extractDraw("daily-lotto", "2026-11-21", ["Daily Lotto 2026-11-21 numbers: 5, 11, 19, 28, 34"])).toEqual({
      numbers: [5, 11, 19, 28, 34],
      bonus: null,
    });
    expect(extractDraw("powerball-plus", "2026-11-20", ["PowerBall XTRA results 20 Nov 2026: 1, 2, 3, 4, 5 PowerBall: 6"])).toEqual({
      numbers: [1, 2, 3, 4, 5],
      bonus: 6,
    });
  });

  it("needs the game's own name: Lotto is not Lotto Plus nor Daily Lotto", () => {
    expect(extractDraw("lotto", "2026-11-21", ["Lotto Plus 1 results 21 November 2026: 4, 15, 23, 31, 42, 50 Bonus: 9"])).toBeNull();
    expect(extractDraw("lotto", "2026-11-21", ["Daily Lotto results 21 November 2026: 4, 15, 23, 31, 42, 50 Bonus: 9"])).toBeNull();
    expect(extractDraw("powerball", "2026-11-20", ["Powerball Plus 20 November 2026: 3, 14, 22, 37, 45 Powerball: 7"])).toBeNull();
    expect(extractDraw("lotto-plus-2", "2026-11-21", ["LOTTO 5 MAX 21 November 2026: 4, 15, 23, 31, 42, 50 + 9"])).toEqual({
      numbers: [4, 15, 23, 31, 42, 50],
      bonus: 9,
    });
  });

  it("needs the date in the same block", () => {
    expect(extractDraw("lotto", "2026-11-21", ["Lotto results 18 November 2026: 4, 15, 23, 31, 42, 50 Bonus: 9"])).toBeNull();
    expect(extractDraw("lotto", "2026-11-21", ["Lotto results: 4, 15, 23, 31, 42, 50 Bonus: 9", "21 November 2026"])).toBeNull();
  });

  it("needs exactly the era's count of balls and the bonus marker", () => {
    expect(extractDraw("daily-lotto", "2026-11-21", ["Daily Lotto 21 November 2026: 5, 11, 19, 28, 34, 36"])).toBeNull();
    expect(extractDraw("lotto", "2026-11-21", ["Lotto 21 November 2026: 4, 15, 23, 31, 42 Bonus: 9"])).toBeNull();
    expect(extractDraw("lotto", "2026-11-21", ["Lotto 21 November 2026: 4, 15, 23, 31, 42, 50, 9"])).toBeNull();
    expect(extractDraw("lotto", "2026-11-21", ["Lotto 21 November 2026 jackpot R12,500,000 rolls over"])).toBeNull();
  });

  it("gives nothing when blocks disagree, and one draw when they agree", () => {
    const a = "Powerball results 17 November 2026: 1, 2, 3, 4, 5 PowerBall: 6";
    expect(extractDraw("powerball", "2026-11-17", [a, "Powerball results 17 November 2026: 1, 2, 3, 4, 7 PowerBall: 6"])).toBeNull();
    expect(extractDraw("powerball", "2026-11-17", [a, "Powerball 17/11/2026: 5-4-3-2-1 + 6"])).toEqual({
      numbers: [1, 2, 3, 4, 5],
      bonus: 6,
    });
  });
});
