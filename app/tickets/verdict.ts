/**
 * The one answer to "did this board win in this draw?", for the checker, My Tickets, the win alert's
 * notification and the API. There are three answers, and a fourth state before the draw:
 * - won: the division is known (from the draw's published table, or the rules of its era), its payout
 *   known, still to come, or missing from our records;
 * - no prize: only when we hold the draw AND know the era's prize structure, so the match pays nothing;
 * - cannot tell: we do not hold the draw (its result not in yet, or a gap in our records), this device
 *   could not ask (offline), or no source says what this match paid. A board we cannot tell about may
 *   have won: it gets the claim line and the official link, never "no win" or "nothing";
 * - not drawn: the draw's time has not come.
 * The matching itself is the rules' (app/rules/check-numbers.ts answerBoard). Client-safe.
 */
import { formatRand } from "~/words/numbers";
import { answerBoard, type PublishedDivision, type Ticket } from "~/rules/check-numbers";
import { eraOn, matchCodeLabel, type GameId } from "~/rules/games";
import { detailsMayStillCome, resultMayStillCome } from "~/rules/ingest-schedule";
import { saDate, saInstant } from "~/words/sa-time";

/** Why a board's result cannot be told. */
export type CannotTellReason =
  /** Drawn, and its result may still arrive (the draw night and the next day). */
  | "result-pending"
  /** Drawn, and our records lack its result: a gap. */
  | "result-missing"
  /** This device could not fetch the draw. */
  | "offline"
  /** We hold the draw, but no source says which prize, if any, this match paid in its era. */
  | "prize-unknown";

/** Where a won division's payout per winner stands. */
export type PayoutState = "known" | "pending" | "missing";

export type Verdict =
  | { kind: "won"; division: number; match: string; payout: number | null; payoutState: PayoutState }
  | { kind: "no-prize" }
  | { kind: "cannot-tell"; reason: CannotTellReason }
  | { kind: "not-drawn" };

export interface BoardVerdict {
  /** The board's numbers that were drawn, ascending; empty when the draw is not held. */
  matched: number[];
  bonusMatched: boolean;
  verdict: Verdict;
}

/** A draw's result as far as the caller knows it. */
interface HeldDraw {
  numbers: readonly number[];
  bonus: number | null;
  /** The draw's published prize table as we hold it; empty when we hold none. */
  divisions: readonly PublishedDivision[];
}

/** What the caller could learn of a draw: held, not in our records, or not asked (offline). */
export type DrawKnowledge = { state: "held"; draw: HeldDraw } | { state: "absent" } | { state: "offline" };

/** The verdict every board gets for a draw we do not hold (or could not ask about), by the clock. */
export function absentVerdict(game: GameId, date: string, knowledge: "absent" | "offline", now: Date): Verdict {
  const era = eraOn(game, date);
  const drawn = era ? saInstant(date, era.drawTime) <= now : saDate(now) > date;
  if (!drawn) return { kind: "not-drawn" };
  if (knowledge === "offline") return { kind: "cannot-tell", reason: "offline" };
  return { kind: "cannot-tell", reason: resultMayStillCome(date, saDate(now)) ? "result-pending" : "result-missing" };
}

/** Each board's verdict in one game's draw of `date`, as of `now`. */
export function drawVerdicts(game: GameId, date: string, boards: readonly Ticket[], knowledge: DrawKnowledge, now: Date): BoardVerdict[] {
  if (knowledge.state !== "held") {
    const verdict = absentVerdict(game, date, knowledge.state, now);
    return boards.map(() => ({ matched: [], bonusMatched: false, verdict }));
  }
  const { draw } = knowledge;
  const era = eraOn(game, date);
  const today = saDate(now);
  return boards.map((board) => {
    const answer = answerBoard(game, era, board, { numbers: draw.numbers, bonus: draw.bonus }, draw.divisions);
    const { matched, bonusMatched, outcome } = answer;
    let verdict: Verdict;
    if (outcome.kind === "prize") {
      const payoutState: PayoutState = outcome.payout !== null ? "known" : detailsMayStillCome(date, today) ? "pending" : "missing";
      verdict = { kind: "won", division: outcome.division, match: outcome.match, payout: outcome.payout, payoutState };
    } else if (outcome.kind === "none") verdict = { kind: "no-prize" };
    else verdict = { kind: "cannot-tell", reason: "prize-unknown" };
    return { matched, bonusMatched, verdict };
  });
}

