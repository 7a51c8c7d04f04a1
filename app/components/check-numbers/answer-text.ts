/**
 * The checker's answers in words, from the one verdict per board and draw (app/tickets/verdict.ts): the
 * night's one-line headline, each board's line, and what "In all our records" could and could not tell.
 * Wins, "no prize" and "cannot tell" are said apart: "no win" only of a draw we hold whose prize structure
 * we know, never of a draw we did not check. Pure, so the words are tested without a page.
 */
import { formatDay } from "~/words/dates";
import { andList } from "~/words/lists";
import { formatInteger, formatRand } from "~/words/numbers";
import { divisionCode, matchCodeLabel, type GameId } from "~/rules/games";
import { divisionName, verdictText, type BoardVerdict, type Verdict } from "~/tickets/verdict";
import type { CannotTellCount, NightAnswer, NightDraw, RecordsChecked, UncheckedDraw } from "~/views/check-numbers.server";

type Found = Extract<NightAnswer, { kind: "found" }>;

/** Words, and whether the official results' link follows them (a gap, or an answer only the operator has). */
export interface LinkedText {
  text: string;
  official: boolean;
}

/** "Lotto Plus 1 and 2" for names that differ only in their last word; "Lotto and Lotto Plus 1" otherwise. */
export function gamesText(names: readonly string[]): string {
  const words = names.map((name) => name.split(" "));
  const stem = words[0]!.slice(0, -1).join(" ");
  const shared = names.length > 1 && stem !== "" && words.every((w) => w.length === words[0]!.length && w.slice(0, -1).join(" ") === stem);
  return shared ? `${stem} ${andList(words.map((w) => w[w.length - 1]!))}` : andList(names);
}

/** "Match 2 + Bonus": what a board matched, as the prize tables name it. */
const matchedLabel = (game: GameId, answer: Pick<BoardVerdict, "matched" | "bonusMatched">) =>
  matchCodeLabel(divisionCode(game, { main: answer.matched.length, bonus: answer.bonusMatched }));

const OFFICIAL_WORDS = "see the official result";

/**
 * One board's verdict beside it: "Division 8 (Match 3): R 15 per winner", "No prize", or words that end
 * with the official result (`official`: the caller links "see the official result" there).
 */
export function boardVerdictText(verdict: Verdict): LinkedText {
  const text = verdictText(verdict);
  if (verdict.kind === "won" && verdict.payout !== null) return { text: `${text} per winner`, official: false };
  if (text.endsWith(OFFICIAL_WORDS)) return { text: text.slice(0, -OFFICIAL_WORDS.length).trimEnd(), official: true };
  return { text, official: false };
}

const isOrAre = (count: number) => (count === 1 ? "is" : "are");

/**
 * What the draws not in our records are, grouped by why and by night: "Lotto Plus 1 and 2 of that night
 * are not in our records". `night` names a date ("that night" for the night asked about).
 */
export function uncheckedText(unchecked: readonly UncheckedDraw[], night: (date: string) => string): LinkedText | null {
  const groups: [string, (d: UncheckedDraw) => boolean, boolean][] = [
    ["not in our records", (d) => d.verdict.kind === "cannot-tell" && d.verdict.reason === "result-missing", true],
    ["not in yet: we keep checking", (d) => d.verdict.kind === "cannot-tell" && d.verdict.reason === "result-pending", true],
    ["not drawn yet", (d) => d.verdict.kind === "not-drawn", false],
  ];
  const dates = [...new Set(unchecked.map((d) => d.drawDate))].sort();
  const parts: string[] = [];
  let official = false;
  for (const date of dates) {
    for (const [words, test, link] of groups) {
      const of = unchecked.filter((d) => d.drawDate === date && test(d));
      if (of.length === 0) continue;
      parts.push(`${gamesText(of.map((d) => d.gameName))} of ${night(date)} ${isOrAre(of.length)} ${words}`);
      official ||= link;
    }
  }
  return parts.length > 0 ? { text: parts.join("; "), official } : null;
}

/**
 * The night's answer in one line, wins first: "Your numbers won R 15 on Lotto, Wed 18 Nov 2026 and
 * Division 8 (Match 3) on Lotto Plus 1, Wed 18 Nov 2026. Its payout is not published yet.", then the
 * boards we cannot tell about, then "No win on …" for the draws where every board won nothing, and the
 * draws of the night that were not checked: "No win on Lotto; Lotto Plus 1 and 2 of that night are not in
 * our records." Only when every draw of the night was checked and nothing won does it say plainly "No
 * win on the draws of Sat 14 Nov 2026".
 */
