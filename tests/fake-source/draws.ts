/**
 * Draws the fake source publishes in tests. INVENTED for the tests (never real results); they fit the
 * rules of the eras from June 2026 (Lotto 6 of 1-52 + bonus, PowerBall 5 of 1-50 + 1-16, Daily Lotto
 * 5 of 1-36) and come after the newest e2e fixture of each game.
 */
import type { PublishedDraw } from "./control";
import type { FakeLevel } from "./payloads";

const levels = (rows: [winners: number, payoutRand: number][]): FakeLevel[] =>
  rows.map(([winners, payoutRand], index) => ({ division: index + 1, winners, payoutRand }));

export const LOTTO_NEW: PublishedDraw = {
  issue: 2741, date: "2026-11-21", numbers: [42, 4, 31, 15, 50, 23], bonus: 9,
  nextJackpotRand: 12_500_000, salesRand: 21_345_678.9,
  levels: levels([[0, 0], [1, 250_000.5], [20, 8_123.4], [95, 2_010], [1_200, 150.3], [2_400, 80.1], [15_000, 20], [30_000, 15]]),
};

export const LOTTO_PREVIOUS: PublishedDraw = {
  issue: 2740, date: "2026-11-18", numbers: [2, 10, 16, 24, 32, 41], bonus: 33, nextJackpotRand: 9_500_000,
};

export const POWERBALL_NEW: PublishedDraw = {
  issue: 1811, date: "2026-11-20", numbers: [3, 14, 22, 37, 45], bonus: 7, nextJackpotRand: 40_000_000,
  levels: levels([[0, 0], [2, 310_000], [10, 20_500.75], [150, 1_100], [600, 300], [9_000, 25], [8_000, 20], [40_000, 12], [60_000, 8]]),
};

export const DAILY_NEW: PublishedDraw = {
  issue: 1520, date: "2026-11-21", numbers: [5, 11, 19, 28, 34],
  levels: levels([[1, 400_000], [250, 450.2], [7_000, 18.5], [70_000, 5]]),
};

const DAY_MS = 86_400_000;

/**
 * A long invented Lotto history for backfill: Wednesdays and Saturdays back from `newest`, newest
 * first, balls chosen by a fixed formula so every draw is valid in every era it falls in.
 */
export function lottoHistory(count: number, newest = "2026-11-21", firstIssue = 2741): PublishedDraw[] {
  const draws: PublishedDraw[] = [];
  let day = Date.parse(`${newest}T00:00:00Z`);
  for (; draws.length < count; day -= DAY_MS) {
    const weekday = new Date(day).getUTCDay();
    if (weekday !== 3 && weekday !== 6) continue;
    const n = draws.length;
    const first = (n % 40) + 1;
    draws.push({
      issue: firstIssue - n,
      date: new Date(day).toISOString().slice(0, 10),
      numbers: [first, first + 1, first + 3, first + 5, first + 7, first + 9],
      bonus: first + 2,
      nextJackpotRand: 2_000_000 + n * 1_000,
    });
  }
  return draws;
}
