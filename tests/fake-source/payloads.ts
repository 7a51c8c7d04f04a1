/**
 * Builders of answers in the documented shapes of the official API (sources.md section 2) and the
 * Programmable Search JSON API (section 4). Every figure a test passes in is INVENTED for the tests;
 * none is a real result. The game and pool ids are written out here again on purpose: the fake must
 * not borrow the app's mapping, or a wrong mapping would pass its own test.
 */

export type FakeGame = "lotto" | "lotto-plus-1" | "lotto-plus-2" | "powerball" | "powerball-plus" | "daily-lotto";

export const FAKE_POOLS: Record<FakeGame, { gameId: number; winPoolId: number; winPoolName: string }> = {
  lotto: { gameId: 11101, winPoolId: 100, winPoolName: "LOTTO" },
  "lotto-plus-1": { gameId: 11101, winPoolId: 101, winPoolName: "LOTTO PLUS 1" },
  "lotto-plus-2": { gameId: 11101, winPoolId: 102, winPoolName: "LOTTO 5 MAX" },
  powerball: { gameId: 11201, winPoolId: 100, winPoolName: "PowerBall" },
  "powerball-plus": { gameId: 11201, winPoolId: 101, winPoolName: "PowerBall XTRA" },
  "daily-lotto": { gameId: 11001, winPoolId: 100, winPoolName: "DAILY LOTTO" },
};

export const poolKey = (gameId: number, winPoolId: number) => `${gameId}:${winPoolId}`;
export const poolKeyOf = (game: FakeGame) => poolKey(FAKE_POOLS[game].gameId, FAKE_POOLS[game].winPoolId);

export interface FakeDraw {
  issue: number;
  /** SA date; the item's drawTime is 21:00 SAST of it, written as a zone-less UTC timestamp. */
  date: string;
  /** Main balls in drawn order (the list keeps it). */
  numbers: number[];
  /** Bonus ball / PowerBall; omitted for Daily Lotto. */
  bonus?: number;
  nextJackpotRand?: number;
  salesRand?: number;
  /** The jackpot on offer in this draw (`jackpotAmount`, the app's assumed name). */
  jackpotRand?: number;
  rolloverRand?: number;
  /** The item's `nextDrawTime`, as the source writes it (zone-less UTC). */
  nextDrawTime?: string;
  latest?: boolean;
}

export interface FakeLevel {
  division: number;
  winners: number;
  /** Rand per winning board. */
  payoutRand: number;
  /** `matches`: omitted = the pool's label for that level (FAKE_PRIZE_TABLES); null = no `matches` at all. */
  label?: string | null;
  addWinAmountRand?: number;
}

/**
 * The labels each pool's detail carries per level, in the source's grammar (one public client transcribed
 * it from the live feed: "MATCH 3 + BONUS", "MATCH 5 + POWERBALL", "MATCH POWERBALL"). Written out here,
 * not taken from the app. LOTTO 5 MAX's table is INVENTED for the tests (its real one is not known to
 * us): it pays Match 3 at level 7 and Match 2 at level 8, where Lotto pays 2+bonus and 3.
 */
const LOTTO_LABELS = [
  "MATCH 6",
  "MATCH 5 + BONUS",
  "MATCH 5",
  "MATCH 4 + BONUS",
  "MATCH 4",
  "MATCH 3 + BONUS",
  "MATCH 2 + BONUS",
  "MATCH 3",
];
const POWERBALL_LABELS = [
  "MATCH 5 + POWERBALL",
  "MATCH 5",
  "MATCH 4 + POWERBALL",
  "MATCH 4",
  "MATCH 3 + POWERBALL",
  "MATCH 3",
  "MATCH 2 + POWERBALL",
  "MATCH 1 + POWERBALL",
  "MATCH POWERBALL",
];
export const FAKE_PRIZE_TABLES: Record<FakeGame, readonly string[]> = {
  lotto: LOTTO_LABELS,
  "lotto-plus-1": LOTTO_LABELS,
  "lotto-plus-2": ["MATCH 6", "MATCH 5 + BONUS", "MATCH 5", "MATCH 4 + BONUS", "MATCH 4", "MATCH 3 + BONUS", "MATCH 3", "MATCH 2"],
  powerball: POWERBALL_LABELS,
  "powerball-plus": POWERBALL_LABELS,
  "daily-lotto": ["MATCH 5", "MATCH 4", "MATCH 3", "MATCH 2"],
};

