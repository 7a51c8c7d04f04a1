/**
 * The one module of game rules. The UI, the API, validation, import and ingest all read it.
 *
 * Rules are data with eras: ball counts and ranges changed over the years, and a draw is validated
 * against the era of its own date so real historical draws are never rejected. Where the data we hold
 * does not tell a rule of an era (divisions), it is `null` and pages do not state it. Ticket prices are not
 * rules of an era: they have their own table with sources (prices.ts).
 * Client-safe: no zod, no server imports.
 */

import { GAME_NAMES, hasPowerBall, NEW_OPERATOR_FROM, type GameId, type GameName } from "./game-names";
import { weekdayName, weekdayShort } from "~/words/dates";
import { andList } from "~/words/lists";
import type { Weekday } from "~/words/sa-time";

// Who the games are (ids, names, families) lives in game-names.ts, so that pages' scripts can name a
// game without carrying every era; everything here builds on it, and it is re-exported as one module.
export {
  bonusName,
  displayName,
  familyOf,
  hasPowerBall,
  GAME_IDS,
  GAME_NAMES,
  isGameId,
  matchCodeLabel,
  type Family,
  type GameId,
} from "./game-names";

export interface DivisionRule {
  division: number;
  /** Main balls matched. */
  main: number;
  /** Whether the bonus ball / PowerBall must also match. */
  bonus: boolean;
}

/** A match of main balls, with or without the bonus ball / PowerBall. */
export type MatchRule = Pick<DivisionRule, "main" | "bonus">;

export interface Era {
  /** First SA date of the era, inclusive (YYYY-MM-DD). */
  from: string;
  /** Last SA date of the era, inclusive; null = current. */
  to: string | null;
  mainCount: number;
  mainMax: number;
  /** Bonus/PowerBall range top; null when the game has no bonus ball. */
  bonusMax: number | null;
  /** Lotto's bonus comes out of the same drum as the main balls; PowerBall's from a drum of its own. */
  bonusFromMainDrum: boolean;
  divisions: readonly DivisionRule[] | null;
  /**
   * Matches for which no source says whether, or what, they paid in this era, though a neighbouring match
   * pays (the 58-ball period's 2 + Bonus): a board with one is "cannot tell", never "no prize". Absent: none.
   */
  unknownMatches?: readonly MatchRule[];
  drawDays: readonly Weekday[];
  /** HH:mm SAST. */
  drawTime: string;
}

export interface Game extends GameName {
  /** SA date of the game's first draw; no era starts before it. Sources in FIRST_DRAWS. */
  firstDraw: string;
  /**
   * First year in which the game is drawn on Good Friday. PowerBall skipped Good Friday until 2015 (a
   * 7-day gap in every year's data) and has drawn on it every year since 2016 (official draws 662, 772,
   * 872 and 982 were the Good Fridays of 2016-2019). Absent: Good Friday is an ordinary day.
   */
  goodFridayDrawsFrom?: number;
  eras: readonly Era[];
}

export const DRAW_TIME = "21:00";
const WED_SAT: readonly Weekday[] = [3, 6];
const TUE_FRI: readonly Weekday[] = [2, 5];
const EVERY_DAY: readonly Weekday[] = [0, 1, 2, 3, 4, 5, 6];

const lottoDivisions = (order: readonly [number, boolean][]): DivisionRule[] =>
  order.map(([main, bonus], index) => ({ division: index + 1, main, bonus }));

