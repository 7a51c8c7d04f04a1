/**
 * Claiming a ticket's prizes: the last day to claim a draw's prize and where a prize of an amount is
 * claimed, from the facts module (app/facts/facts.ts: the claim period and the tiers). Client-safe.
 */
import { CLAIMS, type ClaimTier } from "~/facts/facts";
import { addDays } from "~/rules/sa-time";

export type { ClaimTier };

/** The warning shows from this many days before the last day to claim. */
export const CLAIM_WARNING_DAYS = 30;

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
