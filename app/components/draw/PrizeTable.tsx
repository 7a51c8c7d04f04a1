import { formatInteger, formatRand } from "~/words/numbers";
import type { PrizeTable as PrizeTableData } from "~/views/prize-table";

/**
 * A draw's whole prize table, readable on a 390 px phone without sideways scrolling: there the odds move
 * under the division's name (three columns), from 640 px they have a column of their own. Amounts never
 * break between "R" and the figure (whitespace-nowrap on the amount only); everything else may wrap.
 */
export function PrizeTable({ table, caption }: { table: PrizeTableData; caption: string }) {
  const cell = "px-2 py-2 sm:px-3";
  return (
    <div className="rounded-xl border border-slate-200 bg-white" data-testid="prize-table">
      <table className="w-full text-left text-sm sm:text-base">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 text-slate-700">
          <tr>
            <th scope="col" className={`${cell} font-semibold`}>
              Division
            </th>
            <th scope="col" className={`${cell} text-right font-semibold`}>
              Winners
            </th>
            <th scope="col" className={`${cell} text-right font-semibold`}>
              Prize each
            </th>
            <th scope="col" className={`${cell} hidden text-right font-semibold sm:table-cell`}>
              Odds (1 in …)
            </th>
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.division} className="border-t border-slate-100 align-top">
              <th scope="row" className={`${cell} font-normal`}>
                <span className="block font-semibold">Div {row.division}</span>
                <span className="block text-slate-700">{row.match}</span>
                {row.odds ? (
                  <span className="block text-xs text-slate-600 sm:hidden">
                    Odds <span className="whitespace-nowrap">1 in {row.odds}</span>
                  </span>
                ) : null}
              </th>
              <td className={`${cell} text-right tabular-nums`}>{row.winners === null ? "—" : formatInteger(row.winners)}</td>
              <td className={`${cell} text-right tabular-nums`}>
                {row.winners === 0 ? (
                  "No winner"
                ) : row.payout === null ? (
                  "—"
                ) : (
                  <span className="whitespace-nowrap">{formatRand(row.payout)}</span>
                )}
              </td>
              <td className={`${cell} hidden text-right tabular-nums sm:table-cell`}>
                {row.odds ? <span className="whitespace-nowrap">{row.odds}</span> : "—"}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-slate-300 font-semibold">
          <tr className="align-top">
            <th scope="row" className={cell}>
              Total
            </th>
            <td className={`${cell} text-right tabular-nums`}>{table.totalWinners === null ? "—" : formatInteger(table.totalWinners)}</td>
            <td className={`${cell} text-right tabular-nums`}>
              {table.totalPaid === null ? (
                "—"
              ) : (
                <>
                  <span className="whitespace-nowrap">{formatRand(table.totalPaid)}</span>
                  <span className="block text-xs font-normal text-slate-600">paid out in all</span>
                </>
              )}
            </td>
            <td className={`${cell} hidden sm:table-cell`} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
