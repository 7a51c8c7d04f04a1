/**
 * Pure translations from the official API's terms to ours (sources.md section 2): its game and pool ids,
 * money in cents, draw times (SA time unless they name a zone) and number lists with the bonus ball last.
 */
import { divisionCode, eraOn, GAMES, type GameId } from "~/rules/games";
import { isIsoDate, saDate } from "~/rules/schedule";

export interface OfficialPool {
  gameId: number;
  winPoolId: number;
  /** 0/1/2 alongside pool 100/101/102 on the detail call. */
  plusFlag: number;
}

/** Lotto 11101, PowerBall 11201, Daily Lotto 11001; pool 100 = main, 101 = first add-on, 102 = second. */
export const OFFICIAL_POOLS: Record<GameId, OfficialPool> = {
  lotto: { gameId: 11101, winPoolId: 100, plusFlag: 0 },
  "lotto-plus-1": { gameId: 11101, winPoolId: 101, plusFlag: 1 },
  "lotto-plus-2": { gameId: 11101, winPoolId: 102, plusFlag: 2 },
  powerball: { gameId: 11201, winPoolId: 100, plusFlag: 0 },
  "powerball-plus": { gameId: 11201, winPoolId: 101, plusFlag: 1 },
  "daily-lotto": { gameId: 11001, winPoolId: 100, plusFlag: 0 },
};

export function poolToGame(gameId: number, winPoolId: number): GameId | undefined {
  return (Object.keys(OFFICIAL_POOLS) as GameId[]).find(
    (game) => OFFICIAL_POOLS[game].gameId === gameId && OFFICIAL_POOLS[game].winPoolId === winPoolId,
  );
}

/** Whole cents to rand with two decimals; unknown stays unknown. */
export function centsToRand(cents: number | null | undefined): number | null {
  if (cents === null || cents === undefined) return null;
  return Math.round(cents) / 100;
}

/** "YYYY-MM-DD", then optionally a clock time ("T" or a space) and an explicit offset. */
const TIMESTAMP = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?))?\s*(Z|[+-]\d{2}:?\d{2})?$/;

/** SAST, UTC+2 all year: the zone of a source time that names none. */
const SAST = "+02:00";

function parseTimestamp(time: string): { date: string; clock: string | undefined; zone: string | undefined } | null {
  const match = TIMESTAMP.exec(time.trim());
  if (!match || !isIsoDate(match[1]!)) return null;
  return { date: match[1]!, clock: match[2], zone: match[3] };
}

/**
 * The instant of one of the API's timestamps (`drawTime`, `nextDrawTime`). The zone the API means is
 * unresolved (sources.md 2c: one client converts from UTC, two take the clock as SA time, a paid mirror
 * puts a `Z` on 21:00 SAST draws), so a timestamp without a zone is read as SA time and an explicit zone
 * is honoured. Null when it is not a timestamp with a clock time.
 */
export function sourceTimeToInstant(time: string): Date | null {
  const parsed = parseTimestamp(time);
  if (!parsed?.clock) return null;
  const zone = parsed.zone ?? SAST;
  const normalizedZone = zone === "Z" || zone.includes(":") ? zone : `${zone.slice(0, 3)}:${zone.slice(3)}`;
  const instant = new Date(`${parsed.date}T${parsed.clock}${normalizedZone}`);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/**
 * The SA date of a draw from the API's `drawTime`, or null when it does not start with a real date.
 * Without an explicit offset its date part IS the SA date (no conversion: a 22:30 draw stays on its
 * day); only an explicit `Z` or ±hh:mm is converted to SA time.
 */
export function drawTimeToSaDate(drawTime: string): string | null {
  const parsed = parseTimestamp(drawTime);
  if (!parsed) return null;
  // A clock time that is no time ("25:00") makes the whole value unreadable.
  if (!parsed.zone) return parsed.clock && !sourceTimeToInstant(drawTime) ? null : parsed.date;
  const instant = sourceTimeToInstant(drawTime);
  return instant ? saDate(instant) : null;
}

/** `winNumList` holds the main balls, then the bonus ball / PowerBall last; Daily Lotto has no bonus. */
export function splitWinNumbers(game: GameId, winNumList: readonly number[]): { numbers: number[]; bonus: number | null } {
  if (GAMES[game].family === "daily-lotto") return { numbers: [...winNumList], bonus: null };
  return { numbers: winNumList.slice(0, -1), bonus: winNumList.length > 0 ? winNumList[winNumList.length - 1]! : null };
}

/**
 * The FALLBACK match code of a division number: what our table of the draw's era has at that position
 * ("5+bonus"), or null when the era's table is unknown or has no such division. Used only for a prize
 * level that carries no label we can read (the source's label is the truth: a Plus pool may pay a
 * table of its own).
 */
export function matchCodeByPosition(game: GameId, drawDate: string, division: number): string | null {
  const rule = eraOn(game, drawDate)?.divisions?.find((d) => d.division === division);
  return rule ? divisionCode(game, rule) : null;
}
