import { Link } from "@remix-run/react";
import { DrawBalls } from "~/components/DrawBalls";
import { NumberBall } from "~/components/NumberBall";
import type { ResultCardDraw } from "~/components/results/ResultCard";
import { displayName, GAMES } from "~/lib/games";
import { formatDrawDate, formatInteger, formatRandOr } from "~/lib/format";

export type HistoryLayout = "all" | "lotto" | "powerball";

const HEADINGS: Record<HistoryLayout, string[]> = {
  all: ["Date", "Game", "Winning Numbers", "Rollover Amount", "Next Jackpot"],
  lotto: ["Draw Date", "Winning Numbers", "Bonus Ball", "Jackpot", "Winners"],
  powerball: ["Draw Date", "Main Numbers", "Powerball", "Jackpot", "Winners"],
};

const divisionOne = (draw: ResultCardDraw) => draw.divisions.find((d) => d.division === 1);

export function HistoryTable({ rows, layout, caption }: { rows: ResultCardDraw[]; layout: HistoryLayout; caption: string }) {
  return (
    <div className="render-when-visible overflow-x-auto rounded-xl border border-slate-200 bg-white" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 text-slate-700">
          <tr>
            {HEADINGS[layout].map((heading) => (
              <th key={heading} scope="col" className="px-3 py-2 font-semibold">{heading}</th>
            ))}
            <th scope="col" className="px-3 py-2 font-semibold">Prizes</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((draw) => {
            const prizesHref = `?date=${draw.drawDate}&game=${draw.game}`;
            const family = GAMES[draw.game].family;
            const winners = divisionOne(draw)?.winners;
            return (
              <tr key={`${draw.game}-${draw.drawDate}`} className="border-t border-slate-100 align-middle" data-game={draw.game}>
                <td className="whitespace-nowrap px-3 py-2">{formatDrawDate(draw.drawDate)}</td>
                {layout === "all" ? (
                  <>
                    <td className="px-3 py-2 font-semibold">{displayName(draw.game)}</td>
                    <td className="px-3 py-2"><DrawBalls game={draw.game} numbers={draw.numbers} bonus={draw.bonus} size="tiny" /></td>
                    <td className="whitespace-nowrap px-3 py-2">{formatRandOr(draw.rolloverAmount)}</td>
                    <td className="whitespace-nowrap px-3 py-2">{formatRandOr(draw.nextJackpot)}</td>
                  </>
                ) : (
                  <>
                    <td className="px-3 py-2"><DrawBalls game={draw.game} numbers={draw.numbers} bonus={null} size="tiny" /></td>
                    <td className="px-3 py-2">
                      {draw.bonus !== null ? (
                        <NumberBall number={draw.bonus} gameType={family === "powerball" ? "powerball-bonus" : "bonus"} size="tiny" />
                      ) : "—"}
                    </td>
                    <td className="whitespace-nowrap px-3 py-2">
                      {formatRandOr(draw.jackpot)}
                      {draw.rollover === true ? <span className="text-slate-600"> · rolled</span> : draw.rollover === false ? <span className="text-slate-600"> · won</span> : null}
                    </td>
                    <td className="px-3 py-2 tabular-nums">{winners === undefined || winners === null ? "—" : formatInteger(winners)}</td>
                  </>
                )}
                <td className="whitespace-nowrap px-3 py-2">
                  <Link to={prizesHref} className="font-semibold text-brand-700 underline">
                    {draw.divisions.length > 0 ? "All divisions" : "Details"}
                    <span className="sr-only"> for {displayName(draw.game)} on {draw.drawDate}</span>
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
