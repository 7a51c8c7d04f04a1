import type { ReactNode } from "react";
import type { SourceList } from "~/content/fact-sources";
import { formatDay } from "~/words/dates";
import { SourcesList } from "./SourcesList";

/** A long-form page rendered from Markdown, with optional content above it and the sources of its facts at its foot. */
export function ContentPage({
  title,
  updated,
  html,
  sources,
  children,
}: {
  title: string;
  updated: string;
  html: string;
  sources?: SourceList;
  children?: ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl">
      <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
      <p className="mt-2 text-sm text-slate-600">
        Last updated <time dateTime={updated}>{formatDay(updated)}</time>
      </p>
      {children}
      <div className="prose-content mt-8" dangerouslySetInnerHTML={{ __html: html }} />
      {sources ? <SourcesList list={sources} /> : null}
    </article>
  );
}
