import { Link } from "@remix-run/react";
import { displayName, type GameId } from "~/lib/games";
import { formatDrawDate, formatInteger, formatRandOr } from "~/lib/format";
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
}

/** One draw: balls, jackpot, three prize divisions and the rest one click away. */
export function ResultCard({ draw, headingLevel = 3, allDivisions = false }: { draw: ResultCardDraw; headingLevel?: 3 | 4; allDivisions?: boolean }) {
  const name = displayName(draw.game);
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <article className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-game={draw.game} aria-labelledby={`card-${draw.game}-${draw.drawDate}`}>
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <Heading id={`card-${draw.game}-${draw.drawDate}`} className="text-lg font-bold text-brand-800">{name}</Heading>
        <p className="text-sm text-slate-600">
          {formatDrawDate(draw.drawDate)}
          {draw.drawNumber !== null ? ` · Draw ${formatInteger(draw.drawNumber)}` : ""}
        </p>
      </header>
      <div className="mt-3">
        <DrawBalls game={draw.game} numbers={draw.numbers} bonus={draw.bonus} size="small" />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-slate-600">Jackpot</dt>
          <dd className="font-semibold">
            {formatRandOr(draw.jackpot, "Not published")}
            {draw.rollover === true ? " · rolled over" : draw.rollover === false ? " · won" : ""}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Next jackpot</dt>
          <dd className="font-semibold">{formatRandOr(draw.nextJackpot, "To be announced")}</dd>
        </div>
      </dl>
      <div className="mt-3 flex-1">
        {draw.divisions.length > 0 ? (
          <DivisionTable
            divisions={allDivisions ? draw.divisions : draw.divisions.slice(0, 3)}
            caption={`${name} ${allDivisions ? "" : "top "}prize divisions, ${draw.drawDate}`}
          />
        ) : null}
      </div>
      {allDivisions && draw.divisions.length > 0 ? null : (
        <div className="mt-2">
          <AllDivisions divisions={draw.divisions} caption={`${name} prize divisions, ${draw.drawDate}`} />
        </div>
      )}
      <p className="mt-3 border-t border-slate-100 pt-2 text-xs text-slate-600">
        {ruleText(draw.game, draw.drawDate)}.{" "}
        <Link to={`/check-numbers?game=${draw.game}`} className="text-brand-700 underline">Check my numbers</Link>
      </p>
    </article>
  );
}
