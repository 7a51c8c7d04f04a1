/**
 * The official source: the National Lottery's current JSON API (sources.md section 2). The list call
 * gives numbers, draw numbers and the next jackpot; the detail call of one draw gives its prize
 * divisions, and is only made for draws whose divisions we do not hold yet.
 */
import { eraOn, type GameId } from "~/lib/games";
import { addDays, saDate } from "~/lib/schedule";
import { postJson, SourceError, type HttpOptions } from "../http-client.server";
import { centsToRand, drawTimeToSaDate, matchCodeFor, OFFICIAL_POOLS, splitWinNumbers } from "./official-mapping.server";
import { detailDataSchema, listDataSchema, parseAnswer, parseWinLevel, type DetailData, type ListItem } from "./official-payloads.server";
import type { FetchContext, ResultsSource, SourceBatch } from "./types.server";

/** Recent runs look at the newest draws only: at most a few are new on any night. */
export const RECENT_PAGE_SIZE = 10;
export const BACKFILL_PAGE_SIZE = 100;
/** Recent runs ask again for the prize divisions of held draws up to this many days old. */
const DETAIL_DAYS = 7;

export interface OfficialListPage {
  game: GameId;
  items: { item: ListItem; drawDate: string }[];
  pages: number | null;
}

export function createOfficialClient(baseUrl: string, http: HttpOptions) {
  async function listPage(game: GameId, pageNum: number, pageSize: number): Promise<OfficialListPage> {
    const { gameId, winPoolId } = OFFICIAL_POOLS[game];
    const body = await postJson(`${baseUrl}/engine/draw/issueWinPoolInfoPageQuery`, { gameId, pageNum, pageSize, winPoolId }, http);
    const data = parseAnswer(body, listDataSchema, `list page ${pageNum}`);
    const items = data.list.map((item, index) => {
      if (item.winPoolId !== null && item.winPoolId !== undefined && item.winPoolId !== winPoolId) {
        throw new SourceError("bad-payload", `list page ${pageNum}: item ${index + 1} belongs to pool ${item.winPoolId}, not ${winPoolId}`);
      }
      const drawDate = drawTimeToSaDate(item.drawTime);
      if (!drawDate) throw new SourceError("bad-payload", `list page ${pageNum}: draw ${item.wagerIssue} has no readable drawTime ("${item.drawTime}")`);
      return { item, drawDate };
    });
    return { game, items, pages: data.pages ?? null };
  }

  async function detail(game: GameId, wagerIssue: number): Promise<DetailData> {
    const { gameId, winPoolId, plusFlag } = OFFICIAL_POOLS[game];
    const body = await postJson(`${baseUrl}/engine/draw/getIssueDrawResultDetail`, { gameId, wagerIssue: String(wagerIssue), winPoolId, plusFlag }, http);
    const data = parseAnswer(body, detailDataSchema, `draw ${wagerIssue} detail`);
    if (data.winNotice.issue !== wagerIssue) {
      throw new SourceError("bad-payload", `draw ${wagerIssue} detail: answered for draw ${data.winNotice.issue}`);
    }
    return data;
  }

  return { listPage, detail };
}

export type OfficialClient = ReturnType<typeof createOfficialClient>;

/** Order-free comparison key of a draw's balls. */
const ballsKey = (numbers: readonly number[], bonus: number | null) => `${[...numbers].sort((a, b) => a - b).join()}|${bonus ?? ""}`;

/**
 * Prize divisions of a detail answer in our terms; the detail's balls must be the list's. In an era
 * whose division table we do not know (Lotto 1-58) no match code can be given, so the divisions are
 * left out with a warning rather than stored under a made-up code.
 */