const LOTTO_7_DIVISIONS = lottoDivisions([
  [6, false],
  [5, true],
  [5, false],
  [4, true],
  [4, false],
  [3, true],
  [3, false],
]);
const LOTTO_8_DIVISIONS = lottoDivisions([
  [6, false],
  [5, true],
  [5, false],
  [4, true],
  [4, false],
  [3, true],
  [3, false],
  [2, true],
]);
// From June 2026 the published table lists 2+bonus before 3 (division 7 = 2+bonus, 8 = 3).
const LOTTO_8_DIVISIONS_2026 = lottoDivisions([
  [6, false],
  [5, true],
  [5, false],
  [4, true],
  [4, false],
  [3, true],
  [2, true],
  [3, false],
]);
// The 58-ball period (21 Sep 2025 - 31 May 2026) added a Match 2 prize below 3 (LOTTO_58_PRIZES in
// app/facts/facts.ts has the sources; not imported here, so the pages' scripts that read the rules do not
// carry the facts): eight divisions, Match 2 without the bonus the last, as the data's own
// table of Lotto Plus 2 draw 2598 (29 Nov 2025) lists them. Only Match 2 without the bonus gives the
// published "any prize 1 in 9.61"; no source says what 2 + Bonus paid, so it is an unknown match.
const LOTTO_58_DIVISIONS = lottoDivisions([
  [6, false],
  [5, true],
  [5, false],
  [4, true],
  [4, false],
  [3, true],
  [3, false],
  [2, false],
]);
const POWERBALL_DIVISIONS = lottoDivisions([
  [5, true],
  [5, false],
  [4, true],
  [4, false],
  [3, true],
  [3, false],
  [2, true],
  [1, true],
  [0, true],
]);
const DAILY_LOTTO_DIVISIONS = lottoDivisions([
  [5, false],
  [4, false],
  [3, false],
  [2, false],
]);

function lottoFamilyEras(): Era[] {
  const base = { mainCount: 6, bonusFromMainDrum: true, drawTime: DRAW_TIME } as const;
  return [
    // The first Lotto draw: 11 Mar 2000. Saturday-only draws until 29 Sep 2001; Wednesday draws from 3 Oct 2001.
    { ...base, from: "2000-03-11", to: "2001-09-30", mainMax: 49, bonusMax: 49, divisions: LOTTO_7_DIVISIONS, drawDays: [6] },
    {
      ...base,
      from: "2001-10-01",
      to: "2017-07-31",
      mainMax: 49,
      bonusMax: 49,
      divisions: LOTTO_7_DIVISIONS,
      drawDays: WED_SAT,
    },
    {
      ...base,
      from: "2017-08-01",
      to: "2025-09-20",
      mainMax: 52,
      bonusMax: 52,
      divisions: LOTTO_8_DIVISIONS,
      drawDays: WED_SAT,
    },
    {
      ...base,
      from: "2025-09-21",
      to: "2026-05-31",
      mainMax: 58,
      bonusMax: 58,
      divisions: LOTTO_58_DIVISIONS,
      unknownMatches: [{ main: 2, bonus: true }],
      drawDays: WED_SAT,
    },
    {
      ...base,
      from: NEW_OPERATOR_FROM,
      to: null,
      mainMax: 52,
      bonusMax: 52,
      divisions: LOTTO_8_DIVISIONS_2026,
      drawDays: WED_SAT,
    },
  ];
}

function powerballFamilyEras(): Era[] {
  const base = { mainCount: 5, bonusFromMainDrum: false, drawTime: DRAW_TIME, drawDays: TUE_FRI } as const;
  return [
    // First PowerBall draw: Friday 23 Oct 2009 (draw 1).
    { ...base, from: "2009-10-23", to: "2018-06-18", mainMax: 45, bonusMax: 20, divisions: null },
    // The change to 50 main balls: Tue 19 Jun 2018. PowerBall Plus drew a 50 that night (none of its 48 earlier
    // 2018 draws held a ball above 45); PowerBall's first ball above 45 came on 26 Jun, its 19 and 22 Jun draws
    // just held none (data/PROVENANCE.md, "Corrections and conflicts").
    { ...base, from: "2018-06-19", to: "2026-05-31", mainMax: 50, bonusMax: 20, divisions: POWERBALL_DIVISIONS },
    { ...base, from: NEW_OPERATOR_FROM, to: null, mainMax: 50, bonusMax: 16, divisions: POWERBALL_DIVISIONS },
  ];
}

