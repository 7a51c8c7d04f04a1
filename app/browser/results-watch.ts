/**
 * The late results' watch, its pure part (watch-script.ts does the page): which of the draws the server
 * said a page awaits (app/rules/results-watch.ts) are watched now, how long to wait before asking again,
 * and what in the latest-results answer counts as their arrival. Functions of the clock and of what was
 * answered, so tests set both.
 */
import { addDays, saDate } from "~/words/sa-time";
import { formatDay } from "~/words/dates";

/** A draw the page awaits, as the server renders it (components/watch/ResultsWatch.tsx). */
export interface Watch {
  game: string;
  /** The game's name ("Lotto Plus 1"). */
  name: string;
  drawDate: string;
  /** Epoch ms of the window: the draw time, and when the page stops asking. */
  from: number;
  until: number;
}

/** The latest draw of a game in `/api/results/latest` (the fields the page shows). */
export interface ArrivedDraw {
  drawDate: string;
  drawNumber: number | null;
  numbers: number[];
  bonusNumber: number | null;
}

/** Asked for about this often while a draw is awaited: the answer is cached at the edge for 60 s anyway. */
export const POLL_MS = 30_000;
/** The longest wait after errors in a row: the site may be down or the device offline. */
export const MAX_BACKOFF_MS = 5 * 60_000;

/**
 * The wait before the next question: POLL_MS, doubled after each failure in a row up to MAX_BACKOFF_MS,
 * spread by ±10 % (`jitter` in [0, 1)) so that the pages opened together do not ask together.
 */
export function pollDelay(failures: number, jitter: number): number {
  const base = Math.min(POLL_MS * 2 ** Math.max(0, failures), MAX_BACKOFF_MS);
  return Math.round(base * (0.9 + 0.2 * jitter));
}

const isDate = (value: unknown): value is string => typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The watches of the page's data attribute; anything unreadable is left out (then nothing is asked). */
export function readWatches(text: string | undefined): Watch[] {
  let raw: unknown;
  try {
    raw = JSON.parse(text ?? "[]");
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item: Record<string, unknown>) => {
    const from = typeof item?.from === "string" ? Date.parse(item.from) : NaN;
    const until = typeof item?.until === "string" ? Date.parse(item.until) : NaN;
    if (typeof item?.game !== "string" || typeof item.name !== "string" || !isDate(item.drawDate) || !(from < until)) return [];
    return [{ game: item.game, name: item.name, drawDate: item.drawDate, from, until }];
  });
}

/** The watches whose window is open at `now`. */
export const watchedAt = (watches: readonly Watch[], now: number) => watches.filter((watch) => watch.from <= now && now < watch.until);

/** When the next window opens (epoch ms), or null when none is still to come. */
export function nextOpening(watches: readonly Watch[], now: number): number | null {
  const later = watches.filter((watch) => watch.from > now).map((watch) => watch.from);
  return later.length > 0 ? Math.min(...later) : null;
}

function readDraw(value: unknown): ArrivedDraw | null {
  const draw = value as Record<string, unknown> | null;
  if (!draw || !isDate(draw.drawDate) || !Array.isArray(draw.numbers) || !draw.numbers.every(Number.isInteger)) return null;
  const bonus = draw.bonusNumber;
  return {
    drawDate: draw.drawDate,
    drawNumber: Number.isInteger(draw.drawNumber) ? (draw.drawNumber as number) : null,
    numbers: draw.numbers as number[],
    bonusNumber: Number.isInteger(bonus) ? (bonus as number) : null,
  };
}

/**
 * The awaited draws the answer of `/api/results/latest` brings: a game's latest draw of the awaited date
 * or later (a later one means the awaited draw was passed over, and the page is out of date anyway).
 */
export function arrivals(watches: readonly Watch[], answer: unknown): { watch: Watch; draw: ArrivedDraw }[] {
  if (!answer || typeof answer !== "object") return [];
  return watches.flatMap((watch) => {
    const draw = readDraw((answer as Record<string, unknown>)[watch.game]);
    return draw && draw.drawDate >= watch.drawDate ? [{ watch, draw }] : [];
  });
}

/** "Tonight's Lotto results", "Last night's …", else "The Lotto results of Sat 5 Dec 2026", by the SA date at `now`. */
export function whoseResults(name: string, drawDate: string, now: number): string {
  const today = saDate(new Date(now));
  if (drawDate === today) return `Tonight's ${name} results`;
  if (drawDate === addDays(today, -1)) return `Last night's ${name} results`;
  return `The ${name} results of ${formatDay(drawDate)}`;
}
