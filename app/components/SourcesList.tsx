import type { SourceList } from "~/content/fact-sources";
import { formatDay } from "~/words/dates";

/**
 * The "Sources" list at the foot of a page that states hand-kept facts: each fact's public address, what
 * is thin about the support (hobby projects, a single report), and when we last reviewed the facts.
 */
export function SourcesList({ list }: { list: SourceList }) {
  if (list.sources.length === 0) return null;
  return (
    <section aria-labelledby="sources-heading" className="mt-10 border-t border-slate-200 pt-4 text-sm text-slate-700">
      <h2 id="sources-heading" className="text-lg font-bold text-slate-900">
        Sources
      </h2>
      {list.caveats.map((caveat) => (
        <p key={caveat} className="mt-2">
          {caveat}
        </p>
      ))}
      <ul className="mt-2 list-disc space-y-1 pl-5" data-testid="sources-list">
        {list.sources.map((source) => (
          <li key={source.url}>
            <a href={source.url} target="_blank" rel="noopener noreferrer" className="break-words text-brand-700 underline">
              {source.title}
            </a>
            , {source.publisher}
            {source.published ? `, ${formatDay(source.published)}` : ""}
          </li>
        ))}
      </ul>
      {list.checked ? (
        <p className="mt-2 text-xs text-slate-600">
          We last reviewed these facts on <time dateTime={list.checked}>{formatDay(list.checked)}</time>. Figures from the draws are
          computed from our records (<a href="/data-sources">where our data comes from</a>).
        </p>
      ) : null}
    </section>
  );
}
