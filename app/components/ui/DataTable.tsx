import type { ReactNode } from "react";

export interface DataColumn<Row> {
  heading: string;
  cell: (row: Row) => ReactNode;
  /** Figures: tabular digits. */
  numeric?: boolean;
  /** On a phone, the cell spans the row's card (long text). */
  wide?: boolean;
  /** More classes for the column's cells ("whitespace-nowrap"). */
  className?: string;
}

/**
 * A table of rows and named columns, the one markup of the site's data tables (issue 44 §5): from 640 px
 * its columns, in a focusable, labelled region that scrolls sideways if the screen is narrower than
 * `minWidthClass`; under 640 px each row a card (`.stack-table` in tailwind.css), its headings shown as
 * labels beside the figures, so a phone never scrolls a table sideways.
 */
export function DataTable<Row>({
  label,
  caption,
  columns,
  rows,
  rowKey,
  rowHeading,
  rowData,
  whole,
  minWidthClass,
}: {
  /** The region's name. */
  label: string;
  /** The table's name, for screen readers. */
  caption: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** The first cell, a row heading (the game's name): its column's heading is `rowHeading.heading`. */
  rowHeading?: { heading: string; cell: (row: Row) => ReactNode };
  /** A row's data-* attributes, by which tests and scripts find it. */
  rowData?: (row: Row) => Record<`data-${string}`, string | number>;
  /** Instead of its columns, one cell saying why a row has none ("No draws in our records yet"); null for a full row. */
  whole?: (row: Row) => ReactNode | null;
  /** The table's width from 640 px, as a literal Tailwind class ("sm:min-w-[44rem]"). */
  minWidthClass: string;
}) {
  const cell = "sm:px-3 sm:py-2";
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white" tabIndex={0} role="region" aria-label={label}>
      <table className={`stack-table w-full text-left text-sm ${minWidthClass}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 text-slate-700">
          <tr>
            {[...(rowHeading ? [rowHeading.heading] : []), ...columns.map((column) => column.heading)].map((heading) => (
              <th key={heading} scope="col" className="px-3 py-2 font-semibold">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const instead = whole?.(row) ?? null;
            return (
              <tr key={rowKey(row)} className="border-t border-slate-100 align-top" {...rowData?.(row)}>
                {rowHeading ? (
                  <th scope="row" className={`stack-wide ${cell} text-left font-semibold`}>
                    {rowHeading.cell(row)}
                  </th>
                ) : null}
                {instead !== null ? (
                  <td colSpan={columns.length} className={`stack-wide ${cell} text-slate-600`}>
                    {instead}
                  </td>
                ) : (
                  columns.map((column) => (
                    <td
                      key={column.heading}
                      data-label={column.heading}
                      className={[cell, column.numeric ? "tabular-nums" : "", column.wide ? "stack-wide" : "", column.className ?? ""]
                        .filter(Boolean)
                        .join(" ")}
                    >
                      {column.cell(row)}
                    </td>
                  ))
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
