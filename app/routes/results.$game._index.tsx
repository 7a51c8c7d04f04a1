import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { Breadcrumbs } from "~/components/draw/Breadcrumbs";
import { countdownText } from "~/rules/draw-text";
import { DivisionsPending, NoPrizeTable } from "~/components/draw/DivisionsPending";
import { DrawFacts } from "~/components/draw/DrawFacts";
import { LateNotice } from "~/components/draw/LateNotice";
import { DrawList } from "~/components/draw/DrawList";
import { GameBalls } from "~/components/draw/GameBalls";
import { GameRules, gameRuleLines } from "~/components/draw/GameRules";
import { NextDrawPanel } from "~/components/draw/NextDrawPanel";
import { PrizeTable } from "~/components/draw/PrizeTable";
import { ResultsNotFound } from "~/components/draw/ResultsNotFound";
import { YearLinks } from "~/components/draw/YearLinks";
import { ClaimableYearPanel } from "~/components/draw/ClaimableYear";
import { MonthResults } from "~/components/draw/MonthResults";
import { checkerPath, historyPath, resultsTrail, statisticsPath } from "~/site/draw-paths";
import { formatDay } from "~/words/dates";
import { MONTH_PARAM, parseMonthParam } from "~/input/month-param";
import { currentEra, displayName, isGameId } from "~/rules/games";
import { gamePageHeading, gamePageMeta } from "~/seo/results-meta.server";
import { countdownTo, saDate, saIsoDateTime } from "~/rules/schedule";
import { metaTags } from "~/seo/meta";
import { toNextDraw } from "~/rules/schedule";
import { loadGamePage } from "~/models/game-page.server";
import { lateResults } from "~/views/late-results.server";
import { awaitedDraws } from "~/views/results-watch.server";
import { ResultsWatch } from "~/components/watch/ResultsWatch";
import { WatchArrival } from "~/components/watch/WatchArrival";
import { resultsNotFound, UNKNOWN_GAME } from "~/loaders/results.server";
import { toDrawDetail, toDrawSummary } from "~/views/results-views.server";
import { ResultsAlerts } from "~/components/alerts/ResultsAlerts";
import { alertsOffered } from "~/push/vapid-config.server";
import type { PageHandle } from "~/site/page-handle";
import { Card } from "~/components/ui/Card";

// The month filter (`/results/lotto?month=2018-03`): a valid month is a page of its own in the edge cache.
export const handle: PageHandle = { cacheKey: { names: [MONTH_PARAM], accepts: (query) => parseMonthParam(query).kind === "month" } };

export const meta: MetaFunction<typeof loader> = ({ data: loaderData }) => metaTags(loaderData?.meta);

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const { db, env } = context;
  const game = params.game ?? "";
  if (!isGameId(game)) return resultsNotFound(context, request, UNKNOWN_GAME);
  const now = new Date();
  const today = saDate(now);
  const monthParam = parseMonthParam(new URL(request.url).searchParams);
  const page = await loadGamePage(db, game, now, monthParam.kind === "month" ? monthParam.value : undefined);
  const gameName = displayName(game);
  const latestRow = page.recent[0];
  const next = toNextDraw(game, now, latestRow);
  const at = saIsoDateTime(next.date, next.time);
  const recent = page.recent.map(toDrawSummary);
  const era = currentEra(game);
  const archiveMonth = monthParam.kind === "month" ? { ...monthParam, draws: page.monthDraws.length } : null;
  return {
    kind: "game" as const,
    game,
    gameName,
    latest: latestRow ? toDrawDetail(latestRow, page.latestDivisions, today, page.lastChecked) : null,
    late: lateResults({ game, now, latestHeld: latestRow?.drawDate ?? null, lastChecked: page.lastChecked, officialUrl: env.OPERATOR_URL }),
    // Only the game page itself watches: a month of the archive is history.
    awaited: monthParam.kind === "none" ? awaitedDraws({ [game]: latestRow?.drawDate ?? null }, now, env) : [],
    operatorUrl: env.OPERATOR_URL,
    alerts: alertsOffered(env),
    next: {
      day: formatDay(next.date),
      time: next.time,
      at,
      status: next.status,
      left: countdownText(countdownTo(new Date(at), now)),
      jackpot: next.jackpot,
    },
    rules: gameRuleLines(game, today),
    rulesSince: formatDay(era.from),
    recent,
    claimable: page.claimable,
    years: page.years,
    month:
      monthParam.kind === "month"
        ? { value: monthParam.value, year: monthParam.year, month: monthParam.month, draws: page.monthDraws.map(toDrawSummary) }
        : null,
    // The field keeps what was typed (cut short: it is only ever put back in the field), beside our message.
    monthError:
      monthParam.kind === "invalid"
        ? { message: monthParam.message, given: new URL(request.url).searchParams.get("month")!.slice(0, 20) }
        : null,
    historyPath: historyPath(game),
    trail: resultsTrail(game, gameName),
    heading: gamePageHeading(gameName, archiveMonth),
    meta: gamePageMeta(env, game, gameName, recent, archiveMonth),
  };
}

