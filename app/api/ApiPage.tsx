/**
 * The body of /api: the open data's calls, downloads, widget, limits and licence. It sits with the API (not in
 * components/) because it renders the API's own page data, a layer above the components.
 */
import { Link } from "@remix-run/react";
import { OPEN_DATA_LICENCE } from "~/content/open-data";
import { formatDay } from "~/words/dates";
import { formatInteger } from "~/words/numbers";
import { CodeBlock } from "~/components/CodeBlock";
import { DataTable, type DataColumn } from "~/components/ui/DataTable";
import type { ApiPageData } from "~/api/api-page.server";

const code = "rounded bg-slate-100 px-1 font-mono text-sm";

const DOWNLOAD_COLUMNS: DataColumn<ApiPageData["downloads"][number]>[] = [
  { heading: "Draws", numeric: true, cell: (game) => formatInteger(game.draws) },
  { heading: "From", className: "whitespace-nowrap", cell: (game) => (game.first ? formatDay(game.first) : "—") },
  { heading: "To", className: "whitespace-nowrap", cell: (game) => (game.last ? formatDay(game.last) : "—") },
  {
    heading: "Files",
    wide: true,
    cell: (game) => (
      <span className="flex flex-wrap gap-x-3">
        <a href={game.files.csv} className="tap text-brand-700 underline" aria-label={`${game.name}: Draws CSV`}>
          Draws CSV
        </a>
        <a href={game.files.divisions} className="tap text-brand-700 underline" aria-label={`${game.name}: Divisions CSV`}>
          Divisions CSV
        </a>
        <a href={game.files.json} className="tap text-brand-700 underline" aria-label={`${game.name}: JSON`}>
          JSON
        </a>
      </span>
    ),
  },
];

