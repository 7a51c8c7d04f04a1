/**
 * The official source: the National Lottery's current JSON API (sources.md section 2). The list call
 * gives numbers, draw numbers and jackpots; the detail call of one draw gives its prize divisions, and
 * is only made for draws whose divisions we do not hold yet. What each field means is in
 * `official-fields.server.ts`.
 */
import { prizeTableOwner } from "~/input/draw-input.server";
import type { GameId } from "~/rules/games";
import { addDays, saDate } from "~/rules/schedule";
import { postJson, SourceError, type HttpOptions } from "../http-client.server";
import {
  detailDataSchema,
  listDataSchema,
  listItemDraw,
  matchCodeFromLabel,
  parseWinLevel,
  type DetailData,
  type ListItem,
} from "./official-fields.server";
import {
  centsToRand,
  drawTimeToSaDate,
  matchCodeByPosition,
  OFFICIAL_POOLS,
  sourceTimeToInstant,
  splitWinNumbers,
} from "./official-mapping.server";
import { parseAnswer } from "./official-payloads.server";
import type { FetchContext, ResultsSource, SourceBatch } from "./types.server";

/** Recent runs look at the newest draws only: at most a few are new on any night. */
export const RECENT_PAGE_SIZE = 10;
export const BACKFILL_PAGE_SIZE = 100;
/** Recent runs ask again for the prize divisions of held draws up to this many days old. */
const DETAIL_DAYS = 7;

/** The site whose own front end calls the API: our requests carry its Origin and Referer, as its pages' do. */
export const OFFICIAL_SITE = "https://www.nationallottery.co.za";
/** A current desktop Chrome: the API is the site's back end and may refuse what does not look like a browser. */
export const BROWSER_USER_AGENT =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/154.0.0.0 Safari/537.36";
/** The headers the site's front end sends with its JSON POSTs. */
export const OFFICIAL_HEADERS: Readonly<Record<string, string>> = {
  "Content-Type": "application/json",
  Accept: "application/json, text/plain, */*",
  Origin: OFFICIAL_SITE,
  Referer: `${OFFICIAL_SITE}/`,
  "User-Agent": BROWSER_USER_AGENT,
};

export interface OfficialListPage {
  game: GameId;
  items: { item: ListItem; drawDate: string }[];
  pages: number | null;
}

