import { SALES_TIMES } from "~/facts/facts";
import { formatDay } from "~/words/dates";
import { formatRand } from "~/words/numbers";
import { DRAW_TIME } from "~/rules/games";
import { PRICE_GAMES, PRICE_TABLE, priceBasis, pricePeriodText } from "~/rules/prices";

/**
 * Prices by game and period (the price table with what supports each figure, app/rules/prices.ts) and the
 * sales cut-off and results times, labelled as the previous operator's where the current one has published none.
 */
export function PricesAndTimes() {
  const caveats = [...new Set(Object.values(PRICE_TABLE).flatMap((periods) => periods.flatMap((p) => (p.caveat ? [p.caveat] : []))))];
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 md:col-span-2" aria-labelledby="prices-heading">
      <h2 id="prices-heading" className="text-lg font-bold">
        Prices, sales cut-off and results times
      </h2>
      <div className="mt-2 overflow-x-auto" tabIndex={0} role="region" aria-label="Price of a board by game and period">
        <table className="stack-table w-full text-left text-sm">
          <thead className="bg-slate-100">
            <tr>
              <th scope="col" className="px-3 py-2">
                Game
              </th>
              <th scope="col" className="px-3 py-2">
                Period
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                A board
              </th>
              <th scope="col" className="px-3 py-2">
                Stated by
              </th>
            </tr>
          </thead>
          <tbody>
            {PRICE_GAMES.flatMap(([game, name]) =>
              PRICE_TABLE[game].map((period) => (
                <tr key={`${game}-${period.from ?? "before"}`} className="border-t border-slate-100">
                  <td className="sm:px-3 sm:py-1.5" data-label="Game">
                    {name}
                  </td>
                  <td className="sm:px-3 sm:py-1.5" data-label="Period">
                    {pricePeriodText(period)}
                  </td>
                  <td className="tabular-nums sm:px-3 sm:py-1.5 sm:text-right" data-label="A board">
                    {formatRand(period.price)}
                  </td>
                  <td className="sm:px-3 sm:py-1.5" data-label="Stated by">
                    {priceBasis(period)}
                  </td>
                </tr>
              )),
            )}
          </tbody>
        </table>
      </div>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
        {caveats.map((caveat) => (
          <li key={caveat}>{caveat}</li>
        ))}
        <li>
          An add-on is paid on top of the main game&apos;s board. A period that starts with &quot;at least&quot; begins on the first date
          our sources show the price; before it, the price is not in our records.
        </li>
        <li>
          {`Sales cut-off (${SALES_TIMES.operator}'s times, until ${formatDay(SALES_TIMES.until)}): ticket sales for a draw closed at ${SALES_TIMES.salesClose} SAST on draw days, in shops, online and in banking apps; a ticket bought later was for the next draw. The current operator has not published its own times in any source we hold.`}
        </li>
        <li>
          Draws are at {DRAW_TIME} SAST. Under {SALES_TIMES.operator}, the winning numbers were on the operator&apos;s site, app and social
          media pages after {DRAW_TIME}. This site adds each result as soon as the official source publishes it.
        </li>
      </ul>
    </section>
  );
}
