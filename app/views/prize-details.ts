/**
 * What a result card or history row says about the prize details it does not have. Our history has many
 * draws without a jackpot, next jackpot or prize divisions; a card shows what is known and one short
 * line for the rest, instead of a "Not published" field for each. The line is made on the server
 * (result-cards.server.ts), so none of this ships to the browser.
 */

import { formatRand } from "~/words/numbers";
import { detailsMayStillCome } from "~/rules/ingest-schedule";

/** Whether a draw is at most DETAILS_PENDING_DAYS old on `today` (both SA dates, YYYY-MM-DD). */
export const isRecentDraw = detailsMayStillCome;

export interface PrizeDetails {
  jackpot: number | null;
  rollover: boolean | null;
  nextJackpot: number | null;
  hasDivisions: boolean;
  /** At most a week old: missing details may still be published. */
  recent: boolean;
}

/** Whether nothing at all is known about the draw's prizes (a history row then shows one line). */
export function hasNoPrizeDetails(draw: PrizeDetails): boolean {
  return draw.jackpot === null && draw.rollover === null && draw.nextJackpot === null && !draw.hasDivisions;
}

function joinList(items: readonly string[]): string {
  return items.length === 1 ? items[0]! : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/**
 * The one line for what is missing, or null when every detail is known:
 * "Prize details for this draw are not in our records" when nothing is known (older than a week), or
 * "The next jackpot and prize divisions for this draw are not in our records" for part of them. A
 * recent draw says "not yet published" instead (the spec's "Divisions not yet published" when only the
 * divisions are missing).
 */
export function missingDetailsLine(draw: PrizeDetails): string | null {
  const missing: string[] = [];
  // With the rollover known, only the amount is missing (the card shows "Rolled over" or "Won"); a jackpot that
  // rolled over paid nobody, so its amount is no gap worth a line beside "Rolled over" (issue 43): the next
  // jackpot is the figure a player looks for then.
  if (draw.jackpot === null && draw.rollover !== true) missing.push(draw.rollover === null ? "jackpot" : "jackpot amount");
  if (draw.nextJackpot === null) missing.push("next jackpot");
  if (!draw.hasDivisions) missing.push("prize divisions");
  if (missing.length === 0) return null;
  const state = draw.recent ? "not yet published" : "not in our records";
  if (hasNoPrizeDetails(draw)) return `Prize details for this draw are ${state}`;
  if (draw.recent && missing.length === 1 && !draw.hasDivisions) return "Divisions not yet published";
  const plural = missing.length > 1 || missing[0] === "prize divisions";
  return `The ${joinList(missing)} for this draw ${plural ? "are" : "is"} ${state}`;
}

/**
 * A recent draw without its prize table: when payouts usually come, and when we last asked (text such as
 * "22:36"), said once beside the missing-details line (the card, the game page) or in the prize
 * section (the draw page). Null for a draw with divisions, or older than DETAILS_PENDING_DAYS (then the
 * missing-details line says "not in our records" and nothing is promised).
 */
export function payoutsPendingLine(draw: Pick<PrizeDetails, "hasDivisions" | "recent">, lastChecked: string | null): string | null {
  if (draw.hasDivisions || !draw.recent) return null;
  return `Payouts are usually published later tonight or by the next morning; we check every few minutes${lastChecked ? ` (last checked ${lastChecked})` : ""}`;
}

/** "R 5,000,000 · rolled over", or "Won" when only the outcome is known. */
function jackpotText(jackpot: number | null, rollover: boolean | null): string {
  const outcome = rollover === null ? null : rollover ? "rolled over" : "won";
  if (jackpot === null) return outcome ? outcome[0]!.toUpperCase() + outcome.slice(1) : "";
  return outcome ? `${formatRand(jackpot)} · ${outcome}` : formatRand(jackpot);
}

/** The figures a card shows, only those we hold: [["Jackpot", "R 5,000,000 · rolled over"], ["Next jackpot", "R 6,500,000"]]. */
export function prizeFigures(draw: Pick<PrizeDetails, "jackpot" | "rollover" | "nextJackpot">): [string, string][] {
  const figures: [string, string][] = [];
  if (draw.jackpot !== null || draw.rollover !== null) figures.push(["Jackpot", jackpotText(draw.jackpot, draw.rollover)]);
  if (draw.nextJackpot !== null) figures.push(["Next jackpot", formatRand(draw.nextJackpot)]);
  return figures;
}
