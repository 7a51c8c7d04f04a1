import { formatInteger, formatDay } from "~/format";
import { displayName } from "~/rules/games";
import { saDate, saTime } from "~/rules/schedule";
import type { PublicRun } from "~/models/ingest-log.server";
import { ScrollTable } from "./ScrollTable";

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

const cell = "px-3 py-2";

/**
 * "24 Nov 2026, 21:10 SAST" for an instant. Here rather than in format: only this page shows times of day.
 */
function formatSastDateTime(iso: string): string {
  const instant = new Date(iso);
  return `${formatDay(saDate(instant))}, ${saTime(instant)} SAST`;
}

/** The latest ingest runs: when, what started them, from where, how they ended and what they changed. */
export function IngestRuns({ runs }: { runs: readonly PublicRun[] }) {
  if (runs.length === 0) return <p className="text-slate-700">No ingest runs recorded yet.</p>;
  return (
    <ScrollTable label="Latest ingest runs" widthClass="min-w-[42rem]">
      <caption className="sr-only">The latest {runs.length} ingest runs, newest first</caption>
      <thead className="bg-slate-100 text-slate-700">
        <tr>
          {["When (SAST)", "Started by", "Source", "Outcome", "Added", "Updated"].map((heading) => (
            <th key={heading} scope="col" className={`${cell} font-semibold`}>
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {runs.map((run) => (
          <tr key={run.id} className="border-t border-slate-100 align-top" data-run={run.id}>
            <td className={`${cell} whitespace-nowrap`}>{formatSastDateTime(run.startedAt)}</td>
            <td className={cell}>{TRIGGERS[run.trigger]}</td>
            <td className={cell}>{run.source}</td>
            <td className={cell}>
              {outcomeText(run)}
              {run.rejected === null ? <span className="block text-xs text-slate-600">Details of this run are not available</span> : null}
            </td>
            <td className={`${cell} tabular-nums`}>{formatInteger(run.added)}</td>
            <td className={`${cell} tabular-nums`}>{formatInteger(run.updated)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

/** Every correction of the latest correcting runs: which draw, which field, the old and the new value. */
export function Corrections({ runs }: { runs: readonly PublicRun[] }) {
  const rows = runs.flatMap((run) => run.corrections.map((correction, index) => ({ run, correction, key: `${run.id}-${index}` })));
  const cut = runs.filter((run) => run.correctionsCut);
  const unreadable = runs.filter((run) => run.rejected === null);
  return (
    <div className="space-y-3">
      {rows.length === 0 ? (
        <p className="text-slate-700">No corrections recorded yet: no run has changed a draw we already held.</p>
      ) : (
        <ScrollTable label="Corrections" widthClass="min-w-[46rem]">
          <caption className="sr-only">Corrections made by the latest ingest runs, newest first</caption>
          <thead className="bg-slate-100 text-slate-700">
            <tr>
              {["When (SAST)", "Game", "Draw", "What changed", "Old value", "New value"].map((heading) => (
                <th key={heading} scope="col" className={`${cell} font-semibold`}>
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ run, correction, key }) => (
              <tr key={key} className="border-t border-slate-100 align-top" data-run={run.id}>
                <td className={`${cell} whitespace-nowrap`}>{formatSastDateTime(run.startedAt)}</td>
                <td className={cell}>{displayName(correction.game)}</td>
                <td className={`${cell} whitespace-nowrap`}>{formatDay(correction.drawDate)}</td>
                <td className={cell}>{correction.field}</td>
                <td className={`${cell} tabular-nums`}>{correction.from}</td>
                <td className={`${cell} tabular-nums`}>{correction.to}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
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
