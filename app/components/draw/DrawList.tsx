import { Link } from "@remix-run/react";
import { formatDrawNumber } from "~/format";
import type { DrawSummary } from "~/models/results-views.server";
import { GameBalls } from "./GameBalls";

/**
 * Draws as rows that stack on a phone (no table to scroll sideways): the date links to the draw's page,
 * then the balls and the jackpot figures we hold.
 */
export function DrawList({ draws, label, showGame = false }: { draws: readonly DrawSummary[]; label: string; showGame?: boolean }) {
  return (
    <ol aria-label={label} className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white" data-testid="draw-list">
      {draws.map((draw) => (
        <li key={`${draw.game}-${draw.date}`} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:gap-4">
          <div className="sm:w-72 sm:shrink-0">
            <Link to={draw.path} className="tap font-semibold text-brand-700 underline underline-offset-2">
              {showGame ? `${draw.gameName}, ` : ""}
              {draw.day}
            </Link>
            {draw.drawNumber !== null ? (
              <span className="block text-sm text-slate-600">Draw {formatDrawNumber(draw.drawNumber)}</span>
            ) : null}
          </div>
          <GameBalls game={draw.game} numbers={draw.numbers} bonus={draw.bonus} size="small" label={`Winning numbers, ${draw.day}`} />
          {draw.figures.length > 0 ? (
            <dl className="flex flex-wrap gap-x-4 text-sm sm:ml-auto sm:text-right">
              {draw.figures.map(([term, value]) => (
                <div key={term}>
                  <dt className="inline text-slate-600">{term}: </dt>
                  <dd className="inline">{value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
