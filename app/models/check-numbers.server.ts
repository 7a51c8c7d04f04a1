/**
 * The checker's data, in at most two D1 round trips:
 * 1. one batch of three indexed queries: the draws of the chosen night in the game's family (the chosen
 *    date, or the game's newest draw date, found by a subquery on the (game, draw_date) index, so the
 *    latest-draw answer never scans the draws), the prize divisions of those draws, and every draw of the
 *    game ("In all our records", and the previous and next draws around the chosen night);
 * 2. the payouts per winner of the wins "In all our records" needs, only when there are any: for the
 *    summary, every win's (its prizes are added up); for one board's page, that page's.
 *
 * Every draw is matched against every board (cheap: a few thousand draws, up to ten boards), but a win
 * is kept as the draw's index and its match until it is shown: the summary shows ten per board, a page
 * fifty, and a ten-board check once answered 1.1 MB listing every win of every board.
 */
import { and, asc, desc, eq, inArray, isNotNull, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { draws, prizeDivisions, type DrawRow } from "~/db/schema";
import { answerBoard, matchTicket, type BoardAnswer, type Ticket, type TicketMatch } from "~/rules/check-numbers";
import { drawPath } from "~/site/draw-paths";
import { displayName, divisionCode, eraOn, familyOf, GAME_IDS, type DivisionRule, type GameId } from "~/rules/games";
import type { RecordsView } from "~/input/records-view.server";
import { groupDivisions } from "./draws.server";

/** The wins the summary shows of each board: its best. */
export const BEST_WINS = 10;
/** The rows of a page of one board's wins. */
export const WINS_PER_PAGE = 50;

export interface TicketWin {
  game: GameId;
  gameName: string;
  drawDate: string;
  drawNumber: number | null;
  numbers: number[];
  bonus: number | null;
  matched: number[];
  bonusMatched: boolean;
  division: number;
  match: string;
  /** Rand per winner of that division, when the draw's divisions are in our records. */
  payout: number | null;
}

/** What "In all our records" checked of one game of the family: the same draws for every board. */
export interface RecordsChecked {
  game: GameId;
  gameName: string;
  drawsChecked: number;
  /** Draws of an era whose division rules we do not hold, so nothing could be said of them. */
  drawsSkipped: number;
  firstDate: string | null;
}

/** How many times a board won one division. */
export interface DivisionCount {
  game: GameId;
  gameName: string;
  division: number;
  /** Stored match code: "6", "5+bonus", "4+powerball". */
  match: string;
  count: number;
}

/** "In all our records" for one board, summed up. */
export interface BoardSummary {
  wins: number;
  /** Division 1 first; a division whose match changed between eras once per match. */
  divisions: DivisionCount[];
  /** The payouts per winner our records hold for its wins, added up (rand), and how many of its wins had one. */
  prizeTotal: number;
  paidWins: number;
  /** At most BEST_WINS: the highest division first (the smallest number), then the newest. */
  best: TicketWin[];
}

export type RecordsAnswer =
  | {
      kind: "summary";
      checked: RecordsChecked[];
      /** One per board, in the order entered. */
      boards: BoardSummary[];
      /** A page past the end of a board's list was asked for: the summary instead. */
      missingPage: { board: number; page: number; wins: number; pages: number } | null;
    }
  | {
      kind: "list";
      checked: RecordsChecked[];
      /** 1-based, as in the address. */
      board: number;
      page: number;
      pages: number;
      wins: number;
      /** The place of the page's first win in the list (1-based). */
      first: number;
      /** The page's wins, newest first. */
      rows: TicketWin[];
    };

/** One draw of the chosen night, with what each board won in it. */
export interface NightDraw {
  game: GameId;
  gameName: string;
  drawDate: string;
  drawNumber: number | null;
  numbers: number[];
  bonus: number | null;
  path: string;
  /** Whether our records hold this draw's prize table (some of it). */
  hasDivisions: boolean;
  boards: BoardAnswer[];
}

export type NightAnswer =
  | { kind: "found"; date: string; latest: boolean; draws: NightDraw[]; missing: string[]; previous: string | null; next: string | null }
  /** A chosen date with no draw of the game: the nearest draws on either side instead. */
  | { kind: "no-draw"; date: string; previous: string | null; next: string | null }
  | { kind: "no-draws" };

export interface CheckerData {
  night: NightAnswer;
  records: RecordsAnswer;
}

/**
 * The draws of the night, the chosen game first. A Plus game is bought on the same ticket as its main
 * game (Lotto Plus 1 and 2 only with Lotto, PowerBall Plus only with PowerBall), with the same boards:
 * someone who picks Lotto Plus 1 holds those boards in Lotto (and perhaps Plus 2) that night too, so the
 * checker answers for every draw of the night, leading with the game they asked about.
 */
function nightOrder(game: GameId) {
  return (a: DrawRow, b: DrawRow) =>
    Number(b.game === game) - Number(a.game === game) || GAME_IDS.indexOf(a.game as GameId) - GAME_IDS.indexOf(b.game as GameId);
}

export async function loadChecker(
  db: Db,
  game: GameId,
  date: string | null,
  boards: readonly Ticket[],
  view: RecordsView = { kind: "summary" },
): Promise<CheckerData> {
  const family = familyOf(game);
  // A date: that night's draws of the family. No date: each game's own newest draw (issue 33: Lotto Plus 1
  // may have no draw on Lotto's newest night in our records), each found by a subquery on the
  // (game, draw_date) index, so the latest answer never scans the draws.
  const newestOf = (of: GameId) =>
    sql`(${db.select({ drawDate: draws.drawDate }).from(draws).where(eq(draws.game, of)).orderBy(desc(draws.drawDate)).limit(1)})`;
  const ofNight: SQL | undefined = date
    ? and(inArray(draws.game, family), eq(draws.drawDate, date))
    : or(...family.map((of) => and(eq(draws.game, of), eq(draws.drawDate, newestOf(of)))));
  const [night, nightDivisions, all] = await db.batch([
    // draws_date_idx (draw_date, game).
    db.select().from(draws).where(ofNight),
    // The unique index on (draw_id, division), for the ids of that night.
    db
      .select()
      .from(prizeDivisions)
      .where(inArray(prizeDivisions.drawId, db.select({ id: draws.id }).from(draws).where(ofNight)))
      .orderBy(asc(prizeDivisions.drawId), asc(prizeDivisions.division)),
    // Every draw of the family (the Plus games are on the same ticket), oldest first.
    db
      .select({
        id: draws.id,
        game: draws.game,
        drawDate: draws.drawDate,
        drawNumber: draws.drawNumber,
        numbers: draws.numbers,
        bonus: draws.bonus,
      })
      .from(draws)
      .where(inArray(draws.game, family))
      .orderBy(asc(draws.drawDate), asc(draws.game)),
  ]);

  const divisionsByDraw = groupDivisions(nightDivisions);
  const dates = all.filter((row) => row.game === game).map((row) => row.drawDate);
  const chosen = date ?? dates[dates.length - 1] ?? null;
  const previous = chosen ? ([...dates].reverse().find((d) => d < chosen) ?? null) : null;
  const next = chosen ? (dates.find((d) => d > chosen) ?? null) : null;

  let answer: NightAnswer;
  if (!chosen) answer = { kind: "no-draws" };
  else if (!night.some((row) => row.game === game)) answer = { kind: "no-draw", date: chosen, previous, next };
  else {
    const held = [...night].sort(nightOrder(game));
    answer = {
      kind: "found",
      date: chosen,
      latest: date === null || date === dates[dates.length - 1],
      previous,
      next,
      missing: family.filter((other) => !held.some((row) => row.game === other)).map(displayName),
      draws: held.map((row) => {
        const drawGame = row.game as GameId;
        const table = divisionsByDraw.get(row.id) ?? [];
        const era = eraOn(drawGame, row.drawDate);
        return {
          game: drawGame,
          gameName: displayName(drawGame),
          drawDate: row.drawDate,
          drawNumber: row.drawNumber,
          numbers: row.numbers,
          bonus: row.bonus,
          path: drawPath(drawGame, row.drawDate),
          hasDivisions: table.length > 0,
          boards: boards.map((board) => answerBoard(drawGame, era, board, row, table)),
        };
      }),
    };
  }

  const stored = all.map((row) => ({ ...row, game: row.game as GameId }));
  return { night: answer, records: await checkRecords(db, family, boards, stored, view) };
}

type StoredDraw = { id: number; game: GameId; drawDate: string; drawNumber: number | null; numbers: number[]; bonus: number | null };

/** A win kept small until it is shown: the draw's index in the game's draws (oldest first) and the match. */
interface Win {
  index: number;
  match: TicketMatch;
  /** The division won (match.division, known to be there). */
  rule: DivisionRule;
}

/** Every draw of the family matched against every board: each board's wins, oldest first, and what was checked per game. */
function matchBoards(
  family: readonly GameId[],
  boards: readonly Ticket[],
  rows: readonly StoredDraw[],
): { checked: RecordsChecked[]; wins: Win[][] } {
  const checked = new Map<GameId, RecordsChecked>(
    family.map((game) => [game, { game, gameName: displayName(game), drawsChecked: 0, drawsSkipped: 0, firstDate: null }]),
  );
  const wins = boards.map(() => [] as Win[]);
  rows.forEach((row, index) => {
    const counts = checked.get(row.game)!;
    counts.firstDate ??= row.drawDate;
    const era = eraOn(row.game, row.drawDate);
    if (!era?.divisions) {
      counts.drawsSkipped++;
      return;
    }
    counts.drawsChecked++;
    boards.forEach((board, b) => {
      const match = matchTicket(era, board, row);
      if (match.division) wins[b]!.push({ index, match, rule: match.division });
    });
  });
  return { checked: [...checked.values()], wins };
}

/** Highest division first (division 1 is the top prize), then the newest. */
const bestFirst = (a: Win, b: Win) => a.rule.division - b.rule.division || b.index - a.index;

async function checkRecords(
  db: Db,
  family: readonly GameId[],
  boards: readonly Ticket[],
  rows: readonly StoredDraw[],
  view: RecordsView,
): Promise<RecordsAnswer> {
  const { checked, wins } = matchBoards(family, boards, rows);
  const toRow = (win: Win, payouts: Payouts): TicketWin => {
    const row = rows[win.index]!;
    const division = win.rule.division;
    return {
      game: row.game,
      gameName: displayName(row.game),
      drawDate: row.drawDate,
      drawNumber: row.drawNumber,
      numbers: row.numbers,
      bonus: row.bonus,
      matched: win.match.matched,
      bonusMatched: win.match.bonusMatched,
      division,
      match: divisionCode(row.game, win.rule),
      payout: payouts.get(payoutKey(row.id, division)) ?? null,
    };
  };
  const pairOf = (win: Win): Pair => [rows[win.index]!.id, win.rule.division];

  let missingPage: Extract<RecordsAnswer, { kind: "summary" }>["missingPage"] = null;
  if (view.kind === "board") {
    const list = wins[view.board - 1] ?? [];
    const pages = Math.max(1, Math.ceil(list.length / WINS_PER_PAGE));
    if (view.page <= pages) {
      // Newest first: the list is oldest first, so the page is read from its end.
      const end = list.length - (view.page - 1) * WINS_PER_PAGE;
      const shown = list.slice(Math.max(0, end - WINS_PER_PAGE), end).reverse();
      const payouts = await payoutsOf(db, shown.map(pairOf));
      const pageRows = shown.map((win) => toRow(win, payouts));
      return {
        kind: "list",
        checked,
        board: view.board,
        page: view.page,
        pages,
        wins: list.length,
        first: (view.page - 1) * WINS_PER_PAGE + 1,
        rows: pageRows,
      };
    }
    missingPage = { board: view.board, page: view.page, wins: list.length, pages };
  }

  // The summary adds up every win's payout, so it reads them all (one row per win that has one).
  const payouts = await payoutsOf(db, wins.flat().map(pairOf));
  const boardSummaries = wins.map((list): BoardSummary => {
    // By division and match: a division's match can change between eras (Lotto's division 7 was Match 3 until
    // 2026 and is 2 + bonus since), so each pair is counted on its own.
    const byDivision = new Map<string, DivisionCount>();
    let cents = 0;
    let paidWins = 0;
    for (const win of list) {
      const rule = win.rule;
      const drawGame = rows[win.index]!.game;
      const match = divisionCode(drawGame, rule);
      const key = `${drawGame} ${rule.division} ${match}`;
      const count = byDivision.get(key);
      if (count) count.count++;
      else byDivision.set(key, { game: drawGame, gameName: displayName(drawGame), division: rule.division, match, count: 1 });
      const payout = payouts.get(payoutKey(rows[win.index]!.id, rule.division));
      if (payout !== undefined) {
        // In cents, so adding up hundreds of amounts with cents never drifts.
        cents += Math.round(payout * 100);
        paidWins++;
      }
    }
    return {
      wins: list.length,
      divisions: [...byDivision.values()].sort(
        (a, b) => family.indexOf(a.game) - family.indexOf(b.game) || a.division - b.division || a.match.localeCompare(b.match),
      ),
      prizeTotal: cents / 100,
      paidWins,
      best: [...list]
        .sort(bestFirst)
        .slice(0, BEST_WINS)
        .map((win) => toRow(win, payouts)),
    };
  });
  return { kind: "summary", checked, boards: boardSummaries, missingPage };
}

/** A draw's id and a division of it. */
type Pair = [drawId: number, division: number];
/** Payout per winner by `payoutKey`; a pair without one is absent. */
type Payouts = Map<string, number>;
const payoutKey = (drawId: number, division: number) => `${drawId}:${division}`;

/**
 * The payout per winner of each (draw, division) pair that our records hold one for, in one query however
 * many pairs: they travel as one JSON parameter (D1 allows 100 bound parameters a query) and each is
 * looked up on the unique index on (draw_id, division). Only those divisions are read, not each winning
 * draw's whole table. A division nobody won has no payout per winner (its stored 0 is not a prize of R 0).
 */
async function payoutsOf(db: Db, pairs: readonly Pair[]): Promise<Payouts> {
  const payouts: Payouts = new Map();
  if (pairs.length === 0) return payouts;
  const unique = [...new Map(pairs.map((pair) => [payoutKey(...pair), pair])).values()];
  const found = await db
    .select({ drawId: prizeDivisions.drawId, division: prizeDivisions.division, payout: prizeDivisions.payout })
    .from(prizeDivisions)
    .where(
      and(
        sql`(${prizeDivisions.drawId}, ${prizeDivisions.division}) IN (SELECT value ->> 0, value ->> 1 FROM json_each(${JSON.stringify(unique)}))`,
        isNotNull(prizeDivisions.payout),
        sql`${prizeDivisions.winners} IS NOT 0`,
      ),
    );
  for (const row of found) if (row.payout !== null) payouts.set(payoutKey(row.drawId, row.division), row.payout);
  return payouts;
}
