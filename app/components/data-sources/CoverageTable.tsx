import { formatInteger, formatDay } from "~/format";
import { displayName } from "~/rules/games";
import type { GameCoverage } from "~/models/data-coverage.server";
import { ScrollTable } from "./ScrollTable";

/** "985 (37%)", "3 (<1%)": a count with its share of the game's draws. */
function share(part: number, total: number): string {
  if (part === 0) return "None";
  const percent = (part / total) * 100;
  return `${formatInteger(part)} (${percent < 1 ? "<1" : Math.round(percent)}%)`;
}

const HEADINGS = ["Game", "First draw", "Last draw", "Draws", "With prize divisions", "With a jackpot", "With a next jackpot"];

/** Per game: the draws we hold and how many carry each prize detail. */
export function CoverageTable({ games }: { games: readonly GameCoverage[] }) {
  return (
    <ScrollTable label="Draws we hold per game" widthClass="min-w-[44rem]">
      <caption className="sr-only">Draws we hold per game, and how many carry each prize detail</caption>
      <thead className="bg-slate-100 text-slate-700">
        <tr>
          {HEADINGS.map((heading) => (
            <th key={heading} scope="col" className="px-3 py-2 font-semibold">
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {games.map((game) => (
          <tr key={game.game} className="border-t border-slate-100" data-game={game.game}>
            <th scope="row" className="px-3 py-2 text-left font-semibold">
              {displayName(game.game)}
            </th>
            {game.draws === 0 || !game.first || !game.last ? (
              <td colSpan={HEADINGS.length - 1} className="px-3 py-2 text-slate-600">
                No draws in our records yet
              </td>
            ) : (
              <>
                <td className="px-3 py-2 whitespace-nowrap">{formatDay(game.first)}</td>
                <td className="px-3 py-2 whitespace-nowrap">{formatDay(game.last)}</td>
                <td className="px-3 py-2 tabular-nums">{formatInteger(game.draws)}</td>
                <td className="px-3 py-2 tabular-nums">{share(game.withDivisions, game.draws)}</td>
                <td className="px-3 py-2 tabular-nums">{share(game.withJackpot, game.draws)}</td>
                <td className="px-3 py-2 tabular-nums">{share(game.withNextJackpot, game.draws)}</td>
              </>
            )}
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
