import type { Ticket } from "~/rules/check-numbers";
import { formatInteger } from "~/words/numbers";
import type { GameId } from "~/rules/games";
import type { RecordsAnswer } from "~/views/check-numbers.server";
import { recordsUrl, type CheckerState } from "./checker-url";
import { boardHeading, CannotTell, CheckedText, recordsLinkClass, RecordsLinks } from "./RecordsResults";
import { WinsTable } from "./WinsTable";

type List = Extract<RecordsAnswer, { kind: "list" }>;

/**
 * One board's complete list "In all our records", newest first, a page of fifty wins at a time (`board`
 * and `page` in the address), with plain links to the previous and next pages and back to the summary of
 * every board, which also holds the answer for the chosen night.
 */
export function RecordsList({
  game,
  boards,
  records,
  state,
  officialUrl,
}: {
  game: GameId;
  boards: readonly Ticket[];
  records: List;
  state: CheckerState & { date: string };
  officialUrl: string;
}) {
  const { board, page, pages, wins } = records;
  const number = boards.length > 1 ? board : null;
  const last = records.first + records.rows.length - 1;
  const summary = recordsUrl(state);
  const pageUrl = (to: number) => recordsUrl(state, { board, page: to });
  return (
    <section aria-labelledby="records-heading" className="space-y-3" data-testid="records-list">
      <div>
        <h2 id="records-heading" className="text-xl font-bold">
          {`In all our records: ${number ? `board ${board}, ` : ""}page ${formatInteger(page)} of ${formatInteger(pages)}`}
        </h2>
        <a href={summary} className={recordsLinkClass}>
          {`← Back to the summary${boards.length > 1 ? ` of all ${boards.length} boards` : ""}`}
        </a>
      </div>
      <div>
        <h3 id={`check-results${number ? `-${number}` : ""}`} className="text-lg font-bold">
          {boardHeading(game, boards[board - 1]!, wins, records.cannotTell, number)}
        </h3>
        <CheckedText game={game} checked={records.checked} />
        {/* The draws themselves are on the summary: this page lists wins. */}
        <CannotTell counts={records.cannotTell} unpriced={[]} label="" />
        <RecordsLinks official={records.cannotTell.length > 0} claim={false} officialUrl={officialUrl} />
      </div>
      {wins > 0 ? (
        <>
          <p className="text-sm font-semibold" data-testid="page-range">
            {`Newest first: ${wins === 1 ? "the only win" : `wins ${formatInteger(records.first)} to ${formatInteger(last)} of ${formatInteger(wins)}`}.`}
          </p>
          <WinsTable game={game} wins={records.rows} label={`Winning draws${number ? `, board ${board}` : ""}, page ${page}`} drawn />
        </>
      ) : (
        <p className="text-slate-700">
          {records.cannotTell.length > 0
            ? "This board would not have won in any draw of our records that we can tell."
            : "This board would not have won in any draw in our records."}
        </p>
      )}
      {pages > 1 ? (
        <nav aria-label={`Pages of the wins${number ? ` of board ${board}` : ""}`} className="flex flex-wrap items-center gap-x-6 gap-y-2">
          {page > 1 ? (
            <a href={pageUrl(page - 1)} rel="prev" className={recordsLinkClass}>
              ← Previous page
            </a>
          ) : null}
          <span className="text-sm text-slate-700">{`Page ${formatInteger(page)} of ${formatInteger(pages)}`}</span>
          {page < pages ? (
            <a href={pageUrl(page + 1)} rel="next" className={recordsLinkClass}>
              Next page →
            </a>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
