import { Link } from "@remix-run/react";
import { DrawBalls } from "~/components/DrawBalls";
import type { Ticket } from "~/rules/check-numbers";
import { drawPath } from "~/site/draw-paths";
import { formatDrawDate, formatInteger, formatRandOr, formatShortDate } from "~/format";
import { displayName, GAMES, matchCodeLabel, type GameId } from "~/rules/games";
import type { RecordsAnswer } from "~/models/check-numbers.server";

/**
 * "In all our records": the checker's original answer, one per board: every past draw of the game where
 * the board would have won, with the division and the prize. Under 640 px each row is a small card
 * (`.stack-table`, app/tailwind.css), so Division and Prize are never cut off.
 */
export function RecordsResults({ game, boards, records }: { game: GameId; boards: readonly Ticket[]; records: readonly RecordsAnswer[] }) {
  return (
    <section aria-labelledby="records-heading" className="space-y-4">
      <h2 id="records-heading" className="text-xl font-bold">
        In all our records
      </h2>
      {records.map((result, index) => (
        <BoardRecords key={index} game={game} board={boards[index]!} result={result} number={boards.length > 1 ? index + 1 : null} />
      ))}
    </section>
  );
}

function BoardRecords({ game, board, result, number }: { game: GameId; board: Ticket; result: RecordsAnswer; number: number | null }) {
  const family = GAMES[game].family;
  return (
    <div>
      <h3 id={`check-results${number ? `-${number}` : ""}`} className="text-lg font-bold">
        {number ? `Board ${number}: ` : null}
        {result.wins.length === 0
          ? "No wins"
          : `${formatInteger(result.wins.length)} winning ${result.wins.length === 1 ? "draw" : "draws"}`}{" "}
        for {board.numbers.join(" ")}
        {board.powerball !== null ? ` + PowerBall ${board.powerball}` : ""} in {displayName(game)}
      </h3>
      {result.drawsChecked === 0 && result.drawsSkipped === 0 ? (
        <p className="mt-1 text-sm text-slate-700" data-testid="empty-state">
          {`There are no ${displayName(game)} draws in our records yet, so there was nothing to check against.`}
        </p>
      ) : (
        <p className="mt-1 text-sm text-slate-700">
          Checked {formatInteger(result.drawsChecked)} {result.drawsChecked === 1 ? "draw" : "draws"} in our records
          {result.firstDate ? ` since ${formatShortDate(result.firstDate)}` : ""}
          {result.drawsSkipped > 0
            ? ` (${formatInteger(result.drawsSkipped)} draws of a period whose prize table we do not hold were left out)`
            : ""}
          .
        </p>
      )}
      {result.wins.length > 0 ? (
        <div
          className="mt-3 overflow-x-auto rounded-xl border border-slate-200 bg-white"
          tabIndex={0}
          role="region"
          aria-label={number ? `Winning draws, board ${number}` : "Winning draws"}
        >
          <table className="stack-table w-full text-left text-sm sm:min-w-[36rem]" role="table">
            <thead className="bg-slate-100">
              <tr role="row">
                <th scope="col" role="columnheader" className="px-3 py-2">
                  Draw
                </th>
                <th scope="col" role="columnheader" className="px-3 py-2">
                  Numbers drawn
                </th>
                <th scope="col" role="columnheader" className="px-3 py-2">
                  You matched
                </th>
                <th scope="col" role="columnheader" className="px-3 py-2">
                  Division
                </th>
                <th scope="col" role="columnheader" className="px-3 py-2 sm:text-right">
                  Prize each
                </th>
              </tr>
            </thead>
            <tbody>
              {result.wins.map((win) => (
                <tr key={win.drawDate} role="row" className="border-t border-slate-100" data-game={game}>
                  <td role="cell" className="stack-wide px-3 py-2 whitespace-nowrap">
                    <Link to={drawPath(game, win.drawDate)} className="inline-flex min-h-11 items-center text-brand-700 underline">
                      {formatDrawDate(win.drawDate)}
                    </Link>
                  </td>
                  <td role="cell" className="stack-wide px-3 py-2">
                    <DrawBalls game={game} numbers={win.numbers} bonus={win.bonus} size="tiny" />
                  </td>
                  <td role="cell" data-label="You matched" className="px-3 py-2">
                    {win.matched.join(", ") || "none"}
                    {win.bonusMatched ? ` + ${family === "powerball" ? "PowerBall" : "bonus"}` : ""}
                  </td>
                  <td role="cell" data-label="Division" className="px-3 py-2">
                    Div {win.division}: {matchCodeLabel(win.match)}
                  </td>
                  <td role="cell" data-label="Prize each" className="px-3 py-2 whitespace-nowrap sm:text-right">
                    {formatRandOr(win.payout, "Not in our records")}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
