/**
 * The stretches of a game's imported history that rest on one source alone: consecutive draws (in date
 * order, among the draws we hold) whose `source` names a single repository, the same one, so no second
 * source confirms them. Pure, so the /data-sources page's list can be tested without a database.
 *
 * Only the imported history is read ("csv:W"; "csv:W|L" is cross-checked by L): a draw from the live
 * ingest ("official", "search", "manual") comes from the results' publisher or our editors, and an import
 * without codes ("csv") does not say where it came from, so neither is a single-source draw of the data
 * we ship. Either one ends a stretch, as a cross-checked draw does.
 */

export interface SingleSourceRange {
  /** The one source's code ("W"). */
  code: string;
  /** First and last draw of the stretch (SA dates), inclusive. */
  from: string;
  to: string;
  /** Draws in it. */
  draws: number;
}

/** The source codes of an imported draw's `source` ("csv:G|W" → ["G", "W"]); none for any other row. */
export function archiveCodes(source: string): string[] {
  const match = /^csv:(.+)$/.exec(source);
  return match ? match[1]!.split("|").filter((code) => code !== "") : [];
}

/** The one source code of an imported draw's `source` ("csv:W" → "W"), or null when it has none or several. */
export function singleSourceCode(source: string): string | null {
  const codes = archiveCodes(source);
  return codes.length === 1 ? codes[0]! : null;
}

/**
 * `held`: every SA date we hold for the game, in any order; `single`: the one source code of each held
 * date that rests on one source (the others are absent). The stretches come oldest first.
 */
export function singleSourceRanges(held: readonly string[], single: ReadonlyMap<string, string>): SingleSourceRange[] {
  const ranges: SingleSourceRange[] = [];
  let current: SingleSourceRange | null = null;
  for (const date of [...new Set(held)].sort()) {
    const code = single.get(date) ?? null;
    if (current && code === current.code) {
      current.to = date;
      current.draws++;
      continue;
    }
    current = code === null ? null : { code, from: date, to: date, draws: 1 };
    if (current) ranges.push(current);
  }
  return ranges;
}
