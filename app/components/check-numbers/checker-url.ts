/** The checker's own address with the same boards and another draw date: its state is all in the URL. Client-safe. */
export interface CheckerState {
  game: string;
  numbers: string;
  powerball: string;
}

export function checkerUrl(state: CheckerState, date: string): string {
  const query = new URLSearchParams({ game: state.game, numbers: state.numbers });
  if (state.powerball !== "") query.set("powerball", state.powerball);
  query.set("date", date);
  return `/check-numbers?${query.toString()}`;
}
