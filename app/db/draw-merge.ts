/**
 * The one definition of how an incoming draw merges with the one we hold (issue 34 §4). Each field either
 * keeps its known value when the incoming one is unknown (null), or is always set from the incoming draw.
 * The upsert's SQL (draw-writes.server.ts) is generated from this table, and the ingest's classification
 * and its report of what changed, and the admin's save and audit line, read the changes from here, so
 * the four can no longer disagree (they did on an unknown bonus ball, which validation happens to refuse).
 * Prize divisions merge the same way, by their own table (DIVISION_MERGE): the match code is always set,
 * winners and payout keep known values; the divisions' upsert SQL is generated from it too.
 */
import type { PrizeDivisionRow } from "~/db/schema";
import type { DivisionInput, DrawInput } from "~/input/draw-input.server";

/** How a field merges: "keep-known" keeps the held value when the incoming one is unknown (null); "set" always takes the incoming one. */
export type MergeRule = "keep-known" | "set";

/** A field's value after the merge, by its rule. */
const mergedValue = <T>(rule: MergeRule, incoming: T, held: T | null | undefined): T | null =>
  incoming === null && rule === "keep-known" ? (held ?? null) : incoming;

export const DRAW_MERGE = {
  drawNumber: "keep-known",
  numbers: "set",
  drawnOrder: "keep-known",
  bonus: "set",
  jackpot: "keep-known",
  nextJackpot: "keep-known",
  rollover: "keep-known",
  rolloverAmount: "keep-known",
  prizePool: "keep-known",
  sales: "keep-known",
  drawMachine: "keep-known",
} as const satisfies Record<string, MergeRule>;

export type MergedField = keyof typeof DRAW_MERGE;
export const MERGED_FIELDS = Object.keys(DRAW_MERGE) as MergedField[];

/** A draw's merged fields: the incoming draw's, or the row we hold. */
export type MergeableDraw = Pick<DrawInput, MergedField>;

/** What a field holds after the merge. */
export function mergedField<F extends MergedField>(
  field: F,
  incoming: MergeableDraw,
  held: MergeableDraw | null | undefined,
): MergeableDraw[F] {
  // Only a keep-known field can be null, so its held value (or null) has the field's type.
  return mergedValue(DRAW_MERGE[field], incoming[field], held?.[field]) as MergeableDraw[F];
}

/** The fields writing `incoming` over `held` changes: each one's stored value and the value it becomes. */
export function drawMergeChanges(incoming: MergeableDraw, held: MergeableDraw): Record<string, { from: unknown; to: unknown }> {
  const changed: Record<string, { from: unknown; to: unknown }> = {};
  for (const field of MERGED_FIELDS) {
    const to = mergedField(field, incoming, held);
    if (JSON.stringify(to) !== JSON.stringify(held[field])) changed[field] = { from: held[field], to };
  }
  return changed;
}

/** How each field of a prize division merges (the division number is its key, never merged). */
export const DIVISION_MERGE = {
  match: "set",
  winners: "keep-known",
  payout: "keep-known",
} as const satisfies Record<string, MergeRule>;

export type MergedDivisionField = keyof typeof DIVISION_MERGE;
export const MERGED_DIVISION_FIELDS = Object.keys(DIVISION_MERGE) as MergedDivisionField[];

type HeldDivision = Pick<PrizeDivisionRow, "division" | MergedDivisionField>;

/** A prize division after the merge, field by field by DIVISION_MERGE: the match as sent, winners and payout known ones kept. */
export function mergedDivision(incoming: DivisionInput, held: HeldDivision | undefined): HeldDivision {
  const merged: HeldDivision = { division: incoming.division, match: incoming.match, winners: null, payout: null };
  for (const field of MERGED_DIVISION_FIELDS) {
    // Only a keep-known field can be null, so its held value (or null) has the field's type.
    (merged as Record<MergedDivisionField, unknown>)[field] = mergedValue<unknown>(DIVISION_MERGE[field], incoming[field], held?.[field]);
  }
  return merged;
}

/** Whether writing these divisions changes the ones held (a division not held yet is a change). */
export function divisionsChange(incoming: readonly DivisionInput[], held: readonly HeldDivision[]): boolean {
  return incoming.some((division) => {
    const old = held.find((row) => row.division === division.division);
    if (!old) return true;
    const merged = mergedDivision(division, old);
    return MERGED_DIVISION_FIELDS.some((field) => merged[field] !== old[field]);
  });
}
