/**
 * Whole numbers from requests (form fields, path segments, query parameters): decimal digits only.
 * `z.coerce.number` and `Number()` read "0x10" as 16, "1e1" as 10, and " 16", "16.0" or "" (as 0) as
 * numbers too, so a hand-made post could reach a row that no page offered (`id=0x10` deleted draw 16).
 * Every id and integer the site reads from a request goes through this module.
 */
import { z } from "zod";
import { parseDecimal } from "./decimal-digits";

// The digits-only reading itself is client-safe (the browser's forms use it too).
export { parseDecimal } from "./decimal-digits";

/**
 * A zod schema for a request value (a string, or null / a File from FormData) that must be a decimal
 * whole number from `min` to `max`; anything else fails with `message`, which never repeats the value.
 */
export function decimalInteger({ min = 0, max = Number.MAX_SAFE_INTEGER, message }: { min?: number; max?: number; message: string }) {
  return z.unknown().transform((value, ctx) => {
    const number = typeof value === "string" ? parseDecimal(value) : null;
    if (number === null || number < min || number > max) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message });
      return z.NEVER;
    }
    return number;
  });
}

/** A row id (draw, contact message): 1 or more, in digits. */
export const ROW_ID_MESSAGE = "A row is chosen by its number, written in digits only (such as 16).";
export const rowId = decimalInteger({ min: 1, message: ROW_ID_MESSAGE });
