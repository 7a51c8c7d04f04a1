/**
 * Draws the fake source publishes in tests. INVENTED for the tests (never real results); they fit the
 * rules of the eras from June 2026 (Lotto 6 of 1-52 + bonus, PowerBall 5 of 1-50 + 1-16, Daily Lotto
 * 5 of 1-36) and come after the newest e2e fixture of each game. Levels carry their pool's labels
 * (FAKE_PRIZE_TABLES) unless a draw says otherwise.
 */
import type { PublishedDraw } from "./control";
import type { FakeLevel } from "./payloads";

const levels = (rows: [winners: number, payoutRand: number][]): FakeLevel[] =>
  rows.map(([winners, payoutRand], index) => ({ division: index + 1, winners, payoutRand }));

export const LOTTO_NEW: PublishedDraw = {
  issue: 2741,
  date: "2026-11-21",
  numbers: [42, 4, 31, 15, 50, 23],
  bonus: 9,
  nextJackpotRand: 12_500_000,
  salesRand: 21_345_678.9,
  rolloverRand: 9_800_000.5,
  nextDrawTime: "2026-11-25 21:00:00",
  drawMachineId: "RNG2",
  latest: true,
  levels: levels([
    [0, 0],
    [1, 250_000.5],
    [20, 8_123.4],
    [95, 2_010],
    [1_200, 150.3],
    [2_400, 80.1],
    [15_000, 20],
    [30_000, 15],
  ]),
};

/**
 * LOTTO 5 MAX (pool 102) on the same night, with the same draw number as Lotto's (the source numbers a
 * main game and its Plus pools alike) and its own prize table: Match 3 at level 7 and Match 2 at level 8,
 * where our Lotto table has 2+bonus and 3.
 */
export const LOTTO_PLUS_2_NEW: PublishedDraw = {
  issue: 2741,
  date: "2026-11-21",
  numbers: [1, 6, 20, 33, 40, 51],
  bonus: 25,
  nextJackpotRand: 3_000_000,
  levels: levels([
    [0, 0],
    [0, 0],
    [14, 4_500],
    [60, 1_250.5],
    [900, 95],
    [1_800, 50],
    [20_000, 12],
    [41_000, 6],
  ]),
};

/** PowerBall XTRA (pool 101) paying six levels only, where PowerBall pays nine; labels in the feed's mixed case. */
export const POWERBALL_PLUS_NEW: PublishedDraw = {
  issue: 1811,
  date: "2026-11-20",
  numbers: [2, 11, 25, 38, 49],
  bonus: 5,
  levels: levels([
    [1, 500_000],
    [0, 0],
    [4, 12_000],
    [30, 900],
    [150, 110],
    [2_000, 18],
  ]).map((level, index) => ({
    ...level,
    label: ["MATCH 5 + PowerBall", "MATCH 5", "MATCH 4 + PowerBall", "MATCH 4", "MATCH 3 + PowerBall", "MATCH 3"][index],
  })),
};

export const LOTTO_PREVIOUS: PublishedDraw = {
  issue: 2740,
  issueAsNumber: true,
  date: "2026-11-18",
  numbers: [2, 10, 16, 24, 32, 41],
  bonus: 33,
  nextJackpotRand: 9_500_000,
};

export const POWERBALL_NEW: PublishedDraw = {
  issue: 1811,
  issueAsNumber: true,
  date: "2026-11-20",
  numbers: [3, 14, 22, 37, 45],
  bonus: 7,
  nextJackpotRand: 40_000_000,
  levels: levels([
    [0, 0],
    [2, 310_000],
    [10, 20_500.75],
    [150, 1_100],
    [600, 300],
    [9_000, 25],
    [8_000, 20],
    [40_000, 12],
    [60_000, 8],
  ]),
};

export const DAILY_NEW: PublishedDraw = {
  issue: 1520,
  date: "2026-11-21",
  numbers: [5, 11, 19, 28, 34],
  levels: levels([
    [1, 400_000],
    [250, 450.2],
    [7_000, 18.5],
    [70_000, 5],
  ]),
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
