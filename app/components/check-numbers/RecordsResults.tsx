import type { Ticket } from "~/rules/check-numbers";
import { formatDay } from "~/words/dates";
import { formatInteger, formatRand } from "~/words/numbers";
import { displayName, GAME_IDS, GAME_NAMES, matchCodeLabel, type GameId } from "~/rules/games";
import { drawPath } from "~/site/draw-paths";
import { claimLine, claimLineText } from "~/tickets/claims";
import type { BoardSummary, CannotTellCount, RecordsAnswer, RecordsChecked, UnpricedMatch } from "~/views/check-numbers.server";
import { cannotTellText, checkedText, recordsHeading } from "./answer-text";
import { recordsUrl, type CheckerState } from "./checker-url";
import { boardText } from "./NightResults";
import { OfficialLink } from "./OfficialLink";
import { WinsTable } from "./WinsTable";

type Summary = Extract<RecordsAnswer, { kind: "summary" }>;
type State = CheckerState & { date: string };

export const recordsLinkClass = "inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2";

const times = (count: number) => (count === 1 ? "1 time" : `${formatInteger(count)} times`);

/** The games a ticket of `game` plays: the main game and its Plus games ("Lotto, Lotto Plus 1 and Lotto Plus 2"). */
function ticketGames(game: GameId): string {
  return listed(GAME_IDS.filter((id) => GAME_NAMES[id].family === GAME_NAMES[game].family).map(displayName));
}

/** "Board 2: 41 winning draws and 3 draws we cannot tell for 1 2 3 4 5 6 in Lotto" (without "Board 2: " when there is one board). */
export function boardHeading(
  game: GameId,
  board: Ticket,
  wins: number,
  cannotTell: readonly CannotTellCount[],
  number: number | null,
): string {
  const unknown = cannotTell.reduce((sum, part) => sum + part.count, 0);
  return recordsHeading(wins, unknown, boardText(game, board), ticketGames(game), number);
}

const listed = (parts: readonly string[]) =>
  parts.length <= 1 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;

/**
 * What was checked: the same draws for every board, each game of the ticket (the main game and its Plus
 * games) by name, so a player knows the Plus draws were in it (issue 33); and what could not be: a period
 * whose prize structure we don't have, scheduled draws our records miss.
 */
export function CheckedText({ game, checked }: { game: GameId; checked: readonly RecordsChecked[] }) {
  if (!checked.some((part) => part.drawsChecked > 0 || part.drawsUnknown > 0)) {
    return (
      <p className="mt-1 text-sm text-slate-700" data-testid="empty-state">
        {`There are no ${displayName(game)} draws in our records yet, so there was nothing to check against.`}
      </p>
    );
  }
  return (
    <p className="mt-1 text-sm text-slate-700" data-testid="records-checked">
      {checkedText(checked)}
    </p>
  );
}

/**
 * The draws a board cannot be told about, said apart from its wins and from "no win": how many per game,
 * and the ones whose match no source prices, with their draw pages. The official results' link is the
 * caller's (once under every board's summary).
 */
