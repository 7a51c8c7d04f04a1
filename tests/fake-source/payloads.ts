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
  numbers: number[];
  /** Bonus ball / PowerBall; omitted for Daily Lotto. */
  bonus?: number;
  nextJackpotRand?: number;
  salesRand?: number;
}

export interface FakeLevel {
  division: number;
  winners: number;
  /** Rand per winner. */
  payoutRand: number;
}

const cents = (rand: number) => Math.round(rand * 100);

/** One `issueWinPoolInfoPageQuery` list item: numbers as strings, the bonus last, money in cents. */
export function listItem(game: FakeGame, draw: FakeDraw): Record<string, unknown> {
  return {
    winPoolName: FAKE_POOLS[game].winPoolName,
    wagerIssue: String(draw.issue),
    drawTime: `${draw.date}T19:00:00`,
    winNumList: [...draw.numbers, ...(draw.bonus === undefined ? [] : [draw.bonus])].map(String),
    isLatestIssue: false,
    ...(draw.nextJackpotRand === undefined ? {} : { nextJackpot: cents(draw.nextJackpotRand) }),
    ...(draw.salesRand === undefined ? {} : { saleMoney: cents(draw.salesRand) }),
  };
}

/**
 * The `getIssueDrawResultDetail` data of a draw. The `winLevels` entry shape is the app's documented
 * ASSUMPTION ({ winLevel, winLevelName, winCount, winAmount in cents per winner }).
 */
export function detailData(draw: FakeDraw, levels: readonly FakeLevel[]): Record<string, unknown> {
  return {
    winNotice: {
      issue: String(draw.issue),
      drawTime: `${draw.date}T19:00:00`,
      winNums: [
        ...draw.numbers.map((n) => ({ winNum: String(n), winNumFlag: 0 })),
        ...(draw.bonus === undefined ? [] : [{ winNum: String(draw.bonus), winNumFlag: 1 }]),
      ],
      winLevels: levels.map((level) => ({
        winLevel: level.division,
        winLevelName: `DIV ${level.division}`,
        winCount: level.winners,
        winAmount: cents(level.payoutRand),
      })),
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