const dailyLottoEras: Era[] = [
  {
    from: "2019-03-10",
    to: "2026-05-31",
    mainCount: 5,
    mainMax: 36,
    bonusMax: null,
    bonusFromMainDrum: false,
    divisions: DAILY_LOTTO_DIVISIONS,
    drawDays: EVERY_DAY,
    drawTime: DRAW_TIME,
  },
  {
    from: NEW_OPERATOR_FROM,
    to: null,
    mainCount: 5,
    mainMax: 36,
    bonusMax: null,
    bonusFromMainDrum: false,
    divisions: DAILY_LOTTO_DIVISIONS,
    drawDays: EVERY_DAY,
    drawTime: DRAW_TIME,
  },
];

/**
 * Each game's first draw, from public reports (news articles and results sites; no operator page states
 * them). Where reports disagree or only one gives the day, it is said here.
 * - Lotto, Sat 11 Mar 2000: several reports (tickets on sale from 2 Mar 2000, first draw nine days later).
 * - Lotto Plus (now Lotto Plus 1), Wed 26 Nov 2003: several reports give November 2003 (launched by
 *   Uthingo at R1 a board); only one gives the day. Two others say 2005 and 2000; we follow the majority.
 *   Our Lotto draw numbers restart their sequence on the same date (data/PROVENANCE.md).
 * - Lotto Plus 2, Wed 2 Aug 2017: launched with Lotto's change to 52 balls; sales opened 30 Jul 2017 (one
 *   report) and several say "early August 2017". No report states the day: this is the first Lotto draw
 *   day after sales opened.
 * - PowerBall, Fri 23 Oct 2009: two reports (the launch event of mid-September 2009 was not a draw).
 * - PowerBall Plus, Tue 1 Dec 2015: two reports (sales from Sat 28 Nov 2015, when PowerBall went from
 *   R3.50 to R5 and PowerBall Plus cost R2.50).
 * - Daily Lotto, Sun 10 Mar 2019: several reports, among them the operator's launch announcement as a
 *   newspaper carried it.
 */
export const FIRST_DRAWS: Record<GameId, string> = {
  lotto: "2000-03-11",
  "lotto-plus-1": "2003-11-26",
  "lotto-plus-2": "2017-08-02",
  powerball: "2009-10-23",
  "powerball-plus": "2015-12-01",
  "daily-lotto": "2019-03-10",
};

/** The eras of a game that starts later than its family's rules: none before its first draw. */
function erasFrom(firstDraw: string, eras: readonly Era[]): Era[] {
  return eras
    .filter((era) => era.to === null || era.to >= firstDraw)
    .map((era) => (era.from < firstDraw ? { ...era, from: firstDraw } : era));
}

const POWERBALL_GOOD_FRIDAY_FROM = 2016;

export const GAMES: Record<GameId, Game> = {
  lotto: { ...GAME_NAMES.lotto, firstDraw: FIRST_DRAWS.lotto, eras: erasFrom(FIRST_DRAWS.lotto, lottoFamilyEras()) },
  "lotto-plus-1": {
    ...GAME_NAMES["lotto-plus-1"],
    firstDraw: FIRST_DRAWS["lotto-plus-1"],
    eras: erasFrom(FIRST_DRAWS["lotto-plus-1"], lottoFamilyEras()),
  },
  "lotto-plus-2": {
    ...GAME_NAMES["lotto-plus-2"],
    firstDraw: FIRST_DRAWS["lotto-plus-2"],
    eras: erasFrom(FIRST_DRAWS["lotto-plus-2"], lottoFamilyEras()),
  },
  powerball: {
    ...GAME_NAMES.powerball,
    firstDraw: FIRST_DRAWS.powerball,
    goodFridayDrawsFrom: POWERBALL_GOOD_FRIDAY_FROM,
    eras: erasFrom(FIRST_DRAWS.powerball, powerballFamilyEras()),
  },
  "powerball-plus": {
    ...GAME_NAMES["powerball-plus"],
    firstDraw: FIRST_DRAWS["powerball-plus"],
    goodFridayDrawsFrom: POWERBALL_GOOD_FRIDAY_FROM,
    eras: erasFrom(FIRST_DRAWS["powerball-plus"], powerballFamilyEras()),
  },
  "daily-lotto": {
    ...GAME_NAMES["daily-lotto"],
    firstDraw: FIRST_DRAWS["daily-lotto"],
    eras: erasFrom(FIRST_DRAWS["daily-lotto"], dailyLottoEras),
  },
};

