import { describe, expect, it } from "vitest";
import { combinations, currentEra, divisionCode, divisionProbability, eraOn, FIRST_DRAWS, GAME_IDS, GAMES, oddsOneIn } from "~/rules/games";

describe("game rules", () => {
  it("computes the jackpot odds of each matrix from its rules", () => {
    expect(combinations(eraOn("lotto", "2020-01-01")!)).toBe(20_358_520);
    expect(combinations(eraOn("lotto", "2010-01-01")!)).toBe(13_983_816);
    expect(combinations(eraOn("powerball", "2020-01-03")!)).toBe(42_375_200);
    expect(combinations(eraOn("powerball", "2015-01-02")!)).toBe(24_435_180);
    expect(combinations(currentEra("powerball"))).toBe(33_900_160);
    expect(combinations(currentEra("daily-lotto"))).toBe(376_992);
  });

  it("computes division odds: Lotto's bonus comes from the same drum, PowerBall's from its own", () => {
    const lotto = currentEra("lotto");
    const fivePlusBonus = lotto.divisions!.find((d) => d.main === 5 && d.bonus)!;
    expect(oddsOneIn(divisionProbability(lotto, fivePlusBonus))).toBe(3_393_087);
    const powerball = currentEra("powerball");
    expect(oddsOneIn(divisionProbability(powerball, powerball.divisions![0]!))).toBe(33_900_160);
    const daily = currentEra("daily-lotto");
    expect(oddsOneIn(divisionProbability(daily, daily.divisions![1]!))).toBe(2432);
  });

  it("the division probabilities of an era with a full table sum to the chance of any prize", () => {
    const era = eraOn("powerball", "2020-01-03")!;
    const total = era.divisions!.reduce((sum, d) => sum + divisionProbability(era, d), 0);
    expect(1 / total).toBeGreaterThan(14);
    expect(1 / total).toBeLessThan(25);
  });

  it("knows the eras of the real data", () => {
    expect(eraOn("lotto", "2017-07-29")!.mainMax).toBe(49);
    expect(eraOn("lotto", "2017-08-16")!.mainMax).toBe(52);
    expect(eraOn("lotto", "2025-09-24")!.mainMax).toBe(58);
    expect(eraOn("lotto", "2026-06-03")!.mainMax).toBe(52);
    expect(eraOn("powerball", "2026-05-29")!.bonusMax).toBe(20);
    expect(eraOn("powerball", "2026-06-02")!.bonusMax).toBe(16);
    expect(eraOn("powerball", "2008-01-01")).toBeUndefined();
  });

  it("labels divisions with the codes the data files use, in each era's order", () => {
    const old = eraOn("lotto", "2020-01-01")!.divisions!.map((d) => divisionCode("lotto", d));
    expect(old).toEqual(["6", "5+bonus", "5", "4+bonus", "4", "3+bonus", "3", "2+bonus"]);
    const now = currentEra("lotto").divisions!.map((d) => divisionCode("lotto", d));
    expect(now.slice(6)).toEqual(["2+bonus", "3"]);
    expect(divisionCode("powerball", currentEra("powerball").divisions![8]!)).toBe("0+powerball");
  });

  it("starts every game's first era on its first draw, never before the game existed", () => {
    for (const id of GAME_IDS) expect(GAMES[id].eras[0]!.from).toBe(FIRST_DRAWS[id]);
    expect(FIRST_DRAWS).toEqual({
      lotto: "2000-03-11",
      "lotto-plus-1": "2003-11-26",
      "lotto-plus-2": "2017-08-02",
      powerball: "2009-10-23",
      "powerball-plus": "2015-12-01",
      "daily-lotto": "2019-03-10",
    });
    expect(eraOn("lotto-plus-2", "2017-07-29")).toBeUndefined();
    expect(eraOn("lotto-plus-2", "2017-08-02")!.mainMax).toBe(52);
    expect(eraOn("lotto-plus-1", "2003-11-22")).toBeUndefined();
    expect(eraOn("lotto-plus-1", "2003-11-26")!.drawDays).toEqual([3, 6]);
    expect(eraOn("powerball-plus", "2015-11-27")).toBeUndefined();
    expect(eraOn("powerball-plus", "2015-12-01")!.mainMax).toBe(45);
  });

  it("eras of every game are contiguous and end in a current one", () => {
    for (const id of GAME_IDS) {
      const eras = GAMES[id].eras;
      expect(eras[eras.length - 1]!.to).toBeNull();
      for (let i = 1; i < eras.length; i++) {
        const previousEnd = new Date(`${eras[i - 1]!.to}T00:00:00Z`).getTime();
        expect(new Date(`${eras[i]!.from}T00:00:00Z`).getTime() - previousEnd).toBe(86_400_000);
      }
    }
  });
});
