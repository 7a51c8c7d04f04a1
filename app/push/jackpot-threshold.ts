/**
 * Jackpot thresholds (issue 45): what a subscription may ask per game ("tell me when the next jackpot is
 * over R 100 million") and the few the alert buttons offer. Whole rand, between a floor under which every
 * estimate would qualify (the Daily Lotto's smallest pools are a few hundred thousand rand) and the
 * highest amount the site stores for any draw (R 1,000,000,000, docs/data-format.md). Client-safe: the
 * subscription input (zod) and the buttons read it.
 */
import type { GameId } from "~/rules/game-names";

export const JACKPOT_THRESHOLD_MIN = 100_000;
export const JACKPOT_THRESHOLD_MAX = 1_000_000_000;

/**
 * The thresholds the buttons offer, by game: round amounts within the range each game's estimates move
 * in (data/: Lotto and PowerBall from a few million to past R 100 million, their add-ons to tens of
 * millions, the Daily Lotto around half a million).
 */
export const OFFERED_THRESHOLDS: Record<GameId, readonly number[]> = {
  lotto: [20_000_000, 50_000_000, 100_000_000],
  "lotto-plus-1": [10_000_000, 20_000_000, 50_000_000],
  "lotto-plus-2": [10_000_000, 20_000_000, 50_000_000],
  powerball: [50_000_000, 100_000_000, 150_000_000],
  "powerball-plus": [10_000_000, 20_000_000, 50_000_000],
  "daily-lotto": [500_000, 750_000, 1_000_000],
};
