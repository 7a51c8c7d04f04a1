import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { displayName, GAME_IDS } from "~/rules/games";
import { drawPath, statisticsPath } from "~/site/draw-paths";
import { formatDay, formatInteger, formatRand } from "~/format";
import { metaTags } from "~/seo/meta";
import { pageMeta } from "~/seo/meta.server";
import { loadBiggestJackpots, type WonJackpot } from "~/statistics/biggest-jackpots.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.meta);

export async function loader({ context }: LoaderFunctionArgs) {
  const { db, env } = context;
  const found = await loadBiggestJackpots(db, GAME_IDS);
  const games = GAME_IDS.map((game) => ({ game, name: displayName(game), jackpots: found.get(game) ?? [] }));
  return {
    games,
    meta: pageMeta(env, {
      title: `Biggest Lotto and PowerBall Jackpots Won in South Africa | ${env.SITE_NAME}`,
      description:
        "The biggest jackpots won in SA Lotto, PowerBall, their add-on games and Daily Lotto, computed from the draws in our records, with how many winners shared each.",
      path: "/biggest-jackpots",
      keywords: ["biggest lotto jackpot", "biggest powerball jackpot", "lotto jackpot record south africa"],
      breadcrumbs: [["Biggest Jackpots", "/biggest-jackpots"]],
    }),
  };
}

function winnersText(row: WonJackpot): string {
  if (row.winners === null) return "not in our records";
  return row.winners === 1 ? "1 winner" : `${formatInteger(row.winners)} winners`;
}

/** "R 110,000,000 on Sat 27 Jan 2018, shared by 4 winners (R 27,500,000 each)": the game's record in one line. */
function recordLine(row: WonJackpot): string {
  const when = `${formatRand(row.amount)} on ${formatDay(row.date)}`;
  if (row.winners === null) return `${when}; how many shared it is not in our records.`;
  if (row.winners === 1) return `${when}, won by one ticket.`;
  return `${when}, shared by ${formatInteger(row.winners)} winners${row.each !== null ? ` (${formatRand(row.each)} each)` : ""}.`;
}

export default function BiggestJackpots() {
  const { games } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-4xl space-y-8">
      <header>
        <h1 className="text-3xl font-bold sm:text-4xl">Biggest Jackpots Won</h1>
        <p className="mt-3 text-slate-700">
          The largest jackpots that were won in each National Lottery game, computed from the draws in our records, with how many tickets
          shared each one. The amount is the jackpot figure our sources give for the draw, for most draws the total paid in division 1. Our
          records lack jackpot figures for some periods (the{" "}
          <a href="/data-sources" className="text-brand-700 underline">
            data sources page
          </a>{" "}
          lists them), so a list here is the biggest among the draws we hold, not an official ranking.
        </p>
      </header>
      {games.map(({ game, name, jackpots }) => (
        <section key={game} aria-labelledby={`jackpots-${game}`}>
          <h2 id={`jackpots-${game}`} className="text-xl font-bold">
            {name}
          </h2>
          {jackpots.length === 0 ? (
            <p className="mt-2 text-slate-700">No won jackpot with its amount is in our records yet.</p>
          ) : (
            <>
              <p className="mt-2 text-slate-700" data-testid={`record-${game}`}>
                {`Biggest in our records: ${recordLine(jackpots[0]!)}`}
              </p>
              <div className="mt-2 overflow-x-auto" tabIndex={0} role="region" aria-label={`${name}: biggest jackpots won`}>
                <table className="stack-table w-full text-left text-sm">
                  <thead className="bg-slate-100">
                    <tr>
                      <th scope="col" className="px-3 py-2">
                        Draw
                      </th>
                      <th scope="col" className="px-3 py-2 text-right">
                        Jackpot
                      </th>
                      <th scope="col" className="px-3 py-2">
                        Winners
                      </th>
                      <th scope="col" className="px-3 py-2 text-right">
                        Each winner
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {jackpots.map((row) => (
                      <tr key={row.date} className="border-t border-slate-100">
                        <td className="sm:px-3 sm:py-1.5" data-label="Draw">
                          <a href={drawPath(game, row.date)} className="text-brand-700 underline">
                            {formatDay(row.date)}
                          </a>
                        </td>
                        <td className="tabular-nums sm:px-3 sm:py-1.5 sm:text-right" data-label="Jackpot">
                          {formatRand(row.amount)}
                        </td>
                        <td className="sm:px-3 sm:py-1.5" data-label="Winners">
                          {winnersText(row)}
                        </td>
                        <td className="tabular-nums sm:px-3 sm:py-1.5 sm:text-right" data-label="Each winner">
                          {row.each !== null ? formatRand(row.each) : "—"}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
          <p className="mt-2 text-sm">
            <a href={statisticsPath(game)} className="text-brand-700 underline">
              {name} statistics and records
            </a>
          </p>
        </section>
      ))}
      <p className="text-sm text-slate-700">
        Every draw is random: a big jackpot is no more likely to be won than a small one, and the odds of winning it stay the same. Winnings
        must be claimed in time; see{" "}
        <a href="/claiming-prizes" className="text-brand-700 underline">
          claiming a prize
        </a>
        .
      </p>
    </div>
  );
}
