/**
 * Builders of answers in the shapes of the official API as the real clients met them (sources.md 2, and
 * 2c where the two differ) and of the Programmable Search JSON API (section 4). Every figure a test passes in is INVENTED for the tests;
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
  /** The draw number (`wagerIssue`): a numeric string, or a JSON number where `issueAsNumber` (both seen live). */
  issue: number;
  issueAsNumber?: boolean;
  /** SA date; the item's drawTime is 21:00 on it, zone-less (the clients take its date part as the SA date). */
  date: string;
  /** `drawTime` exactly as written, instead of the date at 21:00. */
  drawTime?: string;
  /** Main balls in drawn order (the detail's `numSn`; the list sorts them). */
  numbers: number[];
  /** Bonus ball / PowerBall; omitted for Daily Lotto. */
  bonus?: number;
  nextJackpotRand?: number;
  salesRand?: number;
  /** The detail's `winPoolInfoVo.rolloverAmount` (not in list items). */
  rolloverRand?: number;
  /** The detail's `winPoolInfoVo.nextDrawTime`, zone-less SA time. */
  nextDrawTime?: string;
  /** The detail's `winPoolInfoVo.drawMachineId`, e.g. "RNG2". */
  drawMachineId?: string;
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
 * The labels each pool's detail carries per level, in the source's own mixed spelling (sources.md 2c:
 * "MATCH 3 + BONUS", "MATCH 5 + PowerBall", "MATCH POWERBALL" with no digit). Written out here,
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
  "MATCH 5 + PowerBall",
  "MATCH 5",
  "MATCH 4 + PowerBall",
  "MATCH 4",
  "MATCH 3 + PowerBall",
  "MATCH 3",
  "MATCH 2 + PowerBall",
  "MATCH 1 + PowerBall",
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

const drawTimeOf = (draw: Pick<FakeDraw, "date" | "drawTime">) => draw.drawTime ?? `${draw.date} 21:00:00`;

/**
 * One `issueWinPoolInfoPageQuery` list item (sources.md 2a): numbers as strings, the main balls sorted
 * and the bonus last, money in cents. No rolloverAmount, nextDrawTime or jackpot on offer: those are not
 * in list items (sources.md 2c).
 */
export function listItem(game: FakeGame, draw: FakeDraw): Record<string, unknown> {
  return {
    winPoolName: FAKE_POOLS[game].winPoolName,
    wagerIssue: draw.issueAsNumber ? draw.issue : String(draw.issue),
    drawTime: drawTimeOf(draw),
    winNumList: [...[...draw.numbers].sort((a, b) => a - b), ...(draw.bonus === undefined ? [] : [draw.bonus])].map(String),
    isLatestIssue: draw.latest ?? false,
    ...(draw.nextJackpotRand === undefined ? {} : { nextJackpot: cents(draw.nextJackpotRand) }),
    ...(draw.salesRand === undefined ? {} : { saleMoney: cents(draw.salesRand) }),
  };
}

/**
 * A draw listed before it is drawn (sources.md 2c: around draw time): no numbers, as `winNumList` empty,
 * null or absent.
 */
export function pendingItem(
  game: FakeGame,
  draw: Pick<FakeDraw, "issue" | "date" | "issueAsNumber">,
  numbers: "empty" | "null" | "absent" = "empty",
): Record<string, unknown> {
  return {
    winPoolName: FAKE_POOLS[game].winPoolName,
    wagerIssue: draw.issueAsNumber ? draw.issue : String(draw.issue),
    drawTime: drawTimeOf(draw),
    ...(numbers === "absent" ? {} : { winNumList: numbers === "null" ? null : [] }),
    isLatestIssue: true,
    saleMoney: 0,
  };
}

/**
 * The balls of a draw as the detail lists them: sorted, main balls flag 0 and the bonus / PowerBall flag
 * 1, each with `numSn`, its place in the drawn order (the bonus drawn last).
 */
export function winNums(draw: Pick<FakeDraw, "numbers" | "bonus">): { winNum: string; winNumFlag: number; numSn: number }[] {
  const mains = draw.numbers.map((n, index) => ({ winNum: String(n), winNumFlag: 0, numSn: index + 1 }));
  return [
    ...mains.sort((a, b) => Number(a.winNum) - Number(b.winNum)),
    ...(draw.bonus === undefined ? [] : [{ winNum: String(draw.bonus), winNumFlag: 1, numSn: draw.numbers.length + 1 }]),
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

/** A pool's prize table before it is published: every level of its labels with zero winners and amounts. */
export function placeholderLevels(game: FakeGame): FakeLevel[] {
  return FAKE_PRIZE_TABLES[game].map((_, index) => ({ division: index + 1, winners: 0, payoutRand: 0 }));
}

/**
 * The `getIssueDrawResultDetail` data of a draw in its three parts (sources.md 2c): `winNotice` (balls and
 * prize levels; without levels, divisions not published yet, no `winLevels` at all), `winPoolInfoVo`
 * (the pool's figures) and `isLatestIssue`.
 */
export function detailData(game: FakeGame, draw: FakeDraw, levels?: readonly FakeLevel[]): Record<string, unknown> {
  const pool = FAKE_POOLS[game];
  return {
    winNotice: {
      gameId: pool.gameId,
      issue: String(draw.issue),
      drawTime: drawTimeOf(draw),
      winNums: winNums(draw),
      ...(levels ? { winLevels: levels.map((level) => winLevel(game, level)) } : {}),
    },
    winPoolInfoVo: {
      winPoolId: pool.winPoolId,
      winPoolName: pool.winPoolName,
      ...(draw.nextJackpotRand === undefined ? {} : { nextJackpot: cents(draw.nextJackpotRand) }),
      ...(draw.salesRand === undefined ? {} : { saleMoney: cents(draw.salesRand), salesIncome: cents(draw.salesRand * 0.5) }),
      ...(draw.rolloverRand === undefined ? {} : { rolloverAmount: cents(draw.rolloverRand) }),
      ...(draw.nextDrawTime === undefined ? {} : { nextDrawTime: draw.nextDrawTime }),
      ...(draw.drawMachineId === undefined ? {} : { drawMachineId: draw.drawMachineId }),
    },
    isLatestIssue: draw.latest ?? false,
  };
}

export const ok = (data: unknown) => ({ code: 0, msg: "success", data });

/**
 * A Brave Search API answer (sources.md §4a) with these results: `web.results[]` with `title`, `url`,
 * `description` (the snippet, its matched words in <strong> as Brave marks them), `page_age` and, when
 * given, `extra_snippets`.
 */
export function braveAnswer(
  results: { title: string; description: string; url?: string; extraSnippets?: string[] }[],
): Record<string, unknown> {
  return {
    type: "search",
    query: { original: "", country: "za" },
    ...(results.length === 0
      ? {}
      : {
          web: {
            type: "search",
            results: results.map((result) => ({
              type: "search_result",
              title: result.title,
              url: result.url ?? "https://results.example.test/page",
              description: result.description,
              age: "2 hours ago",
              page_age: "2026-11-21T19:45:00",
              ...(result.extraSnippets ? { extra_snippets: result.extraSnippets } : {}),
            })),
          },
        }),
  };
}

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
