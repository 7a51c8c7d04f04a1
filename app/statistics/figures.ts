/**
 * The statistics of past draws, computed one way for every page and the API: the statistics pages, /tips,
 * /lotto-predictions and /api/hot-numbers all count with these functions. Pure (no D1): the rows come
 * from queries.server.ts, and tests feed hand-made fixtures.
 *
 * "Expected" is always what chance predicts for the same number of draws under the era's matrix: a ball
 * is one of `mainCount` drawn from `mainMax`, so it appears in a draw with probability mainCount/mainMax;
 * the bonus ball / PowerBall is one of `bonusMax` (Lotto's bonus comes from the main drum after the six,
 * which by symmetry is also 1 in mainMax for any given ball).
 */
import type { Era } from "~/rules/games";

/** One draw as the statistics read it. */
export interface StatDraw {
  date: string;
  drawNumber: number | null;
  /** Main balls, any order. */
  numbers: readonly number[];
  bonus: number | null;
}

export interface BallFigure {
  number: number;
  /** Times drawn in the window. */
  drawn: number;
  /** Share of the window's draws that held it (0-1). */
  share: number;
  /** Times chance predicts for the window's draws. */
  expected: number;
  /** drawn − expected. */
  difference: number;
  /** The difference in standard deviations of the count under chance (0 when nothing is counted). */
  sigmas: number;
  /** The newest draw that held it among the draws searched (the era), or null. */
  lastDrawn: { date: string; drawNumber: number | null } | null;
  /** Draws since then (0 = in the newest draw); null when not drawn in the draws searched. */
  drawsSince: number | null;
  /** Days from `lastDrawn` to `today`; null when not drawn or no `today` was given. */
  daysSince: number | null;
}

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * Every ball from 1 to `max`: counted over the newest `window` draws of `newestFirst` (all of them when
 * null), last drawn searched over all of `newestFirst`. `pick` gives a draw's balls of the kind counted;
 * balls outside 1..max are never counted (a draw of another era cannot leak into the figures).
 */
function ballFigures(
  newestFirst: readonly StatDraw[],
  options: { max: number; window: number | null; probability: number; pick: (draw: StatDraw) => readonly number[]; today?: string },
): BallFigure[] {
  const { max, probability, pick, today } = options;
  const counted = options.window === null ? newestFirst.length : Math.min(options.window, newestFirst.length);
  const drawn = new Array<number>(max + 1).fill(0);
  const since = new Array<number | null>(max + 1).fill(null);
  newestFirst.forEach((draw, index) => {
    for (const ball of pick(draw)) {
      if (!Number.isInteger(ball) || ball < 1 || ball > max) continue;
      if (index < counted) drawn[ball]!++;
      if (since[ball] === null) since[ball] = index;
    }
  });
  const expected = counted * probability;
  const sd = Math.sqrt(counted * probability * (1 - probability));
  return Array.from({ length: max }, (_, i) => {
    const number = i + 1;
    const drawsSince = since[number] ?? null;
    const last = drawsSince === null ? null : newestFirst[drawsSince]!;
    const times = drawn[number]!;
    return {
      number,
      drawn: times,
      share: counted === 0 ? 0 : times / counted,
      expected,
      difference: times - expected,
      sigmas: sd === 0 ? 0 : (times - expected) / sd,
      lastDrawn: last ? { date: last.date, drawNumber: last.drawNumber } : null,
      drawsSince,
      daysSince: last && today ? daysBetween(last.date, today) : null,
    };
  });
}

/** The main balls of the era: each appears in a draw with probability mainCount/mainMax. */
export function mainBallFigures(newestFirst: readonly StatDraw[], era: Era, window: number | null, today?: string): BallFigure[] {
  return ballFigures(newestFirst, { max: era.mainMax, window, probability: era.mainCount / era.mainMax, pick: (d) => d.numbers, today });
}

/** The bonus ball / PowerBall, counted apart; null for a game without one. */
export function bonusBallFigures(newestFirst: readonly StatDraw[], era: Era, window: number | null, today?: string): BallFigure[] | null {
  if (era.bonusMax === null) return null;
  return ballFigures(newestFirst, {
    max: era.bonusMax,
    window,
    probability: 1 / era.bonusMax,
    pick: (d) => (d.bonus === null ? [] : [d.bonus]),
    today,
  });
}

