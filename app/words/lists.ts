/** Lists in words, as the site writes them in English. Client-safe. */

/** "Lotto", "Lotto and PowerBall", "Lotto, Lotto Plus 1 and PowerBall". */
export function andList(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}
