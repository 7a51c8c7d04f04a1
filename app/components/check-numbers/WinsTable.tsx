import { ballsLabel } from "~/components/DrawBalls";
import { bonusBallType } from "~/components/NumberBall";
import { drawPath } from "~/site/draw-paths";
import { formatDay } from "~/words/dates";
import { formatRandOr } from "~/words/numbers";
import { bonusName, type GameId, hasPowerBall, matchCodeLabel } from "~/rules/games";
import type { TicketWin } from "~/views/check-numbers.server";

/**
 * Wins of one board "In all our records": the draw (a link to its page), its balls (`drawn`), the numbers
 * matched, the division and the prize per winner. Under 640 px each row is a small card (`.stack-table`,
 * app/tailwind.css), so Division and Prize are never cut off; its labels come from `.win-table`, which
 * knows the last three columns (keep them last, in this order). Rows, cells and balls carry no classes of
 * their own (`.win-table`), and the draw's link is a plain `<a>` (the page loads no router).
 *
 * The summary's best wins leave the balls out: ten boards' best are a hundred rows, and their balls alone
 * were 25 KB of a page that must stay small; the numbers matched are there, the rest a link away. Their
 * cards are then two lines: the draw and the numbers matched, the division and the prize.
 */
export function WinsTable({ game, wins, label, drawn }: { game: GameId; wins: readonly TicketWin[]; label: string; drawn: boolean }) {
  const bonusWord = hasPowerBall(game) ? "PowerBall" : "bonus";
  // A ticket's wins span its Plus games: each row names its game when they are not all the chosen one.
  const named = wins.some((win) => win.game !== game);
  return (
    <div className="mt-3 overflow-x-auto rounded-xl border border-slate-200 bg-white" tabIndex={0} role="region" aria-label={label}>
      <table className={`win-table stack-table w-full text-left text-sm ${drawn ? "sm:min-w-[36rem]" : ""}`} role="table" data-game={game}>
        <thead className="bg-slate-100">
          <tr role="row">
            <th scope="col" role="columnheader">
              Draw
            </th>
            {drawn ? (
              <th scope="col" role="columnheader">
                Numbers drawn
              </th>
            ) : null}
            <th scope="col" role="columnheader">
              You matched
            </th>
            <th scope="col" role="columnheader">
              Division
            </th>
            <th scope="col" role="columnheader">
              Prize each
            </th>
          </tr>
        </thead>
        <tbody>
          {wins.map((win) => (
            <tr key={`${win.game} ${win.drawDate}`} role="row">
              <td role="cell" className={drawn ? "stack-wide" : undefined}>
                <a href={drawPath(win.game, win.drawDate)}>{`${named ? `${win.gameName}, ` : ""}${formatDay(win.drawDate)}`}</a>
              </td>
              {drawn ? (
                <td role="cell" className="stack-wide">
                  <span role="img" aria-label={ballsLabel(win.game, win.numbers, win.bonus)}>
                    {win.numbers.map((n) => (
                      <b key={n}>{n}</b>
                    ))}
                    {win.bonus !== null ? (
                      <>
                        <i aria-hidden="true">+</i>
                        <b data-ball={bonusBallType(win.game)} title={bonusName(win.game)}>
                          {win.bonus}
                        </b>
                      </>
                    ) : null}
                  </span>
                </td>
              ) : null}
              <td role="cell">{`${win.matched.join(", ") || "none"}${win.bonusMatched ? ` + ${bonusWord}` : ""}`}</td>
              <td role="cell">{`Div ${win.division}: ${matchCodeLabel(win.match)}`}</td>
              <td role="cell">{formatRandOr(win.payout, win.payoutState === "pending" ? "Not published yet" : "Not in our records")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
