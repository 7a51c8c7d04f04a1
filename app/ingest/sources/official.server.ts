/**
 * The official source: the National Lottery's current JSON API (sources.md section 2). The list call
 * gives numbers, draw numbers and jackpots; the detail call of one draw gives its prize divisions, drawn
 * order and the pool's figures, and is only made for draws whose divisions we do not hold yet. It reads
 * what the real clients ran into (sources.md 2c): draws listed before they are drawn, types that drift,
 * prize tables of placeholders. What each field means is in
 * `official-fields.server.ts`.
 */
import { prizeTableOwner } from "~/input/draw-input.server";
import type { GameId } from "~/rules/games";
import { addDays, saDate } from "~/rules/schedule";
import { postJson, SourceError, type HttpOptions } from "../http-client.server";
import {
  detailDataSchema,
  ignoredDetailFields,
  listDataSchema,
  matchCodeFromLabel,
  parseWinLevel,
  readListItem,
  type DetailData,
  type ListItem,
  type WinLevel,
} from "./official-fields.server";
import {
  centsToRand,
  drawTimeToSaDate,
  matchCodeByPosition,
  OFFICIAL_POOLS,
  sourceTimeToInstant,
  splitWinNumbers,
  type OfficialPool,
} from "./official-mapping.server";
import { parseAnswer } from "./official-payloads.server";
import type { FetchContext, ResultsSource, SourceBatch } from "./types.server";
import { DETAILS_PENDING_DAYS } from "~/rules/ingest-schedule";

/** Recent runs look at the newest draws only: at most a few are new on any night. */
export const RECENT_PAGE_SIZE = 10;
export const BACKFILL_PAGE_SIZE = 100;
/** The main game's pool; 101 and 102 are its Plus pools. */
const MAIN_POOL = 100;

/** The site whose own front end calls the API: our requests carry its Origin and Referer, as its pages' do. */
const OFFICIAL_SITE = "https://www.nationallottery.co.za";
/** A current desktop Chrome: the API is the site's back end and may refuse what does not look like a browser. */
const BROWSER_USER_AGENT =
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
  /** The drawn draws of the game's pool, newest first; pending items and other pools' items left out. */
  items: { item: ListItem; drawDate: string }[];
  pages: number | null;
  /** Optional fields ignored for their type. */
  warnings: string[];
  /** Items skipped: not drawn yet, or of another pool. */
  notes: string[];
  /** How many items were listed without numbers (not drawn yet). */
  pending: number;
}

export interface OfficialDetail {
  data: DetailData;
  /** Optional fields ignored for their type. */
  ignored: string[];
}

/** An item names another pool when its winPoolId (or plusFlag) says so; an item that names none is ours. */
const otherPool = (item: ListItem, pool: OfficialPool) =>
  (item.winPoolId !== null && item.winPoolId !== undefined && item.winPoolId !== pool.winPoolId) ||
  (item.plusFlag !== null && item.plusFlag !== undefined && item.plusFlag !== pool.plusFlag);

