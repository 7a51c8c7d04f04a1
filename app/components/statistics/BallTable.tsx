import { drawPath } from "~/site/draw-paths";
import { formatDay } from "~/words/dates";
import { formatInteger } from "~/words/numbers";
import type { GameId } from "~/rules/games";
import type { BallFigure } from "~/statistics/figures";
import type { BallSort } from "~/statistics/windows";

const COLUMNS: { key: BallSort; label: string; sortLabel: string }[] = [
  { key: "ball", label: "Ball", sortLabel: "by ball number" },
  { key: "drawn", label: "Drawn", sortLabel: "by times drawn, most first" },
  { key: "difference", label: "Difference", sortLabel: "by difference from expected, highest first" },
  { key: "last", label: "Last drawn", sortLabel: "by last drawn, longest ago first" },
];

const signed = (value: number) => `${value > 0 ? "+" : value < 0 ? "−" : "±"}${Math.abs(value).toFixed(1)}`;

/** "3 draws / 59 days ago", "the newest draw / 48 days ago". */
function ago(ball: BallFigure): string {
  if (ball.drawsSince === null) return "";
  const draws = ball.drawsSince === 0 ? "the newest draw" : `${formatInteger(ball.drawsSince)} ${ball.drawsSince === 1 ? "draw" : "draws"}`;
  const days =
    ball.daysSince === null
      ? ""
      : ball.daysSince === 0
        ? " / today"
        : ` / ${formatInteger(ball.daysSince)} ${ball.daysSince === 1 ? "day" : "days"}`;
  return `${draws}${days}${ball.drawsSince === 0 && ball.daysSince === 0 ? "" : " ago"}`;
}

/**
 * The per-ball figures as a table: times drawn with its share of the window's draws, the difference from
 * what chance predicts (the same for every ball, so the caption states it) in counts and standard
 * deviations, and when the ball was last drawn, linking to that draw. With `sortHref`, the column
 * headings are links that reorder it (no JavaScript). Narrow enough for a 390 px phone.
 */
export function BallTable({
  id,
  caption,
  balls,
  game,
  sort,
  sortHref,
  sorts,
}: {
  id: string;
  caption: string;
  balls: readonly BallFigure[];
  game: GameId;
  sort?: BallSort;
  sortHref?: (sort: BallSort) => string;
  sorts?: readonly BallSort[];
}) {
  return (
    <div
      className="overflow-x-auto rounded-xl border border-slate-200 bg-white"
      tabIndex={0}
      role="region"
      aria-labelledby={`${id}-caption`}
    >
      <table id={id} className="w-full text-left text-sm tabular-nums">
        <caption id={`${id}-caption`} className="px-3 py-2 text-left text-sm font-semibold">
          {`${caption}. Drawn: times and share of the draws. Chance predicts ${(balls[0]?.expected ?? 0).toFixed(1)} each; the difference is drawn minus that.`}
        </caption>
        <thead className="bg-slate-50">
          <tr className="border-b">
            {COLUMNS.map((column) => {
              const sortable = sortHref && sorts?.includes(column.key);
              const current = sortable && column.key === sort;
              return (
                <th
                  key={column.label}
                  scope="col"
                  className="px-2 py-2 align-bottom"
                  aria-sort={current ? (column.key === "ball" ? "ascending" : "descending") : undefined}
                >
                  {sortable && !current ? (
                    <a href={sortHref(column.key)} className="tap text-brand-700 underline underline-offset-2">
                      {column.label}
                      <span className="sr-only">{` (sort ${column.sortLabel})`}</span>
                    </a>
                  ) : (
                    <>
                      {column.label}
                      {current ? <span aria-hidden="true">{column.key === "ball" ? " ▲" : " ▼"}</span> : null}
                    </>
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        {/* The body's cells, links and second lines are styled by `stat-rows` (app/tailwind.css). */}
        <tbody className="stat-rows stat-bold">
          {balls.map((ball) => (
            <tr key={ball.number}>
              <th scope="row">{ball.number}</th>
              <td>
                {formatInteger(ball.drawn)}
                <span>{`${Math.round(ball.share * 100)}%`}</span>
              </td>
              <td>
                {signed(ball.difference)}
                <span>{`${signed(ball.sigmas)} SD`}</span>
              </td>
              {ball.lastDrawn ? (
                <td>
                  <a href={drawPath(game, ball.lastDrawn.date)}>{formatDay(ball.lastDrawn.date)}</a>
                  <span>{ago(ball)}</span>
                </td>
              ) : (
                <td className="text-slate-600">not in this era</td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