export function ApiPage({ page }: { page: ApiPageData }) {
  const { siteUrl, limits, citation: cite, downloads, widget, calls } = page;
  return (
    <div className="space-y-10">
      <header className="max-w-3xl space-y-3">
        <h1 className="text-3xl font-bold">Results API and data downloads</h1>
        <p className="text-slate-700">
          Every draw we hold since 2000, free to use in your own site, app or research: a JSON API without a key, whole histories to
          download, and a small results widget for your pages. The data is the same as on this site, from the sources on{" "}
          <Link to="/data-sources" className="text-brand-700 underline">
            where our data comes from
          </Link>
          .
        </p>
        <p className="text-slate-700">
          The machine-readable description of every call is the OpenAPI 3.1 document at{" "}
          <a href="/api/openapi.json" className="font-semibold text-brand-700 underline">
            /api/openapi.json
          </a>
          .
        </p>
      </header>

      <section aria-labelledby="downloads" className="space-y-3">
        <h2 id="downloads" className="text-2xl font-bold">
          Downloads
        </h2>
        <p className="max-w-3xl text-slate-700">
          A game's whole history: the draws (numbers, bonus ball, draw number, jackpot, next jackpot, rollover and sources) and the prize
          divisions we hold, as two CSV files or one JSON file. The CSV columns are those of our own importer, so the files load straight
          back into a copy of this site.
        </p>
        <DataTable
          label="Downloads by game"
          caption="Downloads by game, with the draws each holds"
          minWidthClass="sm:min-w-[40rem]"
          rows={downloads}
          rowKey={(game) => game.game}
          rowHeading={{ heading: "Game", cell: (game) => game.name }}
          columns={DOWNLOAD_COLUMNS}
        />
      </section>

      <section aria-labelledby="widget" className="space-y-3">
        <h2 id="widget" className="text-2xl font-bold">
          Results widget
        </h2>
        <p className="max-w-3xl text-slate-700">
          The latest draw of one game, in a small frame for your own pages: no script, light or dark with the visitor's setting, and a link
          to the draw's page here. Paste this, with any game id in place of <span className={code}>{widget.game}</span>:
        </p>
        <CodeBlock
          className="overflow-x-auto rounded-lg bg-slate-100 p-3 text-xs"
          label="The widget's HTML snippet"
          text={widget.snippet}
        />
        <iframe
          src={widget.path}
          title={widget.title}
          width={widget.width}
          height={widget.height}
          loading="lazy"
          className="max-w-full rounded-lg border border-slate-200"
        />
      </section>

      <section aria-labelledby="calls" className="space-y-6">
        <h2 id="calls" className="text-2xl font-bold">
          The calls
        </h2>
        <p className="max-w-3xl text-slate-700">
          Every answer is JSON. Dates are South African dates (<span className={code}>YYYY-MM-DD</span>), times are SAST, amounts are rand,
          and a figure we do not hold is <span className={code}>null</span>, never a guess. An error is{" "}
          <span className={code}>{'{ "error": "…" }'}</span> with the status below. The examples are real answers, made when this page was;
          long lists are shortened.
        </p>
        {calls.map((call) => (
          <article
            key={`${call.method} ${call.path}`}
            aria-labelledby={`call-${call.method}-${call.path}`}
            className="space-y-3 rounded-xl border border-slate-200 bg-white p-4"
          >
            <h3 id={`call-${call.method}-${call.path}`} className="font-mono text-lg font-bold break-all">
              <span className="rounded bg-brand-700 px-2 py-0.5 text-sm text-white">{call.method}</span> {call.path}
            </h3>
            <p>
              {call.summary}.{call.description ? ` ${call.description}` : ""}
            </p>
            {call.parameters.length > 0 ? (
              <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                {call.parameters.map((p) => (
                  <div key={p.name} className="contents">
                    <dt className="font-mono font-semibold">
                      {p.name}{" "}
                      <span className="font-sans font-normal text-slate-600">
                        ({p.in}
                        {p.required ? ", required" : ""})
                      </span>
                    </dt>
                    <dd className="text-slate-700">{[p.description, p.allowed].filter(Boolean).join(": ")}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            <ul className="text-sm text-slate-700">
              {call.responses.map((r) => (
                <li key={r.status}>
                  <span className="font-mono font-semibold">{r.status}</span> {r.description}
                </li>
              ))}
            </ul>
            {call.example ? (
              <div className="space-y-2">
                <p className="text-sm font-semibold">
                  Example:{" "}
                  <a href={call.example.request} className="font-mono font-normal break-all text-brand-700 underline">
                    {siteUrl}
                    {call.example.request}
                  </a>
                </p>
                <CodeBlock
                  className="max-h-80 overflow-auto rounded-lg bg-slate-100 p-3 text-xs"
                  label={`Example answer of ${call.path}, status ${call.example.status}`}
                  text={call.example.answer}
                />
              </div>
            ) : null}
          </article>
        ))}
      </section>

      <section aria-labelledby="limits" className="max-w-3xl space-y-3">
        <h2 id="limits" className="text-2xl font-bold">
          Limits and caching
        </h2>
        <ul className="list-disc space-y-2 pl-5 text-slate-700">
          <li>
            No key and no sign-up. Any site may call the API from the browser: answers carry{" "}
            <span className={code}>Access-Control-Allow-Origin: *</span>.
          </li>
          <li>
            Answers are cached at the edge for {limits.cacheSeconds} seconds; new draws appear within a minute of our update. Each answer
            has an <span className={code}>ETag</span>: send it back in <span className={code}>If-None-Match</span> and an unchanged answer
            costs a bodiless 304.
          </li>
          <li>
            Calls the cache cannot answer are limited to {formatInteger(limits.calls)} per {limits.periodSeconds} seconds per address; past
            that, the answer is 429 with <span className={code}>Retry-After</span>. Cached answers are not counted. For whole histories, use
            the downloads rather than paging through the API.
          </li>
        </ul>
      </section>

      <section aria-labelledby="licence" className="max-w-3xl space-y-3">
        <h2 id="licence" className="text-2xl font-bold">
          Licence and citation
        </h2>
        <p className="text-slate-700">
          The results are facts published by the National Lottery. Our collection of them, checked against several sources, is yours to use
          under{" "}
          <a href={OPEN_DATA_LICENCE.url} className="text-brand-700 underline" rel="license">
            {OPEN_DATA_LICENCE.name}
          </a>
          : copy, share and build on it, commercially too, with a credit. Please cite it as:
        </p>
        <p className="rounded-lg bg-slate-100 p-3 font-mono text-sm">{cite}</p>
        <p className="text-slate-700">Always check a ticket against the official result before you claim.</p>
      </section>
    </div>
  );
}
