import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { SourcesList } from "~/components/SourcesList";
import { sourcesOf } from "~/content/fact-sources";
import { ClaimableYearTable } from "~/components/data-sources/ClaimableYearTable";
import { CoverageTable } from "~/components/data-sources/CoverageTable";
import { GameRecords } from "~/components/data-sources/GameRecords";
import { Corrections, IngestRuns } from "~/components/data-sources/IngestLog";
import { SingleSourceRanges } from "~/components/data-sources/SingleSourceRanges";
import { SourceDisagreements } from "~/components/data-sources/SourceDisagreements";
import { SourceList } from "~/components/data-sources/SourceList";
import { HISTORY_SOURCES, LICENCE_NOTE, LIVE_SOURCES } from "~/content/data-sources";
import { metaTags } from "~/seo/meta";
import { pageMeta } from "~/seo/meta.server";
import { coverageQueries, toCoverage } from "~/models/data-coverage.server";
import { claimableYearQuery, toClaimableYears } from "~/models/claimable-year.server";
import { GAME_IDS } from "~/rules/games";
import { ingestLogQueries } from "~/models/ingest-log.server";
import { toIngestLog } from "~/views/ingest-log.server";
import { disagreementsQuery } from "~/models/source-disagreements.server";
import { toDisagreements } from "~/views/source-disagreements.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.meta);

export async function loader({ context }: LoaderFunctionArgs) {
  const { db, env } = context;
  const now = new Date();
  // One D1 round trip: the coverage per game and per source, the latest runs and the latest correcting
  // runs, the disagreements between sources, and the claimable year's draws.
  const [perGame, perSource, latestRuns, correctingRuns, disagreements, claimable] = await db.batch([
    ...coverageQueries(db),
    ...ingestLogQueries(db),
    disagreementsQuery(db),
    claimableYearQuery(db, GAME_IDS, now),
  ]);
  return {
    games: toCoverage([perGame, perSource]),
    claimable: toClaimableYears(claimable, GAME_IDS, now),
    officialUrl: env.OPERATOR_URL,
    log: toIngestLog([latestRuns, correctingRuns], now),
    disagreements: toDisagreements(disagreements),
    // The hand-kept facts the page states: the 2007 suspension and the operators around it.
    sources: sourcesOf(["suspension2007", "operators"]),
    meta: pageMeta(env, {
      title: "Where Our Lottery Results Come From: Sources, Coverage and Gaps",
      description:
        "Per game: the first and last draw we hold, how many have prize divisions and jackpots, the sources of every draw, the gaps in our records, and a public log of our updates and corrections.",
      path: "/data-sources",
      keywords: ["lottery results sources", "lotto results history data", "data coverage", "results corrections"],
      breadcrumbs: [["Data Sources", "/data-sources"]],
    }),
  };
}

const SECTIONS: [string, string][] = [
  ["holdings", "What we hold"],
  ["claimable", "The claimable year"],
  ["games", "Game by game"],
  ["single-source", "One source only"],
  ["sources", "The sources"],
  ["log", "Update log"],
];

export default function DataSources() {
  const { games, claimable, officialUrl, log, disagreements, sources } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-10">
      <header className="max-w-3xl space-y-3">
        <h1 className="text-3xl font-bold">Where our data comes from</h1>
        <p className="text-slate-700">
          Every result on this site is a fact published by the National Lottery. This page shows what we hold for each game, where each draw
          came from, where our records have gaps, and what our automatic updates have done lately. The figures are counted from our database
          when the page is built.
        </p>
        <nav aria-label="On this page">
          <ul className="flex flex-wrap gap-2">
            {SECTIONS.map(([id, title]) => (
              <li key={id}>
                <a
                  href={`#${id}`}
                  className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-4 font-semibold text-brand-700 hover:bg-brand-50"
                >
                  {title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>

      <section aria-labelledby="holdings" className="space-y-3">
        <h2 id="holdings" className="text-2xl font-bold">
          What we hold
        </h2>
        <p className="max-w-3xl text-slate-700">
          A draw counts as having prize divisions when we hold its table of winners and payouts. The jackpot is the one on offer in that
          draw; the next jackpot is the estimate announced after it for the following draw.
        </p>
        <CoverageTable games={games} />
      </section>

      <ClaimableYearTable years={claimable} officialUrl={officialUrl} />

      <section aria-labelledby="games" className="space-y-3">
        <h2 id="games" className="text-2xl font-bold">
          Game by game
        </h2>
        <p className="max-w-3xl text-slate-700">
          The sources are named by the codes explained under &ldquo;The sources&rdquo;. Where several sources hold the same draw, we
          compared them and kept the values of the most trusted; the others confirm it. A gap is a scheduled draw date between our first and
          last draw of a game that we do not hold.
        </p>
        <GameRecords games={games} />
      </section>

      <SingleSourceRanges games={games} />

      <section aria-labelledby="sources" className="space-y-3">
        <h2 id="sources" className="text-2xl font-bold">
          The sources
        </h2>
        <p className="max-w-3xl text-slate-700">
          The official results service we read today starts in June 2026. The history before it comes from public copies of the official
          results and of results sites, published in open repositories, and for a few draws and jackpots from news reports, listed here from
          the most trusted to the least. {LICENCE_NOTE}
        </p>
        <h3 className="text-lg font-semibold">The results history</h3>
        <SourceList sources={HISTORY_SOURCES} />
        <h3 className="text-lg font-semibold">New draws</h3>
        <SourceList sources={LIVE_SOURCES} />
      </section>

      <section aria-labelledby="log" className="space-y-3">
        <h2 id="log" className="text-2xl font-bold">
          Update log
        </h2>
        <p className="max-w-3xl text-slate-700">
          After every draw our ingest asks the results source for new draws and for corrections to the ones we hold. Here are its latest
          runs, and below them every correction of the latest runs that changed a draw: which draw, what changed, and the old and new value.
        </p>
        <h3 className="text-lg font-semibold">Latest runs</h3>
        <IngestRuns runs={log.runs} />
        <h3 className="text-lg font-semibold">Corrections</h3>
        <Corrections runs={log.correctingRuns} />
        <h3 id="disagreements" className="text-lg font-semibold">
          Where two sources disagree
        </h3>
        <p className="max-w-3xl text-slate-700">
          We read each draw from more than one source where we can. When two give the same numbers and prizes, the draw is confirmed. When
          they differ, we show the more trusted source&rsquo;s reading (the National Lottery&rsquo;s own results first) and hold the other
          back, listed here with both readings until they agree.
        </p>
        <SourceDisagreements rows={disagreements} />
        <p className="max-w-3xl text-slate-700">Found a mistake in a result? Tell us, and we will check it against the official result.</p>
        <Link
          to="/contact-us"
          className="inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-5 font-semibold text-brand-700 hover:bg-brand-50"
        >
          Report a mistake
        </Link>
      </section>
      <SourcesList list={sources} />
    </div>
  );
}
