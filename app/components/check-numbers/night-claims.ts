/**
 * What the night's answer says about claiming: the draws whose boards won or may have won (a board we
 * cannot tell about, a draw not in our records), for the claim line, and the wins big enough for the
 * "big win" box. Pure, from the verdicts (app/tickets/verdict.ts) and the claims facts.
 */
import { CLAIMS } from "~/facts/facts";
import { mayHaveWon, type Verdict } from "~/tickets/verdict";
import type { NightAnswer } from "~/views/check-numbers.server";
import type { GameId } from "~/rules/games";

type Found = Extract<NightAnswer, { kind: "found" }>;

export interface NightClaims {
  /** The draw dates with a prize, or a possible one, oldest first. */
  dates: string[];
  /** The rand of every prize when each is a win with a known payout (where to claim goes by it); null otherwise. */
  amount: number | null;
  /** Whether any board won (else they only may have won: a draw not checked, a match no source prices). */
  won: boolean;
}

export function nightClaims(night: Found): NightClaims | null {
  const verdicts: { date: string; verdict: Verdict }[] = [
    ...night.draws.flatMap((draw) => draw.boards.map((board) => ({ date: draw.drawDate, verdict: board.verdict }))),
    ...night.unchecked.map((draw) => ({ date: draw.drawDate, verdict: draw.verdict })),
  ].filter((item) => mayHaveWon(item.verdict));
  if (verdicts.length === 0) return null;
  const priced = verdicts.every((item) => item.verdict.kind === "won" && item.verdict.payout !== null);
  const cents = verdicts.reduce((sum, item) => sum + (item.verdict.kind === "won" ? Math.round((item.verdict.payout ?? 0) * 100) : 0), 0);
  return {
    dates: [...new Set(verdicts.map((item) => item.date))].sort(),
    amount: priced ? cents / 100 : null,
    won: verdicts.some((item) => item.verdict.kind === "won"),
  };
}

/** The divisions the "big win" box is for. */
const BIG_WIN_DIVISIONS = 2;

export interface BigWin {
  game: GameId;
  gameName: string;
  drawDate: string;
  /** 1-based; null when the check has one board. */
  board: number | null;
  verdict: Extract<Verdict, { kind: "won" }>;
}

/**
 * Division 1 and 2 wins, the highest first: claimed in person, with the ticket signed first. A payout we
 * know to be below the regional office's tier (a Daily Lotto Match 4) is not one.
 */
export function bigWins(night: Found): BigWin[] {
  const regional = CLAIMS.tiers[2].min;
  return night.draws
    .flatMap((draw) =>
      draw.boards.flatMap((answer, index): BigWin[] => {
        const { verdict } = answer;
        if (verdict.kind !== "won" || verdict.division > BIG_WIN_DIVISIONS) return [];
        if (verdict.payout !== null && verdict.payout < regional) return [];
        const board = draw.boards.length > 1 ? index + 1 : null;
        return [{ game: draw.game, gameName: draw.gameName, drawDate: draw.drawDate, board, verdict }];
      }),
    )
    .sort((a, b) => a.verdict.division - b.verdict.division);
}
