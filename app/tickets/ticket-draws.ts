/** The draws a ticket covers: consecutive scheduled draws of its game from its first draw date. Client-safe. */
import { addDays, isScheduledDrawDate } from "~/rules/schedule";
import type { GameId } from "~/rules/games";

/** Draws are at most a week apart (two at the holidays): 15 days without one means the game has none ahead. */
const LONGEST_GAP_DAYS = 15;

/**
 * The SA dates of the first `count` scheduled draws of `game` on or after `firstDraw`. Fewer when the
 * schedule has no more (a game's eras end), never a date the schedule does not hold.
 */
export function coveredDraws(game: GameId, firstDraw: string, count: number): string[] {
  const dates: string[] = [];
  let date = firstDraw;
  let gap = 0;
  while (dates.length < count && gap <= LONGEST_GAP_DAYS) {
    if (isScheduledDrawDate(game, date)) {
      dates.push(date);
      gap = 0;
    } else gap++;
    date = addDays(date, 1);
  }
  return dates;
}
