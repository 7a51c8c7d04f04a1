/**
 * The month filter of a game's results page (`/results/{game}?month=2018-03`): a GET form with an
 * `<input type="month">`, which browsers without that input show as a text field, so the value is typed
 * text until this schema says otherwise. Shared by the route's loader and its handle's edge-cache key
 * (app/edge/cache-key.server.ts), so the key accepts exactly the months the page does.
 */
import { z } from "zod";

/** The first year any game has draws in (Lotto began in 2000); a month before it cannot hold a draw. */
const FIRST_ARCHIVE_YEAR = 2000;
const LAST_YEAR = 2100;

export const MONTH_PARAM = "month";

const monthSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Enter a month as YYYY-MM, such as 2018-03.")
  .refine((value) => {
    const year = Number(value.slice(0, 4));
    return year >= FIRST_ARCHIVE_YEAR && year <= LAST_YEAR;
  }, `Enter a month from ${FIRST_ARCHIVE_YEAR} on.`);

export type MonthParam =
  | { kind: "none" }
  | { kind: "month"; value: string; year: number; month: number }
  /** The message is ours, never the text sent (see history-params.ts on echoing URL text). */
  | { kind: "invalid"; message: string };

/** The `month` parameter: absent or blank is no filter; anything else is a month or a message. */
export function parseMonthParam(search: URLSearchParams): MonthParam {
  const raw = search.get(MONTH_PARAM);
  if (raw === null || raw.trim() === "") return { kind: "none" };
  const parsed = monthSchema.safeParse(raw);
  if (!parsed.success) return { kind: "invalid", message: parsed.error.issues[0]?.message ?? "Enter a month as YYYY-MM." };
  return { kind: "month", value: parsed.data, year: Number(parsed.data.slice(0, 4)), month: Number(parsed.data.slice(5, 7)) };
}
