/**
 * Fills the {{tokens}} of content files (docs/content-format.md) from the rules module and the
 * database, so facts in articles stay true when rules or data change. Values are HTML-escaped.
 */
import { count, desc, eq, min, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { draws } from "~/db/schema";
import { periodText, RETENTION } from "~/lib/data-retention";
import type { AppEnv } from "~/lib/env.server";
import { combinations, currentEra, drawDaysText, DRAW_TIME, type GameId } from "~/lib/games";
import { formatInteger, formatLongDate } from "~/lib/format";
import { drawPath } from "~/lib/draw-paths";
import { BLOCK_TOKENS, escapeHtml, factTokens } from "./fact-tokens";
import { recordTokenValues } from "~/statistics/record-tokens";

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
    db.select({ total: count(), first: min(draws.drawDate) }).from(draws).where(eq(draws.game, game)),
    db.select({ date: draws.drawDate, numbers: draws.numbers, bonus: draws.bonus }).from(draws).where(eq(draws.game, game)).orderBy(desc(draws.drawDate)).limit(1),
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

const range = (max: number) => `1 to ${max}`;
const odds = (game: GameId) => `1 in ${formatInteger(combinations(currentEra(game)))}`;

function drawCountText(facts: GameFacts): string {
  if (facts.drawCount === 0 || !facts.firstDate) return "no draws yet";
  return `${formatInteger(facts.drawCount)} draws since ${formatLongDate(facts.firstDate)}`;
}

const STAT_GAMES = { lotto: "lotto", powerball: "powerball", dailyLotto: "daily-lotto" } as const;

function latestDrawText(game: (typeof STAT_GAMES)[keyof typeof STAT_GAMES], facts: GameFacts): string {
  if (!facts.latest) return "not yet in our records";
  const { date, numbers, bonus } = facts.latest;
  const extra = bonus === null ? "" : game === "powerball" ? `, PowerBall ${bonus}` : `, bonus ball ${bonus}`;
  return `<a href="${drawPath(game, date)}">${formatLongDate(date)}</a> (${[...numbers].sort((a, b) => a - b).join(", ")}${extra})`;
}

function jackpotsWonText(facts: GameFacts): string {
  if (!facts.outcomes || facts.outcomes.known === 0) return "not yet in our records";
  const { known, won } = facts.outcomes;
  return `${formatInteger(won)} of the ${formatInteger(known)} draws whose jackpot outcome we hold`;
}

/** Every token's value. Stats tokens are present only when the facts were loaded. */
export function tokenValues(env: Pick<AppEnv, "SITE_NAME" | "CONTACT_EMAIL">, facts: SiteFacts | null): Record<string, string> {
  const lotto = currentEra("lotto");
  const powerball = currentEra("powerball");
  const values: Record<string, string> = {
    "site.name": escapeHtml(env.SITE_NAME),
    "contact.email": `<a href="mailto:${escapeHtml(env.CONTACT_EMAIL)}">${escapeHtml(env.CONTACT_EMAIL)}</a>`,
    "lotto.mainRange": range(lotto.mainMax),
    "lotto.jackpotOdds": odds("lotto"),
    "lotto.drawDays": drawDaysText(lotto),
    "lotto.divisions": String(lotto.divisions?.length ?? "an unpublished number of"),
    "powerball.mainRange": range(powerball.mainMax),
    "powerball.bonusRange": range(powerball.bonusMax ?? 0),
    "powerball.jackpotOdds": odds("powerball"),
    "powerball.drawDays": drawDaysText(powerball),
    "powerball.divisions": String(powerball.divisions?.length ?? "an unpublished number of"),
    "dailyLotto.mainRange": range(currentEra("daily-lotto").mainMax),
    "dailyLotto.jackpotOdds": odds("daily-lotto"),
    drawTime: `${DRAW_TIME} SAST`,
    // Rules beyond these, the facts module and the prize structure derived from the division data.
    ...factTokens(),
    ...recordTokenValues(facts),
    // How long personal data is kept: the same constants the retention job and the admin session enforce.
    "retention.contactMessages": periodText(RETENTION.contactMessages),
    "retention.auditAddresses": periodText(RETENTION.auditAddresses),
    "retention.adminSessionIdle": periodText(RETENTION.adminSessionIdle),
    "retention.adminSessionMax": periodText(RETENTION.adminSessionMax),
  };
  if (facts) {
    values["stats.lotto.drawCount"] = drawCountText(facts.lotto);
    values["stats.powerball.drawCount"] = drawCountText(facts.powerball);
    values["stats.dailyLotto.drawCount"] = drawCountText(facts["daily-lotto"]);
    for (const [key, game] of Object.entries(STAT_GAMES)) {
      values[`stats.${key}.latestDraw`] = latestDrawText(game, facts[game]);
      values[`stats.${key}.jackpotsWon`] = jackpotsWonText(facts[game]);
    }
  }
  return values;
}

const TOKEN = /\{\{\s*([\w.]+)\s*\}\}/g;

export function usesStats(html: string): boolean {
  return /\{\{\s*stats\./.test(html);
}

/** Whether content uses a record token (app/statistics/record-tokens.ts): its loader then reads the records too. */
export function usesRecords(html: string): boolean {
  return /\{\{\s*stats\.\w+\.(biggestJackpotWon|longestRolloverRun|mostJackpotWinners)\s*\}\}/.test(html);
}

/**
 * Replaces every token; an unknown token is a content bug and throws. A block token (a table or a list)
 * replaces the paragraph it stands alone in; inside running text it throws too.
 */
export function fillTokens(html: string, values: Record<string, string>): string {
  return html
    .replace(/<p>\s*\{\{\s*([\w.]+)\s*\}\}\s*<\/p>/g, (all, name: string) => (BLOCK_TOKENS.has(name) && values[name] !== undefined ? values[name] : all))
    .replace(TOKEN, (_all, name: string) => {
      const value = values[name];
      if (value === undefined) throw new Error(`Unknown content token {{${name}}}`);
      if (BLOCK_TOKENS.has(name)) throw new Error(`Content token {{${name}}} is a table or list: put it on a line of its own`);
      return value;
    });
}
