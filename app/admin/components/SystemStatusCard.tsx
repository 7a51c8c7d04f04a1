import { Form } from "@remix-run/react";
import { formatDay } from "~/words/dates";
import { formatInteger } from "~/words/numbers";
import { displayName, DRAW_TIME, GAME_IDS } from "~/rules/games";
import { RESULTS_LATE_AFTER } from "~/rules/ingest-schedule";
import { SourceDisagreements } from "~/components/data-sources/SourceDisagreements";
import type { CollectorStatus } from "../collector-status.server";
import type { AccessStatus, GameRun, SystemStatus } from "../status.server";
import { LateGame } from "./LateGame";
import { SourceCheck, type SourceCheckOutcome } from "./SourceCheck";
import { Card, dangerOutlineButton, formatSast } from "./ui";

const TRIGGER_LABELS = { cron: "Cron", admin: "Admin", api: "API", cli: "CLI", collector: "Push", webhook: "Webhook" } as const;
const TRIGGERS = Object.keys(TRIGGER_LABELS) as (keyof typeof TRIGGER_LABELS)[];
const OUTCOME_STYLES = { ok: "text-brand-800", partial: "text-amber-800", failed: "text-red-700", running: "text-slate-700" } as const;

const age = (days: number) => (days === 0 ? "today" : days === 1 ? "1 day old" : `${formatInteger(days)} days old`);

