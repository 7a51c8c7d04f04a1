/**
 * A public source of a hand-kept fact (app/facts/facts.ts, app/rules/prices.ts): an address a reader can
 * open, and who published it. The addresses were recorded from our reference copies of these pages, not
 * re-opened from the build machine (docs/content-sources.md): the operator of the site opens each once.
 * Client-safe, types and small helpers only.
 */

export interface Source {
  /** The page's headline or title, as the reader will find it there. */
  title: string;
  /** Who published it: "The Citizen", "SAnews (government news agency)". */
  publisher: string;
  /** An https address. */
  url: string;
  /** The page's own date (YYYY-MM-DD), when it carries one. */
  published?: string;
}

/** A fact with its public sources, the date (YYYY-MM-DD) we last reviewed it, and what the sources are worth. */
export interface Sourced {
  sources: readonly Source[];
  checked: string;
  /**
   * Said to readers beside the sources where the support is thin: only hobby projects, or a single report.
   * Absent: official pages or more than one reputable report support the fact.
   */
  caveat?: string;
}

/** The sources of several facts, each address once, in the order first met. */
export function mergeSources(facts: readonly Sourced[]): { sources: Source[]; caveats: string[]; checked: string | null } {
  const seen = new Set<string>();
  const sources: Source[] = [];
  const caveats: string[] = [];
  let checked: string | null = null;
  for (const fact of facts) {
    for (const source of fact.sources) {
      if (seen.has(source.url)) continue;
      seen.add(source.url);
      sources.push(source);
    }
    if (fact.caveat && !caveats.includes(fact.caveat)) caveats.push(fact.caveat);
    if (checked === null || fact.checked < checked) checked = fact.checked;
  }
  return { sources, caveats, checked };
}
