import { describe, expect, it } from "vitest";
import { readDivisionFile, readDrawFile } from "~/import/results-csv.server";

const LOTTO_HEADER = "draw_number,draw_date,n1,n2,n3,n4,n5,n6,bonus,jackpot_rand,next_jackpot_rand,rollover,sources";

describe("reading results CSV files", () => {
  it("reads valid rows, sorting balls and keeping money and rollover", () => {
    const result = readDrawFile("lotto", `${LOTTO_HEADER}\n2650,2026-11-18,40,3,17,22,9,51,12,2000000,3500000.5,true,TEST\n`);
    expect(result.errors).toEqual([]);
    expect(result.draws[0]).toMatchObject({
      game: "lotto",
      drawNumber: 2650,
      drawDate: "2026-11-18",
      numbers: [3, 9, 17, 22, 40, 51],
      bonus: 12,
      jackpot: 2_000_000,
      nextJackpot: 3_500_000.5,
      rollover: true,
      source: "csv:TEST",
    });
  });

  it("rejects the whole file when one row breaks a rule of its era, naming the line", () => {
    const text = `${LOTTO_HEADER}\n,2026-11-18,1,2,3,4,5,6,7,,,,T\n,2026-11-21,1,2,3,4,5,53,7,,,,T\n`;
    const result = readDrawFile("lotto", text);
    expect(result.draws).toEqual([]);
    expect(result.errors).toEqual([{ line: 3, reason: "main numbers must be 1-52 on 2026-11-21; got 53" }]);
  });

  it("accepts 58-ball numbers only in the 58-ball era, and 49-ball rules before 2017", () => {
    expect(readDrawFile("lotto", `${LOTTO_HEADER}\n,2025-10-01,1,2,3,4,5,58,7,,,,T\n`).errors).toEqual([]);
    expect(readDrawFile("lotto", `${LOTTO_HEADER}\n,2016-01-02,1,2,3,4,5,50,7,,,,T\n`).errors[0]!.reason).toMatch(/1-49/);
  });

  it("catches repeated balls, a bonus equal to a main ball, duplicate dates and numbers", () => {
    const text = [
      LOTTO_HEADER,
      "10,2026-11-18,1,1,3,4,5,6,7,,,,T",
      "11,2026-11-21,1,2,3,4,5,6,6,,,,T",
      "12,2026-11-25,1,2,3,4,5,6,7,,,,T",
      "12,2026-11-25,1,2,3,4,5,6,8,,,,T",
    ].join("\n");
    const reasons = readDrawFile("lotto", text).errors.map((e) => `${e.line}: ${e.reason}`);
    expect(reasons).toEqual([
      "2: a main number appears twice",
      "3: the bonus ball 6 is also a main number",
      "5: 2026-11-25 already appears on line 4",
      "5: draw number 12 already appears on line 4",
    ]);
  });

  it("checks the PowerBall range of the era and that Daily Lotto has no bonus", () => {
    const pbHeader = "draw_number,draw_date,n1,n2,n3,n4,n5,bonus";
    expect(readDrawFile("powerball", `${pbHeader}\n,2026-05-29,1,2,3,4,5,20`).errors).toEqual([]);
    expect(readDrawFile("powerball", `${pbHeader}\n,2026-06-02,1,2,3,4,5,20`).errors[0]!.reason).toMatch(/PowerBall must be 1-16/);
    expect(readDrawFile("daily-lotto", `${pbHeader}\n,2026-06-02,1,2,3,4,5,7`).errors[0]!.reason).toMatch(/no bonus ball/);
  });

  it("keeps an off-schedule date with a warning, not an error", () => {
    const result = readDrawFile("lotto", `${LOTTO_HEADER}\n,2004-12-24,1,2,3,4,5,6,7,,,,H\n`);
    expect(result.errors).toEqual([]);
    expect(result.warnings[0]!.reason).toMatch(/not a usual Lotto draw day/);
  });

  it("reports a missing column instead of guessing", () => {
    expect(readDrawFile("lotto", "draw_date,n1\n2026-11-18,1").errors[0]!.reason).toMatch(/missing column/);
  });

  it("reads divisions that belong to a known draw and match the era's table", () => {
    const header = "game,draw_number,division,match,winners,payout_rand,draw_date";
    const ok = readDivisionFile(`${header}\nlotto,,1,6,0,0,2026-11-18\nlotto,,7,2+bonus,100,20.5,2026-11-18`, () => true);
    expect(ok.errors).toEqual([]);
    expect(ok.divisions).toHaveLength(2);
    const wrongMatch = readDivisionFile(`${header}\nlotto,,7,3,100,20,2026-11-18`, () => true);
    expect(wrongMatch.errors[0]!.reason).toMatch(/division 7 is "2\+bonus"/);
    const noDraw = readDivisionFile(`${header}\nlotto,,1,6,0,0,2026-11-18`, () => false);
    expect(noDraw.errors[0]!.reason).toMatch(/no lotto draw on 2026-11-18/);
    expect(noDraw.divisions).toEqual([]);
  });
});
