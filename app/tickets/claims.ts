/**
 * Claiming a ticket's prizes: the last day to claim a draw's prize and where a prize of an amount is
 * claimed, from the facts module (app/facts/facts.ts: the claim period and the tiers). Client-safe.
 */
import { CLAIMS, type ClaimTier } from "~/facts/facts";
import { formatDay } from "~/words/dates";
import { formatRand } from "~/words/numbers";
import { addDays } from "~/words/sa-time";

export type { ClaimTier };

/** The warning shows from this many days before the last day to claim. */
const CLAIM_WARNING_DAYS = 30;

/** "open": time enough; "closing": the last 30 days; "expired": past the last day. */
export type ClaimStatus = "open" | "closing" | "expired";

/** The last SA date to claim a prize of the draw of `drawDate`, and where `today` stands against it. */
export function claimDeadline(drawDate: string, today: string): { claimBy: string; status: ClaimStatus } {
  const claimBy = addDays(drawDate, CLAIMS.deadlineDays);
  const status = today > claimBy ? "expired" : today >= addDays(claimBy, -CLAIM_WARNING_DAYS) ? "closing" : "open";
  return { claimBy, status };
}

/** Where a prize of `amount` rand is claimed: the highest tier whose smallest prize it reaches (no gap between tiers' cents). */
export function claimTier(amount: number): ClaimTier {
  return [...CLAIMS.tiers].reverse().find((tier) => amount >= tier.min) ?? CLAIMS.tiers[0];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A prize's claim period as a player reads it: the last day, where `today` stands, and the days left. */
export interface ClaimLine {
  claimBy: string;
  status: ClaimStatus;
  /** Days from `today` to the last day to claim (0 on the last day; negative once ended). */
  daysLeft: number;
}

export function claimLine(drawDate: string, today: string): ClaimLine {
  const { claimBy, status } = claimDeadline(drawDate, today);
  const daysLeft = Math.round((Date.parse(`${claimBy}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
  return { claimBy, status, daysLeft };
}

/** "6 days left", "1 day left", "today is the last day". */
export const daysText = (days: number) => (days === 0 ? "today is the last day" : `${days} day${days === 1 ? "" : "s"} left`);

/** "Claim by Sat 3 Oct 2026: 300 days left", "Claim soon: by …, 6 days left", "The time to claim ended on …". */
export function claimLineText(line: ClaimLine): string {
  const by = formatDay(line.claimBy);
  if (line.status === "expired") return `The time to claim ended on ${by}`;
  if (line.status === "closing") return `Claim soon: by ${by}, ${daysText(line.daysLeft)}`;
  return `Claim by ${by}: ${daysText(line.daysLeft)}`;
}

/**
 * Where a prize is claimed, as two plain cases: a ticket bought at a shop (by the amount's tier, or every
 * tier when the amount is not known) and one bought through a banking app, the website or the app
 * (paid into the player's account below CLAIMS.digitalPaidUnder; bigger wins are claimed).
 */
export function whereToClaim(amount: number | null): { shop: string; digital: string } {
  const tiers = CLAIMS.tiers;
  const shop =
    amount !== null
      ? `Bought at a shop: claim it at ${claimTier(amount).where}.`
      : `Bought at a shop: up to ${formatRand(tiers[0].max!)} at ${tiers[0].where}, up to ${formatRand(tiers[1].max!)} at ${tiers[1].where}, more at ${tiers[2].where}.`;
  const digital = `Bought through a banking app, the website or the app: prizes below ${formatRand(CLAIMS.digitalPaidUnder)} are paid into your account; bigger ones are claimed.`;
  return { shop, digital };
}
