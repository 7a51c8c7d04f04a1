import { formatDay } from "~/words/dates";
import { formatInteger } from "~/words/numbers";
import { displayName } from "~/rules/games";
import type { GameCoverage, SourceCount } from "~/models/data-coverage.server";
import type { GapRun } from "~/coverage/schedule-gaps";
import { Card } from "~/components/ui/Card";

const draws = (n: number) => `${formatInteger(n)} ${n === 1 ? "draw" : "draws"}`;
const gapCount = (n: number) => `${formatInteger(n)} ${n === 1 ? "gap" : "gaps"}`;
const dateRange = (run: GapRun) => (run.from === run.to ? formatDay(run.from) : `${formatDay(run.from)} – ${formatDay(run.to)}`);

function SourceLine({ source }: { source: SourceCount }) {
  const confirms = source.all - source.main;
  return (
    <li>
      <span className="mr-2 inline-block min-w-8 rounded bg-slate-100 px-1.5 text-center font-mono text-xs font-semibold text-slate-700">
        {source.code}
      </span>
      {source.name ?? "A source this page does not describe"}: {source.main > 0 ? `${draws(source.main)} taken from it` : null}
      {source.main > 0 && confirms > 0 ? "; " : null}
      {confirms > 0 ? `confirms ${draws(confirms)} taken from another` : null}
    </li>
  );
}

/** One game: where its rows come from and the scheduled draws we do not hold. */
function GameCard({ game }: { game: GameCoverage }) {
  const name = displayName(game.game);
  const { gaps } = game;
  return (
    <Card as="section" aria-labelledby={`records-${game.game}`} data-game={game.game}>
      <h3 id={`records-${game.game}`} className="text-lg font-bold text-brand-800">
        {name}
      </h3>
      {game.draws === 0 || !game.first || !game.last ? (
        <p className="mt-2 text-slate-700">No {name} draws in our records yet.</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600">
            {draws(game.draws)} from {formatDay(game.first)} to {formatDay(game.last)}
          </p>
          <h4 className="mt-3 font-semibold">Sources</h4>
          <ul className="mt-1 space-y-1 text-sm">
            {game.sources.map((source) => (
              <SourceLine key={source.code} source={source} />
            ))}
          </ul>
          <h4 className="mt-3 font-semibold">Gaps</h4>
          <div className="mt-1 space-y-2 text-sm" data-testid={`gaps-${game.game}`}>
            {gaps.missing === 0 ? (
              <p>We hold every scheduled draw between our first and last {name} draw.</p>
            ) : (
              <p>
                <strong>{draws(gaps.missing)}</strong> scheduled between our first and last {name} draw {gaps.missing === 1 ? "is" : "are"}{" "}
                not in our records.
              </p>
            )}
            {gaps.runs.length > 0 ? (
              <ul className="list-disc space-y-1 pl-5">
                {gaps.runs.map((run) => (
                  <li key={run.from}>
                    {dateRange(run)}: {draws(run.draws)} missing
                  </li>
                ))}
              </ul>
            ) : null}
            {gaps.shortRuns.runs > 0 ? (
              <p className="text-slate-600">
                {gaps.runs.length > 0
                  ? `Besides these, ${draws(gaps.shortRuns.draws)} missing one or two at a time (${gapCount(gaps.shortRuns.runs)}).`
                  : "None of the gaps is longer than two draws."}
              </p>
            ) : null}
            {gaps.noDraws.map((run) => (
              <p key={run.from} className="rounded-lg bg-sky-50 p-2 text-sky-900">
                <strong>{dateRange(run)}:</strong> {run.note}
              </p>
            ))}
          </div>
        </>
      )}
    </Card>
  );
}

export function GameRecords({ games }: { games: readonly GameCoverage[] }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {games.map((game) => (
        <GameCard key={game.game} game={game} />
      ))}
    </div>
  );
}
