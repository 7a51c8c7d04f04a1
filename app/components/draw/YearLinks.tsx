import { Link } from "@remix-run/react";
import { yearPath } from "~/site/draw-paths";
import { formatInteger } from "~/words/numbers";
import type { GameId } from "~/rules/games";
import type { YearCount } from "~/models/game-archive.server";

/** Every year of the game's archive that holds draws, with their number; the shown year is marked. */
export function YearLinks({
  game,
  gameName,
  years,
  current,
}: {
  game: GameId;
  gameName: string;
  years: readonly YearCount[];
  current?: number;
}) {
  return (
    <nav aria-labelledby="archive-heading" className="space-y-2">
      <h2 id="archive-heading" className="text-lg font-bold">
        {gameName} results by year
      </h2>
      <ul className="flex flex-wrap gap-2">
        {years.map(({ year, draws }) => (
          <li key={year}>
            <Link
              to={yearPath(game, year)}
              aria-current={year === current ? "page" : undefined}
              className={`inline-flex min-h-11 flex-col justify-center rounded-lg border px-3 text-center ${year === current ? "border-brand-800 bg-brand-800 text-white" : "border-slate-300 bg-white text-brand-700 hover:bg-brand-50"}`}
            >
              <span className="font-semibold">{year}</span>
              <span className={`text-xs ${year === current ? "text-brand-100" : "text-slate-600"}`}>
                {formatInteger(draws)} {draws === 1 ? "draw" : "draws"}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
