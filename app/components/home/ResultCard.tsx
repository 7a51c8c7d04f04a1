import { Link } from "@remix-run/react";
import { GAME_NAMES } from "~/rules/game-names";
import { formatDay } from "~/words/dates";
import { formatDrawNumber } from "~/words/numbers";
import { BrandLine } from "../BrandLine";
import { checkerPath } from "~/site/draw-paths";
import { DrawBalls } from "../DrawBalls";
import type { ResultCardDraw } from "~/views/result-cards.server";
import { DivisionTable } from "./DivisionTable";
import { LateNotice } from "../draw/LateNotice";
import { WatchArrival } from "../watch/WatchArrival";

/**
 * One draw: balls, the jackpot figures we hold, three prize divisions and the rest one click away, and
 * one short line for the details we do not hold.
 */
export function ResultCard({
  draw,
  headingLevel = 3,
  allDivisions = false,
}: {
  draw: ResultCardDraw;
  headingLevel?: 3 | 4;
  allDivisions?: boolean;
}) {
  const name = GAME_NAMES[draw.game].name;
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <article
      className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      data-game={draw.game}
      aria-labelledby={`card-${draw.game}-${draw.drawDate}`}
    >
      {/*
       * The name, the date and the balls are one link to the draw's page (issue 33): the whole top of the card is
       * a target. Nothing interactive sits inside it: the late-results line (a link to the official site) and the
       * card's other links follow it.
       */}
      <Link to={draw.href} className="-m-2 block rounded-lg p-2 hover:bg-brand-50" data-testid="card-link">
        <header className="flex flex-wrap items-baseline justify-between gap-x-2">
          {/* The operator's new name is a second line, on its draws only (issue 18, 33). */}
          <Heading id={`card-${draw.game}-${draw.drawDate}`} className="text-lg font-bold text-(--game-text)">
            {GAME_NAMES[draw.game].name}
            <BrandLine game={draw.game} date={draw.drawDate} />
          </Heading>
          <span className="inline-flex min-h-11 items-center text-sm text-brand-700 underline">
            {formatDay(draw.drawDate)}
            {draw.drawNumber !== null ? ` · Draw ${formatDrawNumber(draw.drawNumber)}` : ""}
          </span>
        </header>
        <div className="mt-1">
          <DrawBalls game={draw.game} numbers={draw.numbers} bonus={draw.bonus} size="small" />
        </div>
      </Link>
      <WatchArrival awaited={draw.awaited} className="mt-3" />
      {draw.late ? <LateNotice game={draw.game} late={draw.late} className="mt-3" /> : null}
      {draw.figures.length > 0 ? (
        <dl className="mt-3 flex flex-wrap gap-x-8 gap-y-2 text-sm">
          {draw.figures.map(([term, value]) => (
            <div key={term}>
              <dt className="text-slate-600">{term}</dt>
              <dd className="font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className="flex-1">
        {draw.divisions.length > 0 ? (
          <div className="mt-3">
            <DivisionTable
              divisions={allDivisions ? draw.divisions : draw.divisions.slice(0, 3)}
              caption={`${name} ${allDivisions ? "" : "top "}prize divisions, ${draw.drawDate}`}
            />
            {allDivisions ? null : (
              <div className="mt-2">
                {/* The whole table, with each division's odds, is on the draw's own page. */}
                <Link
                  to={`${draw.href}#prizes`}
                  className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline"
                >
                  All {draw.divisions.length} prize divisions
                </Link>
              </div>
            )}
          </div>
        ) : null}
        {draw.missingDetails ? (
          <p className="mt-3 text-sm text-slate-600" data-testid="missing-details">
            {draw.missingDetails}
            {draw.payoutsPending ? `. ${draw.payoutsPending}.` : null}
          </p>
        ) : null}
      </div>
      <p className="mt-3 border-t border-slate-100 pt-2 text-xs text-slate-600">
        {draw.rule}.{" "}
        <Link to={checkerPath(draw.game)} className="inline-flex min-h-11 items-center text-brand-700 underline">
          Check my numbers
        </Link>
      </p>
    </article>
  );
}