const cents = (rand: number) => Math.round(rand * 100);

/**
 * One `issueWinPoolInfoPageQuery` list item: numbers as strings in drawn order, the bonus last, money in
 * cents. The optional fields (`rolloverAmount`, `nextDrawTime`, `jackpotAmount`) only when given: the
 * source is not known to send them always.
 */
export function listItem(game: FakeGame, draw: FakeDraw): Record<string, unknown> {
  return {
    winPoolName: FAKE_POOLS[game].winPoolName,
    wagerIssue: String(draw.issue),
    drawTime: `${draw.date}T19:00:00`,
    winNumList: [...draw.numbers, ...(draw.bonus === undefined ? [] : [draw.bonus])].map(String),
    isLatestIssue: draw.latest ?? false,
    ...(draw.nextJackpotRand === undefined ? {} : { nextJackpot: cents(draw.nextJackpotRand) }),
    ...(draw.salesRand === undefined ? {} : { saleMoney: cents(draw.salesRand) }),
    ...(draw.jackpotRand === undefined ? {} : { jackpotAmount: cents(draw.jackpotRand) }),
    ...(draw.rolloverRand === undefined ? {} : { rolloverAmount: cents(draw.rolloverRand) }),
    ...(draw.nextDrawTime === undefined ? {} : { nextDrawTime: draw.nextDrawTime }),
  };
}

/** The balls of a draw as the detail lists them: main balls flag 0, the bonus / PowerBall flag 1. */
export function winNums(draw: Pick<FakeDraw, "numbers" | "bonus">): { winNum: string; winNumFlag: number }[] {
  return [
    ...draw.numbers.map((n) => ({ winNum: String(n), winNumFlag: 0 })),
    ...(draw.bonus === undefined ? [] : [{ winNum: String(draw.bonus), winNumFlag: 1 }]),
  ];
}

/** One `winLevels` entry as public clients read it: winLevelId, winLevelName, winCount, winAmount (cents per winning board), addWinAmount, matches. */
export function winLevel(game: FakeGame, level: FakeLevel): Record<string, unknown> {
  const label = level.label === undefined ? FAKE_PRIZE_TABLES[game][level.division - 1] : level.label;
  return {
    winLevelId: level.division,
    winLevelName: `DIV ${level.division}`,
    winCount: level.winners,
    winAmount: cents(level.payoutRand),
    addWinAmount: cents(level.addWinAmountRand ?? 0),
    ...(label === null || label === undefined ? {} : { matches: label }),
  };
}

/**
 * The `getIssueDrawResultDetail` data of a draw. Without levels (divisions not published yet) the
 * notice has no `winLevels` at all.
 */
export function detailData(game: FakeGame, draw: FakeDraw, levels?: readonly FakeLevel[]): Record<string, unknown> {
  return {
    winNotice: {
      issue: String(draw.issue),
      drawTime: `${draw.date}T19:00:00`,
      winNums: winNums(draw),
      ...(levels ? { winLevels: levels.map((level) => winLevel(game, level)) } : {}),
    },
  };
}

export const ok = (data: unknown) => ({ code: 0, msg: "success", data });

/** A Programmable Search answer (`customsearch#search`) with these items. */
export function searchAnswer(items: { title: string; snippet: string; link?: string; description?: string }[]): Record<string, unknown> {
  return {
    kind: "customsearch#search",
    searchInformation: { totalResults: String(items.length) },
    ...(items.length === 0
      ? {}
      : {
          items: items.map((item) => ({
            kind: "customsearch#result",
            title: item.title,
            htmlTitle: item.title,
            link: item.link ?? "https://results.example.test/page",
            displayLink: "results.example.test",
            snippet: item.snippet,
            htmlSnippet: item.snippet,
            pagemap: item.description ? { metatags: [{ "og:description": item.description }] } : {},
          })),
        }),
  };
}
