/**
 * Amounts of rand, whoever sends them. Client-safe (no zod).
 *
 * The one bound on a sum of rand that a draw carries (jackpot, next jackpot, rollover, pool, sales, a
 * division's payout), whoever sends it: the ingest, the CSV import, the admin's form. The largest
 * jackpot South Africa has paid is in the low hundreds of millions (data/), a week's sales far below a
 * billion: anything above R 1,000,000,000 is a slip or a hostile payload, not a result (a next jackpot
 * of 1e300 rand was once shown as "R 1e+306.36").
 */
import { formatRand } from "~/words/numbers";

export const MAX_RAND = 1_000_000_000;

/** "must be at most R 1,000,000,000". */
export const MAX_RAND_TEXT = `must be at most ${formatRand(MAX_RAND)}`;

/** Why an amount of rand cannot be stored, or null: not a finite number, negative, or above MAX_RAND. */
export function randAmountProblem(amount: number): string | null {
  if (!Number.isFinite(amount)) return "must be an amount of rand";
  if (amount < 0) return "must not be negative";
  return amount > MAX_RAND ? MAX_RAND_TEXT : null;
}

/**
 * An amount of rand as a player types it: whole rand or rand and cents ("150", "R 22.50", "99,5"), more
 * than 0. The wallet's price field and monthly limit read amounts with it.
 */
export function parseRandAmount(text: string): number | null {
  const match = /^\s*R?\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*$/i.exec(text);
  if (!match) return null;
  const amount = Number(`${match[1]}.${(match[2] ?? "0").padEnd(2, "0")}`);
  return amount > 0 ? amount : null;
}