export function createOfficialClient(baseUrl: string, http: HttpOptions) {
  const post = (path: string, body: unknown) => postJson(`${baseUrl}${path}`, body, http, OFFICIAL_HEADERS);

  async function listPage(game: GameId, pageNum: number, pageSize: number): Promise<OfficialListPage> {
    const { gameId, winPoolId } = OFFICIAL_POOLS[game];
    const body = await post("/engine/draw/issueWinPoolInfoPageQuery", { gameId, pageNum, pageSize, winPoolId });
    const data = parseAnswer(body, listDataSchema, `list page ${pageNum}`);
    const items = data.list.map((item, index) => {
      if (item.winPoolId !== null && item.winPoolId !== undefined && item.winPoolId !== winPoolId) {
        throw new SourceError("bad-payload", `list page ${pageNum}: item ${index + 1} belongs to pool ${item.winPoolId}, not ${winPoolId}`);
      }
      const drawDate = drawTimeToSaDate(item.drawTime);
      if (!drawDate)
        throw new SourceError("bad-payload", `list page ${pageNum}: draw ${item.wagerIssue} has no readable drawTime ("${item.drawTime}")`);
      return { item, drawDate };
    });
    return { game, items, pages: data.pages ?? null };
  }

  async function detail(game: GameId, wagerIssue: number): Promise<DetailData> {
    const { gameId, winPoolId, plusFlag } = OFFICIAL_POOLS[game];
    const body = await post("/engine/draw/getIssueDrawResultDetail", { gameId, wagerIssue: String(wagerIssue), winPoolId, plusFlag });
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
 * Prize divisions of a detail answer in our terms, as the source sent them; the detail's balls must be
 * the list's. The match code comes from each level's own label. Only a level without a label we can read
 * falls back to our era's table by division number, with a warning; when that table cannot name it
 * either (Lotto 1-58, or a level our table does not have) the draw's divisions are left out with a
 * warning rather than stored under a made-up code.
 */
function divisionsFromDetail(game: GameId, drawDate: string, listNumbers: readonly number[], data: DetailData, warnings: string[]) {
  const what = `draw ${data.winNotice.issue} detail`;
  const where = `${drawDate} (draw ${data.winNotice.issue})`;
  const mains = data.winNotice.winNums.filter((n) => n.winNumFlag === 0).map((n) => n.winNum);
  const bonuses = data.winNotice.winNums.filter((n) => n.winNumFlag === 1).map((n) => n.winNum);
  const fromList = splitWinNumbers(game, listNumbers);
  if (bonuses.length > 1 || ballsKey(mains, bonuses[0] ?? null) !== ballsKey(fromList.numbers, fromList.bonus)) {
    throw new SourceError("bad-payload", `${what}: its numbers disagree with the draw list`);
  }
  const divisions = [];
  const byPosition: number[] = [];
  const unreadLabels: string[] = [];
  const extras: string[] = [];
  for (const raw of data.winNotice.winLevels ?? []) {
    const level = parseWinLevel(raw);
    if ("error" in level) throw new SourceError("bad-payload", `${what}: unreadable prize level (${level.error})`);
    const fromLabel = level.label === null ? null : matchCodeFromLabel(level.label);
    if (level.label !== null && fromLabel === null) unreadLabels.push(`"${level.label}"`);
    const match = fromLabel ?? matchCodeByPosition(game, drawDate, level.division);
    if (match === null) {
      warnings.push(
        `${where}: prize divisions not stored (level ${level.division} has no match label we can read, and our ${prizeTableOwner(game)} table of that date does not name it)`,
      );
      return [];
    }
    if (fromLabel === null) byPosition.push(level.division);
    if (level.addWinAmountCents) extras.push(`level ${level.division} R${centsToRand(level.addWinAmountCents)}`);
    divisions.push({ division: level.division, match, winners: level.winners, payout: centsToRand(level.payoutCents) });
  }
  if (byPosition.length > 0) {
    const unread = unreadLabels.length > 0 ? ` (labels not understood: ${unreadLabels.join(", ")})` : "";
    warnings.push(
      `${where}: no match label from the source for level(s) ${byPosition.join(", ")}${unread}; match taken from our ${prizeTableOwner(game)} table by division number`,
    );
  }
  if (extras.length > 0) warnings.push(`${where}: addWinAmount not stored (${extras.join(", ")})`);
  return divisions;
}

/** One list item (and its detail, when fetched) as a draw candidate for `parseDraw`. */
export function officialDrawCandidate(game: GameId, item: ListItem, drawDate: string, detailData?: DetailData, warnings: string[] = []) {
  const divisions = detailData ? divisionsFromDetail(game, drawDate, item.winNumList, detailData, warnings) : [];
  const top = divisions.find((d) => d.division === 1);
  return {
    game,
    drawDate,
    ...listItemDraw(game, item),
    // The jackpot rolls over exactly when nobody won division 1.
    rollover: top && top.winners !== null ? top.winners === 0 : null,
    source: "official",
    divisions,
  };
}

/**
 * When the game draws next, from the list (the item marked latest, else the newest), as a UTC instant;
 * undefined when the source does not say.
 */
function nextDrawTimeOf(items: readonly { item: ListItem }[]): string | undefined {
  const latest = items.find(({ item }) => item.isLatestIssue === true || item.isLatestIssue === 1) ?? items[0];
  const text = latest?.item.nextDrawTime;
  return (text && sourceTimeToInstant(text)?.toISOString()) || undefined;
}

export function officialSource(baseUrl: string, http: HttpOptions): ResultsSource {
  const client = createOfficialClient(baseUrl, http);

  async function batch(game: GameId, page: number, mode: "recent" | "backfill", context: FetchContext): Promise<SourceBatch> {
    const listed = await client.listPage(game, page, mode === "recent" ? RECENT_PAGE_SIZE : BACKFILL_PAGE_SIZE);
    const held = await context.held(
      game,
      listed.items.map((entry) => entry.drawDate),
    );
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
    const nextDrawTime = nextDrawTimeOf(listed.items);
    return { draws, warnings, pages: listed.pages ?? undefined, ...(nextDrawTime ? { nextDrawTime } : {}) };
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