export function createOfficialClient(baseUrl: string, http: HttpOptions) {
  // Answers cut off mid-body (flaky TLS, sources.md 2c) pass on a retry; the run still says they happened.
  const retried: string[] = [];
  const httpNoting: HttpOptions = {
    ...http,
    onRetry: (failure, attempt) => {
      http.onRetry?.(failure, attempt);
      retried.push(`${failure.message}; asked again (attempt ${attempt + 1} of ${http.retries + 1})`);
    },
  };
  const post = (path: string, body: unknown) => postJson(`${baseUrl}${path}`, body, httpNoting, OFFICIAL_HEADERS);

  async function listPage(game: GameId, pageNum: number, pageSize: number): Promise<OfficialListPage> {
    const pool = OFFICIAL_POOLS[game];
    const what = `list page ${pageNum}`;
    const body = await post("/engine/draw/issueWinPoolInfoPageQuery", {
      gameId: pool.gameId,
      pageNum,
      pageSize,
      winPoolId: pool.winPoolId,
    });
    const data = parseAnswer(body, listDataSchema, what);
    const page: OfficialListPage = { game, items: [], pages: data.pages ?? null, warnings: [], notes: [], pending: 0 };
    let otherPools = 0;
    data.list.forEach((raw, index) => {
      const reading = readListItem(raw, `list.${index}`);
      if (reading.kind === "broken") throw new SourceError("bad-payload", `${what}: unexpected answer (${reading.reason})`);
      if (reading.kind === "pending") {
        page.pending++;
        page.notes.push(`${what}: draw ${reading.issue} is listed without numbers (not drawn yet); skipped`);
        return;
      }
      const { item } = reading;
      if (otherPool(item, pool)) {
        otherPools++;
        return;
      }
      const drawDate = drawTimeToSaDate(item.drawTime);
      if (!drawDate) throw new SourceError("bad-payload", `${what}: draw ${item.wagerIssue} has no readable drawTime ("${item.drawTime}")`);
      page.warnings.push(...reading.ignored.map((line) => `${drawDate} (draw ${item.wagerIssue}): ${line}`));
      page.items.push({ item, drawDate });
    });
    if (otherPools > 0) page.notes.push(`${what}: ${otherPools} item(s) of other pools skipped`);
    return page;
  }

  async function detail(game: GameId, wagerIssue: number): Promise<OfficialDetail> {
    const { gameId, winPoolId, plusFlag } = OFFICIAL_POOLS[game];
    const body = await post("/engine/draw/getIssueDrawResultDetail", { gameId, wagerIssue: String(wagerIssue), winPoolId, plusFlag });
    const data = parseAnswer(body, detailDataSchema, `draw ${wagerIssue} detail`);
    const issue = data.winNotice.issue;
    if (issue !== null && issue !== undefined && issue !== wagerIssue) {
      throw new SourceError("bad-payload", `draw ${wagerIssue} detail: answered for draw ${issue}`);
    }
    return { data, ignored: ignoredDetailFields((body as { data?: unknown }).data) };
  }

  /** The retries since the last call, one line each (and forgets them). */
  const takeRetries = () => retried.splice(0);

  return { listPage, detail, takeRetries };
}

export type OfficialClient = ReturnType<typeof createOfficialClient>;

/** Order-free comparison key of a draw's balls. */
const ballsKey = (numbers: readonly number[], bonus: number | null) => `${[...numbers].sort((a, b) => a - b).join()}|${bonus ?? ""}`;

/** What one draw's detail answer adds to its list item, in our terms. */
export interface DetailReading {
  divisions: { division: number; match: string; winners: number | null; payout: number | null }[];
  /** Main balls in drawn order (by `numSn`), or null when the detail does not give it. */
  drawnOrder: number[] | null;
  rolloverAmount: number | null;
  nextJackpot: number | null;
  sales: number | null;
  /** The pool's next draw (UTC instant), when the detail says. */
  nextDrawTime: string | null;
  /** The drawing machine the pool names ("RNG2"). */
  drawMachine: string | null;
  isLatest: boolean;
}

const NOTHING: DetailReading = {
  divisions: [],
  drawnOrder: null,
  rolloverAmount: null,
  nextJackpot: null,
  sales: null,
  nextDrawTime: null,
  drawMachine: null,
  isLatest: false,
};

/**
 * A prize table in which every level has zero or null winners and amounts: the source's placeholder
 * before the real table (sources.md 2c: a table of all zeros must not be stored as final).
 */
const isPlaceholder = (levels: readonly WinLevel[]) =>
  levels.length > 0 && levels.every((level) => !level.winners && !level.payoutCents && !level.addWinAmountCents);

/** The main balls in drawn order, when every one carries its sequence number. */
function drawnOrderOf(mains: readonly { winNum: number; numSn?: number | null }[]): number[] | null {
  if (mains.length === 0 || mains.some((ball) => ball.numSn === null || ball.numSn === undefined)) return null;
  return [...mains].sort((a, b) => a.numSn! - b.numSn!).map((ball) => ball.winNum);
}

/**
 * Prize divisions of a detail answer in our terms, as the source sent them. The match code comes from
 * each level's own label. Only a level without a label we can read falls back to our era's table by
 * division number, with a warning; when that table cannot name it either (Lotto 1-58, or a level our
 * table does not have) the draw's divisions are left out with a warning rather than stored under a
 * made-up code. A table of placeholders (all zeros) is not stored: later runs ask again.
 */