/** Most drawn first; ties by the most recently drawn, then by number. */
export function hottest(figures: readonly BallFigure[]): BallFigure[] {
  return [...figures].sort((a, b) => b.drawn - a.drawn || (a.drawsSince ?? Infinity) - (b.drawsSince ?? Infinity) || a.number - b.number);
}

/** Least drawn first; ties by the longest absence, then by number. */
export function coldest(figures: readonly BallFigure[]): BallFigure[] {
  return [...figures].sort((a, b) => a.drawn - b.drawn || (b.drawsSince ?? Infinity) - (a.drawsSince ?? Infinity) || a.number - b.number);
}

/** Longest absent first (never drawn in the draws searched counts as longest). */
export function mostOverdue(figures: readonly BallFigure[]): BallFigure[] {
  return [...figures].sort((a, b) => (b.drawsSince ?? Infinity) - (a.drawsSince ?? Infinity) || a.number - b.number);
}

/**
 * The hot-number API's list: every ball drawn in the window, most frequent first, ties by number (the
 * contract of /api/hot-numbers: balls never drawn are left out).
 */
export function drawnBalls(figures: readonly BallFigure[]): { number: number; frequency: number }[] {
  return figures
    .filter((f) => f.drawn > 0)
    .sort((a, b) => b.drawn - a.drawn || a.number - b.number)
    .map((f) => ({ number: f.number, frequency: f.drawn }));
}

/**
 * A "balanced" set: picks alternately from the hot and cold ends. Like the others it describes the past
 * only; every combination has the same chance in the next draw.
 */
export function balancedSet(figures: readonly BallFigure[], size: number): number[] {
  const hot = hottest(figures);
  const cold = coldest(figures);
  const picked: number[] = [];
  for (let i = 0; picked.length < size && i < figures.length; i++) {
    for (const candidate of [hot[i], cold[i]]) {
      if (candidate && picked.length < size && !picked.includes(candidate.number)) picked.push(candidate.number);
    }
  }
  return picked.sort((a, b) => a - b);
}

export interface Combination {
  numbers: number[];
  drawn: number;
}

function subsets(sorted: readonly number[], size: number, start = 0, prefix: number[] = [], out: number[][] = []): number[][] {
  if (prefix.length === size) {
    out.push([...prefix]);
    return out;
  }
  for (let i = start; i < sorted.length; i++) {
    prefix.push(sorted[i]!);
    subsets(sorted, size, i + 1, prefix, out);
    prefix.pop();
  }
  return out;
}

const byNumbers = (a: readonly number[], b: readonly number[]) => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
};

