import { drawPath } from "~/site/draw-paths";
import { formatDay } from "~/words/dates";
import { formatInteger, formatRand, formatDrawNumber } from "~/words/numbers";
import { matchCodeLabel, type GameId } from "~/rules/games";
import type { Coverage, DrawRef, GameRecords } from "~/statistics/records";
import { TIES_NAMED } from "~/statistics/record-tokens";
import type { ReactNode } from "react";
import { Card } from "~/components/ui/Card";

/** "A, B and C", or the first four and "N others" past TIES_NAMED, as the record tokens name ties. */
function TieList({ items }: { items: ReactNode[] }) {
  const named =
    items.length > TIES_NAMED ? [...items.slice(0, TIES_NAMED - 1), `${formatInteger(items.length - TIES_NAMED + 1)} others`] : items;
  return (
    <>
      {named.map((item, i) => (
        <span key={i}>
          {i > 0 ? (i === named.length - 1 ? " and " : ", ") : ""}
          {item}
        </span>
      ))}
    </>
  );
}

const draws = (n: number) => `${formatInteger(n)} ${n === 1 ? "draw" : "draws"}`;

/** `plain` in a `stat-rows` table, which styles its links. */
function DrawLink({ game, draw, plain = false }: { game: GameId; draw: DrawRef; plain?: boolean }) {
  return (
    <a href={drawPath(game, draw.date)} className={plain ? undefined : "text-brand-700 underline underline-offset-2"}>
      {`${formatDay(draw.date)}${draw.drawNumber !== null ? ` (draw ${formatDrawNumber(draw.drawNumber)})` : ""}`}
    </a>
  );
}

/** "from 5 Dec 2025 to 10 Aug 2026 (58 of 1,761 draws)": the period a figure covers. */
function coverageText(coverage: Coverage, held: number): string {
  if (coverage.draws === 0 || !coverage.first || !coverage.last) return "none of the draws we hold";
  return `${draws(coverage.draws)} of ${formatInteger(held)}, from ${formatDay(coverage.first)} to ${formatDay(coverage.last)}`;
}

/**
 * The records of a game, each dated and linking to its draw, with the draws each one is computed over:
 * where our records hold a figure for part of the history only, the record says which part.
 */
export function RecordsSection({ game, gameName, records }: { game: GameId; gameName: string; records: GameRecords }) {
  const held = records.held.draws;
  const { biggestJackpotWon: biggest, longestRolloverRun: run, mostJackpotWinners: most } = records;
  return (
    <section aria-labelledby="records-heading" className="space-y-4">
      <h2 id="records-heading" className="text-2xl font-bold">
        Records
      </h2>
      <p className="max-w-3xl text-sm text-slate-700">
        {`Computed from the ${draws(held)} of ${gameName} in our records${
          records.held.first && records.held.last ? ` (${formatDay(records.held.first)} to ${formatDay(records.held.last)})` : ""
        }, all eras. Our records have gaps, so each record is the highest in our records, not necessarily of all time.`}
      </p>
      <dl className="grid gap-4 md:grid-cols-3">
        <Card>
          <dt className="font-semibold">Biggest jackpot won</dt>
          <dd className="mt-1">
            {biggest ? (
              <>
                <span className="text-xl font-bold whitespace-nowrap">{formatRand(biggest.amount)}</span>
                {biggest.figure === "paid" ? " paid, " : " (advertised jackpot), "}
                <DrawLink game={game} draw={biggest} />
                {biggest.winners !== null ? `, ${formatInteger(biggest.winners)} ${biggest.winners === 1 ? "winner" : "winners"}` : ""}
              </>
            ) : (
              "No won jackpot with a figure in our records."
            )}
            <span className="mt-1 block text-xs text-slate-600">{`Jackpot figures: ${coverageText(records.jackpots, held)} draws.`}</span>
            <a href="/biggest-jackpots" className="flex min-h-11 items-center text-sm text-brand-700 underline">
              The biggest jackpots won in every game
            </a>
          </dd>
        </Card>
        <Card>
          <dt className="font-semibold">Longest run of rollovers</dt>
          <dd className="mt-1">
            {run ? (
              <>
                <span className="text-xl font-bold">{draws(run.draws)}</span> in a row, from <DrawLink game={game} draw={run.first} />
                {" to "}
                <DrawLink game={game} draw={run.last} />
                {run.wonIn ? (
                  <>
                    ; won in the next draw, <DrawLink game={game} draw={run.wonIn} />
                  </>
                ) : null}
                {run.ties.length > 0 ? (
                  <span className="mt-1 block text-sm">
                    {`As long: ${formatInteger(run.ties.length)} more ${run.ties.length === 1 ? "run" : "runs"}, `}
                    <TieList
                      items={run.ties.map((tie) => (
                        <>
                          <DrawLink game={game} draw={tie.first} />
                          {" to "}
                          <DrawLink game={game} draw={tie.last} />
                        </>
                      ))}
                    />
                    .
                  </span>
                ) : null}
              </>
            ) : (
              "No rollover in our records."
            )}
            <span className="mt-1 block text-xs text-slate-600">
              {`Won or rolled: ${coverageText(records.rollovers, held)} draws; a draw without it, or a gap in our records, ends a run.`}
            </span>
          </dd>
        </Card>
        <Card>
          <dt className="font-semibold">Most division-1 winners in one draw</dt>
          <dd className="mt-1">
            {most ? (
              <>
                <span className="text-xl font-bold">{formatInteger(most.winners)}</span>, <DrawLink game={game} draw={most} />
                {most.ties.length > 0 ? (
                  <span className="mt-1 block text-sm">
                    {`As many in ${formatInteger(most.ties.length)} more ${most.ties.length === 1 ? "draw" : "draws"}: `}
                    <TieList
                      items={most.ties.map((tie) => (
                        <DrawLink key={tie.date} game={game} draw={tie} />
                      ))}
                    />
                    .
                  </span>
                ) : null}
              </>
            ) : (
              "No division-1 winner in the prize tables we hold."
            )}
            <span className="mt-1 block text-xs text-slate-600">{`Prize tables: ${coverageText(records.divisions, held)} draws.`}</span>
          </dd>
        </Card>
      </dl>
      {records.biggestPayouts.length > 0 ? (
        <div
          className="overflow-x-auto rounded-xl border border-slate-200 bg-white"
          tabIndex={0}
          role="region"
          aria-labelledby="payouts-caption"
        >
          <table className="w-full text-left text-sm">
            <caption id="payouts-caption" className="px-3 py-2 text-left font-semibold">
              Biggest single payout per prize
            </caption>
            <thead>
              <tr className="border-b bg-slate-50">
                <th scope="col" className="px-2 py-2">
                  Prize
                </th>
                <th scope="col" className="px-2 py-2">
                  Paid to each winner
                </th>
                <th scope="col" className="px-2 py-2">
                  Draw
                </th>
              </tr>
            </thead>
            <tbody className="stat-rows">
              {records.biggestPayouts.map((row) => (
                <tr key={row.match}>
                  <th scope="row">{matchCodeLabel(row.match)}</th>
                  <td className="whitespace-nowrap tabular-nums">{formatRand(row.payout)}</td>
                  <td>
                    <DrawLink game={game} draw={row} plain />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="px-3 pb-3 text-xs text-slate-600">
            {`From the prize tables we hold: ${coverageText(records.divisions, held)} draws. A prize is named by its match, which is the same prize whatever its division number in an era.`}
          </p>
        </div>
      ) : (
        <p className="text-sm text-slate-700">{`We hold no prize tables for ${gameName}, so there are no payout records.`}</p>
      )}
    </section>
  );
}
