/**
 * The data of one draw's page, in ONE D1 round trip (a batch of six indexed queries): the draws of that
 * night in the game's family (the draw itself, and Lotto Plus 1 and 2 beside Lotto, or PowerBall Plus
 * beside PowerBall), the draw's prize divisions, its sources, the game's previous and next draws, and
 * when the family's games were last asked for (the payouts line of a recent draw without its prize table,
 * the late notices) and the newest draw held of the family's other games (the late notices of the latest
 * night's page: loaders/results.server.ts). When the draw is not held, the previous and next draws are the nearest ones on either side of the date, which the
 * not-found page offers instead.
 */
import { and, asc, desc, eq, gt, inArray, lt } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { readPlan, runPlan } from "~/db/read-plan.server";
import { draws, prizeDivisions, type DrawRow, type PrizeDivisionRow } from "~/db/schema";
import { familyOf, GAME_IDS, type GameId } from "~/rules/games";
import { lastChecksQuery, toLastChecks, type LastChecks } from "./last-checks.server";
import { provenanceFrom, sourcesOfDrawQuery, type DrawProvenance } from "./draw-provenance.server";

/** A neighbouring draw of the same game. */
export interface DrawLink {
  date: string;
  drawNumber: number | null;
}

export type DrawPageData =
  | {
      found: true;
      draw: DrawRow;
      divisions: PrizeDivisionRow[];
      sameNight: DrawRow[];
      previous: DrawLink | null;
      next: DrawLink | null;
      /** When the game was last asked for (ISO), or null. */
      lastChecked: string | null;
      /** When each game of the family was last asked for. */
      familyChecks: LastChecks;
      /** The newest draw date held of each game of the family (the game's own included). */
      familyLatest: Partial<Record<GameId, string>>;
      /** The sources that gave the draw, and whether two of them confirm it. */
      provenance: DrawProvenance;
    }
  | { found: false; previous: DrawLink | null; next: DrawLink | null };

export function loadDrawPage(db: Db, game: GameId, date: string, now = new Date()): Promise<DrawPageData> {
  return runPlan(db, drawPagePlan(db, game, date, now));
}

/** The page's reads as one plan: the draw's API answer runs it with the other calls of the /api page. */
export function drawPagePlan(db: Db, game: GameId, date: string, now: Date) {
  const ofGame = eq(draws.game, game);
  const theDraw = db
    .select({ id: draws.id })
    .from(draws)
    .where(and(ofGame, eq(draws.drawDate, date)));
  const link = { date: draws.drawDate, drawNumber: draws.drawNumber };
  const family = familyOf(game);
  const others = family.filter((other) => other !== game);
  const newestOf = (other: GameId) =>
    db.select({ game: draws.game, date: draws.drawDate }).from(draws).where(eq(draws.game, other)).orderBy(desc(draws.drawDate)).limit(1);
  return readPlan(
    [
      // draws_date_idx (draw_date, game).
      db
        .select()
        .from(draws)
        .where(and(eq(draws.drawDate, date), inArray(draws.game, familyOf(game)))),
      // The unique index on (draw_id, division), for the one id the unique (game, draw_date) index finds.
      db.select().from(prizeDivisions).where(inArray(prizeDivisions.drawId, theDraw)).orderBy(asc(prizeDivisions.division)),
      db
        .select(link)
        .from(draws)
        .where(and(ofGame, lt(draws.drawDate, date)))
        .orderBy(desc(draws.drawDate))
        .limit(1),
      db
        .select(link)
        .from(draws)
        .where(and(ofGame, gt(draws.drawDate, date)))
        .orderBy(asc(draws.drawDate))
        .limit(1),
      lastChecksQuery(db, now, family),
      sourcesOfDrawQuery(db, theDraw),
      // The unique index on (game, draw_date), one row each.
      ...others.map(newestOf),
    ],
    ([night, divisions, previous, next, checks, sources, ...newest]): DrawPageData => {
      const neighbours = { previous: previous[0] ?? null, next: next[0] ?? null };
      const draw = night.find((row) => row.game === game);
      if (!draw) return { found: false, ...neighbours };
      const order = (row: DrawRow) => GAME_IDS.indexOf(row.game as GameId);
      const sameNight = night.filter((row) => row !== draw).sort((a, b) => order(a) - order(b));
      const familyLatest: Partial<Record<GameId, string>> = { [game]: neighbours.next?.date ?? date };
      for (const row of newest.flat()) familyLatest[row.game as GameId] = row.date;
      const familyChecks = toLastChecks(checks);
      return {
        found: true,
        draw,
        divisions,
        sameNight,
        ...neighbours,
        lastChecked: familyChecks[game] ?? null,
        familyChecks,
        familyLatest,
        provenance: provenanceFrom(sources, draw.source),
      };
    },
  );
}
