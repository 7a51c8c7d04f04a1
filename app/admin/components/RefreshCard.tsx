import { useFetcher } from "@remix-run/react";
import { REFRESH_FAILED, type RefreshOutcome } from "../refresh-messages";
import { Card, Notice, primaryButton } from "./ui";

export interface SourceOption {
  name: "official" | "resultsza" | "search";
  label: string;
  notConfigured: string | null;
}

/**
 * Data Refresh (spec section 4): idle → "Refreshing..." with the button disabled → the results card on
 * success, or the information note on failure. A new refresh hides the earlier note and result at once.
 * Without JavaScript the same form is a plain post and the page comes back with the outcome
 * (`pageOutcome`); with it, a fetcher posts and the page stays as it is.
 */
export function RefreshCard({ sources, pageOutcome }: { sources: readonly SourceOption[]; pageOutcome: RefreshOutcome | null }) {
  const fetcher = useFetcher<RefreshOutcome>({ key: "admin-refresh" });
  const refreshing = fetcher.state !== "idle";
  const outcome = refreshing ? null : (fetcher.data ?? pageOutcome);
  return (
    <div className="space-y-4">
      <Card id="data-refresh" title="Data Refresh">
        <p className="mt-1 text-sm text-slate-700">
          Fetch the newest draws of every game now, as the scheduled runs do. Only recent draws are asked for; use the command line for
          history (<code>npm run ingest -- --backfill</code>).
        </p>
        <fetcher.Form method="post" action="/admin" className="mt-4 flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="refresh" />
          <div className="min-w-48 flex-1">
            <label htmlFor="refresh-source" className="text-sm font-semibold">
              Source
            </label>
            <select
              id="refresh-source"
              name="source"
              defaultValue="official"
              className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2"
            >
              {sources.map((source) => (
                <option key={source.name} value={source.name}>
                  {source.label}
                  {source.notConfigured ? " (not configured)" : ""}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" disabled={refreshing} className={primaryButton}>
            {refreshing ? "Refreshing..." : "Refresh Data"}
          </button>
        </fetcher.Form>
        <div aria-live="polite" className="mt-4 empty:hidden">
          {outcome && !outcome.ok ? (
            <Notice tone="info" testId="refresh-note">
              <p className="font-semibold">{outcome.message || REFRESH_FAILED}</p>
              <ResultList results={outcome.results} />
            </Notice>
          ) : null}
        </div>
      </Card>
      {outcome?.ok ? (
        <section
          aria-labelledby="refresh-result-heading"
          className="rounded-xl border-2 border-brand-600 bg-white p-4 sm:p-5"
          data-testid="refresh-results"
        >
          <h2 id="refresh-result-heading" className="text-lg font-bold">
            Refresh Results
          </h2>
          <p role="status" className="mt-1 text-sm font-semibold text-slate-900">
            {outcome.message}
          </p>
          <ResultList results={outcome.results} />
        </section>
      ) : null}
    </div>
  );
}

/** The results map, each value shown as text (spec section 3). */
function ResultList({ results }: { results: RefreshOutcome["results"] }) {
  const entries = Object.entries(results ?? {});
  if (entries.length === 0) return null;
  return (
    <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      {entries.map(([name, value]) => (
        <div key={name} className="contents">
          <dt className="font-semibold text-slate-700">{name}</dt>
          <dd className="mb-1 break-words sm:mb-0">{String(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
