import { monthName } from "~/words/dates";
import { monthCountLine, monthId } from "~/site/draw-months";
import { yearPath } from "~/site/draw-paths";
import type { GameId } from "~/rules/games";
import type { YearCount } from "~/models/game-archive.server";
import type { DrawSummary } from "~/views/results-views.server";
import { DrawList } from "./DrawList";
import { MonthFilter } from "./MonthFilter";

/**
 * The game page's month filter and, when a month was asked for (`?month=2018-03`), its draws: "9 draws in
 * March 2018", or a plain line when we hold none, with the way to the year's archive.
 */
export function MonthResults({
  game,
  gameName,
  years,
  month,
  error,
}: {
  game: GameId;
  gameName: string;
  years: readonly YearCount[];
  month: { value: string; year: number; month: number; draws: DrawSummary[] } | null;
  error: { message: string; given: string } | null;
}) {
  const heading = month ? `${monthName(month.month)} ${month.year}` : null;
  return (
    <section id="by-month" aria-labelledby="by-month-heading" className="scroll-mt-20 space-y-3">
      <h2 id="by-month-heading" className="text-2xl font-bold">
        {heading ? `${gameName} draws in ${heading}` : `${gameName} draws by month`}
      </h2>
      <MonthFilter
        game={game}
        gameName={gameName}
        value={month?.value ?? error?.given}
        error={error?.message}
        min={`${years.at(-1)!.year}-01`}
        max={`${years[0]!.year}-12`}
      />
      {month && heading ? (
        <>
          <p className="text-slate-700" data-testid="month-count">
            {month.draws.length > 0
              ? monthCountLine(month.draws.length, heading)
              : `There are no ${gameName} draws of ${heading} in our records.`}{" "}
            {years.some(({ year }) => year === month.year) ? (
              <a
                href={`${yearPath(game, month.year)}${month.draws.length > 0 ? `#${monthId(month.month)}` : ""}`}
                className="font-semibold text-brand-700 underline underline-offset-2"
              >
                All of {month.year}
              </a>
            ) : null}
          </p>
          {month.draws.length > 0 ? <DrawList draws={month.draws} label={`${gameName} draws of ${heading}`} /> : null}
        </>
      ) : null}
    </section>
  );
}
