/**
 * Which prize divisions pay a fixed amount and which share a pool, per game and era, as the division data
 * shows it: a division is fixed when every draw of the era we hold with divisions paid the same non-zero
 * amount to each winner (at least MIN_DRAWS draws); otherwise its winners share a pool and the amount
 * changes from draw to draw. A pool division can turn fixed within an era (Lotto's Match 3 paid R50 in
 * every draw from 25 May 2016 to the end of the 49-ball era): `fixedFrom` says so, so that a page never
 * states "every division shared a pool" for a whole era when that held for only part of it.
 *
 * PRIZE_ERAS is the derivation's result over data/divisions.csv (the real history, also loaded into D1),
 * written out here so pages need no D1 query for it. tests/unit/content-facts.test.ts derives it again from
 * data/ with `derivePrizeEras` and fails when the two differ: after `npm run data:sync` brings new
 * divisions, run that test and paste what it prints.
 * Client-safe.
 */
import { eraOn } from "~/rules/games";

/** Fewer draws than this cannot show that an amount is fixed. */
const MIN_DRAWS = 10;

export type MainGame = "lotto" | "powerball" | "daily-lotto";
const MAIN_GAMES: readonly MainGame[] = ["lotto", "powerball", "daily-lotto"];

export interface DivisionRow {
  game: string;
  date: string;
  division: number;
  match: string;
  payout: number;
}

interface PrizeDivision {
  division: number;
  /** The stored match code: "4+bonus", "3", "0+powerball". */
  match: string;
  /** Rand per winner when fixed; null when the winners share a pool. */
  fixed: number | null;
  /** Pool divisions: the range and median of what one winner was paid (draws with winners). */
  paid: { min: number; median: number; max: number; draws: number } | null;
  /**
   * A pool division that paid one fixed amount in every draw from some date to the end of the era (at
   * least MIN_DRAWS draws): the era then holds two periods, and saying "every division shared a pool" of
   * the whole era would be false for the later one (Lotto's Match 3 paid R50 from 25 May 2016, issue 35).
   * `before` is the last draw held before `from`.
   */
  fixedFrom?: { from: string; before: string; amount: number; draws: number };
}

export interface PrizeEra {
  game: MainGame;
  /** The games.ts era this belongs to (its `from`). */
  era: string;
  /** First and last draw of the era that we hold with divisions, and how many. */
  first: string;
  last: string;
  draws: number;
  divisions: PrizeDivision[];
}

const round2 = (n: number) => Math.round(n * 100) / 100;

function median(sorted: number[]): number {
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : round2((sorted[mid - 1]! + sorted[mid]!) / 2);
}

/**
 * The era's last draws (oldest first in `dates`) in which a division paid one same non-zero amount, when
 * there are at least MIN_DRAWS of them: from which draw it was fixed. A draw without the division ends it.
 */
function fixedTail(dates: readonly string[], byDate: ReadonlyMap<string, number>): PrizeDivision["fixedFrom"] | undefined {
  const amount = byDate.get(dates[dates.length - 1]!);
  if (amount === undefined || amount <= 0) return undefined;
  let start = dates.length - 1;
  while (start > 0 && byDate.get(dates[start - 1]!) === amount) start--;
  const draws = dates.length - start;
  if (start === 0 || draws < MIN_DRAWS) return undefined;
  return { from: dates[start]!, before: dates[start - 1]!, amount, draws };
}

