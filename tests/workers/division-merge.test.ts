/**
 * The prize divisions' merge table (DIVISION_MERGE, app/db/draw-merge.ts) is what the upsert's SQL
 * does on D1: for each field and its rule, a division is held, another is written over it through the
 * upsert (upsertDivisionsQuery), and the stored row is the TypeScript merge of the two (mergedDivision,
 * which the ingest's classification and the admin's save read); a write that merges to the row held
 * leaves it untouched.
 */
import { env } from "./test-env";
import { beforeEach, describe, expect, it } from "vitest";
import { DIVISION_MERGE, divisionsChange, mergedDivision, type MergedDivisionField } from "~/db/draw-merge";
import { upsertDivisionsQuery } from "~/models/draw-writes.server";
import type { DivisionInput } from "~/input/draw-input.server";
import { clearDraws, db, testDraw, writeDraws } from "./seed";

const GAME = "lotto";
const DATE = "2026-11-18";
const held: DivisionInput = { division: 2, match: "5+bonus", winners: 3, payout: 250_000.5 };
/** Per field: a known value other than the held one, and the field's unknown value (none for a field that is never unknown). */
const other: Record<MergedDivisionField, { known: DivisionInput[MergedDivisionField]; unknown?: null }> = {
  match: { known: "5" },
  winners: { known: 4, unknown: null },
  payout: { known: 187_500.25, unknown: null },
};

const stored = async () => env.DB.prepare("SELECT division, match, winners, payout FROM prize_divisions").first<Record<string, unknown>>();

/** Writes `incoming` over the held division through the upsert alone; how many rows it touched. */
async function upsert(incoming: DivisionInput): Promise<number> {
  const result = await upsertDivisionsQuery(db(), [{ ...incoming, game: GAME, drawDate: DATE }]).run();
  return result.meta.changes;
}

describe("the division upsert's SQL is the merge table", () => {
  beforeEach(async () => {
    await clearDraws();
    await writeDraws([testDraw({ game: GAME, drawDate: DATE, numbers: [1, 2, 3, 4, 5, 6], bonus: 7, divisions: [held] })]);
  });

  it("the table names every merged field of a division", () => {
    expect(Object.keys(DIVISION_MERGE).sort()).toEqual(Object.keys(other).sort());
  });

  for (const [field, rule] of Object.entries(DIVISION_MERGE) as [MergedDivisionField, "keep-known" | "set"][]) {
    it(`${field} (${rule}): a known value replaces the held one`, async () => {
      const incoming = { ...held, [field]: other[field].known };
      expect(await upsert(incoming)).toBe(1);
      expect(await stored()).toEqual(mergedDivision(incoming, held));
      expect((await stored())![field]).toBe(other[field].known);
    });

    if ("unknown" in other[field]) {
      it(`${field} (${rule}): an unknown value ${rule === "keep-known" ? "keeps the held one" : "is written"}`, async () => {
        const incoming = { ...held, [field]: null };
        const merged = mergedDivision(incoming, held);
        expect(await upsert(incoming)).toBe(divisionsChange([incoming], [held]) ? 1 : 0);
        expect(await stored()).toEqual(merged);
        expect((await stored())![field]).toBe(rule === "keep-known" ? held[field] : null);
      });
    }
  }

  it("the same division touches nothing", async () => {
    expect(divisionsChange([held], [held])).toBe(false);
    expect(await upsert({ ...held })).toBe(0);
    expect(await stored()).toEqual(held);
  });
});
