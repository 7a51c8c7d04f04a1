/**
 * The body of /statistics/{game}: the game's figures of the current era in the chosen window, then the
 * records and jackpots of every draw held. Data comes shaped from the loader (app/loaders/statistics.server.ts).
 */
import { Breadcrumbs } from "~/components/draw/Breadcrumbs";
import { NumberBall } from "~/components/NumberBall";
import { StatsDisclaimer } from "~/components/StatsDisclaimer";
import { BallChart } from "~/components/statistics/BallChart";
import { BallTable } from "~/components/statistics/BallTable";
import { JackpotChart } from "~/components/statistics/JackpotChart";
import { Basis, type BasisFacts } from "~/components/statistics/Basis";
import { RecordsSection } from "~/components/statistics/RecordsSection";
import { SplitTables, SumTable, CombinationTable } from "~/components/statistics/PatternTables";
import { gamePath, statisticsPath } from "~/site/draw-paths";
import { formatDay } from "~/words/dates";
import { formatInteger } from "~/words/numbers";
import { displayName, GAME_IDS, type GameId } from "~/rules/games";
import type { StatisticsPageData } from "~/loaders/statistics.server";
import { coldest, hottest, type BallFigure } from "~/statistics/figures";
import { inShort } from "~/statistics/in-short";
import { BALL_SORTS, STAT_WINDOWS, statisticsHref, windowName, type BallSort } from "~/statistics/windows";
import { Section } from "~/components/ui/Section";
import { Card } from "~/components/ui/Card";

const SORT_LABELS: Record<BallSort, string> = {
  ball: "ball number",
  drawn: "times drawn, most first",
  last: "last drawn, longest ago first",
  difference: "difference from expected, highest first",
};

/** Hot, cold and overdue balls, solid in the game's colour as on its results pages. */
function BallList({ game, balls, describe }: { game: GameId; balls: readonly BallFigure[]; describe: (ball: BallFigure) => string }) {
  return (
    <ol className="mt-2 space-y-1 text-sm" data-game={game}>
      {balls.map((ball) => (
        <li key={ball.number} className="flex items-center gap-2">
          <NumberBall number={ball.number} gameType="lotto" size="small" />
          <span>{describe(ball)}</span>
        </li>
      ))}
    </ol>
  );
}

type View = StatisticsPageData & { basis: BasisFacts };

const drawsWord = (n: number) => `${formatInteger(n)} ${n === 1 ? "draw" : "draws"}`;