export function nightHeadline(night: Found): LinkedText {
  const boards = night.draws[0]?.boards.length ?? 0;
  const withBoard = (index: number) => (boards > 1 ? ` with board ${index + 1}` : "");
  const sameNight = night.draws.every((draw) => draw.drawDate === night.date);
  const where = (draw: NightDraw) => `${draw.gameName}, ${formatDay(draw.drawDate)}`;
  const sentences: string[] = [];
  let official = false;

  const won = night.draws.flatMap((draw) => {
    const items = draw.boards.flatMap((answer, index) =>
      answer.verdict.kind === "won"
        ? [`${answer.verdict.payout !== null ? formatRand(answer.verdict.payout) : divisionName(answer.verdict)}${withBoard(index)}`]
        : [],
    );
    return items.length > 0 ? [`${andList(items)} on ${where(draw)}`] : [];
  });
  if (won.length > 0) sentences.push(`Your numbers won ${andList(won)}.`);

  // Wins without a payout: still to come (the first days), or a gap in our records.
  const unpriced = (state: "pending" | "missing") =>
    night.draws.filter((draw) => draw.boards.some((b) => b.verdict.kind === "won" && b.verdict.payoutState === state)).length;
  const pending = unpriced("pending");
  const missing = unpriced("missing");
  if (pending > 0) sentences.push(pending === 1 ? "Its payout is not published yet." : "Their payouts are not published yet.");
  if (missing > 0) sentences.push(missing === 1 ? "We don't have this draw's payouts." : "We don't have these draws' payouts.");
  official ||= pending + missing > 0;

  const unknown = night.draws.flatMap((draw) =>
    draw.boards.flatMap((answer, index) =>
      answer.verdict.kind === "cannot-tell" ? [{ label: `${matchedLabel(draw.game, answer)} on ${where(draw)}`, index }] : [],
    ),
  );
  if (unknown.length > 0) {
    const who = unknown.map(({ label, index }, i) => (boards > 1 ? `${i === 0 ? "Board" : "board"} ${index + 1}'s ${label}` : label));
    sentences.push(
      `${boards > 1 ? "" : "Your "}${andList(who)} may have won: no source tells us what ${unknown.length === 1 ? "it" : "they"} paid.`,
    );
    official = true;
  }

  // "that night" is the night in the heading; any other night is named.
  const dated = !sameNight || night.unchecked.some((draw) => draw.drawDate !== night.date);
  const notChecked = uncheckedText(night.unchecked, (date) => (date === night.date && sameNight ? "that night" : formatDay(date)));
  const lost = night.draws.filter((draw) => draw.boards.every((b) => b.verdict.kind === "no-prize"));
  const allLost = lost.length === night.draws.length && !notChecked;
  if (allLost) sentences.push(night.latest ? "No win on the latest draws." : `No win on the draws of ${formatDay(night.date)}.`);
  else if (lost.length > 0) {
    const lostDates = [...new Set(lost.map((draw) => draw.drawDate))].sort();
    const noWin = `No win on ${andList(
      lostDates.map((date) => {
        const games = gamesText(lost.filter((draw) => draw.drawDate === date).map((draw) => draw.gameName));
        return dated ? `${games} of ${formatDay(date)}` : games;
      }),
    )}`;
    // "No win on Lotto; Lotto Plus 1 and 2 of that night are not in our records." when nothing else is said.
    if (notChecked && sentences.length === 0) sentences.push(`${noWin}; ${notChecked.text}.`);
    else sentences.push(`${noWin}.`, ...(notChecked ? [`${capitalised(notChecked.text)}.`] : []));
  } else if (notChecked) sentences.push(`${capitalised(notChecked.text)}.`);
  official ||= notChecked?.official ?? false;

  return { text: sentences.join(" "), official };
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "2,700 Lotto draws since Sat 1 Jan 2000" for one game of what was checked. */
function checkedPart(part: RecordsChecked): string {
  const count = `${formatInteger(part.drawsChecked)} ${part.gameName} ${part.drawsChecked === 1 ? "draw" : "draws"}`;
  return `${count}${part.firstDate && part.drawsChecked > 0 ? ` since ${formatDay(part.firstDate)}` : ""}`;
}

const drawsOf = (count: number, gameName: string) => `${formatInteger(count)} ${gameName} ${count === 1 ? "draw" : "draws"}`;

/**
 * What "In all our records" checked, game by game, and what it could not: draws of a period whose prize
 * structure we don't have (no board can be told there) and scheduled draws our records miss.
 */
export function checkedText(checked: readonly RecordsChecked[]): string {
  const sentences = [`Checked ${andList(checked.filter((part) => part.drawsChecked > 0).map(checkedPart)) || "no draws"} in our records.`];
  for (const part of checked.filter((p) => p.drawsUnknown > 0)) {
    sentences.push(
      `${drawsOf(part.drawsUnknown, part.gameName)} (${formatDay(part.unknownFrom!)} to ${formatDay(part.unknownTo!)}) could not be told: we don't have that period's prize structure.`,
    );
  }
  const missing = checked.filter((part) => part.drawsMissing > 0);
  if (missing.length > 0) {
    const total = missing.reduce((sum, part) => sum + part.drawsMissing, 0);
    sentences.push(
      `Our records miss ${andList(missing.map((part) => drawsOf(part.drawsMissing, part.gameName)))} between their first and last: ${total === 1 ? "it was" : "they were"} not checked.`,
    );
  }
  return sentences.join(" ");
}

/** "3 Lotto draws and 1 Lotto Plus 2 draw": the draws a board cannot be told about, or null. */
export function cannotTellText(counts: readonly CannotTellCount[]): string | null {
  if (counts.length === 0) return null;
  return andList(counts.map((part) => drawsOf(part.count, part.gameName)));
}

/** "Board 2: 41 winning draws and 3 we cannot tell for 1 2 3 4 5 6 in Lotto" (the board's number only when there are several). */
export function recordsHeading(wins: number, cannotTell: number, board: string, games: string, number: number | null): string {
  const won = wins === 0 ? "No wins" : `${formatInteger(wins)} winning ${wins === 1 ? "draw" : "draws"}`;
  const unknown = cannotTell > 0 ? ` and ${formatInteger(cannotTell)} ${cannotTell === 1 ? "draw" : "draws"} we cannot tell` : "";
  return `${number ? `Board ${number}: ` : ""}${won}${unknown} for ${board} in ${games}`;
}
