/**
 * What we hold, game by game (the /data-sources page): first and last draw, counts of draws with prize
 * divisions, a jackpot and a next jackpot, which sources the rows come from, the gaps against the
 * draw schedule, and the stretches of imported history that rest on one source alone. Two statements, one per question, each reading every game through the (game, …)
 * indexes; the caller sends them in its batch.
 */
import { count, inArray, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { readPlan } from "~/db/read-plan.server";
import { draws } from "~/db/schema";
import { NO_DRAW_PERIODS, sourceCodes, sourceInfo } from "~/content/data-sources";
import { GAME_IDS, type GameId } from "~/rules/games";
import { scheduleGaps, type GameGaps } from "~/coverage/schedule-gaps";
import { singleSourceCode, singleSourceRanges, type SingleSourceRange } from "~/coverage/single-source-ranges";

export interface SourceCount {
  code: string;
  /** The source's name, or null for a code this site does not describe. */
  name: string | null;
  /** Draws whose values we kept from this source (its code comes first). */
  main: number;
  /** Draws this source holds, as main source or confirming another. */
  all: number;
}

export interface GameCoverage {
  game: GameId;
  draws: number;
  first: string | null;
  last: string | null;
  withDivisions: number;
  withJackpot: number;
  withNextJackpot: number;
  sources: SourceCount[];
  gaps: GameGaps;
  /** Stretches of the imported history that no second source confirms, oldest first. */
  singleSource: SingleSourceRange[];
}

const ALL_GAMES = [...GAME_IDS];

export function coverageQueries(db: Db) {
  const perGame = db
    .select({
      game: draws.game,
      draws: count(),
      first: sql<string>`min(${draws.drawDate})`,
      last: sql<string>`max(${draws.drawDate})`,
      withJackpot: count(draws.jackpot),
      withNextJackpot: count(draws.nextJackpot),
      // Spelled out in full: Drizzle leaves a single table's columns unqualified, and an unqualified "id" here
      // would be the division's own, not the draw's.
      withDivisions: sql<number>`sum(EXISTS (SELECT 1 FROM prize_divisions AS p WHERE p.draw_id = draws.id))`,
      // Every held date, for the gaps (one string per game rather than thousands of rows).
      dates: sql<string>`group_concat(${draws.drawDate})`,
      // "date source" of every draw whose source names no second code (the rest are cross-checked);
      // which of them rest on one source is decided by singleSourceCode.
      unconfirmed: sql<
        string | null
      >`group_concat(CASE WHEN instr(${draws.source}, '|') = 0 THEN ${draws.drawDate} || ' ' || ${draws.source} END)`,
    })
    .from(draws)
    .where(inArray(draws.game, ALL_GAMES))
    .groupBy(draws.game);
  const perSource = db
    .select({ game: draws.game, source: draws.source, draws: count() })
    .from(draws)
    .where(inArray(draws.game, ALL_GAMES))
    .groupBy(draws.game, draws.source);
  return [perGame, perSource] as const;
}

type PerGameRow = Awaited<ReturnType<typeof coverageQueries>[0]>[number];
type PerSourceRow = Awaited<ReturnType<typeof coverageQueries>[1]>[number];

/** Source codes counted per game, the main source of most draws first. */
function sourceCounts(rows: readonly PerSourceRow[]): SourceCount[] {
  const counts = new Map<string, SourceCount>();
  for (const row of rows) {
    sourceCodes(row.source).forEach((code, index) => {
      const entry = counts.get(code) ?? { code, name: sourceInfo(code)?.name ?? null, main: 0, all: 0 };
      entry.all += row.draws;
      if (index === 0) entry.main += row.draws;
      counts.set(code, entry);
    });
  }
  return [...counts.values()].sort((a, b) => b.main - a.main || b.all - a.all || a.code.localeCompare(b.code));
}

/** The dates resting on one source, with its code, from the query's "date source,date source,…". */
function singleSourceDates(unconfirmed: string | null): Map<string, string> {
  const single = new Map<string, string>();
  for (const entry of unconfirmed ? unconfirmed.split(",") : []) {
    const [date = "", source = ""] = entry.split(" ");
    const code = singleSourceCode(source);
    if (code !== null) single.set(date, code);
  }
  return single;
}

/** Every game, in the site's order; a game without draws has zero counts and no dates. */
export function toCoverage([perGame, perSource]: readonly [readonly PerGameRow[], readonly PerSourceRow[]]): GameCoverage[] {
  return GAME_IDS.map((game) => {
    const row = perGame.find((r) => r.game === game);
    const held = row?.dates ? row.dates.split(",") : [];
    return {
      game,
      draws: row?.draws ?? 0,
      first: row?.first ?? null,
      last: row?.last ?? null,
      withDivisions: Number(row?.withDivisions ?? 0),
      withJackpot: row?.withJackpot ?? 0,
      withNextJackpot: row?.withNextJackpot ?? 0,
      sources: sourceCounts(perSource.filter((r) => r.game === game)),
      gaps: scheduleGaps(game, held, { noDrawPeriods: NO_DRAW_PERIODS }),
      singleSource: singleSourceRanges(held, singleSourceDates(row?.unconfirmed ?? null)),
    };
  });
}

/** The coverage of every game as a plan (the /api page's downloads, read in the batch of its examples). */
export const coveragePlan = (db: Db) => readPlan(coverageQueries(db), toCoverage);
