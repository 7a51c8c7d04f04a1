import { formatDay, formatSastDateTime } from "~/words/dates";
import { formatInteger } from "~/words/numbers";
import { displayName } from "~/rules/games";
import type { PublicRun } from "~/views/ingest-log.server";
import { DataTable, type DataColumn } from "~/components/ui/DataTable";

const TRIGGERS: Record<PublicRun["trigger"], string> = {
  cron: "Schedule",
  admin: "Editor (admin refresh)",
  cli: "Command line",
  api: "API call",
  collector: "Collector (answers fetched from South Africa)",
  webhook: "Pushed by ResultsZA",
};

const OUTCOMES: Record<PublicRun["outcome"], string> = {
  ok: "Completed",
  partial: "Completed in part",
  failed: "Failed",
  running: "Running",
  unfinished: "Stopped before finishing",
};

/** "Completed in part: Lotto failed; 2 draws refused by our checks". */
function outcomeText(run: PublicRun): string {
  const notes: string[] = [];
  if (run.failedGames.length > 0 && run.outcome !== "failed") notes.push(`${run.failedGames.map(displayName).join(", ")} failed`);
  if (run.rejected) notes.push(`${formatInteger(run.rejected)} ${run.rejected === 1 ? "draw" : "draws"} refused by our checks`);
  return `${OUTCOMES[run.outcome]}${notes.length > 0 ? `: ${notes.join("; ")}` : ""}`;
}

const RUN_COLUMNS: readonly DataColumn<PublicRun>[] = [
  { heading: "When (SAST)", cell: (run) => formatSastDateTime(run.startedAt), className: "whitespace-nowrap" },
  { heading: "Started by", cell: (run) => TRIGGERS[run.trigger] },
  { heading: "Source", cell: (run) => run.source },
  {
    heading: "Outcome",
    wide: true,
    cell: (run) => (
      <>
        {outcomeText(run)}
        {run.rejected === null ? <span className="block text-xs text-slate-600">Details of this run are not available</span> : null}
      </>
    ),
  },
  { heading: "Added", cell: (run) => formatInteger(run.added), numeric: true },
  { heading: "Updated", cell: (run) => formatInteger(run.updated), numeric: true },
];

type CorrectionRow = { run: PublicRun; correction: PublicRun["corrections"][number]; key: string };

const CORRECTION_COLUMNS: readonly DataColumn<CorrectionRow>[] = [
  { heading: "When (SAST)", cell: ({ run }) => formatSastDateTime(run.startedAt), className: "whitespace-nowrap" },
  { heading: "Game", cell: ({ correction }) => displayName(correction.game) },
  { heading: "Draw", cell: ({ correction }) => formatDay(correction.drawDate), className: "whitespace-nowrap" },
  { heading: "What changed", cell: ({ correction }) => correction.field },
  { heading: "Old value", cell: ({ correction }) => correction.from, numeric: true },
  { heading: "New value", cell: ({ correction }) => correction.to, numeric: true },
];

/** The latest ingest runs: when, what started them, from where, how they ended and what they changed. */
export function IngestRuns({ runs }: { runs: readonly PublicRun[] }) {
  if (runs.length === 0) return <p className="text-slate-700">No ingest runs recorded yet.</p>;
  return (
    <DataTable
      label="Latest ingest runs"
      caption={`The latest ${runs.length} ingest runs, newest first`}
      minWidthClass="sm:min-w-[42rem]"
      columns={RUN_COLUMNS}
      rows={runs}
      rowKey={(run) => run.id}
      rowData={(run) => ({ "data-run": run.id })}
    />
  );
}

/** Every correction of the latest correcting runs: which draw, which field, the old and the new value. */
export function Corrections({ runs }: { runs: readonly PublicRun[] }) {
  const rows: CorrectionRow[] = runs.flatMap((run) =>
    run.corrections.map((correction, index) => ({ run, correction, key: `${run.id}-${index}` })),
  );
  const cut = runs.filter((run) => run.correctionsCut);
  const unreadable = runs.filter((run) => run.rejected === null);
  return (
    <div className="space-y-3">
      {rows.length === 0 ? (
        <p className="text-slate-700">No corrections recorded yet: no run has changed a draw we already held.</p>
      ) : (
        <DataTable
          label="Corrections"
          caption="Corrections made by the latest ingest runs, newest first"
          minWidthClass="sm:min-w-[46rem]"
          columns={CORRECTION_COLUMNS}
          rows={rows}
          rowKey={(row) => row.key}
          rowData={(row) => ({ "data-run": row.run.id })}
        />
      )}
      {cut.length > 0 ? (
        <p className="text-sm text-slate-600">
          Some runs corrected more draws than are listed here: a run's record keeps a limited number of corrections per game.
        </p>
      ) : null}
      {unreadable.length > 0 ? (
        <p className="text-sm text-slate-600">
          {unreadable.length === 1
            ? "The details of one correcting run are not available, so its corrections are not listed."
            : `The details of ${unreadable.length} correcting runs are not available, so their corrections are not listed.`}
        </p>
      ) : null}
    </div>
  );
}
