import { Link } from "@remix-run/react";
import { DrawBalls } from "~/components/DrawBalls";
import { bonusBallType, NumberBall } from "~/components/NumberBall";
import type { ResultCardDraw } from "~/views/result-cards.server";
import { displayName } from "~/rules/games";
import { formatDay } from "~/words/dates";
import { formatInteger, formatRandOr } from "~/words/numbers";

export type HistoryLayout = "all" | "lotto" | "powerball";

const HEADINGS: Record<HistoryLayout, string[]> = {
  all: ["Date", "Game", "Winning Numbers", "Rollover Amount", "Next Jackpot"],
  lotto: ["Draw Date", "Winning Numbers", "Bonus Ball", "Jackpot", "Winners"],
  powerball: ["Draw Date", "Main Numbers", "Powerball", "Jackpot", "Winners"],
};

const divisionOne = (draw: ResultCardDraw) => draw.divisions.find((d) => d.division === 1);

/**
 * The money columns and Prizes, which a row without any prize details replaces with one line. The balls'
 * cells get a minimum width (min-w-*) so that line does not take their width and wrap the balls.
 */
const DETAIL_COLUMNS = 3;

/** The line for a row that has no prize figure at all, or null when it has some (shown, with "—" for the rest). */
const noDetailsLine = (draw: ResultCardDraw) => (draw.noPrizeDetails && draw.rolloverAmount === null ? draw.missingDetails : null);

/**
 * Under 640 px each row is a small card (`.stack-table`, app/tailwind.css): the date and game or bonus
 * ball on one line, the balls on the next, the figures two by two with their headings as labels
 * (`data-label`), the prize link last. The table's markup and its columns stay those of the spec.
 */
export function HistoryTable({ rows, layout, caption }: { rows: ResultCardDraw[]; layout: HistoryLayout; caption: string }) {
  return (
    <div
      className="render-when-visible overflow-x-auto rounded-xl border border-slate-200 bg-white"
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className="stack-table w-full text-left text-sm sm:min-w-[40rem]">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 text-slate-700">
          <tr>
            {HEADINGS[layout].map((heading) => (
              <th key={heading} scope="col" className="px-3 py-2 font-semibold">
                {heading}
              </th>
            ))}
            <th scope="col" className="px-3 py-2 font-semibold">
              Prizes
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((draw) => {
            // The draw's own page holds the whole prize table: one click from the row to every division.
            const prizesHref = `${draw.href}#prizes`;
            const [, , , rolloverLabel, nextLabel] = HEADINGS.all;
            const [, , bonusLabel, jackpotLabel, winnersLabel] = HEADINGS[layout];
            const winners = divisionOne(draw)?.winners;
            const noDetails = noDetailsLine(draw);
            return (
              <tr key={`${draw.game}-${draw.drawDate}`} className="border-t border-slate-100 align-middle" data-game={draw.game}>
                <td className="px-3 py-2 whitespace-nowrap">
                  {/* The draw's own page: every prize division, the odds and the other draws of that night. */}
                  <Link to={draw.href} className="inline-flex min-h-11 items-center text-brand-700 underline">
                    {formatDay(draw.drawDate)}
                  </Link>
                </td>
                {layout === "all" ? (
                  <>
                    <td className="px-3 py-2 font-semibold max-sm:flex max-sm:items-center">{displayName(draw.game)}</td>
                    <td className="stack-wide px-3 py-2 sm:min-w-72">
                      <DrawBalls game={draw.game} numbers={draw.numbers} bonus={draw.bonus} size="tiny" />
                    </td>
                  </>
                ) : (
                  <>
                    <td className="stack-wide px-3 py-2 sm:min-w-52">
                      <DrawBalls game={draw.game} numbers={draw.numbers} bonus={null} size="tiny" />
                    </td>
                    <td data-label={bonusLabel} className="px-3 py-2">
                      {draw.bonus !== null ? <NumberBall number={draw.bonus} gameType={bonusBallType(draw.game)} size="tiny" /> : "—"}
                    </td>
                  </>
                )}
                {noDetails ? (
                  <td colSpan={DETAIL_COLUMNS} className="stack-wide px-3 py-2 text-slate-600" data-testid="missing-details">
                    {noDetails}
                  </td>
                ) : (
                  <>
                    {layout === "all" ? (
                      <>
                        <td data-label={rolloverLabel} className="px-3 py-2 whitespace-nowrap">
                          {formatRandOr(draw.rolloverAmount)}
                        </td>
                        <td data-label={nextLabel} className="px-3 py-2 whitespace-nowrap">
                          {formatRandOr(draw.nextJackpot)}
                        </td>
                      </>
                    ) : (
                      <>
                        <td data-label={jackpotLabel} className="px-3 py-2 whitespace-nowrap">
                          {formatRandOr(draw.jackpot)}
                          {draw.rollover === true ? (
                            <span className="text-slate-600"> · rolled</span>
                          ) : draw.rollover === false ? (
                            <span className="text-slate-600"> · won</span>
                          ) : null}
                        </td>
                        <td data-label={winnersLabel} className="px-3 py-2 tabular-nums">
                          {winners === undefined || winners === null ? "—" : formatInteger(winners)}
                        </td>
                      </>
                    )}
                    <td className="stack-wide px-3 py-2 whitespace-nowrap">
                      <Link to={prizesHref} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
                        {draw.divisions.length > 0 ? "All divisions" : "Details"}
                        <span className="sr-only">
                          {" "}
                          for {displayName(draw.game)} on {draw.drawDate}
                        </span>
                      </Link>
                    </td>
                  </>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
