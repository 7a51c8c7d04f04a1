/**
 * The public forms' date fields (components/DateField.tsx) and the parsers that read them. A module of
 * its own, not part of sa-time or format: those are in the home page's script, which has no date field.
 */
import { isIsoDate } from "../words/sa-time";

/**
 * A date as a visitor types it into a form: the site's dd/mm/yyyy (with /, -, . or a space between, and
 * one-digit days and months), or YYYY-MM-DD, the form of our links and of older bookmarks. The real
 * calendar date as YYYY-MM-DD, or null.
 */
export function parseDateInput(value: string): string | null {
  const text = value.trim();
  if (isIsoDate(text)) return text;
  const match = /^(\d{1,2})[/.\- ](\d{1,2})[/.\- ](\d{4})$/.exec(text);
  if (!match) return null;
  const iso = `${match[3]}-${match[2]!.padStart(2, "0")}-${match[1]!.padStart(2, "0")}`;
  return isIsoDate(iso) ? iso : null;
}

/** "18/11/2026": the site's short form, used in its date fields (read back by `parseDateInput`). */
export function formatDateField(date: string): string {
  const [y, m, d] = date.split("-");
  return `${d}/${m}/${y}`;
}
