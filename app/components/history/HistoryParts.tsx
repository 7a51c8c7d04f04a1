import { Link, useLocation } from "@remix-run/react";
import { formatDay } from "~/words/dates";
import { formatInteger, formatRand } from "~/words/numbers";

/**
 * The spec's text when a search or date range matched nothing; without one (a new site, a game with no
 * draws yet) there is nothing to adjust, and the page says so.
 */
export function EmptyResults({ searched, what = "draws" }: { searched: boolean; what?: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-8 text-center" data-testid="empty-state">
      <h2 className="text-xl font-bold">No Results Found</h2>
      <p className="mt-2 text-slate-700">
        {searched
          ? "No lottery results match your search criteria. Try adjusting your filters or date range."
          : `There are no ${what} in our records yet. Results appear here after each draw, once the operator publishes them.`}
      </p>
    </div>
  );
}

export function Messages({ messages }: { messages: (string | null)[] }) {
  const shown = messages.filter((m): m is string => Boolean(m));
  if (shown.length === 0) return null;
  return (
    <div role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
      {shown.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}

/**
 * Load More Results / Show Less: a link that keeps the other URL state, so it works without JavaScript.
 * Past the expanded count, "Older results" pages on (the same filters, `to` moved back), so every draw
 * can be reached; "Newest results" drops `to` again.
 */
export function LoadMoreToggle({ expanded, hasMore, olderTo }: { expanded: boolean; hasMore: boolean; olderTo: string | null }) {
  const location = useLocation();
  if (!expanded && !hasMore) return null;
  const href = (change: (params: URLSearchParams) => void) => {
    const params = new URLSearchParams(location.search);
    change(params);
    const search = params.toString();
    return `${location.pathname}${search ? `?${search}` : ""}`;
  };
  const current = new URLSearchParams(location.search);
  const button = "inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-5 font-semibold text-brand-700 hover:bg-brand-50";
  return (
    <div className="flex flex-wrap justify-center gap-3">
      <Link to={href((p) => (expanded ? p.delete("expanded") : p.set("expanded", "1")))} preventScrollReset className={button}>
        {expanded ? "Show Less" : "Load More Results"}
      </Link>
      {expanded && hasMore && olderTo ? (
        <Link to={href((p) => p.set("to", olderTo))} className={button}>
          Older results<span className="sr-only"> (draws up to {formatDay(olderTo)})</span>
        </Link>
      ) : null}
      {expanded && current.has("to") ? (
        <Link to={href((p) => p.delete("to"))} className={button}>
          Newest results
        </Link>
      ) : null}
    </div>
  );
}

export interface StatsView {
  totalDraws: number;
  firstDate: string | null;
  lastDate: string | null;
  latestJackpot: { amount: number; date: string } | null;
  highestJackpot: { amount: number; date: string } | null;
  drawDays: string;
}

/**
 * Totals say their basis: our records have gaps, and a total never pretends to be complete. A jackpot
 * figure names its draw date, and says so when later draws carry none: our newest jackpot figure may
 * be years older than our newest draw.
 */
export function StatsPanel({ stats, gameName }: { stats: StatsView; gameName: string }) {
  const latest = stats.latestJackpot;
  const items: [string, string, string][] = [
    [
      "Total Draws",
      formatInteger(stats.totalDraws),
      stats.firstDate ? `in our records since ${formatDay(stats.firstDate)}` : "in our records",
    ],
    [
      "Latest Jackpot",
      latest ? formatRand(latest.amount) : "None yet",
      latest
        ? `draw of ${formatDay(latest.date)}${stats.lastDate && stats.lastDate > latest.date ? "; none for later draws" : ""}`
        : "no jackpot figure in our records yet",
    ],
    [
      "Highest Jackpot",
      stats.highestJackpot ? formatRand(stats.highestJackpot.amount) : "None yet",
      stats.highestJackpot ? `in our records, ${formatDay(stats.highestJackpot.date)}` : "no jackpot figure in our records yet",
    ],
    ["Draw Days", stats.drawDays, "21:00 SAST"],
  ];
  return (
    <section aria-label={`${gameName} statistics`} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {items.map(([label, value, basis]) => (
        <div key={label} className="rounded-xl border border-slate-200 bg-white p-3 sm:p-4">
          <p className="text-sm text-slate-600">{label}</p>
          {/* An amount never breaks after its "R": on one line, a size smaller on a phone when it is long
              ("R 232,131,750.69" fits half of a 390 px screen). */}
          <p className={`mt-1 font-bold whitespace-nowrap text-brand-800 sm:text-xl ${value.length > 13 ? "text-base" : "text-lg"}`}>
            {value}
          </p>
          <p className="text-xs text-slate-600">{basis}</p>
        </div>
      ))}
    </section>
  );
}
