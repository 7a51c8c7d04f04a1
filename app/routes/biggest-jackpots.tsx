import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { displayName, GAME_IDS, type GameId } from "~/rules/games";
import { drawPath, statisticsPath } from "~/site/draw-paths";
import { formatDay } from "~/words/dates";
import { formatInteger, formatRand } from "~/words/numbers";
import { metaTags } from "~/seo/meta";
import { pageMeta } from "~/seo/meta.server";
import { loadBiggestJackpots, type WonJackpot } from "~/statistics/biggest-jackpots.server";
import type { JackpotFigure } from "~/statistics/records";

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.meta);

export async function loader({ context }: LoaderFunctionArgs) {
  const { db, env } = context;
  const found = await loadBiggestJackpots(db, GAME_IDS);
  const games = GAME_IDS.map((game) => ({ game, name: displayName(game), jackpots: found.get(game) ?? [] }));
  return {
    games,
    meta: pageMeta(env, {
      title: `Biggest Lotto and PowerBall Jackpots Won | ${env.SITE_NAME}`,
      description:
        "The biggest jackpots won in SA Lotto, PowerBall, their add-on games and Daily Lotto, computed from the draws in our records: what was paid, how many winners shared it and what each received.",
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

/** Which figure a row's amount is, in the words of the page's explanation. */
const FIGURE_NAME: Record<JackpotFigure, string> = { paid: "paid to the winners", advertised: "advertised jackpot" };

/** "R 110,000,000 paid to the winners on Sat 27 Jan 2018, shared by 4 winners (R 27,500,000 each)": the game's record in one line. */
function recordLine(row: WonJackpot): string {
  const figure =
    row.figure === "advertised" ? "(the advertised jackpot)" : row.winners === 1 ? "paid to the winner" : "paid to the winners";
  const when = `${formatRand(row.amount)} ${figure} on ${formatDay(row.date)}`;
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
          shared each one. Our records lack figures for some periods (the{" "}
          <a href="/data-sources" className="text-brand-700 underline">
            data sources page
          </a>{" "}
          lists them), so a list here is the biggest among the draws we hold, not an official ranking.
        </p>
        <h2 className="mt-4 text-lg font-bold">Paid or advertised</h2>
        <p className="mt-1 text-slate-700" data-testid="figures-explained">
          A draw has two jackpot figures. The <strong>advertised jackpot</strong> is the figure our sources give for the draw, for some
          sources the estimate announced before it. What was <strong>paid to the winners</strong> is division 1&apos;s winners times what
          each one received: when several tickets share the jackpot, each gets a part, and the total can differ from the advertised figure.
          Where our records hold a draw&apos;s prize divisions, the list ranks it by what was paid; elsewhere by its advertised jackpot, and
          each row says which figure it shows.
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
              <JackpotTable game={game} name={name} jackpots={jackpots} />
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

/** One game's won jackpots; the winners columns only where a row holds them (none for a game without divisions). */
function JackpotTable({ game, name, jackpots }: { game: GameId; name: string; jackpots: readonly WonJackpot[] }) {
  const withWinners = jackpots.some((row) => row.winners !== null);
  const withEach = jackpots.some((row) => row.each !== null);
  const th = "px-3 py-2";
  const td = "sm:px-3 sm:py-1.5";
  return (
    <div className="mt-2 overflow-x-auto" tabIndex={0} role="region" aria-label={`${name}: biggest jackpots won`}>
      <table className="stack-table w-full text-left text-sm">
        <thead className="bg-slate-100">
          <tr>
            <th scope="col" className={th}>
              Draw
            </th>
            <th scope="col" className={`${th} text-right`}>
              Amount
            </th>
            <th scope="col" className={th}>
              Figure
            </th>
            {withWinners ? (
              <th scope="col" className={th}>
                Winners
              </th>
            ) : null}
            {withEach ? (
              <th scope="col" className={`${th} text-right`}>
                Each winner
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {jackpots.map((row) => (
            <tr key={row.date} className="border-t border-slate-100">
              <td className={td} data-label="Draw">
                <a href={drawPath(game, row.date)} className="text-brand-700 underline">
                  {formatDay(row.date)}
                </a>
              </td>
              <td className={`tabular-nums ${td} sm:text-right`} data-label="Amount">
                {formatRand(row.amount)}
              </td>
              <td className={td} data-label="Figure">
                {FIGURE_NAME[row.figure]}
              </td>
              {withWinners ? (
                <td className={td} data-label="Winners">
                  {winnersText(row)}
                </td>
              ) : null}
              {withEach ? (
                <td className={`tabular-nums ${td} sm:text-right`} data-label="Each winner">
                  {row.each !== null ? formatRand(row.each) : "—"}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
