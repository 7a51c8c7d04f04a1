/**
 * Which part of the checker's "In all our records" a request asks for: the summary of every board (no
 * `board`), or one board's full list of wins a page at a time (`board`, 1-based, and `page`, 1-based,
 * page 1 when absent). Both are decimal digits only (decimal-integer.ts). A value that names no
 * board, or is not digits, is a message beside the summary, never an error page; the message never
 * repeats what was sent (history-params.ts says why). Whether a page exists depends on the
 * board's wins, so the model answers that (`pageMessage`).
 */
import { formatInteger } from "~/words/numbers";
import { parseDecimal } from "./decimal-integer";

export type RecordsView = { kind: "summary" } | { kind: "board"; board: number; page: number };

export interface ParsedRecordsView {
  view: RecordsView;
  /** Why the summary is shown instead of what was asked for. */
  message: string | null;
}

const SUMMARY: RecordsView = { kind: "summary" };

const boardsText = (count: number) => `${count} ${count === 1 ? "board" : "boards"}`;

export function parseRecordsView(raw: { board: string | null; page: string | null }, boardCount: number): ParsedRecordsView {
  if (raw.board === null) {
    return raw.page === null
      ? { view: SUMMARY, message: null }
      : { view: SUMMARY, message: "A page number belongs to one board's list of wins: open a board's list from the summary below." };
  }
  const board = parseDecimal(raw.board);
  if (board === null) {
    return {
      view: SUMMARY,
      message: `A board is chosen by its number in digits, from 1 to ${boardCount}. Here is the summary of every board.`,
    };
  }
  if (board < 1 || board > boardCount) {
    return { view: SUMMARY, message: `There is no board ${formatInteger(board)}: this check has ${boardsText(boardCount)}.` };
  }
  if (raw.page === null) return { view: { kind: "board", board, page: 1 }, message: null };
  const page = parseDecimal(raw.page);
  if (page === null || page < 1) {
    return { view: SUMMARY, message: "A page is chosen by its number in digits, from 1. Here is the summary of every board." };
  }
  return { view: { kind: "board", board, page }, message: null };
}

/** The message for a page past the end of a board's list (the model knows how many pages there are). */
export function pageMessage(board: number, page: number, wins: number, pages: number): string {
  const list =
    wins === 0
      ? "has no winning draws"
      : `has ${formatInteger(wins)} winning ${wins === 1 ? "draw" : "draws"} on ${pages === 1 ? "1 page" : `${formatInteger(pages)} pages`}`;
  return `There is no page ${formatInteger(page)} of board ${board}'s wins: that board ${list}.`;
}