/** System Status: when things last ran and how, what is stored, when the next run is, what is set up. */
export function SystemStatusCard({ status, sourceCheck = null }: { status: SystemStatus; sourceCheck?: SourceCheckOutcome | null }) {
  const next = [...status.crons].sort((a, b) => a.next.localeCompare(b.next))[0];
  return (
    <Card id="system-status" title="System Status">
      <p className="mt-1 text-sm text-slate-700">As of {formatSast(status.now)}.</p>

      <Access access={status.access} />

      <h3 className="mt-4 font-semibold">Next scheduled run</h3>
      {next ? (
        <p className="text-sm">
          {formatSast(next.next)}{" "}
          <span className="text-slate-600">
            (cron <code>{next.cron}</code>, UTC)
          </span>
        </p>
      ) : null}
      <ul className="mt-1 text-xs text-slate-600">
        {status.crons.map((cron) => (
          <li key={cron.cron}>
            <code>{cron.cron}</code>: next {formatSast(cron.next)}
          </li>
        ))}
      </ul>

      <h3 className="mt-4 font-semibold">Results sources</h3>
      <ul className="mt-1 space-y-2 text-sm">
        {status.sources.map((source) => (
          <li key={source.name}>
            <span className="font-semibold">{source.label}:</span>{" "}
            {source.notConfigured ? (
              <span className="text-amber-800">not configured ({source.notConfigured})</span>
            ) : (
              <span className="text-brand-800">configured</span>
            )}
            {/* The provider's line ends the first line as the break does. */}
            {source.provider ? <span className="block text-slate-700">Provider: {source.provider}</span> : <br />}
            <span className="text-slate-700">
              {source.lastRun ? (
                <>
                  Last run {formatSast(source.lastRun.at)}:{" "}
                  <span className={OUTCOME_STYLES[source.lastRun.outcome as keyof typeof OUTCOME_STYLES] ?? ""}>
                    {source.lastRun.outcome}
                  </span>
                  {source.lastRun.error ? <span className="block text-xs break-words">{source.lastRun.error}</span> : null}
                </>
              ) : (
                "Never run."
              )}
              {source.lastOkAt ? ` Last fully successful run ${formatSast(source.lastOkAt)}.` : ""}
            </span>
          </li>
        ))}
      </ul>

      <Collector collector={status.collector} />

      <SourceCheck outcome={sourceCheck} />

      <h3 className="mt-4 font-semibold">Newest draw per game</h3>
      <ul className="mt-1 grid gap-2 text-sm sm:grid-cols-2" data-testid="newest-draws">
        {status.newest.map((row) => (
          <li key={row.game}>
            <span className="block font-semibold">{displayName(row.game)}</span>
            {row.drawDate && row.ageDays !== null ? `${formatDay(row.drawDate)} (${age(row.ageDays)})` : "none stored"}
            {row.behind && row.expected && row.expected !== row.late?.drawDate ? (
              <span className="block text-xs font-semibold text-amber-800">Missing the draw of {formatDay(row.expected)}</span>
            ) : null}
            <LateGame row={row} />
          </li>
        ))}
      </ul>

      <h3 className="mt-4 font-semibold">Sources that disagree</h3>
      <SourceDisagreements rows={status.disagreements} />

      <h3 className="mt-4 font-semibold">Last run per game</h3>
      <div className="mt-1 grid gap-3 sm:grid-cols-2">
        {GAME_IDS.map((game) => (
          <div key={game} className="rounded-lg bg-slate-50 p-2 text-sm">
            <p className="font-semibold">{displayName(game)}</p>
            <RunsOfGame runs={TRIGGERS.map((trigger) => [trigger, status.lastRuns[trigger][game]] as const)} />
          </div>
        ))}
      </div>

      <h3 className="mt-4 font-semibold">Rows per table</h3>
      <dl className="mt-1 grid grid-cols-[1fr_auto] gap-x-4 text-sm">
        {status.tables.map((table) => (
          <div key={table.name} className="contents">
            <dt>
              <code>{table.name}</code>
            </dt>
            <dd className="text-right tabular-nums">{formatInteger(table.rows)}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/**
 * The collector (npm run collect, from a home connection): when it last pushed, and an error, in words,
 * when the last draw night passed RESULTS_LATE_AFTER without a push since its draw time.
 */
function Collector({ collector }: { collector: CollectorStatus }) {
  const last = collector.lastPushAt ? `Last push ${formatSast(collector.lastPushAt)}.` : "No push recorded.";
  return (
    <div data-testid="collector-status">
      <h3 className="mt-4 font-semibold">Collector</h3>
      {collector.notConfigured ? (
        <p className="mt-1 text-sm">
          <span className="text-amber-800">Not configured ({collector.notConfigured}).</span> {last}
        </p>
      ) : collector.missedNight ? (
        <p role="alert" className="mt-1 rounded-lg border border-red-300 bg-red-50 p-2 text-sm font-semibold text-red-900">
          Error: the collector has not pushed since the draws of {formatDay(collector.missedNight)} at {DRAW_TIME} SAST, and that night is
          past {RESULTS_LATE_AFTER}. {last} Check the machine that runs <code>npm run collect</code> (its crontab or timer: docs/ingest.md).
        </p>
      ) : (
        <p className="mt-1 text-sm">
          <span className="text-brand-800">Pushed on the last draw night.</span> {last}
        </p>
      )}
    </div>
  );
}

/** Who can get in: open sessions (and the button that ends them all) and the wrong passwords counted. */
function Access({ access }: { access: AccessStatus }) {
  return (
    <div data-testid="access-status">
      <h3 id="access-heading" className="mt-4 font-semibold">
        Sign-in and sessions
      </h3>
      {access.pausedUntil ? (
        <p role="alert" className="mt-1 rounded-lg border border-red-300 bg-red-50 p-2 text-sm font-semibold text-red-900">
          Sign-in is paused for everyone until {formatSast(access.pausedUntil)}: {formatInteger(access.wrongPasswords)} wrong passwords
          within an hour (the limit is {access.wrongPasswordLimit}). See the audit log.
        </p>
      ) : (
        <p className="mt-1 text-sm">
          Wrong passwords this hour, from all addresses: {formatInteger(access.wrongPasswords)} of {access.wrongPasswordLimit} before
          sign-in pauses for everyone{access.windowEndsAt ? ` (the count restarts ${formatSast(access.windowEndsAt)})` : ""}.
        </p>
      )}
      <p className="mt-1 text-sm">Open sessions: {formatInteger(access.openSessions)} (this one included).</p>
      <Form method="post" action="/admin" className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
        <input type="hidden" name="intent" value="sign-out-everywhere" />
        {/* Not "Sign out …": the header's "Sign out" button must stay the only one of that name. */}
        <button type="submit" className={dangerOutlineButton} aria-describedby="end-all-sessions-note">
          End all sessions
        </button>
        <span id="end-all-sessions-note" className="text-xs text-slate-600">
          Signs out everywhere at once, this browser too.
        </span>
      </Form>
    </div>
  );
}

/** The triggers that ran this game, one line each; those that never did, in one line. */
function RunsOfGame({ runs }: { runs: readonly (readonly [keyof typeof TRIGGER_LABELS, GameRun | undefined])[] }) {
  const never = runs.filter(([, run]) => !run).map(([trigger]) => TRIGGER_LABELS[trigger]);
  return (
    <>
      <dl className="mt-1 space-y-0.5">
        {runs.flatMap(([trigger, run]) =>
          run
            ? [
                <div key={trigger} className="flex gap-2">
                  <dt className="w-12 shrink-0 text-slate-600">{TRIGGER_LABELS[trigger]}</dt>
                  <dd className="min-w-0 break-words">
                    <RunLine run={run} />
                  </dd>
                </div>,
              ]
            : [],
        )}
      </dl>
      {never.length > 0 ? <p className="mt-0.5 text-xs text-slate-600">Never run by: {never.join(", ")}.</p> : null}
    </>
  );
}

function RunLine({ run }: { run: GameRun }) {
  return (
    <>
      <span className={`font-semibold ${OUTCOME_STYLES[run.outcome]}`}>{run.outcome}</span> · {formatSast(run.at)}
      {run.error
        ? ` · ${run.error}`
        : ` · ${run.added} added, ${run.updated} updated, ${run.unchanged} unchanged${run.rejected ? `, ${run.rejected} rejected` : ""}`}
    </>
  );
}
