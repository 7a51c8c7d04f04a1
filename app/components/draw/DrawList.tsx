import { formatDrawNumber } from "~/format";
import { bonusBallType } from "~/components/NumberBall";
import { bonusName } from "~/rules/games";
import type { DrawSummary } from "~/models/results-views.server";

/**
 * Draws as rows that stack on a phone (no table to scroll sideways): the date links to the draw's page,
 * then the balls and the jackpot figures we hold.
 *
 * Lean on purpose: a daily game's year archive is 364 of these rows and must stay within the 25 KB of a
 * first visit (docs/performance.md), so the look lives in `.draw-rows` (app/tailwind.css) rather than in
 * classes on every row and ball, and the links are plain anchors (the site ships no router).
 */
export function DrawList({ draws, label, showGame = false }: { draws: readonly DrawSummary[]; label: string; showGame?: boolean }) {
  // One game's rows take its colours from the list; a night's other draws name theirs row by row.
  const oneGame = draws.every((draw) => draw.game === draws[0]?.game) ? draws[0]?.game : undefined;
  return (
    <ol aria-label={label} className="draw-rows" data-testid="draw-list" data-game={oneGame}>
      {draws.map((draw) => (
        <li key={`${draw.game}-${draw.date}`}>
          <a href={draw.path}>{showGame ? `${draw.gameName}, ${draw.day}` : draw.day}</a>
          {draw.drawNumber !== null ? <span>{`Draw ${formatDrawNumber(draw.drawNumber)}`}</span> : null}
          {/* The row's date names the draw, so the balls' list needs no label of its own. */}
          <ul data-game={oneGame ? undefined : draw.game} className="row-balls">
            {draw.numbers.map((n, index) => (
              <li key={`${index}-${n}`}>{n}</li>
            ))}
            {draw.bonus !== null ? (
              <li className={bonusBallType(draw.game)}>
                {draw.bonus}
                <span className="sr-only"> {bonusName(draw.game)}</span>
              </li>
            ) : null}
          </ul>
          {draw.figures.length > 0 ? (
            <dl>
              {draw.figures.map(([term, value]) => (
                <div key={term}>
                  <dt>{term}: </dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
