import { formatDrawNumber } from "~/words/numbers";
import { bonusBallType } from "~/components/NumberBall";
import { bonusName } from "~/rules/games";
import type { DrawSummary } from "~/views/results-views.server";

/**
 * Draws as rows that stack on a phone (no table to scroll sideways): the date links to the draw's page,
 * then the balls and the jackpot figures we hold.
 *
 * Lean on purpose: a daily game's year archive is 364 of these rows and must stay within the 25 KB of a
 * first visit (docs/performance.md), so the look lives in `.draw-rows` (app/tailwind.css) rather than in
 * classes on every row and ball, and the links are plain anchors (the site ships no router).
 *
 * `linksFrom`: the folder of the page's own address (a year page, `/results/daily-lotto/2021`, is in
 * `/results/daily-lotto/`, as its draws are): links to draws in it are written relative to it
 * (`2021-12-31`), 21 characters fewer a row. They always resolve there, since the Worker redirects any
 * other spelling of the page's address (a trailing slash) to this one (app/edge/cache-key.server.ts).
 */
export function DrawList({
  draws,
  label,
  showGame = false,
  linksFrom,
}: {
  draws: readonly DrawSummary[];
  label: string;
  showGame?: boolean;
  linksFrom?: string;
}) {
  const href = (path: string) => (linksFrom && path.startsWith(linksFrom) ? path.slice(linksFrom.length) : path);
  // One game's rows take its colours from the list; a night's other draws name theirs row by row.
  const oneGame = draws.every((draw) => draw.game === draws[0]?.game) ? draws[0]?.game : undefined;
  return (
    <ol aria-label={label} className="draw-rows" data-testid="draw-list" data-game={oneGame}>
      {draws.map((draw) => (
        <li key={`${draw.game}-${draw.date}`}>
          <a href={href(draw.path)}>{showGame ? `${draw.gameName}, ${draw.day}` : draw.day}</a>
          {draw.drawNumber !== null ? <span>{`Draw ${formatDrawNumber(draw.drawNumber)}`}</span> : null}
          {/* The row's date names the draw, so the balls' list needs no label of its own. */}
          <ul data-game={oneGame ? undefined : draw.game}>
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
