/**
 * The JSON shapes of the public /api contract (spec section 3), built from rows. Dates are SA dates
 * (YYYY-MM-DD), times HH:mm SAST, money in rand or null, numbers ascending. The types are those of the
 * answers' zod schemas (app/api/schemas.server.ts), from which the OpenAPI document is made.
 */
import type { ApiHistoryDraw, ApiLatestResult } from "~/api/schemas.server";
import type { DrawRow, PrizeDivisionRow } from "~/db/schema";
import type { GameId } from "~/rules/games";

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
