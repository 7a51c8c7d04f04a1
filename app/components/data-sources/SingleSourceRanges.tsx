import { sourceInfo } from "~/content/data-sources";
import { formatDay } from "~/words/dates";
import { formatInteger } from "~/words/numbers";
import { displayName } from "~/rules/games";
import type { GameCoverage } from "~/models/data-coverage.server";
import type { SingleSourceRange } from "~/coverage/single-source-ranges";
import { Card } from "~/components/ui/Card";

const draws = (n: number) => `${formatInteger(n)} ${n === 1 ? "draw" : "draws"}`;
const dates = (range: SingleSourceRange) =>
  range.from === range.to ? formatDay(range.from) : `${formatDay(range.from)} to ${formatDay(range.to)}`;
const sourceName = (code: string) => sourceInfo(code)?.name ?? "a source this page does not describe";

/**
 * The section of /data-sources on the imported history that rests on one source: per game, each stretch
 * of draws that no second source confirms, with its dates, count and source, counted from the database
 * (single-source-ranges.ts).
 */
export function SingleSourceRanges({ games }: { games: readonly GameCoverage[] }) {
  const withRanges = games.filter((game) => game.singleSource.length > 0);
  return (
    <section aria-labelledby="single-source" className="space-y-3">
      <h2 id="single-source" className="text-2xl font-bold">
        One source only
      </h2>
      <p className="max-w-3xl text-slate-700">
        Most draws of our history are held by two sources or more, and we compared them. These stretches of our imported history come from
        one source alone, so no second source has confirmed their numbers; a game not listed here has no such stretch. If you find a draw
        that differs from the official result, please tell us.
      </p>
      {withRanges.length === 0 ? (
        <p className="text-slate-700">No draw of our imported history rests on one source alone.</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {withRanges.map((game) => (
            <Card as="li" key={game.game} data-testid={`single-source-${game.game}`}>
              <h3 className="text-lg font-bold text-brand-800">{displayName(game.game)}</h3>
              <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
                {game.singleSource.map((range) => (
                  <li key={range.from}>
                    {dates(range)}: {draws(range.draws)}, one source ({range.code}, {sourceName(range.code)}), not cross-checked
                  </li>
                ))}
              </ul>
            </Card>
          ))}
        </ul>
      )}
    </section>
  );
}
