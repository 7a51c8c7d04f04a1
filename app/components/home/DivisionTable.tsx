import type { DivisionView } from "~/views/result-cards.server";
import { matchCodeLabel } from "~/rules/game-names";
import { formatInteger, formatRandOr } from "~/words/numbers";

/** Prize divisions as published: winners and rand paid to each winner. */
export function DivisionTable({ divisions, caption }: { divisions: readonly DivisionView[]; caption: string }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-slate-600">
          <th scope="col" className="py-1 pr-2 font-semibold">
            Div
          </th>
          <th scope="col" className="py-1 pr-2 font-semibold">
            Match
          </th>
          <th scope="col" className="py-1 pr-2 text-right font-semibold">
            Winners
          </th>
          <th scope="col" className="py-1 text-right font-semibold">
            Prize each
          </th>
        </tr>
      </thead>
      <tbody>
        {divisions.map((d) => (
          <tr key={d.division} className="border-b border-slate-100 last:border-0">
            <td className="py-1 pr-2 tabular-nums">{d.division}</td>
            <td className="py-1 pr-2">{matchCodeLabel(d.match)}</td>
            <td className="py-1 pr-2 text-right tabular-nums">{d.winners === null ? "—" : formatInteger(d.winners)}</td>
            <td className="py-1 text-right tabular-nums">{d.winners === 0 ? "No winner" : formatRandOr(d.payout)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
