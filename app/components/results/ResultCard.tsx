import { Link } from "@remix-run/react";
import { displayName, GAME_NAMES } from "~/rules/game-names";
import { formatDrawDate, formatInteger } from "~/format";
import { DrawBalls } from "../DrawBalls";
import type { ResultCardDraw } from "~/models/result-cards.server";
import { DivisionTable } from "./DivisionTable";
import { LateNotice } from "./LateNotice";

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
  const name = displayName(draw.game);
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <article
      className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      data-game={draw.game}
      aria-labelledby={`card-${draw.game}-${draw.drawDate}`}
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        {/* The operator's new name is a second line, not a title that wraps (issue 18). The accessible name stays the full name. */}
        <Heading id={`card-${draw.game}-${draw.drawDate}`} aria-label={name} className="text-lg font-bold text-(--game-text)">
          {GAME_NAMES[draw.game].name}
          {GAME_NAMES[draw.game].currentName ? (
            <span className="block text-xs font-semibold text-slate-600">{GAME_NAMES[draw.game].currentName!.name}</span>
          ) : null}
        </Heading>
        <Link to={draw.href} className="inline-flex min-h-11 items-center text-sm text-brand-700 underline">
          {formatDrawDate(draw.drawDate)}
          {draw.drawNumber !== null ? ` · Draw ${formatInteger(draw.drawNumber)}` : ""}
        </Link>
      </header>
      {draw.late ? <LateNotice late={draw.late} className="mt-3" /> : null}
      <div className="mt-3">
        <DrawBalls game={draw.game} numbers={draw.numbers} bonus={draw.bonus} size="small" />
      </div>
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
        <Link to={`/check-numbers?game=${draw.game}`} className="inline-flex min-h-11 items-center text-brand-700 underline">
          Check my numbers
        </Link>
      </p>
    </article>
  );
}
