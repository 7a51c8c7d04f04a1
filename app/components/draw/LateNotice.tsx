import type { LateResults } from "~/views/late-results.server";

/**
 * The late-results line (late-results.server.ts) with a link to the official results, on a game's card on
 * the home page and on its game page.
 */
export function LateNotice({ late, className = "" }: { late: LateResults; className?: string }) {
  return (
    <p className={`rounded-lg border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950 ${className}`} data-testid="late-results">
      {late.message}{" "}
      <a href={late.officialUrl} className="font-semibold underline underline-offset-2" rel="noopener noreferrer" target="_blank">
        Official results on {new URL(late.officialUrl).host}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </p>
  );
}
