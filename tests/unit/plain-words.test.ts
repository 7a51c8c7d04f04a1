/** Issue 33, section 3: one date style, draw numbers as printed, one game name, the statistics' first words. */
import { describe, expect, it } from "vitest";
import { formatDay, formatSastClock } from "~/words/dates";
import { formatDrawNumber } from "~/words/numbers";
import { brandOn, displayName } from "~/rules/game-names";
import type { BallFigure } from "~/statistics/figures";
import { inShort } from "~/statistics/in-short";

describe("dates and draw numbers", () => {
  it("one readable date, the spec's dd/mm/yyyy where it fixes it", () => {
    expect(formatDay("2018-03-31")).toBe("Sat 31 Mar 2018");
    expect(formatDay("2026-10-07")).toBe("Wed 7 Oct 2026");
    expect(formatDay("2000-02-29")).toBe("Tue 29 Feb 2000");
    expect(formatDay("2026-11-18")).toBe("Wed 18 Nov 2026");
    // Another day's clock names the day the same way.
    expect(formatSastClock("2026-11-25T04:30:00.000Z", "2026-11-24")).toBe("Wed 25 Nov 2026, 06:30");
    expect(formatSastClock("2026-11-24T20:36:00.000Z", "2026-11-24")).toBe("22:36");
  });

  it("draw numbers as the operator prints them, without a thousands separator", () => {
    expect(formatDrawNumber(2700)).toBe("2700");
    expect(formatDrawNumber(965)).toBe("965");
  });
});

describe("one game name", () => {
  it("is the spec's name; the new brand is a subtitle for draws from 1 June 2026 only", () => {
    expect(displayName("lotto-plus-2")).toBe("Lotto Plus 2");
    expect(displayName("powerball-plus")).toBe("PowerBall Plus");
    expect(brandOn("lotto-plus-2", "2018-03-31")).toBeNull();
    expect(brandOn("lotto-plus-2", "2026-05-30")).toBeNull();
    expect(brandOn("lotto-plus-2", "2026-06-03")).toBe("LOTTO 5 MAX");
    expect(brandOn("powerball-plus", "2026-06-02")).toBe("PowerBall XTRA");
    expect(brandOn("lotto", "2026-11-18")).toBeNull();
  });
});

describe("the statistics' first words", () => {
  const ball = (number: number, drawn: number): BallFigure =>
    ({ number, drawn, share: 0, expected: 0, difference: 0, sd: 0, drawsSince: null }) as unknown as BallFigure;
  it("say the most and least drawn numbers of the window and that every number has the same chance", () => {
    expect(
      inShort({
        hot: [ball(7, 9), ball(23, 8), ball(41, 8), ball(5, 7)],
        cold: [ball(2, 0), ball(19, 1), ball(30, 2), ball(6, 3)],
        drawsCounted: 50,
        windowWords: "the last 50 draws",
        mainCount: 6,
        mainMax: 52,
      }),
    ).toEqual([
      "Drawn most in the last 50 draws: 7 (9 times), 23 (8 times) and 41 (8 times).",
      "Drawn least in the same 50 draws: 2 (never), 19 (once) and 30 (twice).",
      "Every number has the same chance in every draw: each of the 52 balls has a 6 in 52 chance of being drawn, whatever came before.",
    ]);
  });

  it("count the balls that tie with the last one named (14, 29 and 49 each 112 times: none reads as the only one)", () => {
    const [most, least] = inShort({
      hot: [ball(14, 112), ball(29, 112), ball(49, 112), ball(3, 112), ball(8, 111)],
      cold: [ball(21, 79), ball(40, 79), ball(2, 80), ball(5, 80), ball(9, 80), ball(11, 81)],
      drawsCounted: 847,
      windowWords: "all 847 draws since Tue 1 Aug 2017",
      mainCount: 6,
      mainMax: 52,
    });
    expect(most).toBe(
      "Drawn most in all 847 draws since Tue 1 Aug 2017: 14 (112 times), 29 (112 times) and 49 (112 times), and 1 more was drawn 112 times too.",
    );
    expect(least).toBe(
      "Drawn least in the same 847 draws: 21 (79 times), 40 (79 times) and 2 (80 times), and 2 more were drawn 80 times too.",
    );
    const [, never] = inShort({
      hot: [ball(1, 1)],
      cold: [ball(2, 0), ball(3, 0), ball(4, 0), ball(5, 0)],
      drawsCounted: 1,
      windowWords: "the last draw",
      mainCount: 6,
      mainMax: 52,
    });
    expect(never).toBe("Drawn least in the same draw: 2 (never), 3 (never) and 4 (never), and 1 more was never drawn either.");
  });
});
