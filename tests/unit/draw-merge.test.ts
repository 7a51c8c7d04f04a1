/**
 * The draw merge (app/db/draw-merge.ts), the one definition the upsert's SQL, the ingest's
 * classification and report and the admin's audit line share: each row a held draw, an incoming one and
 * what the merge changes. tests/workers/draw-writes.test.ts runs the SQL it generates against D1.
 */
import { describe, expect, it } from "vitest";
import { divisionsChange, drawMergeChanges, mergedDivision, type MergeableDraw } from "~/db/draw-merge";
import type { DivisionInput } from "~/input/draw-input.server";

const held: MergeableDraw = {
  drawNumber: 2500,
  numbers: [2, 10, 16, 24, 32, 41],
  drawnOrder: [41, 2, 24, 10, 32, 16],
  bonus: 7,
  jackpot: 9_000_000,
  nextJackpot: 9_500_000,
  rollover: true,
  rolloverAmount: 8_000_000,
  prizePool: 12_000_000,
  sales: 20_000_000,
  drawMachine: "RNG2",
};
const unknown: Partial<MergeableDraw> = {
  drawNumber: null,
  drawnOrder: null,
  jackpot: null,
  nextJackpot: null,
  rollover: null,
  rolloverAmount: null,
  prizePool: null,
  sales: null,
  drawMachine: null,
};

describe("the draw merge", () => {
  it.each<[string, Partial<MergeableDraw>, Record<string, { from: unknown; to: unknown }>]>([
    ["the same draw changes nothing", {}, {}],
    ["unknown values never erase known ones", unknown, {}],
    ["a known value replaces another", { nextJackpot: 9_600_000 }, { nextJackpot: { from: 9_500_000, to: 9_600_000 } }],
    [
      "a drawing order is kept when unknown, replaced when known",
      { drawnOrder: [2, 41, 24, 10, 32, 16] },
      { drawnOrder: { from: held.drawnOrder, to: [2, 41, 24, 10, 32, 16] } },
    ],
    ["the balls are always set", { numbers: [2, 10, 16, 24, 32, 44] }, { numbers: { from: held.numbers, to: [2, 10, 16, 24, 32, 44] } }],
    ["the bonus ball is always set, even to unknown", { bonus: null }, { bonus: { from: 7, to: null } }],
    ["the drawing machine is a merged field like the others", { drawMachine: "RNG1" }, { drawMachine: { from: "RNG2", to: "RNG1" } }],
    ["a rollover can turn false", { rollover: false }, { rollover: { from: true, to: false } }],
    [
      "several fields at once, unknown ones left",
      { ...unknown, numbers: [1, 2, 3, 4, 5, 6], sales: 21_000_000 },
      { numbers: { from: held.numbers, to: [1, 2, 3, 4, 5, 6] }, sales: { from: 20_000_000, to: 21_000_000 } },
    ],
  ])("%s", (_, incoming, changes) => {
    expect(drawMergeChanges({ ...held, ...incoming }, held)).toEqual(changes);
  });

  const division = (over: Partial<DivisionInput> = {}): DivisionInput => ({
    division: 1,
    match: "6",
    winners: 1,
    payout: 9_000_000,
    ...over,
  });
  const stored = [{ division: 1, match: "6", winners: 1, payout: 9_000_000 }];

  it.each<[string, DivisionInput[], boolean]>([
    ["the same division changes nothing", [division()], false],
    ["unknown winners and payout keep the known ones", [division({ winners: null, payout: null })], false],
    ["a known payout replaces another", [division({ payout: 9_100_000 })], true],
    ["the match code is always set", [division({ match: "5+bonus" })], true],
    ["a division not held yet is a change", [division({ division: 2, match: "5+bonus" })], true],
  ])("%s", (_, incoming, changed) => {
    expect(divisionsChange(incoming, stored)).toBe(changed);
  });

  it("merges a division field by field", () => {
    expect(mergedDivision(division({ winners: null }), stored[0])).toEqual({ division: 1, match: "6", winners: 1, payout: 9_000_000 });
    expect(mergedDivision(division({ winners: null, payout: null }), undefined)).toEqual({
      division: 1,
      match: "6",
      winners: null,
      payout: null,
    });
  });
});
