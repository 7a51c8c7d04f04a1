/**
 * What a ticket won: for every draw it covers, every game it plays (the main game and each add-on) and
 * every board, the one verdict of app/tickets/verdict.ts (won, no prize, cannot tell and why, not drawn),
 * with the balls matched, what the draw's boards add up to and its claim line. The draws come in the shape
 * the public API answers (`/api/results/{game}/{date}`), so the browser feeds this from the API and the
 * tests from data/; a draw the device could not ask about is "offline", never a draw without a prize.
 * Client-safe.
 */
import type { BoardOutcome } from "~/rules/check-numbers";
import type { GameId } from "~/rules/games";
import { saDate } from "~/rules/schedule";
import { claimLine, type ClaimLine } from "./claims";
import { coveredDraws } from "./ticket-draws";
import { BOARD_LETTERS, gamesOf, type Board, type WalletTicket } from "./ticket";
import { absentVerdict, drawVerdicts, mayHaveWon, tallyVerdicts, verdictText, type Verdict, type VerdictTally } from "./verdict";

/**
 * A draw as `/api/results/{game}/{date}` answers it: the fields the results need. Declared here, where it
 * is read (the ticket engine sits below the API); app/api/schemas.server.ts checks that its answer fits.
 */
export interface PublishedDraw {
  gameType: GameId;
  drawDate: string;
  numbers: number[];
  bonusNumber: number | null;
  divisions: readonly { division: number; match: string; winners: number | null; payout: number | null }[];
}

/** What the device learnt of a game's draw: its result, null when we do not hold it, "offline" when it could not ask. */
export type DrawAnswer = PublishedDraw | null | "offline";

export type DrawLookup = (game: GameId, date: string) => DrawAnswer;

export interface BoardResult {
  letter: string;
  board: Board;
  /** The board's numbers that were drawn, ascending (none when the draw is not held). */
  matched: number[];
  /** The board holds the bonus ball (Lotto) or its PowerBall is the one drawn. */
  bonusMatched: boolean;
  verdict: Verdict;
  /** The verdict as the rules' outcome, for the win alert's words (app/tickets/alert-notification.ts). */
  outcome: BoardOutcome;
  /** "Division 5 (Match 4): R 155.80", "No prize", … (verdict.ts verdictText). */
  text: string;
}

export type GameDrawResult =
  | {
      game: GameId;
      date: string;
      /** Not drawn yet, or drawn and not held here: one verdict for every board (not drawn, or cannot tell and why). */
      status: "not-drawn" | "not-held";
      verdict: Verdict;
      text: string;
      boards: BoardResult[];
    }
  | { game: GameId; date: string; status: "drawn"; numbers: number[]; bonus: number | null; boards: BoardResult[] };

export interface DrawResult {
  date: string;
  games: GameDrawResult[];
  /** Every board of every game of this draw, counted by verdict. */
  tally: VerdictTally;
  /** The claim period, when a board won or may have won (we cannot tell); null otherwise. */
  claim: ClaimLine | null;
  /** What the draw's prizes add up to when every one is known (where to claim it); null otherwise. */
  claimAmount: number | null;
}

export interface TicketResults {
  draws: DrawResult[];
  /** Every board of every game and draw, counted by verdict. */
  tally: VerdictTally;
}

/** The verdict in the rules' terms: a prize and its division, none, or a match no source prices. */
function outcomeOf(verdict: Verdict): BoardOutcome {
  if (verdict.kind === "won") return { kind: "prize", division: verdict.division, match: verdict.match, payout: verdict.payout };
  return verdict.kind === "no-prize" ? { kind: "none" } : { kind: "unknown" };
}

/** One game's draw for a ticket's boards, as of `now`. */
export function gameDrawResult(game: GameId, date: string, boards: readonly Board[], draw: DrawAnswer, now: Date): GameDrawResult {
  const knowledge =
    draw === "offline"
      ? ({ state: "offline" } as const)
      : draw === null
        ? ({ state: "absent" } as const)
        : ({ state: "held", draw: { numbers: draw.numbers, bonus: draw.bonusNumber, divisions: draw.divisions } } as const);
  const results = drawVerdicts(game, date, boards, knowledge, now).map(({ matched, bonusMatched, verdict }, i): BoardResult => ({
    letter: BOARD_LETTERS[i]!,
    board: boards[i]!,
    matched,
    bonusMatched,
    verdict,
    outcome: outcomeOf(verdict),
    text: verdictText(verdict),
  }));
  if (draw !== null && draw !== "offline")
    return { game, date, status: "drawn", numbers: draw.numbers, bonus: draw.bonusNumber, boards: results };
  // Every board has the same verdict: the draw's time has not come, or we cannot tell (and why).
  const verdict = absentVerdict(game, date, draw === null ? "absent" : "offline", now);
  return {
    game,
    date,
    status: verdict.kind === "not-drawn" ? "not-drawn" : "not-held",
    verdict,
    text: verdictText(verdict),
    boards: results,
  };
}

const verdictsOf = (games: readonly GameDrawResult[]) => games.flatMap((game) => game.boards.map((board) => board.verdict));

/** Everything a ticket won, as of `now`. */
export function ticketResults(ticket: WalletTicket, lookup: DrawLookup, now: Date): TicketResults {
  const today = saDate(now);
  const draws = coveredDraws(ticket.game, ticket.firstDraw, ticket.draws).map((date): DrawResult => {
    const games = gamesOf(ticket).map((game) => gameDrawResult(game, date, ticket.boards, lookup(game, date), now));
    const verdicts = verdictsOf(games);
    const tally = tallyVerdicts(verdicts);
    const known = tally.won > 0 && tally.unpriced === 0 && tally.cannotTell === 0;
    return {
      date,
      games,
      tally,
      claim: verdicts.some(mayHaveWon) ? claimLine(date, today) : null,
      claimAmount: known ? tally.wonRand : null,
    };
  });
  return { draws, tally: tallyVerdicts(draws.flatMap((draw) => verdictsOf(draw.games))) };
}