export function CannotTell({
  counts,
  unpriced,
  label,
}: {
  counts: readonly CannotTellCount[];
  unpriced: readonly UnpricedMatch[];
  label: string;
}) {
  const text = cannotTellText(counts);
  if (!text) return null;
  return (
    <div className="mt-2 text-sm text-slate-700" data-testid="cannot-tell">
      <p>{`We cannot tell about ${text}: it may have won there, so they count neither as wins nor as draws without a prize.`}</p>
      {unpriced.length > 0 ? (
        <ul aria-label={label}>
          {unpriced.map((draw) => (
            <li key={`${draw.game} ${draw.drawDate}`}>
              <a
                href={drawPath(draw.game, draw.drawDate)}
                className={recordsLinkClass}
              >{`${draw.gameName}, ${formatDay(draw.drawDate)}`}</a>
              {`: ${matchCodeLabel(draw.match)}, a match no source gives the prize of`}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Under the boards: the official results for the draws we cannot tell about, and the claiming guide for prizes still in time. */
export function RecordsLinks({ official, claim, officialUrl }: { official: boolean; claim: boolean; officialUrl: string }) {
  if (!official && !claim) return null;
  return (
    <p className="flex flex-wrap gap-x-6 text-sm">
      {official ? <OfficialLink href={officialUrl}>Official results, for the draws we cannot tell</OfficialLink> : null}
      {claim ? (
        <a href="/claiming-prizes" className={recordsLinkClass}>
          How to claim a prize
        </a>
      ) : null}
    </p>
  );
}

/**
 * "In all our records": every past draw of the game checked, summed up per board: how many draws it
 * would have won, by division, the published prizes per winner added up (and how many wins had none),
 * and its best wins. Each board's complete list is a page of its own (RecordsList), fifty wins a page.
 */
export function RecordsResults({
  game,
  boards,
  records,
  state,
  today,
  officialUrl,
}: {
  game: GameId;
  boards: readonly Ticket[];
  records: Summary;
  state: State;
  today: string;
  officialUrl: string;
}) {
  return (
    <section aria-labelledby="records-heading" className="space-y-6" data-testid="records-summary">
      <div>
        <h2 id="records-heading" className="text-xl font-bold">
          In all our records
        </h2>
        <CheckedText game={game} checked={records.checked} />
      </div>
      {records.boards.map((summary, index) => (
        <BoardRecords
          key={index}
          game={game}
          board={boards[index]!}
          summary={summary}
          number={boards.length > 1 ? index + 1 : null}
          href={recordsUrl(state, { board: index + 1, page: 1 })}
          today={today}
        />
      ))}
      <RecordsLinks
        official={records.boards.some((board) => board.cannotTell.length > 0)}
        claim={records.boards.some((board) => board.claimable !== null)}
        officialUrl={officialUrl}
      />
    </section>
  );
}

function BoardRecords({
  game,
  board,
  summary,
  number,
  href,
  today,
}: {
  game: GameId;
  board: Ticket;
  summary: BoardSummary;
  number: number | null;
  href: string;
  today: string;
}) {
  const which = number ? `, board ${number}` : "";
  // The game's name on each division when the ticket has Plus games.
  const family = summary.divisions.some((d) => d.game !== game);
  return (
    <div data-testid="board-records">
      <h3 id={`check-results${number ? `-${number}` : ""}`} className="text-lg font-bold">
        {boardHeading(game, board, summary.wins, summary.cannotTell, number)}
      </h3>
      {summary.wins > 0 ? (
        <>
          <ul
            className="mt-2 flex flex-wrap gap-2 text-sm *:rounded-full *:bg-slate-100 *:px-3 *:py-1"
            aria-label={`Wins by division${which}`}
            data-testid="divisions"
          >
            {summary.divisions.map((d) => (
              <li
                key={`${d.game} ${d.division} ${d.match}`}
              >{`${family ? `${d.gameName} ` : ""}Div ${d.division} (${matchCodeLabel(d.match)}): ${times(d.count)}`}</li>
            ))}
          </ul>
          <p className="mt-2 text-sm text-slate-700" data-testid="prize-total">
            <PrizeTotal summary={summary} />
          </p>
          <p className="mt-3 text-sm font-semibold">
            {summary.wins > summary.best.length
              ? `The best ${summary.best.length} of them, the highest division first, then the newest:`
              : `${summary.wins === 1 ? "It" : "All of them"}, the highest division first, then the newest:`}
          </p>
          <WinsTable game={game} wins={summary.best} label={`Best winning draws${which}`} drawn={false} />
          {summary.wins > summary.best.length ? (
            <a href={href} className={`mt-1 ${recordsLinkClass}`}>
              {`All ${formatInteger(summary.wins)} winning draws${number ? ` for board ${number}` : ""}`}
            </a>
          ) : null}
        </>
      ) : null}
      <CannotTell counts={summary.cannotTell} unpriced={summary.unpriced} label={`Draws we cannot tell${which}`} />
      {summary.claimable ? <ClaimableLine claimable={summary.claimable} today={today} /> : null}
    </div>
  );
}

/** Wins and possible prizes of draws still within the time to claim: the first to close. */
function ClaimableLine({ claimable, today }: { claimable: NonNullable<BoardSummary["claimable"]>; today: string }) {
  const many = claimable.draws > 1;
  return (
    <p className="mt-2 text-sm text-slate-700" data-testid="records-claim">
      {many
        ? `If you played them: ${formatInteger(claimable.draws)} of these draws are still within the time to claim. ${claimLineText(claimLine(claimable.oldest, today))} (the first to close).`
        : `If you played it: one of these draws is still within the time to claim. ${claimLineText(claimLine(claimable.oldest, today))}.`}
    </p>
  );
}

/**
 * The prizes per winner our records publish for the board's wins, added up; never a guess for the rest.
 * A prize per winner is what each winner of that division was paid: one more winner would have shared it.
 */
function PrizeTotal({ summary }: { summary: BoardSummary }) {
  const unpaid = summary.wins - summary.paidWins;
  if (summary.paidWins === 0) {
    return <>{`Our records hold no published payout for ${summary.wins === 1 ? "this win" : "these wins"}, so there is no total.`}</>;
  }
  return (
    <>
      {unpaid === 0
        ? `The published prizes per winner of ${summary.wins === 1 ? "this win" : `these ${formatInteger(summary.wins)} wins`} add up to `
        : `The published prizes per winner of ${formatInteger(summary.paidWins)} of these wins add up to `}
      <strong className="whitespace-nowrap">{formatRand(summary.prizeTotal)}</strong>
      {unpaid === 0 ? "." : `; ${formatInteger(unpaid)} ${unpaid === 1 ? "win has" : "wins have"} no published payout in our records.`}
    </>
  );
}
