import { gamePath, type Trail } from "~/site/draw-paths";
import { groupByMonth, monthCountLine } from "~/site/draw-months";
import { formatInteger } from "~/words/numbers";
import type { GameId } from "~/rules/games";
import type { YearCount } from "~/models/game-archive.server";
import type { DrawSummary } from "~/views/results-views.server";
import { Breadcrumbs } from "./Breadcrumbs";
import { DrawList } from "./DrawList";
import { MonthJumps } from "./MonthJumps";
import { YearLinks } from "./YearLinks";

export interface YearPageView {
  game: GameId;
  gameName: string;
  year: number;
  draws: DrawSummary[];
  years: YearCount[];
  trail: Trail;
  /** The results history page that lists this game. */
  historyPath: string;
}

/**
 * Every draw of a game in one year, newest first, under a heading per month ("March 2018", "9 draws in
 * March 2018") that the row of month jumps links to; each draw links to its own page.
 */
export function YearPage({ view }: { view: YearPageView }) {
  const { game, gameName, year, draws, years } = view;
  // The month filter is on the game page (`#by-month`); here the jumps do its work within the year.
  const months = groupByMonth(draws);
  return (
    <div className="space-y-6">
      <Breadcrumbs trail={view.trail} />
      <header className="space-y-3">
        <h1 className="text-3xl font-bold">
          {gameName} results {year}
        </h1>
        <p className="max-w-3xl text-slate-700">
          {draws.length > 0
            ? `${formatInteger(draws.length)} ${draws.length === 1 ? "draw" : "draws"} of ${year} in our records, newest first. Each draw has a page of its own.`
            : `There are no ${gameName} draws of ${year} in our records yet.`}{" "}
          <a href="#archive-heading" className="font-semibold text-brand-700 underline underline-offset-2">
            Other years
          </a>{" "}
          ·{" "}
          <a href={view.historyPath} className="font-semibold text-brand-700 underline underline-offset-2">
            {gameName} in the results history
          </a>
        </p>
        {months.length > 0 ? <MonthJumps months={months} year={year} /> : null}
      </header>
      {months.map(({ id, heading, draws: inMonth }) => (
        <section key={id} aria-labelledby={id} className="space-y-2">
          {/* The jumps' target: kept clear of the sticky header. */}
          <h2 id={id} className="scroll-mt-20 text-2xl font-bold">
            {heading}
          </h2>
          <p className="text-sm text-slate-700">{monthCountLine(inMonth.length, heading)}</p>
          <DrawList draws={inMonth} label={`${gameName} draws of ${heading}`} linksFrom={`${gamePath(game)}/`} />
        </section>
      ))}
      <YearLinks game={game} gameName={gameName} years={years} current={year} />
    </div>
  );
}
