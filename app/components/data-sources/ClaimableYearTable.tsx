import { CLAIMS } from "~/facts/facts";
import { formatDay } from "~/words/dates";
import { formatInteger } from "~/words/numbers";
import { displayName } from "~/rules/games";
import { missingCount, type ClaimableYear } from "~/coverage/claimable-year";
import { MissingDrawList } from "~/components/draw/ClaimableYear";
import { DataTable, type DataColumn } from "~/components/ui/DataTable";

const COLUMNS: readonly DataColumn<ClaimableYear>[] = [
  { heading: "Draws", cell: (year) => formatInteger(year.scheduled), numeric: true },
  { heading: "We hold", cell: (year) => heldCell(year), numeric: true },
  { heading: "With prize table", cell: (year) => formatInteger(year.withPrizes), numeric: true },
  { heading: "Not held", cell: (year) => (missingCount(year) === 0 ? "None" : formatInteger(missingCount(year))), numeric: true },
];

/** "87 (+1 on Thu 30 Apr 2026, off schedule)": the scheduled draws held, and those held on other days. */
function heldCell(year: ClaimableYear): string {
  const extra = year.offSchedule.length;
  if (extra === 0) return formatInteger(year.held);
  return `${formatInteger(year.held)} (+${formatInteger(extra)} on ${year.offSchedule.map(formatDay).join(", ")}, off schedule)`;
}

/**
 * The section of /data-sources on the claimable year (claimable-year.ts): per game, the draws whose prizes can
 * still be claimed, how many we hold and with their prize table, and each one we do not hold with where to
 * check it.
 */
export function ClaimableYearTable({ years, officialUrl }: { years: readonly ClaimableYear[]; officialUrl: string }) {
  const [first] = years;
  if (!first) return null;
  const withMissing = years.filter((year) => missingCount(year) > 0);
  return (
    <section aria-labelledby="claimable" className="space-y-3">
      <h2 id="claimable" className="text-2xl font-bold">
        The claimable year
      </h2>
      <p className="max-w-3xl text-slate-700">
        Prizes can be claimed for {CLAIMS.deadlineDays} days after the draw, so a ticket of any draw from {formatDay(first.from)} to{" "}
        {formatDay(first.to)} can still pay out. Per game: the draws of that time, those we hold and those with their prize table.
        Tonight&rsquo;s draw counts once we hold it.
      </p>
      <DataTable
        label="The claimable year per game"
        caption="Draws whose prizes can still be claimed, per game, and how many we hold"
        minWidthClass="sm:min-w-[36rem]"
        rowHeading={{ heading: "Game", cell: (year) => displayName(year.game) }}
        columns={COLUMNS}
        rows={years}
        rowKey={(year) => year.game}
        rowData={(year) => ({ "data-claimable": year.game })}
      />
      {withMissing.map((year) => {
        const missing = missingCount(year);
        return (
          <details key={year.game} className="max-w-3xl text-sm" data-testid={`claimable-missing-${year.game}`}>
            <summary className="cursor-pointer py-3 font-semibold text-brand-700">
              {`${displayName(year.game)}: the ${formatInteger(missing)} ${missing === 1 ? "draw" : "draws"} we do not hold`}
            </summary>
            <MissingDrawList runs={year.missing} officialUrl={officialUrl} />
          </details>
        );
      })}
    </section>
  );
}
