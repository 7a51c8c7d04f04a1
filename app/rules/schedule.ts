/**
 * Draw schedule in South African time (SAST, UTC+2 all year: no daylight saving, so a fixed offset is
 * exact and we need no time-zone database). Client-safe.
 */
import { eraOn, GAMES, type GameId } from "./games";
import { addDays, saDate, saInstant, weekdayOf } from "~/words/sa-time";

// The clock and calendar of SA time, which need no rules, live in words/sa-time.ts (pages' scripts use them
// without the eras); they are part of this module's surface.
export { addDays, countdownTo, isIsoDate, saDate, saIsoDateTime, saInstant, saTime, weekdayOf, type Countdown } from "~/words/sa-time";

/** Easter Sunday of a year (Gregorian computus). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

function goodFriday(year: number): string {
  return addDays(easterSunday(year), -2);
}

/**
 * Whether the schedule has a draw of this game on this SA date: a draw day of the era, not on 25 December
 * (usually no draw; one found there, as PowerBall's of Tue 25 Dec 2018, is kept with an off-schedule
 * warning), and for PowerBall not on Good Friday before it started drawing on that day (2016).
 */
export function isScheduledDrawDate(game: GameId, date: string): boolean {
  const era = eraOn(game, date);
  if (!era || !era.drawDays.includes(weekdayOf(date))) return false;
  if (date.slice(5) === "12-25") return false;
  const year = Number(date.slice(0, 4));
  const goodFridayFrom = GAMES[game].goodFridayDrawsFrom;
  if (goodFridayFrom !== undefined && year < goodFridayFrom && date === goodFriday(year)) return false;
  return true;
}

/**
 * Whether a game's draw of an SA date has taken place by `now`: its era's draw time on that date has
 * passed. A result of a later draw cannot exist, whoever sends it; a date before the game has no draw.
 */
export function isDrawnBy(game: GameId, date: string, now: Date): boolean {
  const era = eraOn(game, date);
  return era !== undefined && saInstant(date, era.drawTime) <= now;
}

export interface UpcomingDraw {
  /** SA date of the draw (YYYY-MM-DD). */
  date: string;
  /** Draw time, HH:mm SAST. */
  time: string;
  /** When the draw takes place (the countdown's target). */
  at: Date;
  /**
   * "scheduled": in the future, the countdown ticks. "in-progress": the draw time has passed today and
   * its results are not in yet; the countdown shows zeros and the card says so.
   */
  status: "scheduled" | "in-progress";
}

/**
 * The draw a visitor is waiting for. `latestResultDate` is the newest draw we hold for the game, so a
 * draw whose time has passed counts as in progress until its results arrive (or the SA day ends).
 */
export function upcomingDraw(game: GameId, now: Date, latestResultDate: string | null): UpcomingDraw {
  const today = saDate(now);
  if (isScheduledDrawDate(game, today)) {
    const era = eraOn(game, today)!;
    const at = saInstant(today, era.drawTime);
    if (now < at) return { date: today, time: era.drawTime, at, status: "scheduled" };
    if (latestResultDate === null || latestResultDate < today) {
      return { date: today, time: era.drawTime, at, status: "in-progress" };
    }
  }
  // Draws are at most a week apart (two at the holidays); 15 days always finds the next one.
  for (let offset = 1; offset <= 15; offset++) {
    const date = addDays(today, offset);
    if (isScheduledDrawDate(game, date)) {
      const era = eraOn(game, date)!;
      return { date, time: era.drawTime, at: saInstant(date, era.drawTime), status: "scheduled" };
    }
  }
  throw new Error(`No scheduled ${game} draw within 15 days of ${today}`);
}

/** The last scheduled draw date strictly before `date` (within 15 days), or null. */
export function previousScheduledDrawDate(game: GameId, date: string): string | null {
  for (let offset = 1; offset <= 15; offset++) {
    const candidate = addDays(date, -offset);
    if (isScheduledDrawDate(game, candidate)) return candidate;
  }
  return null;
}

/** The first scheduled draw date strictly after `date` (within 15 days), or null: the draw an estimate is for. */
export function nextScheduledDrawDate(game: GameId, date: string): string | null {
  for (let offset = 1; offset <= 15; offset++) {
    const candidate = addDays(date, offset);
    if (isScheduledDrawDate(game, candidate)) return candidate;
  }
  return null;
}

/** The newest draw held of a game, as far as its next draw needs it. */
export interface LatestDraw {
  drawDate: string;
  nextJackpot: number | null;
}

/** A game's next draw as the API (NextDrawSchema), the home page and the game pages give it. */
export interface NextDraw {
  date: string;
  time: string;
  countdown: boolean;
  status: UpcomingDraw["status"];
  jackpot: number | null;
}

/**
 * The next draw of a game. Its jackpot is the estimate announced by the draw just before it, and only
 * when that draw is the one we hold: an older estimate would be for a draw that has already happened.
 */
export function toNextDraw(game: GameId, now: Date, latest: LatestDraw | undefined): NextDraw {
  const upcoming = upcomingDraw(game, now, latest?.drawDate ?? null);
  const announcingDraw = previousScheduledDrawDate(game, upcoming.date);
  const jackpot = latest && latest.drawDate === announcingDraw ? latest.nextJackpot : null;
  return { date: upcoming.date, time: upcoming.time, countdown: upcoming.status === "scheduled", status: upcoming.status, jackpot };
}
