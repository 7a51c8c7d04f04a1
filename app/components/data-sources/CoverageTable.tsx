import { formatDay } from "~/words/dates";
import { formatInteger } from "~/words/numbers";
import { displayName } from "~/rules/games";
import type { GameCoverage } from "~/models/data-coverage.server";
import { DataTable, type DataColumn } from "~/components/ui/DataTable";

/** "985 (37%)", "3 (<1%)": a count with its share of the game's draws. */
function share(part: number, total: number): string {
  if (part === 0) return "None";
  const percent = (part / total) * 100;
  return `${formatInteger(part)} (${percent < 1 ? "<1" : Math.round(percent)}%)`;
}

const COLUMNS: readonly DataColumn<GameCoverage>[] = [
  { heading: "First draw", cell: (game) => formatDay(game.first!), className: "whitespace-nowrap" },
  { heading: "Last draw", cell: (game) => formatDay(game.last!), className: "whitespace-nowrap" },
  { heading: "Draws", cell: (game) => formatInteger(game.draws), numeric: true },
  { heading: "With prize divisions", cell: (game) => share(game.withDivisions, game.draws), numeric: true },
  { heading: "With a jackpot", cell: (game) => share(game.withJackpot, game.draws), numeric: true },
  { heading: "With a next jackpot", cell: (game) => share(game.withNextJackpot, game.draws), numeric: true },
];

/** Per game: the draws we hold and how many carry each prize detail. */
export function CoverageTable({ games }: { games: readonly GameCoverage[] }) {
  return (
    <DataTable
      label="Draws we hold per game"
      caption="Draws we hold per game, and how many carry each prize detail"
      minWidthClass="sm:min-w-[44rem]"
      rowHeading={{ heading: "Game", cell: (game) => displayName(game.game) }}
      columns={COLUMNS}
      rows={games}
      rowKey={(game) => game.game}
      rowData={(game) => ({ "data-game": game.game })}
      whole={(game) => (game.draws === 0 || !game.first || !game.last ? "No draws in our records yet" : null)}
    />
  );
}
