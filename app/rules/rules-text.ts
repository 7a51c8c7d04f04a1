import { currentEra, drawDaysText, eraOn, type GameId, GAMES, hasPowerBall } from "~/rules/games";

/** The card's rule line for the era of a date: "6 numbers from 1-52 plus a bonus ball". */
export function ruleText(game: GameId, date: string): string {
  const era = eraOn(game, date);
  if (!era) return "";
  const mains = `${era.mainCount} numbers from 1-${era.mainMax}`;
  if (era.bonusMax === null) return mains;
  return hasPowerBall(game) ? `${mains} plus a PowerBall from 1-${era.bonusMax}` : `${mains} plus a bonus ball`;
}

/** "Lotto is drawn on Wednesday and Saturday at 21:00 SAST.": the current era's schedule, from the rules. */
export function drawScheduleText(game: GameId): string {
  const era = currentEra(game);
  const days = drawDaysText(era);
  return `${GAMES[game].name} is drawn ${days === "every day" ? days : `every ${days}`} at ${era.drawTime} SAST.`;
}
