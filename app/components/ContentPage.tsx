import type { ReactNode } from "react";
import { formatDay } from "~/format";

/** A long-form page rendered from Markdown, with optional content above it. */
export function ContentPage({ title, updated, html, children }: { title: string; updated: string; html: string; children?: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl">
      <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
      <p className="mt-2 text-sm text-slate-600">
        Last updated <time dateTime={updated}>{formatDay(updated)}</time>
      </p>
      {children}
      <div className="prose-content mt-8" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
