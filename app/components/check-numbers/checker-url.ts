/** The checker's own address with the same boards and another draw date: its state is all in the URL. Client-safe. */
export interface CheckerState {
  game: string;
  numbers: string;
  powerball: string;
}

function checkerQuery(state: CheckerState): URLSearchParams {
  const query = new URLSearchParams({ game: state.game, numbers: state.numbers });
  if (state.powerball !== "") query.set("powerball", state.powerball);
  return query;
}

export function checkerUrl(state: CheckerState, date: string): string {
  const query = checkerQuery(state);
  query.set("date", date);
  return `/check-numbers?${query.toString()}`;
}

/**
 * The same check's "In all our records": the summary of every board, or with `board` (1-based) a page of
 * that board's wins. Built from the form's values, so no other parameter of the request is repeated.
 */
export function recordsUrl(state: CheckerState & { date: string }, list?: { board: number; page: number }): string {
  const query = checkerQuery(state);
  if (state.date !== "") query.set("date", state.date);
  if (list) {
    query.set("board", String(list.board));
    query.set("page", String(list.page));
  }
  return `/check-numbers?${query.toString()}`;
}