/** The derivation: rows of data/divisions.csv (or D1's prize_divisions) → fixed and pool divisions per era. */
export function derivePrizeEras(rows: readonly DivisionRow[]): PrizeEra[] {
  const groups = new Map<
    string,
    {
      game: MainGame;
      era: string;
      dates: Set<string>;
      byMatch: Map<string, { division: number; payouts: number[]; byDate: Map<string, number> }>;
    }
  >();
  for (const row of rows) {
    if (!(MAIN_GAMES as readonly string[]).includes(row.game)) continue;
    const game = row.game as MainGame;
    const era = eraOn(game, row.date);
    if (!era) continue;
    const key = `${game}|${era.from}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { game, era: era.from, dates: new Set(), byMatch: new Map() }));
    group.dates.add(row.date);
    let match = group.byMatch.get(row.match);
    if (!match) group.byMatch.set(row.match, (match = { division: row.division, payouts: [], byDate: new Map() }));
    match.division = Math.min(match.division, row.division);
    match.payouts.push(row.payout);
    match.byDate.set(row.date, row.payout);
  }
  const eras: PrizeEra[] = [];
  for (const group of groups.values()) {
    if (group.dates.size < MIN_DRAWS) continue;
    const dates = [...group.dates].sort();
    const divisions = [...group.byMatch.entries()]
      .map(([match, { division, payouts, byDate }]): PrizeDivision => {
        const amounts = new Set(payouts);
        const only = payouts[0]!;
        if (payouts.length >= MIN_DRAWS && amounts.size === 1 && only > 0) return { division, match, fixed: only, paid: null };
        const won = payouts.filter((p) => p > 0).sort((a, b) => a - b);
        const fixedFrom = fixedTail(dates, byDate);
        return {
          division,
          match,
          fixed: null,
          paid: won.length ? { min: won[0]!, median: median(won), max: won[won.length - 1]!, draws: won.length } : null,
          ...(fixedFrom ? { fixedFrom } : {}),
        };
      })
      .sort((a, b) => a.division - b.division);
    eras.push({ game: group.game, era: group.era, first: dates[0]!, last: dates[dates.length - 1]!, draws: dates.length, divisions });
  }
  return eras.sort((a, b) => a.game.localeCompare(b.game) || a.era.localeCompare(b.era));
}

/** The newest era of a game that we hold division data for. */
export function latestPrizeEra(game: MainGame): PrizeEra | undefined {
  return PRIZE_ERAS.filter((era) => era.game === game).at(-1);
}

export function prizeErasOf(game: MainGame): PrizeEra[] {
  return PRIZE_ERAS.filter((era) => era.game === game);
}

// The derivation over data/divisions.csv (5,861 draws to 9 Oct 2026). Generated: do not edit by hand.
// prettier-ignore
export const PRIZE_ERAS: readonly PrizeEra[] = [
  { game: "daily-lotto", era: "2026-06-01", first: "2026-06-16", last: "2026-08-10", draws: 56, divisions: [
    { division: 1, match: "5", fixed: null, paid: { min: 61306.7, median: 155395.35, max: 426832, draws: 48 } },
    { division: 2, match: "4", fixed: null, paid: { min: 273.3, median: 356.2, max: 1843.4, draws: 56 } },
    { division: 3, match: "3", fixed: null, paid: { min: 15.8, median: 17.85, max: 19.5, draws: 56 } },
    { division: 4, match: "2", fixed: null, paid: { min: 4.5, median: 4.85, max: 5.1, draws: 56 } },
  ] },
  { game: "lotto", era: "2000-03-11", first: "2000-03-11", last: "2001-09-29", draws: 82, divisions: [
    { division: 1, match: "6", fixed: null, paid: { min: 269046, median: 4594175, max: 16353580, draws: 55 } },
    { division: 2, match: "5+bonus", fixed: null, paid: { min: 17279, median: 127593.5, max: 858643, draws: 82 } },
    { division: 3, match: "5", fixed: null, paid: { min: 1588, median: 6866, max: 35837, draws: 82 } },
    { division: 4, match: "4+bonus", fixed: null, paid: { min: 315, median: 1538.5, max: 6108, draws: 82 } },
    { division: 5, match: "4", fixed: null, paid: { min: 74, median: 212.5, max: 530, draws: 82 } },
    { division: 6, match: "3+bonus", fixed: null, paid: { min: 48, median: 107.5, max: 276, draws: 82 } },
    { division: 7, match: "3", fixed: null, paid: { min: 14, median: 24, max: 58, draws: 82 } },
  ] },
  { game: "lotto", era: "2001-10-01", first: "2001-10-03", last: "2017-07-29", draws: 1594, divisions: [
    { division: 1, match: "6", fixed: null, paid: { min: 111901, median: 3826641, max: 35244636.5, draws: 635 } },
    { division: 2, match: "5+bonus", fixed: null, paid: { min: 8130, median: 138629.5, max: 10918471, draws: 1422 } },
    { division: 3, match: "5", fixed: null, paid: { min: 304, median: 7355, max: 22234.3, draws: 1594 } },
    { division: 4, match: "4+bonus", fixed: null, paid: { min: 155, median: 1655, max: 5632.1, draws: 1594 } },
    { division: 5, match: "4", fixed: null, paid: { min: 52.4, median: 245, max: 420, draws: 1594 } },
    { division: 6, match: "3+bonus", fixed: null, paid: { min: 42, median: 121, max: 218, draws: 1594 } },
    { division: 7, match: "3", fixed: null, paid: { min: 11, median: 30, max: 50, draws: 1594 }, fixedFrom: { from: "2016-05-25", before: "2016-05-21", amount: 50, draws: 124 } },
  ] },
  { game: "lotto", era: "2017-08-01", first: "2017-08-02", last: "2024-11-13", draws: 759, divisions: [
    { division: 1, match: "6", fixed: null, paid: { min: 1660071.7, median: 15406387.6, max: 103684796.71, draws: 96 } },
    { division: 2, match: "5+bonus", fixed: null, paid: { min: 10072, median: 75073.3, max: 188574.2, draws: 411 } },
    { division: 3, match: "5", fixed: null, paid: { min: 1119.7, median: 5272.5, max: 14580.3, draws: 759 } },
    { division: 4, match: "4+bonus", fixed: null, paid: { min: 628.1, median: 2140.1, max: 4383.7, draws: 759 } },
    { division: 5, match: "4", fixed: null, paid: { min: 52.9, median: 161.8, max: 243.2, draws: 759 } },
    { division: 6, match: "3+bonus", fixed: null, paid: { min: 46.8, median: 105.2, max: 168.7, draws: 759 } },
    { division: 7, match: "3", fixed: 50, paid: null },
    { division: 8, match: "2+bonus", fixed: 20, paid: null },
  ] },
  { game: "lotto", era: "2026-06-01", first: "2026-06-03", last: "2026-08-08", draws: 20, divisions: [
    { division: 1, match: "6", fixed: null, paid: { min: 20082438.9, median: 21818893.7, max: 23555348.5, draws: 2 } },
    { division: 2, match: "5+bonus", fixed: null, paid: { min: 214665.8, median: 445278.6, max: 535958.8, draws: 5 } },
    { division: 3, match: "5", fixed: null, paid: { min: 17669.7, median: 42570.15, max: 103892.2, draws: 20 } },
    { division: 4, match: "4+bonus", fixed: 4000, paid: null },
    { division: 5, match: "4", fixed: 200, paid: null },
    { division: 6, match: "3+bonus", fixed: 200, paid: null },
    { division: 7, match: "2+bonus", fixed: 30, paid: null },
    { division: 8, match: "3", fixed: 20, paid: null },
  ] },
  { game: "powerball", era: "2018-06-19", first: "2025-12-02", last: "2026-05-29", draws: 38, divisions: [
    { division: 1, match: "5+powerball", fixed: null, paid: { min: 4869661.5, median: 56652131.55, max: 108434601.6, draws: 2 } },
    { division: 2, match: "5", fixed: null, paid: { min: 86877.9, median: 213055.7, max: 527773.4, draws: 29 } },
    { division: 3, match: "4+powerball", fixed: null, paid: { min: 6326, median: 13029.15, max: 44299, draws: 38 } },
    { division: 4, match: "4", fixed: null, paid: { min: 743.9, median: 1081.1, max: 1270.3, draws: 38 } },
    { division: 5, match: "3+powerball", fixed: null, paid: { min: 384.6, median: 533.25, max: 648.7, draws: 38 } },
    { division: 6, match: "3", fixed: null, paid: { min: 17.6, median: 22.9, max: 26.3, draws: 38 } },
    { division: 7, match: "2+powerball", fixed: null, paid: { min: 19.4, median: 22.75, max: 26.2, draws: 38 } },
    { division: 8, match: "1+powerball", fixed: 15, paid: null },
    { division: 9, match: "0+powerball", fixed: 10, paid: null },
  ] },
  { game: "powerball", era: "2026-06-01", first: "2026-06-02", last: "2026-08-07", draws: 20, divisions: [
    { division: 1, match: "5+powerball", fixed: null, paid: { min: 69520478.3, median: 99056936.4, max: 128593394.5, draws: 2 } },
    { division: 2, match: "5", fixed: null, paid: { min: 96727.7, median: 293469.6, max: 545941.8, draws: 11 } },
    { division: 3, match: "4+powerball", fixed: null, paid: { min: 10721.9, median: 19595.8, max: 49764.2, draws: 20 } },
    { division: 4, match: "4", fixed: 2000, paid: null },
    { division: 5, match: "3+powerball", fixed: 500, paid: null },
    { division: 6, match: "3", fixed: 100, paid: null },
    { division: 7, match: "2+powerball", fixed: 100, paid: null },
    { division: 8, match: "1+powerball", fixed: 20, paid: null },
    { division: 9, match: "0+powerball", fixed: 10, paid: null },
  ] },
];
