/**
 * What the history pages say in words about their rows (app/models/history-page.server.ts): the line for
 * a date with no draw, and the stats panel's draw days.
 */
import { formatDay } from "~/words/dates";
import { currentEra, drawDaysShort, type GameId } from "~/rules/games";
import type { DateMiss, GameStatsRow } from "~/models/history-page.server";

export interface GameStats extends GameStatsRow {
  /** "Wed & Sat", "Daily". */
  drawDays: string;
}

/** A date with no draw: said, with the nearest draw date shown instead when there is one. */
export function dateMessage(miss: DateMiss | null): string | null {
  if (!miss) return null;
  const none = `No draws in our records on ${formatDay(miss.asked)}.`;
  return miss.nearest ? `${none} Showing the nearest draw date, ${formatDay(miss.nearest)}.` : none;
}

export function gameStats(game: GameId, stats: GameStatsRow): GameStats {
  return { ...stats, drawDays: drawDaysShort(currentEra(game)) };
}
