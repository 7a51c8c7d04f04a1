import { Link } from "@remix-run/react";
import type { Trail } from "~/site/draw-paths";
import type { DrawLink } from "~/models/draw-page.server";
import type { DrawDetail, DrawSummary } from "~/views/results-views.server";
import { ResultsAlerts } from "~/components/alerts/ResultsAlerts";
import { Breadcrumbs } from "./Breadcrumbs";
import type { DisputedDrawDate } from "~/content/data-sources";
import { DisputedDate } from "./DisputedDate";
import { DrawFacts } from "./DrawFacts";
import { DivisionsPending, NoPrizeTable } from "./DivisionsPending";
import { DrawHero } from "./DrawHero";
import { DrawNav } from "./DrawNav";
import { DrawSource } from "./DrawSource";
import { PrizeTable } from "./PrizeTable";
import { SameNight } from "./SameNight";
import { LateNotice } from "./LateNotice";
import type { LateResults } from "~/views/late-results.server";
import type { GameId } from "~/rules/game-names";
import { ShareLinks } from "./ShareLinks";

export interface DrawPageView {
  draw: DrawDetail;
  title: string;
  drawTime: string | null;
  sameNight: DrawSummary[];
  sameNightMissing: string[];
  /** On the game's latest draw page, its next draw is late (LateNotice); and the family's late draws of the night. */
  late: LateResults | null;
  sameNightLate: { game: GameId; late: LateResults }[];
  previous: DrawLink | null;
  next: DrawLink | null;
  url: string;
  checker: string;
  /** My Tickets, its form set to this draw. */
  wallet: string;
  /** Whether the site offers results alerts (its push keys are set). */
  alerts: boolean;
  /** The operator's results, for a draw whose payouts are not published yet. */
  officialUrl: string;
  yearPath: string;
  year: number;
  trail: Trail;
  /** Where the result came from, whether a second source confirmed it, and the draw machine. */
  source: string;
  /** Our sources disagree on the draw's date (content/data-sources.ts). */
  disputed: DisputedDrawDate | null;
}

/**
 * One draw's page. `data-print-page` and `data-print-keep` drive the print stylesheet (tailwind.css):
 * a printout holds the numbers and the prize table only.
 */
export function DrawPage({ view }: { view: DrawPageView }) {
  const { draw } = view;
  const action = "inline-flex min-h-11 items-center rounded-lg px-4 font-semibold";
  return (
    <div className="space-y-6" data-print-page>
      <Breadcrumbs trail={view.trail} />
      <DrawHero draw={draw} title={view.title} drawTime={view.drawTime} />
      {view.disputed ? <DisputedDate disputed={view.disputed} /> : null}
      {view.late ? <LateNotice game={draw.game} late={view.late} className="max-w-4xl" /> : null}
      <DrawFacts facts={draw.facts} missing={draw.missing} />
      <DrawSource line={view.source} />
      <section id="prizes" aria-labelledby="prizes-heading" className="max-w-4xl scroll-mt-4 space-y-2" data-print-keep>
        <h2 id="prizes-heading" className="text-xl font-bold">
          Prize divisions
        </h2>
        {draw.prizes ? (
          <>
            <PrizeTable table={draw.prizes} caption={`${draw.gameName} prize divisions, ${draw.day}`} />
            <p className="text-sm text-slate-600">
              Odds are for one board under the rules of this draw&rsquo;s date. Payouts are per winning board, as the National Lottery
              published them.
            </p>
          </>
        ) : draw.divisionsPending ? (
          <DivisionsPending line={draw.divisionsPending} officialUrl={view.officialUrl} />
        ) : (
          <NoPrizeTable />
        )}
      </section>
      <div className="flex flex-wrap gap-3">
        <Link to={view.checker} className={`${action} bg-brand-700 text-white hover:bg-brand-800`}>
          Check a ticket against this draw
        </Link>
        {/* A document of its own (the wallet's script runs there), so a plain link. */}
        <a href={view.wallet} className={`${action} border border-brand-700 bg-white text-brand-700 hover:bg-brand-50`}>
          Add this ticket to My tickets
        </a>
        <Link to={view.yearPath} className={`${action} border border-slate-300 bg-white text-brand-700 hover:bg-brand-50`}>
          All {draw.gameName} draws of {view.year}
        </Link>
      </div>
      {view.alerts ? <ResultsAlerts games={[draw.game]} /> : null}
      <SameNight draws={view.sameNight} missing={view.sameNightMissing} late={view.sameNightLate} day={draw.day} />
      <DrawNav game={draw.game} gameName={draw.gameName} previous={view.previous} next={view.next} />
      <ShareLinks url={view.url} text={view.title} />
    </div>
  );
}