function OtherGames({ view }: { view: View }) {
  const { game } = view;
  return (
    <nav aria-label="Statistics of other games">
      <ul className="flex flex-wrap gap-2 text-sm">
        {GAME_IDS.map((other) => (
          <li key={other}>
            {other === game ? (
              <span
                aria-current="page"
                className="inline-flex min-h-11 items-center rounded-full bg-brand-700 px-3 font-semibold text-white"
              >
                {displayName(other)}
              </span>
            ) : (
              <a
                href={statisticsPath(other)}
                className="inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-3 text-brand-700 underline-offset-2 hover:underline"
              >
                {displayName(other)}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function InShort({ view }: { view: View }) {
  const { stats } = view;
  const { era, window } = stats;
  return (
    <>
      {window.drawsCounted > 0 ? (
        <section aria-label="In short" className="max-w-3xl space-y-1 text-lg text-slate-800" data-testid="stats-in-short">
          {inShort({
            // Every ball, so the sentences can count the balls that tie with the ones they name.
            hot: hottest(stats.main),
            cold: coldest(stats.main),
            drawsCounted: window.drawsCounted,
            windowWords:
              window.key === "era"
                ? `all ${drawsWord(window.drawsCounted)} since ${formatDay(era.from)}`
                : `the last ${drawsWord(window.drawsCounted)}`,
            mainCount: era.mainCount,
            mainMax: era.mainMax,
          }).map((sentence) => (
            <p key={sentence}>{sentence}</p>
          ))}
        </section>
      ) : null}
    </>
  );
}

function WindowPicker({ view }: { view: View }) {
  const { game, sort, stats, basis } = view;
  const { era, window } = stats;
  return (
    <section aria-labelledby="window-heading" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id="window-heading" className="text-xl font-bold">
        Which draws are counted
      </h2>
      <nav aria-label="Window of draws" className="mt-3">
        <ul className="flex flex-wrap gap-2">
          {STAT_WINDOWS.map((key) => (
            <li key={key}>
              {key === window.key ? (
                <span
                  aria-current="page"
                  className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-3 font-semibold text-white"
                >
                  {key === "era" ? "Whole era" : `Last ${key}`}
                </span>
              ) : (
                <a
                  href={statisticsHref(game, key, sort)}
                  className="inline-flex min-h-11 items-center rounded-lg border border-brand-700 bg-white px-3 font-semibold text-brand-700 hover:bg-brand-50"
                >
                  {key === "era" ? "Whole era" : `Last ${key}`}
                </a>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {/* The words of the method (era, window, standard deviations) wait behind one disclosure (issue 33). */}
      <details className="mt-3" data-testid="how-we-count">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-700">How we count</summary>
        <Basis facts={basis} className="mt-2" />
        {window.drawsCounted > 0 ? (
          <p className="mt-2 max-w-3xl text-sm text-slate-700">
            {`${stats.outliers.count} of ${era.mainMax} balls are 2 or more standard deviations from what chance predicts in this window; chance alone would put about ${stats.outliers.expected.toFixed(1)} there. "Hot" and "cold" are, almost always, this noise.`}
          </p>
        ) : null}
      </details>
    </section>
  );
}

function HotColdOverdue({ view }: { view: View }) {
  const { game, stats, basis } = view;
  const { era, window } = stats;
  return (
    <section aria-labelledby="hot-heading" className="space-y-3">
      <h2 id="hot-heading" className="text-2xl font-bold">
        Hot, cold and overdue
      </h2>
      <div className="grid gap-4 md:grid-cols-3">
        <Card>
          <h3 className="font-semibold">Hot: drawn most</h3>
          <BallList game={game} balls={stats.hot} describe={(b) => `${b.drawn}× (chance: ${b.expected.toFixed(1)})`} />
          <Basis facts={basis} compact className="mt-2" />
        </Card>
        <Card>
          <h3 className="font-semibold">Cold: drawn least</h3>
          <BallList game={game} balls={stats.cold} describe={(b) => `${b.drawn}× (chance: ${b.expected.toFixed(1)})`} />
          <Basis facts={basis} compact className="mt-2" />
        </Card>
        <Card>
          <h3 className="font-semibold">Overdue: longest absent</h3>
          <BallList
            game={game}
            balls={stats.overdue}
            describe={(b) =>
              b.drawsSince === null
                ? `not drawn in the ${drawsWord(window.eraDraws)} of the era`
                : `last drawn ${drawsWord(b.drawsSince)} ago`
            }
          />
          <p className="mt-2 text-xs text-slate-600">
            {`Searched over the whole era (${drawsWord(window.eraDraws)} since ${formatDay(era.from)}). Overdue numbers are not due: the balls have no memory.`}
          </p>
        </Card>
      </div>
    </section>
  );
}

function EveryBall({ view }: { view: View }) {
  const { game, sort, stats, basis } = view;
  const { gameName, window } = stats;
  return (
    <section aria-labelledby="balls-heading" className="space-y-3">
      <h2 id="balls-heading" className="text-2xl font-bold">
        Every ball, against chance
      </h2>
      <Basis facts={basis} />
      <div className="grid gap-6 lg:grid-cols-2">
        <BallChart
          balls={[...stats.main].sort((a, b) => a.number - b.number)}
          expected={stats.main[0]?.expected ?? 0}
          label={`Bar chart: times each ${gameName} main ball was drawn in the ${windowName(window.key)}, with the expected count as a line. The table "Every main ball" gives the same figures.`}
        />
        <BallTable
          id="balls-table"
          caption={`Every main ball, ${windowName(window.key)} (${drawsWord(window.drawsCounted)} counted), sorted by ${SORT_LABELS[sort]}`}
          balls={stats.main}
          game={game}
          sort={sort}
          sortHref={(key) => `${statisticsHref(game, window.key, key)}#balls-heading`}
          sorts={BALL_SORTS}
        />
      </div>
    </section>
  );
}

function BonusBalls({ view }: { view: View }) {
  const { game, stats, basis } = view;
  const { era, window } = stats;
  return (
    <>
      {stats.bonus && era.bonusName ? (
        <section aria-labelledby="bonus-heading" className="space-y-3">
          <h2 id="bonus-heading" className="text-2xl font-bold">
            {`The ${era.bonusName}, counted apart`}
          </h2>
          <p className="max-w-3xl text-sm text-slate-700">
            {`${
              game.startsWith("powerball")
                ? `The PowerBall comes from a drum of its own (${era.bonusRange}), so each has a 1 in ${era.bonusMax} chance every draw.`
                : `The bonus ball is drawn from the same drum after the six main balls, so each ball has a 1 in ${era.bonusMax} chance of being it.`
            } It is not counted in the main-ball figures above.`}
          </p>
          <Basis facts={basis} />
          <div className="grid gap-6 lg:grid-cols-2">
            <BallChart
              balls={stats.bonus}
              expected={stats.bonus[0]?.expected ?? 0}
              colour={game.startsWith("powerball") ? "#b91c1c" : "#a16207"}
              label={`Bar chart: times each ${era.bonusName} was drawn in the ${windowName(window.key)}, with the expected count as a line. The table "Every ${era.bonusName}" below gives the same figures.`}
            />
            <details>
              <summary className="cursor-pointer py-3 text-sm font-semibold text-brand-700">{`Every ${era.bonusName}, as a table`}</summary>
              <div className="mt-2">
                <BallTable
                  id="bonus-table"
                  caption={`Every ${era.bonusName}, ${windowName(window.key)} (${drawsWord(window.drawsCounted)} counted), by number`}
                  balls={stats.bonus}
                  game={game}
                />
              </div>
            </details>
          </div>
        </section>
      ) : null}
    </>
  );
}

function Patterns({ view }: { view: View }) {
  const { stats, basis } = view;
  const { era } = stats;
  return (
    <section aria-labelledby="patterns-heading" className="space-y-4">
      <h2 id="patterns-heading" className="text-2xl font-bold">
        Pairs, triples and patterns
      </h2>
      <Basis facts={basis} />
      <div className="grid gap-6 lg:grid-cols-2">
        <CombinationTable title="Pairs drawn together most often" combinations={stats.pairs.top} expected={stats.pairs.expected} size={2} />
        <CombinationTable
          title="Triples drawn together most often"
          combinations={stats.triples.top}
          expected={stats.triples.expected}
          size={3}
        />
      </div>
      <SplitTables oddEven={stats.oddEven} lowHigh={stats.lowHigh} mainMax={era.mainMax} />
      <SumTable sums={stats.sums} mainCount={era.mainCount} />
    </section>
  );
}

function AllEras({ view }: { view: View }) {
  const { stats } = view;
  const { gameName } = stats;
  return (
    <>
      {stats.allEras ? (
        <section aria-labelledby="all-eras-heading" className="space-y-3">
          <h2 id="all-eras-heading" className="text-2xl font-bold">
            {`All eras, balls 1-${stats.allEras.commonMax}`}
          </h2>
          <p className="max-w-3xl text-sm text-slate-700">
            {`Every ${gameName} draw in our records (${drawsWord(stats.allEras.draws)}, ${formatDay(stats.allEras.from)} to ${formatDay(stats.allEras.to)}), across the eras with different ball ranges. Only balls 1-${stats.allEras.commonMax} existed in every era, so only they are counted here; the expected count adds each era's own chance for its draws. The window above does not apply.`}
          </p>
          <BallChart
            balls={stats.allEras.balls}
            expected={stats.allEras.balls[0]?.expected ?? 0}
            label={`Bar chart: times each ${gameName} ball from 1 to ${stats.allEras.commonMax} was drawn over all eras, with the expected count as a line. The table "All eras" gives the same figures.`}
          />
          <details>
            <summary className="cursor-pointer py-3 text-sm font-semibold text-brand-700">All eras, as a table</summary>
            <div className="mt-2 max-h-96 overflow-auto" tabIndex={0} role="region" aria-label="All eras table">
              <table className="w-full max-w-md text-left text-sm">
                <caption className="sr-only">{`All eras: times each ball from 1 to ${stats.allEras.commonMax} was drawn`}</caption>
                <thead>
                  <tr className="border-b">
                    <th scope="col" className="py-1 pr-2">
                      Ball
                    </th>
                    <th scope="col" className="py-1 pr-2">
                      Drawn
                    </th>
                    <th scope="col" className="py-1">
                      Chance predicts
                    </th>
                  </tr>
                </thead>
                <tbody className="stat-rows stat-flush">
                  {stats.allEras.balls.map((ball) => (
                    <tr key={ball.number}>
                      <th scope="row">{ball.number}</th>
                      <td>{formatInteger(ball.drawn)}</td>
                      <td>{ball.expected.toFixed(1)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </section>
      ) : null}
    </>
  );
}

function JackpotHistory({ view }: { view: View }) {
  const { stats, jackpotChart } = view;
  const { gameName, records } = stats;
  return (
    <section aria-labelledby="jackpot-heading" className="space-y-3">
      <h2 id="jackpot-heading" className="text-2xl font-bold">
        Jackpot history
      </h2>
      <JackpotChart
        gameName={gameName}
        chart={jackpotChart}
        years={stats.jackpots.years}
        held={{ draws: records.held.draws, withFigure: records.jackpots.draws }}
      />
    </section>
  );
}

function Method({ view }: { view: View }) {
  const { game, stats } = view;
  const { gameName, era, window } = stats;
  return (
    <Section id="method-heading" title="How these figures are counted">
      <p className="mt-2 max-w-3xl text-slate-700">
        {`We count the main balls of the ${gameName} draws in our records from the start of the current era (${formatDay(era.from)}, when the game took its present rules: ${era.mainCount} balls from ${era.range}${era.bonusName ? ` and the ${era.bonusName} from ${era.bonusRange}` : ""}); the window is the newest 10, 25, 50 or 100 of those draws, or all of them, and each figure states how many draws it counts. The ${era.bonusName ?? "bonus ball"} is counted apart. "Expected" is what chance predicts for the same number of draws: each main ball turns up in a draw with probability ${era.mainCount}/${era.mainMax}, so over ${drawsWord(window.drawsCounted)} about ${(stats.main[0]?.expected ?? 0).toFixed(1)} times; the odd/even, low/high and sum figures come from the same matrix. Every draw is independent of the ones before it: a ball that was hot or overdue has exactly the same chance as any other next time, and no figure on this page changes the odds. Jackpots and records cover every draw we hold, from every era, and say which draws hold the figure they use.`}
      </p>
      <p className="mt-2 text-sm text-slate-700">
        The same figures as JSON: <code className="break-all">{`/api/statistics/${game}?window=${window.key}`}</code>
        {". The draws themselves: the "}
        <a href={gamePath(game)} className="text-brand-700 underline">
          {`${gameName} results`}
        </a>
        .
      </p>
    </Section>
  );
}

export function StatisticsPage({ page }: { page: StatisticsPageData }) {
  const { game, messages, trail, stats } = page;
  const { gameName, era, window, records } = stats;
  const basis: BasisFacts = {
    window: window.key,
    drawsCounted: window.drawsCounted,
    eraDraws: window.eraDraws,
    from: window.from,
    to: window.to,
    eraFrom: era.from,
    range: era.range,
  };
  const view: View = { ...page, basis };
  return (
    <div className="space-y-8">
      <Breadcrumbs trail={trail} />
      <header className="space-y-3">
        <h1 className="text-3xl font-bold">{`${gameName} statistics`}</h1>
        <p className="max-w-3xl text-slate-700">
          {`How often each ball has been drawn since ${gameName} took its present rules on ${formatDay(era.from)} (${era.mainCount} main balls from ${era.range}${era.bonusName ? `, the ${era.bonusName} from ${era.bonusRange}` : ""}), beside what chance predicts; then the jackpots and records of every draw in our records. Draws under older rules, with other ball ranges, are never mixed in.`}
        </p>
        <StatsDisclaimer />
        <OtherGames view={view} />
      </header>

      <InShort view={view} />

      {messages.length > 0 ? (
        <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          {messages.map((message) => (
            <p key={message}>{`${message} Showing the ${windowName(window.key)} instead.`}</p>
          ))}
        </div>
      ) : null}

      <WindowPicker view={view} />

      {window.drawsCounted === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-5 text-slate-700" data-testid="empty-state">
          {`There are no ${gameName} draws of the current era (since ${formatDay(era.from)}) in our records yet, so there is nothing to count.`}
        </p>
      ) : (
        <>
          <HotColdOverdue view={view} />

          <EveryBall view={view} />

          <BonusBalls view={view} />

          <Patterns view={view} />
        </>
      )}

      <AllEras view={view} />

      <JackpotHistory view={view} />

      <RecordsSection game={game} gameName={gameName} records={records} />

      <Method view={view} />
    </div>
  );
}