export default function GamePage() {
  const loaded = useLoaderData<typeof loader>();
  if (loaded.kind === "not-found") return <ResultsNotFound view={loaded.view} />;
  const {
    game,
    gameName,
    latest,
    late,
    awaited,
    operatorUrl,
    alerts,
    next,
    rules,
    rulesSince,
    recent,
    claimable,
    years,
    historyPath,
    trail,
    month,
    monthError,
    heading,
  } = loaded;
  const monthBlock =
    years.length > 0 ? <MonthResults game={game} gameName={gameName} years={years} month={month} error={monthError} /> : null;
  const asked = Boolean(month || monthError);
  return (
    <div className="space-y-6">
      <Breadcrumbs trail={trail} />
      <header>
        <h1 className="text-3xl font-bold">{heading}</h1>
        <p className="mt-2 max-w-3xl text-slate-700">
          The latest {gameName} draw with its whole prize table, the next draw, and every draw in our records by year. Each draw has a page
          of its own.
        </p>
      </header>
      {asked ? monthBlock : null}

      <div className="grid gap-6 lg:grid-cols-3">
        <section aria-labelledby="latest-heading" className="space-y-4 lg:col-span-2">
          <h2 id="latest-heading" className="text-2xl font-bold">
            Latest draw
          </h2>
          <WatchArrival awaited={awaited[0]} />
          {late ? <LateNotice game={game} late={late} /> : null}
          {latest ? (
            <>
              <Card>
                <p>
                  <Link to={latest.path} className="text-lg font-semibold text-brand-700 underline underline-offset-2">
                    {latest.day}
                  </Link>
                  {latest.drawNumber !== null ? <span className="text-slate-600"> · Draw {latest.drawNumber}</span> : null}
                </p>
                <div className="mt-3">
                  <GameBalls
                    game={game}
                    numbers={latest.numbers}
                    bonus={latest.bonus}
                    size="large"
                    label={`Winning numbers, ${latest.day}`}
                  />
                </div>
              </Card>
              <DrawFacts facts={latest.facts} missing={latest.missing} headingLevel={3} />
              {latest.prizes ? (
                <section aria-labelledby="latest-prizes" className="space-y-2">
                  <h3 id="latest-prizes" className="text-lg font-bold">
                    Prize divisions
                  </h3>
                  <PrizeTable table={latest.prizes} caption={`${gameName} prize divisions, ${latest.day}`} />
                </section>
              ) : (
                <section aria-labelledby="latest-prizes" className="space-y-2">
                  <h3 id="latest-prizes" className="text-lg font-bold">
                    Prize divisions
                  </h3>
                  {latest.divisionsPending ? (
                    <DivisionsPending line={latest.divisionsPending} officialUrl={operatorUrl} />
                  ) : (
                    <NoPrizeTable />
                  )}
                </section>
              )}
              <p>
                <Link
                  to={checkerPath(game, latest.date)}
                  className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
                >
                  Check a ticket against this draw
                </Link>
              </p>
            </>
          ) : (
            <Card as="p" className="text-slate-700" data-testid="empty-state">
              There are no {gameName} draws in our records yet. Results appear here after each draw, once the operator publishes them.
            </Card>
          )}
        </section>
        <div className="space-y-4">
          <NextDrawPanel next={next} gameName={gameName} />
          {alerts ? <ResultsAlerts games={[game]} /> : null}
          {rules ? <GameRules lines={rules} since={rulesSince} /> : null}
          <ClaimableYearPanel year={claimable} gameName={gameName} officialUrl={operatorUrl} />
          <nav aria-label={`More about ${gameName}`} className="rounded-xl border border-slate-200 bg-white p-4">
            <ul>
              <li>
                <Link to={checkerPath(game)} className="tap font-semibold text-brand-700 underline underline-offset-2">
                  Check my {gameName} numbers
                </Link>
              </li>
              <li>
                <Link to={statisticsPath(game)} className="tap font-semibold text-brand-700 underline underline-offset-2">
                  {gameName} statistics
                </Link>
              </li>
              <li>
                <Link to={historyPath} className="tap font-semibold text-brand-700 underline underline-offset-2">
                  {gameName} in the results history
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </div>

      {recent.length > 0 ? (
        <section aria-labelledby="recent-heading" className="space-y-3">
          <h2 id="recent-heading" className="text-2xl font-bold">
            Last {recent.length} draws
          </h2>
          <DrawList draws={recent} label={`The last ${recent.length} ${gameName} draws`} />
        </section>
      ) : null}

      {asked ? null : monthBlock}
      {years.length > 0 ? <YearLinks game={game} gameName={gameName} years={years} /> : null}
      <ResultsWatch awaited={awaited} />
    </div>
  );
}
