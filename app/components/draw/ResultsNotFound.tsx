import { Link } from "@remix-run/react";
import type { NotFoundView } from "~/loaders/results.server";
import { ResultsWatch } from "../watch/ResultsWatch";
import { WatchArrival } from "../watch/WatchArrival";

/** The 404 of a results page: what is missing, and the nearest pages that exist. */
export function ResultsNotFound({ view }: { view: NotFoundView }) {
  return (
    <section className="mx-auto max-w-xl space-y-4 py-10 text-center" data-testid="results-not-found">
      <p className="text-6xl font-extrabold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-bold">{view.heading}</h1>
      <p className="text-slate-700">{view.message}</p>
      {/* Tonight's draw not in yet: it shows here when it arrives (app/browser/watch-script.ts). */}
      <WatchArrival awaited={view.awaited?.[0]} className="text-left" />
      <ul className="flex flex-wrap justify-center gap-3">
        {view.links.map((link) => (
          <li key={link.path}>
            <Link
              to={link.path}
              className="inline-flex min-h-11 items-center rounded-lg border border-brand-700 bg-white px-4 font-semibold text-brand-700 hover:bg-brand-50"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
      <ResultsWatch awaited={view.awaited ?? []} />
    </section>
  );
}
