/** Frequency statistics of past draws. Pure: the server feeds it rows, pages and the API show it. */

export interface NumberFrequency {
  number: number;
  frequency: number;
}

/**
 * Every main ball drawn in the given draws with how often, most frequent first, ties by number.
 * Balls never drawn in the window are left out (the API contract: "every ball drawn in the window").
 */
export function countFrequencies(drawsNumbers: readonly (readonly number[])[]): NumberFrequency[] {
  const counts = new Map<number, number>();
  for (const numbers of drawsNumbers) {
    for (const n of numbers) counts.set(n, (counts.get(n) ?? 0) + 1);
  }
  return [...counts.entries()]
    .map(([number, frequency]) => ({ number, frequency }))
    .sort((a, b) => b.frequency - a.frequency || a.number - b.number);
}
