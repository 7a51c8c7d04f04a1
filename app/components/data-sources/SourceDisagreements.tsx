import { Link } from "@remix-run/react";
import { formatDay } from "~/words/dates";
import { saDate, saTime } from "~/rules/schedule";
import type { DisagreementView } from "~/views/source-disagreements.server";
import { DataTable, type DataColumn } from "~/components/ui/DataTable";

const COLUMNS: readonly DataColumn<DisagreementView>[] = [
  {
    heading: "Draw",
    cell: (row) => (
      <>
        {row.path ? (
          <Link to={row.path} className="text-brand-700 underline hover:text-brand-800">
            {row.gameName}, {formatDay(row.drawDate)}
          </Link>
        ) : (
          `${row.gameName}, ${formatDay(row.drawDate)}`
        )}
        {row.drawNumber !== null ? <span className="block text-xs text-slate-600">Draw {row.drawNumber}</span> : null}
      </>
    ),
  },
  { heading: "What differs", cell: (row) => row.fields },
  {
    heading: "Shown (more trusted source)",
    numeric: true,
    cell: (row) => (
      <>
        <span className="block font-semibold">{row.kept.source}</span>
        {row.kept.reading}
      </>
    ),
  },
  {
    heading: "Held back",
    numeric: true,
    cell: (row) => (
      <>
        <span className="block font-semibold">{row.held.source}</span>
        {row.held.reading}
      </>
    ),
  },
  {
    heading: "Status",
    wide: true,
    cell: (row) => (row.resolvedAt ? `Settled ${when(row.resolvedAt)}: the sources agree again` : `Open since ${when(row.raisedAt)}`),
  },
];

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
    <DataTable
      label="Disagreements between sources"
      caption="Draws two sources disagree on, open ones first, with both readings"
      minWidthClass="sm:min-w-[52rem]"
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => row.id}
      rowData={(row) => ({ "data-disagreement": row.id })}
    />
  );
}