/** The `limit` pairs (size 2) or triples (size 3) of main balls drawn together most often; ties by the numbers. */
export function topCombinations(draws: readonly StatDraw[], era: Era, size: number, limit: number): Combination[] {
  const counts = new Map<string, number>();
  for (const draw of draws) {
    const balls = [...new Set(draw.numbers)].filter((n) => n >= 1 && n <= era.mainMax).sort((a, b) => a - b);
    for (const combo of subsets(balls, size)) {
      const key = combo.join("-");
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return [...counts.entries()]
    .map(([key, drawn]) => ({ numbers: key.split("-").map(Number), drawn }))
    .filter((c) => c.drawn > 1)
    .sort((a, b) => b.drawn - a.drawn || byNumbers(a.numbers, b.numbers))
    .slice(0, limit);
}

/** Times chance predicts any one given pair (size 2) or triple (size 3) to be drawn together in `draws` draws. */
export function combinationExpected(draws: number, era: Era, size: number): number {
  return (draws * choose(era.mainCount, size)) / choose(era.mainMax, size);
}

export interface SplitRow {
  /** How many of the main balls fall in the group (odd, or low). */
  inGroup: number;
  observed: number;
  expected: number;
}

/**
 * Draws by how many of their main balls fall in a group of balls (the odd ones, the low ones), beside
 * what chance predicts: the hypergeometric distribution of the era's matrix.
 */
export function splitTable(draws: readonly StatDraw[], era: Era, inGroup: (ball: number) => boolean): SplitRow[] {
  const { mainCount: k, mainMax: n } = era;
  let groupSize = 0;
  for (let ball = 1; ball <= n; ball++) if (inGroup(ball)) groupSize++;
  const observed = new Array<number>(k + 1).fill(0);
  for (const draw of draws) {
    const count = draw.numbers.filter((ball) => ball >= 1 && ball <= n && inGroup(ball)).length;
    if (count <= k) observed[count]!++;
  }
  const all = choose(n, k);
  return observed.map((times, i) => ({
    inGroup: i,
    observed: times,
    expected: (draws.length * choose(groupSize, i) * choose(n - groupSize, k - i)) / all,
  }));
}

/** The low half of the era's balls: 1 to floor(mainMax / 2). */
export const lowTop = (era: Era) => Math.floor(era.mainMax / 2);

interface SumBin {
  /** Inclusive. */
  from: number;
  to: number;
  observed: number;
  expected: number;
}

export interface SumDistribution {
  bins: SumBin[];
  /** Mean of the draws' sums; null without draws. */
  mean: number | null;
  /** The mean chance predicts: mainCount × (mainMax + 1) / 2. */
  expectedMean: number;
  min: number;
  max: number;
}

/** How many boards of `k` distinct balls from 1..n add up to each sum (index = sum). */
function sumCounts(n: number, k: number): number[] {
  const maxSum = (k * (2 * n - k + 1)) / 2;
  // ways[j][s]: sets of j balls from those seen so far adding up to s.
  const ways = Array.from({ length: k + 1 }, () => new Array<number>(maxSum + 1).fill(0));
  ways[0]![0] = 1;
  for (let ball = 1; ball <= n; ball++) {
    for (let j = Math.min(k, ball); j >= 1; j--) {
      const row = ways[j]!;
      const below = ways[j - 1]!;
      for (let s = maxSum; s >= ball; s--) row[s]! += below[s - ball]!;
    }
  }
  return ways[k]!;
}

/**
 * The sum of the main balls of each draw, in bins about half a standard deviation wide (the first and
 * last bins take the tails), with the draws chance predicts in each (exact, from the era's matrix).
 */
export function sumDistribution(draws: readonly StatDraw[], era: Era): SumDistribution {
  const { mainCount: k, mainMax: n } = era;
  const min = (k * (k + 1)) / 2;
  const max = (k * (2 * n - k + 1)) / 2;
  const expectedMean = (k * (n + 1)) / 2;
  const sd = Math.sqrt((k * (n + 1) * (n - k)) / 12);
  const width = Math.max(5, Math.round(sd / 2 / 5) * 5);
  const firstEdge = Math.max(min + 1, Math.floor((expectedMean - 2.5 * sd) / width) * width);
  const edges: number[] = [min];
  for (let edge = firstEdge; edge <= Math.min(max, expectedMean + 2.5 * sd); edge += width) edges.push(edge);
  const bins: SumBin[] = edges.map((from, i) => ({ from, to: i + 1 < edges.length ? edges[i + 1]! - 1 : max, observed: 0, expected: 0 }));
  const binOf = (sum: number) => {
    for (let i = bins.length - 1; i >= 0; i--) if (sum >= bins[i]!.from) return bins[i]!;
    return bins[0]!;
  };
  const counts = sumCounts(n, k);
  const total = choose(n, k);
  const boardsIn = new Map<SumBin, number>();
  counts.forEach((ways, sum) => {
    if (ways > 0) boardsIn.set(binOf(sum), (boardsIn.get(binOf(sum)) ?? 0) + ways);
  });
  for (const [bin, ways] of boardsIn) bin.expected = (draws.length * ways) / total;
  let totalSum = 0;
  for (const draw of draws) {
    const sum = draw.numbers.reduce((a, b) => a + b, 0);
    totalSum += sum;
    binOf(sum).observed++;
  }
  return { bins, mean: draws.length === 0 ? null : totalSum / draws.length, expectedMean, min, max };
}
