/**
 * Fills the {{tokens}} of content files (docs/content-format.md) from the rules module and the
 * database, so facts in articles stay true when rules or data change. Values are HTML-escaped.
 */
import { periodText, RETENTION } from "~/content/data-retention";
import type { AppEnv } from "~/http/env.server";
import { combinations, currentEra, drawDaysText, DRAW_TIME, type GameId } from "~/rules/games";
import { formatDay } from "~/words/dates";
import { formatInteger } from "~/words/numbers";
import { drawPath } from "~/site/draw-paths";
import { BLOCK_TOKENS, escapeHtml, factTokens } from "../content/fact-tokens";
import { recordTokenValues } from "~/statistics/record-tokens";
import { christmasText } from "~/content/christmas-draws";
import { saDate } from "~/rules/schedule";
import type { GameFacts, SiteFacts } from "~/models/site-facts.server";

const range = (max: number) => `1 to ${max}`;
const odds = (game: GameId) => `1 in ${formatInteger(combinations(currentEra(game)))}`;

function drawCountText(facts: GameFacts): string {
  if (facts.drawCount === 0 || !facts.firstDate) return "no draws yet";
  return `${formatInteger(facts.drawCount)} draws since ${formatDay(facts.firstDate)}`;
}

const STAT_GAMES = { lotto: "lotto", powerball: "powerball", dailyLotto: "daily-lotto" } as const;

function latestDrawText(game: (typeof STAT_GAMES)[keyof typeof STAT_GAMES], facts: GameFacts): string {
  if (!facts.latest) return "not yet in our records";
  const { date, numbers, bonus } = facts.latest;
  const extra = bonus === null ? "" : game === "powerball" ? `, PowerBall ${bonus}` : `, bonus ball ${bonus}`;
  return `<a href="${drawPath(game, date)}">${formatDay(date)}</a> (${[...numbers].sort((a, b) => a - b).join(", ")}${extra})`;
}

function jackpotsWonText(facts: GameFacts): string {
  if (!facts.outcomes || facts.outcomes.known === 0) return "not yet in our records";
  const { known, won } = facts.outcomes;
  return `${formatInteger(won)} of the ${formatInteger(known)} draws whose jackpot outcome we hold`;
}

/**
 * Every token's value. Stats tokens are present only when the facts were loaded; `today` (an SA date) is
 * the day the calendar tokens count from.
 */
export function tokenValues(
  env: Pick<AppEnv, "SITE_NAME" | "CONTACT_EMAIL">,
  facts: SiteFacts | null,
  today: string = saDate(new Date()),
): Record<string, string> {
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
    "schedule.christmas": christmasText(today),
    // Rules beyond these, the facts module and the prize structure derived from the division data.
    ...factTokens(),
    ...recordTokenValues(facts),
    // How long personal data is kept: the same constants the retention job and the admin session enforce.
    "retention.contactMessages": periodText(RETENTION.contactMessages),
    "retention.auditAddresses": periodText(RETENTION.auditAddresses),
    "retention.adminSessionIdle": periodText(RETENTION.adminSessionIdle),
    "retention.adminSessionMax": periodText(RETENTION.adminSessionMax),
    "retention.pushSubscriptionIdle": periodText(RETENTION.pushSubscriptionIdle),
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

/**
 * Whether content uses a record token or a content figure (app/statistics/record-tokens.ts): its loader
 * then reads the records too.
 */
export function usesRecords(html: string): boolean {
  return /\{\{\s*stats\.\w+\.(biggestJackpotWon|longestRolloverRun|mostJackpotWinners|rolloverRuns|rollDown|ballSpread)\s*\}\}/.test(html);
}

/**
 * Replaces every token; an unknown token is a content bug and throws. A block token (a table or a list)
 * replaces the paragraph it stands alone in; inside running text it throws too.
 */
export function fillTokens(html: string, values: Record<string, string>): string {
  return html
    .replace(/<p>\s*\{\{\s*([\w.]+)\s*\}\}\s*<\/p>/g, (all, name: string) =>
      BLOCK_TOKENS.has(name) && values[name] !== undefined ? values[name] : all,
    )
    .replace(TOKEN, (_all, name: string) => {
      const value = values[name];
      if (value === undefined) throw new Error(`Unknown content token {{${name}}}`);
      if (BLOCK_TOKENS.has(name)) throw new Error(`Content token {{${name}}} is a table or list: put it on a line of its own`);
      return value;
    });
}
