/**
 * The newest draws of the current era with their figures: what /tips and /lotto-predictions show. The
 * same query and counting functions as the statistics pages (queries.server.ts, figures.ts).
 */
import type { Db } from "~/db/client.server";
import { currentEra, type GameId } from "~/rules/games";
import { bonusBallFigures, mainBallFigures, type BallFigure } from "./figures";
import { loadEraDraws } from "./queries.server";

export interface RecentFigures {
  game: GameId;
  /** Draws counted (the window, or fewer early in an era). */
  drawsCounted: number;
  window: number;
  eraFrom: string;
  mainMax: number;
  bonusMax: number | null;
  oldestDate: string | null;
  newestDate: string | null;
  main: BallFigure[];
  /** The bonus ball / PowerBall, counted apart; null for a game without one. */
  bonus: BallFigure[] | null;
  /** Newest first: the jackpots on offer, for growth notes. */
  jackpots: { date: string; jackpot: number | null; rollover: boolean | null }[];
}

export async function recentFigures(db: Db, game: GameId, window: number): Promise<RecentFigures> {
  const era = currentEra(game);
  const draws = await loadEraDraws(db, game, window);
  return {
    game,
    drawsCounted: draws.length,
    window,
    eraFrom: era.from,
    mainMax: era.mainMax,
    bonusMax: era.bonusMax,
    oldestDate: draws.at(-1)?.date ?? null,
    newestDate: draws[0]?.date ?? null,
    main: mainBallFigures(draws, era, window),
    bonus: bonusBallFigures(draws, era, window),
    jackpots: draws.map((d) => ({ date: d.date, jackpot: d.jackpot, rollover: d.rollover })),
  };
}
