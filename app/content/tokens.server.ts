/**
 * Fills the {{tokens}} of content files (docs/content-format.md) from the rules module and the
 * database, so facts in articles stay true when rules or data change. Values are HTML-escaped.
 */
import { and, count, desc, eq, isNotNull, min } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { draws } from "~/db/schema";
import { periodText, RETENTION } from "~/lib/data-retention";
import type { AppEnv } from "~/lib/env.server";
import { combinations, currentEra, drawDaysText, DRAW_TIME, type GameId } from "~/lib/games";
import { formatInteger, formatLongDate, formatRand } from "~/lib/format";
import { HELPLINES } from "~/lib/helplines";

export interface GameFacts {
  drawCount: number;
  firstDate: string | null;
  record: { amount: number; date: string; won: boolean | null } | null;
}

export type SiteFacts = Record<"lotto" | "powerball" | "daily-lotto", GameFacts>;

const FACT_GAMES = ["lotto", "powerball", "daily-lotto"] as const;

/** Counts and record jackpots of the main games: one D1 round trip. */
export async function loadSiteFacts(db: Db): Promise<SiteFacts> {
  const queries = FACT_GAMES.flatMap((game) => [
    db.select({ total: count(), first: min(draws.drawDate) }).from(draws).where(eq(draws.game, game)),
    db
      .select({ amount: draws.jackpot, date: draws.drawDate, won: draws.rollover })
      .from(draws)
      .where(and(eq(draws.game, game), isNotNull(draws.jackpot)))
      .orderBy(desc(draws.jackpot))
      .limit(1),
  ]);
  const [first, ...rest] = queries;
  const results = await db.batch([first!, ...rest]);
  const facts = {} as SiteFacts;
  FACT_GAMES.forEach((game, i) => {
    const totals = results[i * 2] as { total: number; first: string | null }[];
    const record = (results[i * 2 + 1] as { amount: number | null; date: string; won: boolean | null }[])[0];
    facts[game] = {
      drawCount: totals[0]?.total ?? 0,
      firstDate: totals[0]?.first ?? null,
      record: record && record.amount !== null ? { amount: record.amount, date: record.date, won: record.won === null ? null : !record.won } : null,
    };
  });
  return facts;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const range = (max: number) => `1 to ${max}`;
const odds = (game: GameId) => `1 in ${formatInteger(combinations(currentEra(game)))}`;

function drawCountText(facts: GameFacts): string {
  if (facts.drawCount === 0 || !facts.firstDate) return "no draws yet";
  return `${formatInteger(facts.drawCount)} draws since ${formatLongDate(facts.firstDate)}`;
}

function recordText(facts: GameFacts): string {
  if (!facts.record) return "not yet in our records";
  const how = facts.record.won === true ? ", won on " : facts.record.won === false ? ", on offer (rolled over) on " : " on ";
  return `${formatRand(facts.record.amount)}${how}${formatLongDate(facts.record.date)}`;
}

function helplinesHtml(): string {
  const items = HELPLINES.map(
    (line) =>
      `<li><strong>${escapeHtml(line.name)}</strong>: <a href="tel:${line.tel}">${escapeHtml(line.phone)}</a> (${escapeHtml(line.hours)})${line.extra ? `. ${escapeHtml(line.extra)}` : ""}</li>`,
  );
  return `<ul>${items.join("")}</ul>`;
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
    values["stats.lotto.recordJackpot"] = recordText(facts.lotto);
    values["stats.powerball.recordJackpot"] = recordText(facts.powerball);
  }
  return values;
}

const TOKEN = /\{\{\s*([\w.]+)\s*\}\}/g;

export function usesStats(html: string): boolean {
  return /\{\{\s*stats\./.test(html);
}

/** Replaces every token; an unknown token is a content bug and throws. */
export function fillTokens(html: string, values: Record<string, string>): string {
  return html
    .replace(/<p>\s*\{\{\s*helplines\s*\}\}\s*<\/p>/g, helplinesHtml())
    .replace(TOKEN, (_all, name: string) => {
      const value = values[name];
      if (value === undefined) throw new Error(`Unknown content token {{${name}}}`);
      return value;
    });
}
