import type { Trail } from "~/site/draw-paths";
import { formatInteger } from "~/format";
import type { GameId } from "~/rules/games";
import type { YearCount } from "~/models/game-archive.server";
import type { DrawSummary } from "~/models/results-views.server";
import { Breadcrumbs } from "./Breadcrumbs";
import { DrawList } from "./DrawList";
import { YearLinks } from "./YearLinks";

export interface YearPageView {
  game: GameId;
  gameName: string;
  year: number;
  draws: DrawSummary[];
  years: YearCount[];
  trail: Trail;
}

/** Every draw of a game in one year, newest first, each linking to its own page. */
export function YearPage({ view }: { view: YearPageView }) {
  const { gameName, year, draws } = view;
  return (
    <div className="space-y-6">
      <Breadcrumbs trail={view.trail} />
      <header>
        <h1 className="text-3xl font-bold">
          {gameName} results {year}
        </h1>
        <p className="mt-2 max-w-3xl text-slate-700">
          {draws.length > 0
            ? `${formatInteger(draws.length)} ${draws.length === 1 ? "draw" : "draws"} of ${year} in our records, newest first. Each draw has a page of its own.`
            : `There are no ${gameName} draws of ${year} in our records yet.`}{" "}
          <a href="#archive-heading" className="font-semibold text-brand-700 underline underline-offset-2">
            Other years
          </a>
        </p>
      </header>
      {draws.length > 0 ? <DrawList draws={draws} label={`${gameName} draws of ${year}`} /> : null}
      <YearLinks game={view.game} gameName={gameName} years={view.years} current={year} />
    </div>
  );
}