/** The era that was in force on an SA date, or undefined before the game existed. */
export function eraOn(game: GameId, date: string): Era | undefined {
  return GAMES[game].eras.find((era) => era.from <= date && (era.to === null || date <= era.to));
}

export function currentEra(game: GameId): Era {
  const eras = GAMES[game].eras;
  return eras[eras.length - 1]!;
}

/** The code a division row carries in data files and the API: "6", "5+bonus", "4+powerball" (of any match too). */
export function divisionCode(game: GameId, rule: MatchRule): string {
  if (!rule.bonus) return String(rule.main);
  return `${rule.main}+${hasPowerBall(game) ? "powerball" : "bonus"}`;
}

/** "Match 5 + Bonus", "Match 0 + PowerBall". */
export function divisionLabel(game: GameId, rule: DivisionRule): string {
  return rule.bonus ? `Match ${rule.main} + ${hasPowerBall(game) ? "PowerBall" : "Bonus"}` : `Match ${rule.main}`;
}

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

/** Number of possible boards (the jackpot odds are 1 in this). */
export function combinations(era: Era): number {
  const mains = choose(era.mainMax, era.mainCount);
  return era.bonusMax !== null && !era.bonusFromMainDrum ? mains * era.bonusMax : mains;
}

/**
 * Probability that one board wins exactly this division.
 * Lotto: the bonus ball is drawn from the balls left after the six mains, so "k + bonus" means the
 * bonus is one of the board's 6-k unmatched numbers. PowerBall: an independent 1-in-bonusMax draw.
 */
export function divisionProbability(era: Era, rule: DivisionRule): number {
  const { mainCount: k, mainMax: n } = era;
  const pMain = (choose(k, rule.main) * choose(n - k, k - rule.main)) / choose(n, k);
  if (era.bonusMax === null) return pMain;
  if (era.bonusFromMainDrum) {
    const pBonus = (k - rule.main) / (n - k);
    return pMain * (rule.bonus ? pBonus : 1 - pBonus);
  }
  const pBonus = 1 / era.bonusMax;
  return pMain * (rule.bonus ? pBonus : 1 - pBonus);
}

/** Odds as "1 in N" with N rounded sensibly for display. */
export function oddsOneIn(probability: number): number {
  const n = 1 / probability;
  return n >= 100 ? Math.round(n) : Math.round(n * 100) / 100;
}

/** Ball range text: "1-52". */
export function rangeText(max: number): string {
  return `1-${max}`;
}

/** "Wednesday and Saturday", "every day". */
export function drawDaysText(era: Era): string {
  if (era.drawDays.length === 7) return "every day";
  const names = era.drawDays.map(weekdayName);
  return andList(names);
}

/** "Wed & Sat" as the spec's stats panel shows it. */
export function drawDaysShort(era: Era): string {
  if (era.drawDays.length === 7) return "Daily";
  return era.drawDays.map(weekdayShort).join(" & ");
}

/** Games whose next draw the API and the home page announce: the main games (Plus games share their draw). */
export const NEXT_DRAW_GAMES = (Object.keys(GAMES) as GameId[]).filter((game) => !GAMES[game].addOnTo);
