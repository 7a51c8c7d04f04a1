/** Per-ball statistics over a window of past draws (newest first). Pure: pages and tests use it. */

export interface BallStat {
  number: number;
  /** Times drawn in the window. */
  frequency: number;
  /** Draws since it was last drawn (0 = in the newest draw); null when not drawn in the window. */
  drawsSince: number | null;
}

/** Every ball from 1 to `max`, drawn or not, in number order. */
export function ballStats(windowNewestFirst: readonly (readonly number[])[], max: number): BallStat[] {
  return Array.from({ length: max }, (_, i) => {
    const number = i + 1;
    let frequency = 0;
    let drawsSince: number | null = null;
    windowNewestFirst.forEach((balls, index) => {
      if (!balls.includes(number)) return;
      frequency++;
      if (drawsSince === null) drawsSince = index;
    });
    return { number, frequency, drawsSince };
  });
}

/** Most drawn first; ties by the most recently drawn, then by number. */
export function hottest(stats: readonly BallStat[]): BallStat[] {
  return [...stats].sort(
    (a, b) => b.frequency - a.frequency || (a.drawsSince ?? Infinity) - (b.drawsSince ?? Infinity) || a.number - b.number,
  );
}

/** Least drawn first; ties by the longest absence, then by number. */
export function coldest(stats: readonly BallStat[]): BallStat[] {
  return [...stats].sort(
    (a, b) => a.frequency - b.frequency || (b.drawsSince ?? Infinity) - (a.drawsSince ?? Infinity) || a.number - b.number,
  );
}

/** Longest absent first (never drawn in the window counts as longest). */
export function mostOverdue(stats: readonly BallStat[]): BallStat[] {
  return [...stats].sort((a, b) => (b.drawsSince ?? Infinity) - (a.drawsSince ?? Infinity) || a.number - b.number);
}

/**
 * A "balanced" set: picks alternately from the hot and cold ends. Like the others it describes the
 * past only; every combination has the same chance in the next draw.
 */
export function balancedSet(stats: readonly BallStat[], size: number): number[] {
  const hot = hottest(stats);
  const cold = coldest(stats);
  const picked: number[] = [];
  for (let i = 0; picked.length < size && i < stats.length; i++) {
    for (const candidate of [hot[i], cold[i]]) {
      if (candidate && picked.length < size && !picked.includes(candidate.number)) picked.push(candidate.number);
    }
  }
  return picked.sort((a, b) => a - b);
}
