import { gamePath } from "~/site/draw-paths";
import { displayName, type GameId } from "~/rules/games";
import { Card } from "~/components/ui/Card";

/**
 * From a history page to each of its games' own pages and year archives (the game pages link back here),
 * so "Lotto results of March 2018" is a year page and a month away.
 */
export function GameArchiveLinks({ games }: { games: readonly GameId[] }) {
  return (
    <Card as="nav" aria-labelledby="game-archives-heading">
      <h2 id="game-archives-heading" className="text-lg font-bold">
        Results by game, year and month
      </h2>
      <ul className="mt-2 grid gap-x-6 sm:grid-cols-2 lg:grid-cols-3">
        {games.map((game) => (
          <li key={game} className="flex flex-wrap items-center gap-x-3">
            <a href={gamePath(game)} className="tap font-semibold text-brand-700 underline underline-offset-2">
              {displayName(game)} results
            </a>
            <a href={`${gamePath(game)}#archive-heading`} className="tap text-sm text-brand-700 underline underline-offset-2">
              by year
            </a>
            <a href={`${gamePath(game)}#by-month`} className="tap text-sm text-brand-700 underline underline-offset-2">
              by month
            </a>
          </li>
        ))}
      </ul>
    </Card>
  );
}