function divisionsFromDetail(game: GameId, drawDate: string, listNumbers: readonly number[], data: DetailData, warnings: string[]) {
  const what = `draw ${data.winNotice.issue} detail`;
  const mains = data.winNotice.winNums.filter((n) => n.winNumFlag === 0).map((n) => n.winNum);
  const bonuses = data.winNotice.winNums.filter((n) => n.winNumFlag === 1).map((n) => n.winNum);
  const fromList = splitWinNumbers(game, listNumbers);
  if (bonuses.length > 1 || ballsKey(mains, bonuses[0] ?? null) !== ballsKey(fromList.numbers, fromList.bonus)) {
    throw new SourceError("bad-payload", `${what}: its numbers disagree with the draw list`);
  }
  const levels = data.winNotice.winLevels ?? [];
  if (levels.length > 0 && !eraOn(game, drawDate)?.divisions) {
    warnings.push(`${drawDate} (draw ${data.winNotice.issue}): prize divisions not stored (the division table of that era is unknown)`);
    return [];
  }
  const divisions = [];
  for (const raw of levels) {
    const level = parseWinLevel(raw);
    if ("error" in level) throw new SourceError("bad-payload", `${what}: unreadable prize level (${level.error})`);
    const match = matchCodeFor(game, drawDate, level.division);
    // parseDraw refuses an unknown division, so a level outside the era's table rejects the payload there.
    divisions.push({ division: level.division, match: match ?? `division ${level.division}`, winners: level.winners, payout: centsToRand(level.amountCents) });
  }
  return divisions;
}

/** One list item (and its detail, when fetched) as a draw candidate for `parseDraw`. */
export function officialDrawCandidate(game: GameId, item: ListItem, drawDate: string, detailData?: DetailData, warnings: string[] = []) {
  const { numbers, bonus } = splitWinNumbers(game, item.winNumList);
  const divisions = detailData ? divisionsFromDetail(game, drawDate, item.winNumList, detailData, warnings) : [];
  const top = divisions.find((d) => d.division === 1);
  return {
    game,
    drawNumber: item.wagerIssue,
    drawDate,
    numbers,
    bonus,
    nextJackpot: centsToRand(item.nextJackpot),
    sales: centsToRand(item.saleMoney),
    // The jackpot rolls over exactly when nobody won division 1.
    rollover: top && top.winners !== null ? top.winners === 0 : null,
    source: "official",
    divisions,
  };
}

export function officialSource(baseUrl: string, http: HttpOptions): ResultsSource {
  const client = createOfficialClient(baseUrl, http);

  async function batch(game: GameId, page: number, mode: "recent" | "backfill", context: FetchContext): Promise<SourceBatch> {
    const listed = await client.listPage(game, page, mode === "recent" ? RECENT_PAGE_SIZE : BACKFILL_PAGE_SIZE);
    const held = await context.held(game, listed.items.map((entry) => entry.drawDate));
    // A draw new to us always gets its detail. One we hold without divisions is asked again by recent
    // runs only while it is a week old at most: divisions that never come would otherwise cost a request
    // on every run. A backfill asks for every draw in its range.
    const retryFrom = mode === "recent" ? addDays(saDate(context.now), -DETAIL_DAYS) : "";
    const draws = [];
    const warnings: string[] = [];
    // Sequential on purpose: a handful of detail calls, and a polite client is less likely to be refused.
    for (const { item, drawDate } of listed.items) {
      const ours = held.get(drawDate);
      const wantDetail = drawDate >= (context.notBefore ?? "") && (!ours || (!ours.divisions && drawDate >= retryFrom));
      const detailData = wantDetail ? await client.detail(game, item.wagerIssue) : undefined;
      draws.push(officialDrawCandidate(game, item, drawDate, detailData, warnings));
    }
    return { draws, warnings, pages: listed.pages ?? undefined };
  }

  return {
    name: "official",
    strictness: "whole",
    notConfigured: () => null,
    async fetchRecent(game, context) {
      const result = await batch(game, 1, "recent", context);
      if (result.draws.length === 0) throw new SourceError("bad-payload", "the source listed no draws");
      return result;
    },
    fetchPage: (game, page, context) => batch(game, page, "backfill", context),
  };
}