function divisionsFromLevels(game: GameId, drawDate: string, data: DetailData, where: string, warnings: string[], notes: string[]) {
  const what = `draw ${data.winNotice.issue ?? "?"} detail`;
  const levels: WinLevel[] = [];
  for (const raw of data.winNotice.winLevels ?? []) {
    const level = parseWinLevel(raw);
    if ("error" in level) throw new SourceError("bad-payload", `${what}: unreadable prize level (${level.error})`);
    levels.push(level);
  }
  if (isPlaceholder(levels)) {
    notes.push(`${where}: prize table not published yet (every level zero or empty); not stored, asked again on a later run`);
    return null;
  }
  const divisions: DetailReading["divisions"] = [];
  const byPosition: number[] = [];
  const unreadLabels: string[] = [];
  const extras: string[] = [];
  for (const level of levels) {
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

/**
 * What a detail answer adds to its list item: divisions, drawn order, the pool's figures. Its balls must
 * be the list's: for a main pool a disagreement means the answer is wrong (the game's batch is refused);
 * for a Plus pool (LOTTO PLUS 1, LOTTO 5 MAX, PowerBall XTRA) it is warned about and nothing of that
 * detail is stored, the rest of the batch goes on.
 */
export function readDetail(
  game: GameId,
  drawDate: string,
  item: ListItem,
  detail: OfficialDetail,
  warnings: string[],
  notes: string[] = [],
): DetailReading {
  const { data } = detail;
  const where = `${drawDate} (draw ${item.wagerIssue})`;
  warnings.push(...detail.ignored.map((line) => `${where}: detail ${line}`));
  const winNums = data.winNotice.winNums;
  let drawnOrder: number[] | null = null;
  if (winNums) {
    const mains = winNums.filter((n) => n.winNumFlag === 0);
    const bonuses = winNums.filter((n) => n.winNumFlag === 1).map((n) => n.winNum);
    const fromList = splitWinNumbers(game, item.winNumList);
    const agree =
      bonuses.length <= 1 &&
      ballsKey(
        mains.map((n) => n.winNum),
        bonuses[0] ?? null,
      ) === ballsKey(fromList.numbers, fromList.bonus);
    if (!agree) {
      if (OFFICIAL_POOLS[game].winPoolId === MAIN_POOL) {
        throw new SourceError("bad-payload", `draw ${item.wagerIssue} detail: its numbers disagree with the draw list`);
      }
      warnings.push(`${where}: the detail's numbers disagree with the draw list; its prize divisions and figures not stored`);
      return NOTHING;
    }
    drawnOrder = drawnOrderOf(mains);
  }
  const divisions = divisionsFromLevels(game, drawDate, data, where, warnings, notes);
  const pool = data.winPoolInfoVo;
  const nextDrawTime = pool?.nextDrawTime ? (sourceTimeToInstant(pool.nextDrawTime)?.toISOString() ?? null) : null;
  return {
    divisions: divisions ?? [],
    drawnOrder,
    // A placeholder table's pool figures are placeholders too: they come with the real table.
    rolloverAmount: divisions === null ? null : centsToRand(pool?.rolloverAmount),
    nextJackpot: centsToRand(pool?.nextJackpot),
    sales: centsToRand(pool?.saleMoney),
    nextDrawTime,
    drawMachine: pool?.drawMachineId?.trim() || null,
    isLatest: data.isLatestIssue === true,
  };
}

/**
 * One list item (and what its detail added, when fetched) as a draw candidate for `parseDraw`.
 * `previousNextJackpot`: the previous draw's next jackpot, which is this draw's jackpot on offer when the
 * item names none (no client has seen a field for it: sources.md 2c).
 */
export function officialDrawCandidate(
  game: GameId,
  item: ListItem,
  drawDate: string,
  detail?: DetailReading,
  previousNextJackpot?: number | null,
) {
  const { numbers, bonus } = splitWinNumbers(game, item.winNumList);
  const divisions = detail?.divisions ?? [];
  const top = divisions.find((d) => d.division === 1);
  return {
    game,
    drawDate,
    drawNumber: item.wagerIssue,
    numbers,
    drawnOrder: detail?.drawnOrder ?? null,
    bonus,
    jackpot: centsToRand(item.jackpotAmount) ?? previousNextJackpot ?? null,
    nextJackpot: centsToRand(item.nextJackpot) ?? detail?.nextJackpot ?? null,
    rolloverAmount: detail?.rolloverAmount ?? null,
    sales: centsToRand(item.saleMoney) ?? detail?.sales ?? null,
    // The jackpot rolls over exactly when nobody won division 1.
    rollover: top && top.winners !== null ? top.winners === 0 : null,
    drawMachine: detail?.drawMachine ?? null,
    source: "official",
    divisions,
  };
}

interface Entry {
  item: ListItem;
  drawDate: string;
  detail?: DetailReading;
}

/**
 * When the game draws next (UTC instant), from the details read: the one marked latest, else the
 * newest; undefined when none says. A pending item never counts: it is not in `entries`.
 */
function nextDrawTimeOf(entries: readonly Entry[]): string | undefined {
  const withTime = entries.filter((entry) => entry.detail?.nextDrawTime);
  const latest =
    withTime.find((entry) => entry.detail!.isLatest || entry.item.isLatestIssue === true) ??
    [...withTime].sort((a, b) => b.item.wagerIssue - a.item.wagerIssue)[0];
  return latest?.detail?.nextDrawTime ?? undefined;
}

export function officialSource(baseUrl: string, http: HttpOptions): ResultsSource {
  const client = createOfficialClient(baseUrl, http);

  async function batch(
    game: GameId,
    page: number,
    mode: "recent" | "backfill",
    context: FetchContext,
  ): Promise<SourceBatch & { pending: number }> {
    client.takeRetries();
    const listed = await client.listPage(game, page, mode === "recent" ? RECENT_PAGE_SIZE : BACKFILL_PAGE_SIZE);
    const held = await context.held(
      game,
      listed.items.map((entry) => entry.drawDate),
    );
    // A draw new to us always gets its detail. One we hold without divisions is asked again by recent
    // runs (the draw-night crons and the daily catch-up) while it is DETAILS_PENDING_DAYS old at most, the
    // days the pages say its details may still come (the rules' one figure): divisions that
    // never come would otherwise cost a request on every run. A backfill asks for every draw in its range.
    const retryFrom = mode === "recent" ? addDays(saDate(context.now), -DETAILS_PENDING_DAYS) : "";
    const warnings = [...listed.warnings];
    const notes = [...listed.notes];
    const entries: Entry[] = [];
    // Sequential on purpose: a handful of detail calls, and a polite client is less likely to be refused.
    for (const { item, drawDate } of listed.items) {
      const ours = held.get(drawDate);
      const wantDetail = drawDate >= (context.notBefore ?? "") && (!ours || (!ours.divisions && drawDate >= retryFrom));
      const detail = wantDetail ? readDetail(game, drawDate, item, await client.detail(game, item.wagerIssue), warnings, notes) : undefined;
      entries.push({ item, drawDate, ...(detail ? { detail } : {}) });
    }
    const byIssue = new Map(entries.map((entry) => [entry.item.wagerIssue, entry]));
    const draws = entries.map((entry) => {
      // A pool's draws are numbered one after another: the previous draw is the issue before.
      const previous = byIssue.get(entry.item.wagerIssue - 1);
      const previousNextJackpot = previous ? (centsToRand(previous.item.nextJackpot) ?? previous.detail?.nextJackpot) : undefined;
      return officialDrawCandidate(game, entry.item, entry.drawDate, entry.detail, previousNextJackpot);
    });
    notes.push(...client.takeRetries());
    const nextDrawTime = nextDrawTimeOf(entries);
    return {
      draws,
      warnings,
      notes,
      pages: listed.pages ?? undefined,
      ...(nextDrawTime ? { nextDrawTime } : {}),
      pending: listed.pending,
    };
  }

  return {
    name: "official",
    strictness: "whole",
    notConfigured: () => null,
    async fetchRecent(game, context) {
      const { pending, ...result } = await batch(game, 1, "recent", context);
      // Only a draw listed before it is drawn is no reason to fail: the night's first check finds just that.
      if (result.draws.length === 0 && pending === 0) throw new SourceError("bad-payload", "the source listed no draws");
      return result;
    },
    async fetchPage(game, page, context) {
      const { pending: _pending, ...result } = await batch(game, page, "backfill", context);
      return result;
    },
  };
}