/** Whether a verdict may mean a prize to claim: a win, or an answer we cannot give (never a draw not yet made). */
export function mayHaveWon(verdict: Verdict): boolean {
  return verdict.kind === "won" || verdict.kind === "cannot-tell";
}

/** "Division 3 (Match 5)". */
export const divisionName = (verdict: Extract<Verdict, { kind: "won" }>) =>
  `Division ${verdict.division} (${matchCodeLabel(verdict.match)})`;

/** What a won division's payout line says when we have no figure. */
const PAYOUT_WORDS: Record<Exclude<PayoutState, "known">, string> = {
  pending: "payout not published yet",
  missing: "we don't have this draw's payouts: see the official result",
};

/** Why we cannot tell, in words a player reads beside the board. */
export const CANNOT_TELL_WORDS: Record<CannotTellReason, string> = {
  "result-pending": "Result not in yet: we keep checking",
  "result-missing": "We're missing this draw's result: see the official result",
  offline: "Not checked yet: you're offline",
  "prize-unknown": "Possible prize: no source tells us what this match paid, see the official result",
};

/** One board's verdict in words: "Division 3 (Match 5): R 6,240.10", "No prize", "Not checked yet: you're offline". */
export function verdictText(verdict: Verdict): string {
  switch (verdict.kind) {
    case "won":
      return `${divisionName(verdict)}: ${verdict.payout !== null ? formatRand(verdict.payout) : PAYOUT_WORDS[verdict.payoutState as "pending" | "missing"]}`;
    case "no-prize":
      return "No prize";
    case "cannot-tell":
      return CANNOT_TELL_WORDS[verdict.reason];
    case "not-drawn":
      return "Not drawn yet";
  }
}

/** Verdicts counted apart, for headlines and totals. */
export interface VerdictTally {
  /** Boards that won, and the rand of those whose payout we know. */
  won: number;
  wonRand: number;
  /** Won boards whose payout we do not have (pending or missing). */
  unpriced: number;
  noPrize: number;
  cannotTell: number;
  notDrawn: number;
}

export function tallyVerdicts(verdicts: Iterable<Verdict>): VerdictTally {
  const tally: VerdictTally = { won: 0, wonRand: 0, unpriced: 0, noPrize: 0, cannotTell: 0, notDrawn: 0 };
  let cents = 0;
  for (const verdict of verdicts) {
    if (verdict.kind === "won") {
      tally.won++;
      if (verdict.payout === null) tally.unpriced++;
      // In cents, so adding up many amounts with cents never drifts.
      else cents += Math.round(verdict.payout * 100);
    } else if (verdict.kind === "no-prize") tally.noPrize++;
    else if (verdict.kind === "cannot-tell") tally.cannotTell++;
    else tally.notDrawn++;
  }
  tally.wonRand = cents / 100;
  return tally;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * What a set of boards won, leading with the money: "R 150", "R 150 and 1 prize whose payout we don't
 * have", "2 prizes whose payout we don't have". Null when nothing was won (the caller then says why:
 * no prize, or what it could not tell).
 */
export function wonText(tally: VerdictTally): string | null {
  if (tally.won === 0) return null;
  const unpriced =
    tally.unpriced > 0 ? count(tally.unpriced, "prize whose payout we don't have", "prizes whose payout we don't have") : null;
  if (tally.wonRand > 0) return unpriced ? `${formatRand(tally.wonRand)} and ${unpriced}` : formatRand(tally.wonRand);
  return unpriced;
}
