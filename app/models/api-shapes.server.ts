/**
 * The JSON shapes of the public /api contract (spec section 3), built from rows. Dates are SA dates
 * (YYYY-MM-DD), times HH:mm SAST, money in rand or null, numbers ascending. The types are those of the
 * answers' zod schemas (app/api/schemas.server.ts), from which the OpenAPI document is made.
 */
import type { ApiHistoryDraw, ApiLatestResult, ApiNextDraw } from "~/api/schemas.server";
import type { DrawRow, PrizeDivisionRow } from "~/db/schema";
import { GAMES, type GameId } from "~/rules/games";
import { previousScheduledDrawDate, upcomingDraw } from "~/rules/schedule";

export function toLatestResult(row: DrawRow): ApiLatestResult {
  return {
    drawDate: row.drawDate,
    drawNumber: row.drawNumber,
    numbers: row.numbers,
    bonusNumber: row.bonus,
    jackpot: row.jackpot,
    nextJackpot: row.nextJackpot,
  };
}

export function toHistoryDraw(row: DrawRow, divisions: readonly PrizeDivisionRow[] = []): ApiHistoryDraw {
  return {
    id: row.id,
    gameType: row.game as GameId,
    drawDate: row.drawDate,
    drawNumber: row.drawNumber,
    numbers: row.numbers,
    bonusNumber: row.bonus,
    jackpot: row.jackpot,
    nextJackpot: row.nextJackpot,
    rollover: row.rollover,
    rolloverAmount: row.rolloverAmount,
    winners: divisions.find((d) => d.division === 1)?.winners ?? null,
  };
}

/**
 * The next draw of a game. Its jackpot is the estimate announced by the draw just before it, and only
 * when that draw is the one we hold: an older estimate would be for a draw that has already happened.
 */
export function toNextDraw(game: GameId, now: Date, latest: DrawRow | undefined): ApiNextDraw {
  const upcoming = upcomingDraw(game, now, latest?.drawDate ?? null);
  const announcingDraw = previousScheduledDrawDate(game, upcoming.date);
  const jackpot = latest && latest.drawDate === announcingDraw ? latest.nextJackpot : null;
  return { date: upcoming.date, time: upcoming.time, countdown: upcoming.status === "scheduled", status: upcoming.status, jackpot };
}

/** Games whose next draw the API and the home page announce: the main games (Plus games share their draw). */
export const NEXT_DRAW_GAMES = (Object.keys(GAMES) as GameId[]).filter((game) => !GAMES[game].addOnTo);
