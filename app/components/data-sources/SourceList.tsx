import type { SourceInfo } from "~/content/data-sources";
import { Card } from "~/components/ui/Card";

/** The sources a stored draw can name, each with what it is, where to see it and its licence. */
export function SourceList({ sources }: { sources: readonly SourceInfo[] }) {
  return (
    <dl className="grid gap-3 md:grid-cols-2">
      {sources.map((source) => (
        <Card key={source.code} id={`source-${source.code}`}>
          <dt className="font-semibold">
            <span className="mr-2 inline-block min-w-8 rounded bg-slate-100 px-1.5 text-center font-mono text-xs font-semibold text-slate-700">
              {source.code}
            </span>
            {source.name}
          </dt>
          <dd className="mt-1 text-sm text-slate-700">{source.what}</dd>
          <dd className="mt-1 text-sm text-slate-600">Licence: {source.licence}</dd>
          {source.link ? (
            <dd>
              <a
                href={source.link.href}
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center text-sm break-all text-brand-700 underline"
              >
                {source.link.label}
              </a>
            </dd>
          ) : null}
        </Card>
      ))}
    </dl>
  );
}
