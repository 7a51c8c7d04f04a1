/**
 * The figures of the main games that content tokens state (docs/content-format.md): draw counts, first
 * and newest draws, jackpot outcomes. Read here, filled into articles by app/loaders/content-tokens.server.ts.
 */
import { count, desc, eq, min, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { draws } from "~/db/schema";

export interface GameFacts {
  drawCount: number;
  firstDate: string | null;
  /** The newest draw we hold (absent in older fixtures: the token then says it is not in our records). */
  latest?: { date: string; numbers: number[]; bonus: number | null } | null;
  /** Draws whose jackpot outcome we hold, and how many of them were won. */
  outcomes?: { known: number; won: number };
}

export type SiteFacts = Record<"lotto" | "powerball" | "daily-lotto", GameFacts>;

const FACT_GAMES = ["lotto", "powerball", "daily-lotto"] as const;

/**
 * Counts, newest draws and jackpot outcomes of the main games: one D1 round trip. Records (the biggest
 * jackpot won and the rest) come from the statistics module, as the statistics pages show them.
 */
export async function loadSiteFacts(db: Db): Promise<SiteFacts> {
  const PER_GAME = 3;
  const queries = FACT_GAMES.flatMap((game) => [
    db
      .select({ total: count(), first: min(draws.drawDate) })
      .from(draws)
      .where(eq(draws.game, game)),
    db
      .select({ date: draws.drawDate, numbers: draws.numbers, bonus: draws.bonus })
      .from(draws)
      .where(eq(draws.game, game))
      .orderBy(desc(draws.drawDate))
      .limit(1),
    db
      .select({ known: count(draws.rollover), won: sql<number>`coalesce(sum(case when ${draws.rollover} = 0 then 1 else 0 end), 0)` })
      .from(draws)
      .where(eq(draws.game, game)),
  ]);
  const [first, ...rest] = queries;
  const results = await db.batch([first!, ...rest]);
  const facts = {} as SiteFacts;
  FACT_GAMES.forEach((game, i) => {
    const totals = results[i * PER_GAME] as { total: number; first: string | null }[];
    const latest = (results[i * PER_GAME + 1] as { date: string; numbers: number[]; bonus: number | null }[])[0];
    const outcomes = (results[i * PER_GAME + 2] as { known: number; won: number }[])[0];
    facts[game] = {
      drawCount: totals[0]?.total ?? 0,
      firstDate: totals[0]?.first ?? null,
      latest: latest ?? null,
      outcomes: { known: Number(outcomes?.known ?? 0), won: Number(outcomes?.won ?? 0) },
    };
  });
  return facts;
}
