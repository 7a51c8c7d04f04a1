import { Link } from "@remix-run/react";
import { formatDay } from "~/format";
import { saDate, saTime } from "~/rules/schedule";
import type { DisagreementView } from "~/models/source-disagreements.server";
import { ScrollTable } from "./ScrollTable";

const cell = "px-3 py-2";

const when = (iso: string) => {
  const instant = new Date(iso);
  return `${formatDay(saDate(instant))}, ${saTime(instant)} SAST`;
};

/**
 * Draws two sources disagree on, with both readings: the one we show (the more trusted source's) and
 * the one we hold back. The public correction log (/data-sources) and the admin's System Status show it.
 */
export function SourceDisagreements({ rows }: { rows: readonly DisagreementView[] }) {
  if (rows.length === 0) {
    return <p className="text-slate-700">No disagreements between our sources: every draw two sources gave reads the same in both.</p>;
  }
  return (
    <ScrollTable label="Disagreements between sources" widthClass="min-w-[52rem]">
      <caption className="sr-only">Draws two sources disagree on, open ones first, with both readings</caption>
      <thead className="bg-slate-100 text-slate-700">
        <tr>
          {["Draw", "What differs", "Shown (more trusted source)", "Held back", "Status"].map((heading) => (
            <th key={heading} scope="col" className={`${cell} font-semibold`}>
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} className="border-t border-slate-100 align-top" data-disagreement={row.id}>
            <td className={cell}>
              {row.path ? (
                <Link to={row.path} className="text-brand-700 underline hover:text-brand-800">
                  {row.gameName}, {formatDay(row.drawDate)}
                </Link>
              ) : (
                `${row.gameName}, ${formatDay(row.drawDate)}`
              )}
              {row.drawNumber !== null ? <span className="block text-xs text-slate-600">Draw {row.drawNumber}</span> : null}
            </td>
            <td className={cell}>{row.fields}</td>
            <td className={`${cell} tabular-nums`}>
              <span className="block font-semibold">{row.kept.source}</span>
              {row.kept.reading}
            </td>
            <td className={`${cell} tabular-nums`}>
              <span className="block font-semibold">{row.held.source}</span>
              {row.held.reading}
            </td>
            <td className={cell}>
              {row.resolvedAt ? `Settled ${when(row.resolvedAt)}: the sources agree again` : `Open since ${when(row.raisedAt)}`}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
