import { Link } from "@remix-run/react";
import { displayName, type GameId } from "~/lib/games";
import { formatDrawDate, formatInteger } from "~/lib/format";
import { DrawBalls } from "../DrawBalls";
import { AllDivisions, DivisionTable, type DivisionView } from "./DivisionTable";
import { ruleText } from "./rules-text";

export interface ResultCardDraw {
  game: GameId;
  drawDate: string;
  drawNumber: number | null;
  numbers: number[];
  bonus: number | null;
  jackpot: number | null;
  nextJackpot: number | null;
  rollover: boolean | null;
  rolloverAmount: number | null;
  divisions: DivisionView[];
  /** The prize figures we hold, as shown: [["Jackpot", "R 5,000,000 · rolled over"], ["Next jackpot", …]]. */
  figures: [string, string][];
  /** One line for the prize details we do not hold (app/models/prize-details.ts), or null. */
  missingDetails: string | null;
  /** No prize figure at all: a history row shows the line across its prize columns. */
  noPrizeDetails: boolean;
  /** The draw's own page (built on the server, so the home page's script carries no path helper). */
  href: string;
}

/**
 * One draw: balls, the jackpot figures we hold, three prize divisions and the rest one click away, and
 * one short line for the details we do not hold.
 */
export function ResultCard({ draw, headingLevel = 3, allDivisions = false }: { draw: ResultCardDraw; headingLevel?: 3 | 4; allDivisions?: boolean }) {
  const name = displayName(draw.game);
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <article className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-game={draw.game} aria-labelledby={`card-${draw.game}-${draw.drawDate}`}>
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <Heading id={`card-${draw.game}-${draw.drawDate}`} className="text-lg font-bold text-brand-800">{name}</Heading>
        <Link to={draw.href} className="text-sm text-brand-700 underline">
          {formatDrawDate(draw.drawDate)}
          {draw.drawNumber !== null ? ` · Draw ${formatInteger(draw.drawNumber)}` : ""}
        </Link>
      </header>
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
                <AllDivisions divisions={draw.divisions} caption={`${name} prize divisions, ${draw.drawDate}`} />
              </div>
            )}
          </div>
        ) : null}
        {draw.missingDetails ? <p className="mt-3 text-sm text-slate-600" data-testid="missing-details">{draw.missingDetails}</p> : null}
      </div>
      <p className="mt-3 border-t border-slate-100 pt-2 text-xs text-slate-600">
        {ruleText(draw.game, draw.drawDate)}.{" "}
        <Link to={`/check-numbers?game=${draw.game}`} className="text-brand-700 underline">Check my numbers</Link>
      </p>
    </article>
  );
}
