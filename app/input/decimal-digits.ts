/**
 * Whole numbers as typed: decimal digits only. `Number()` reads "0x10" as 16, "1e1" as 10, and " 16",
 * "16.0" or "" (as 0) as numbers too. Client-safe (no zod), so the browser's forms (the ticket wallet)
 * read numbers exactly as the server's do; decimal-integer.ts builds its request schemas on it.
 */

/** ASCII digits and nothing else: no sign, space, point, exponent or hex prefix. */
const DECIMAL_DIGITS = /^[0-9]+$/;

/** Fifteen digits are always exact as a JavaScript number; more is no id or count of ours. */
const MAX_DIGITS = 15;

/** The number written in `text`, or null unless `text` is decimal digits only. */
export function parseDecimal(text: string): number | null {
  return DECIMAL_DIGITS.test(text) && text.length <= MAX_DIGITS ? Number(text) : null;
}
