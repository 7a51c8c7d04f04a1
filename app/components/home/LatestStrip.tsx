import { Link } from "@remix-run/react";
import { GAME_NAMES } from "~/rules/game-names";
import { formatDay } from "~/words/dates";
import { DrawBalls } from "../DrawBalls";
import { OfficialLink } from "../check-numbers/OfficialLink";
import { WatchArrival } from "../watch/WatchArrival";
import type { ResultCardDraw } from "~/views/result-cards.server";

/**
 * The newest draw of every game in one compact block at the top of the home page (issue 18): a row of
 * balls, the first prize figure we hold and a link to the draw's page, so last night's numbers are on
 * the first screen of a phone and all of them on the first screen of a desktop. The full cards follow
 * further down. `draws` come in the site's game order.
 */
export function LatestStrip({ draws, updated }: { draws: ResultCardDraw[]; updated: string | null }) {
  if (draws.length === 0) return null;
  return (
    <section aria-labelledby="strip-heading">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="strip-heading" className="text-xl font-bold">
            Latest draws
          </h2>
          {updated ? (
            <p className="text-sm text-slate-600" data-testid="updated-at">
              Updated {updated}
            </p>
          ) : null}
        </div>
        {/* The tool most visitors come for, on the first screen (issue 33). */}
        <a
          href="/check-numbers"
          className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
          data-testid="home-check-cta"
        >
          Check my numbers
        </a>
      </div>
      <ul className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {draws.map((draw) => {
          const figure = draw.figures[0];
          return (
            <li
              key={draw.game}
              data-game={draw.game}
              className="rounded-lg border border-l-4 border-slate-200 border-l-(--game-ball) bg-white px-3 py-1"
            >
              {/* The game, its date and its balls are one link to the draw's page (issue 33). */}
              <Link to={draw.href} className="-mx-1 block rounded-md px-1 pb-1 hover:bg-brand-50" data-testid="strip-link">
                <span className="flex min-h-11 items-center justify-between gap-2">
                  <span className="font-bold text-(--game-text)">{GAME_NAMES[draw.game].name}</span>
                  <span className="text-sm text-brand-700 underline">{formatDay(draw.drawDate)}</span>
                </span>
                <DrawBalls game={draw.game} numbers={draw.numbers} bonus={draw.bonus} size="small" />
              </Link>
              {figure ? (
                <p className="my-1 text-sm text-slate-700">
                  {figure[0]}: <strong className="text-lg whitespace-nowrap text-slate-900">{figure[1]}</strong>
                </p>
              ) : (
                <p className="my-1 text-sm text-slate-700">{draw.missingDetails ?? ""}</p>
              )}
              {/*
               * The first screen says it too, with the official results (issue 43: the link above is the previous
               * draw's, whose page cannot show the late one); the card below has the whole late-results line.
               */}
              {draw.late ? (
                <p className="mb-1 text-sm font-semibold text-amber-900" data-testid="strip-late" data-late-for={draw.game}>
                  {formatDay(draw.late.drawDate)}: results late, we keep checking.{" "}
                  <OfficialLink href={draw.late.officialUrl}>Official results</OfficialLink>
                </p>
              ) : null}
              <WatchArrival awaited={draw.awaited} className="mb-2" />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
