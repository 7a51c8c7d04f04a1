/**
 * The checker's data, in at most two D1 round trips:
 * 1. one batch of three indexed queries: the draws of the chosen night in the game's family (the chosen
 *    date, or the game's newest draw date, found by a subquery on the (game, draw_date) index, so the
 *    latest-draw answer never scans the draws), the prize divisions of those draws, and every draw of the
 *    game ("In all our records", and the previous and next draws around the chosen night);
 * 2. the prize divisions of the past draws the boards would have won ("In all our records"), only when
 *    there are any.
 */
import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { draws, prizeDivisions, type DrawRow } from "~/db/schema";
import { answerBoard, matchTicket, type BoardAnswer, type Ticket } from "~/rules/check-numbers";
import { drawPath } from "~/site/draw-paths";
import { displayName, divisionCode, eraOn, GAME_IDS, type GameId } from "~/rules/games";
import { familyOf } from "./draw-page.server";
import { divisionsFor, groupDivisions } from "./draws.server";

export interface TicketWin {
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

/** "In all our records" for one board: every draw of the game where it would have won, newest first. */
export interface RecordsAnswer {
  drawsChecked: number;
  drawsSkipped: number;
  firstDate: string | null;
  wins: TicketWin[];
}

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
  /** One per board, in the order entered. */
  records: RecordsAnswer[];
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

export async function loadChecker(db: Db, game: GameId, date: string | null, boards: readonly Ticket[]): Promise<CheckerData> {
  const family = familyOf(game);
  const newestDate = db.select({ drawDate: draws.drawDate }).from(draws).where(eq(draws.game, game)).orderBy(desc(draws.drawDate)).limit(1);
  const target: SQL | string = date ?? sql`(${newestDate})`;
  const ofNight = and(inArray(draws.game, family), eq(draws.drawDate, target));
  const [night, nightDivisions, all] = await db.batch([
    // draws_date_idx (draw_date, game).
    db.select().from(draws).where(ofNight),
    // The unique index on (draw_id, division), for the ids of that night.
    db
      .select()
      .from(prizeDivisions)
      .where(inArray(prizeDivisions.drawId, db.select({ id: draws.id }).from(draws).where(ofNight)))
      .orderBy(asc(prizeDivisions.drawId), asc(prizeDivisions.division)),
    // The (game, draw_date) unique index: every draw of the game, oldest first.
    db
      .select({ id: draws.id, drawDate: draws.drawDate, drawNumber: draws.drawNumber, numbers: draws.numbers, bonus: draws.bonus })
      .from(draws)
      .where(eq(draws.game, game))
      .orderBy(asc(draws.drawDate)),
  ]);

  const divisionsByDraw = groupDivisions(nightDivisions);
  const dates = all.map((row) => row.drawDate);
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

  return { night: answer, records: await checkRecords(db, game, boards, all) };
}

type StoredDraw = { id: number; drawDate: string; drawNumber: number | null; numbers: number[]; bonus: number | null };

/** Every draw of the game in our records where each board would have won, newest first (the checker's original answer). */
async function checkRecords(db: Db, game: GameId, boards: readonly Ticket[], rows: readonly StoredDraw[]): Promise<RecordsAnswer[]> {
  let checkedWithTable = 0;
  const wins = boards.map(() => [] as (TicketWin & { id: number })[]);
  for (const row of rows) {
    const era = eraOn(game, row.drawDate);
    if (!era?.divisions) continue;
    checkedWithTable++;
    boards.forEach((board, index) => {
      const result = matchTicket(era, board, row);
      if (!result.division) return;
      wins[index]!.push({
        id: row.id,
        drawDate: row.drawDate,
        drawNumber: row.drawNumber,
        numbers: row.numbers,
        bonus: row.bonus,
        matched: result.matched,
        bonusMatched: result.bonusMatched,
        division: result.division.division,
        match: divisionCode(game, result.division),
        payout: null,
      });
    });
  }
  const ids = [...new Set(wins.flat().map((w) => w.id))];
  const divisions = await divisionsFor(db, ids);
  return wins.map((list) => {
    for (const win of list) {
      const published = divisions.get(win.id)?.find((d) => d.division === win.division);
      // A division nobody won has no payout per winner (its stored 0 is not a prize of R 0).
      win.payout = published && published.winners !== 0 ? published.payout : null;
    }
    return {
      drawsChecked: checkedWithTable,
      drawsSkipped: rows.length - checkedWithTable,
      firstDate: rows[0]?.drawDate ?? null,
      wins: list.reverse().map(({ id: _id, ...win }) => win),
    };
  });
}
