import { Link } from "@remix-run/react";
import { GAME_NAMES } from "~/rules/game-names";
import { formatShortDate } from "~/format";
import { DrawBalls } from "../DrawBalls";
import type { ResultCardDraw } from "~/models/result-cards.server";

/**
 * The newest draw of every game in one compact block at the top of the home page (issue 18): a row of
 * balls, the first prize figure we hold and a link to the draw's page, so last night's numbers are on
 * the first screen of a phone and all of them on the first screen of a desktop. The full cards follow
 * further down. `draws` come in the site's game order.
 */
export function LatestStrip({ draws }: { draws: ResultCardDraw[] }) {
  if (draws.length === 0) return null;
  return (
    <section aria-labelledby="strip-heading">
      <h2 id="strip-heading" className="text-xl font-bold">
        Latest draws
      </h2>
      <ul className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {draws.map((draw) => {
          const figure = draw.figures[0];
          return (
            <li
              key={draw.game}
              data-game={draw.game}
              className="rounded-lg border border-l-4 border-slate-200 border-l-(--game-ball) bg-white px-3 py-1"
            >
              <div className="flex items-center justify-between gap-2">
                <h3 className="font-bold text-(--game-text)">{GAME_NAMES[draw.game].name}</h3>
                <Link to={draw.href} className="inline-flex min-h-11 items-center text-sm text-brand-700 underline">
                  {formatShortDate(draw.drawDate)}
                  <span className="sr-only"> {GAME_NAMES[draw.game].name} results</span>
                </Link>
              </div>
              <DrawBalls game={draw.game} numbers={draw.numbers} bonus={draw.bonus} size="small" />
              <p className="my-1 text-sm text-slate-700">{figure ? `${figure[0]}: ${figure[1]}` : (draw.missingDetails ?? "")}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
