/**
 * The content tokens that come from the rules module (app/rules/games.ts), the facts module
 * (app/facts/facts.ts) and the prize structure derived from the division data
 * (app/content/prize-structure.ts). No database: these are the same for every request.
 *
 * Block tokens (BLOCK_TOKENS) render a table or a list and must stand on a line of their own.
 * Values are HTML; text from modules is escaped.
 */
import {
  CLAIMS,
  CURRENT_OPERATOR,
  DAILY_LOTTO_PLUS,
  GOOD_CAUSES,
  HELPLINE_LIST,
  ITHUBA_LICENCE,
  LOTTO_58_PRIZES,
  MINIMUM_AGE,
  OPERATOR_CONTACT,
  OPERATORS,
  SALES_TIMES,
  SUSPENSION_2007,
  TAX,
} from "~/facts/facts";
import { PRICE_GAMES, PRICE_TABLE, priceBasis, pricePeriodText } from "~/rules/prices";
import { websiteLabel } from "./helplines";
import { formatDay, formatMonth, monthName } from "~/words/dates";
import { formatInteger, formatRand } from "~/words/numbers";
import { combinations, currentEra, divisionProbability, drawDaysText, GAMES, matchCodeLabel, type Era, type GameId } from "~/rules/games";
import { divisionOdds, oddsText } from "~/rules/division-odds";
import { latestPrizeEra, prizeErasOf, type MainGame, type PrizeEra } from "./prize-structure";
import { andList } from "~/words/lists";

export const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const year = (date: string) => date.slice(0, 4);

/** A content table, wrapped like render-markdown's tables (scrolls sideways on a phone, by keyboard too). */
function table(caption: string, head: string[], rows: string[][]): string {
  const th = head.map((h) => `<th scope="col">${h}</th>`).join("");
  const body = rows.map((cells) => `<tr>${cells.map((c) => `<td>${c}</td>`).join("")}</tr>`).join("");
  return `<div class="table-scroll" tabindex="0" role="region" aria-label="${escapeHtml(caption)}"><table><caption>${escapeHtml(caption)}</caption><thead><tr>${th}</tr></thead><tbody>${body}</tbody></table></div>`;
}

const GAME_TOKEN: Record<MainGame, string> = { lotto: "lotto", powerball: "powerball", "daily-lotto": "dailyLotto" };
const CONTENT_NAME: Record<MainGame, string> = { lotto: "Lotto", powerball: "PowerBall", "daily-lotto": "Daily Lotto" };

function anyPrizeOdds(era: Era): string {
  if (!era.divisions) return "not published for this era";
  const p = era.divisions.reduce((sum, rule) => sum + divisionProbability(era, rule), 0);
  return `1 in ${oddsText(p)}`;
}

function eraNumbers(era: Era): string {
  const main = `${era.mainCount} from 1-${era.mainMax}`;
  return era.bonusMax !== null && !era.bonusFromMainDrum
    ? `${main} + 1 from 1-${era.bonusMax}`
    : era.bonusMax !== null
      ? `${main} + bonus ball`
      : main;
}

/** Every era of a game: period, numbers, jackpot odds, divisions, draw days. */
function erasTable(game: GameId): string {
  const rows = GAMES[game].eras.map((era) => [
    `${formatDay(era.from)} – ${era.to ? formatDay(era.to) : "now"}`,
    eraNumbers(era),
    formatInteger(combinations(era)),
    era.divisions ? String(era.divisions.length) : "not in our records",
    drawDaysText(era),
  ]);
  return table(
    `${CONTENT_NAME[game as MainGame] ?? GAMES[game].name}: the rules of each era`,
    ["Period", "Numbers", "Jackpot odds (1 in)", "Divisions", "Draw days"],
    rows,
  );
}

function sampleText(era: PrizeEra): string {
  return `${formatInteger(era.draws)} draws from ${formatDay(era.first)} to ${formatDay(era.last)}`;
}

function prizeCell(division: PrizeEra["divisions"][number]): string {
  if (division.fixed !== null) return `${formatRand(division.fixed)} (fixed)`;
  if (!division.paid) return "share of a pool (no winner in these draws)";
  const { min, median, max } = division.paid;
  return `share of a pool: median ${formatRand(median)} (${formatRand(min)} – ${formatRand(max)})`;
}

/** The newest prize era: division, match, odds in that era, what one winner was paid. */
function prizeTable(game: MainGame): string {
  const era = latestPrizeEra(game);
  if (!era) return "<p>Prize divisions for this game are not in our records.</p>";
  const rules = currentEraOn(game, era.era);
  const codes = era.divisions.map((d) => d.match);
  const rows = era.divisions.map((d) => {
    const p = divisionOdds(rules, d.match, codes);
    return [String(d.division), matchCodeLabel(d.match), p ? oddsText(p) : "—", prizeCell(d)];
  });
  return table(
    `${CONTENT_NAME[game]} prizes per winner, ${sampleText(era)}`,
    ["Division", "Match", "Odds (1 in)", "Paid per winner"],
    rows,
  );
}

function currentEraOn(game: MainGame, from: string): Era {
  return GAMES[game].eras.find((era) => era.from === from) ?? currentEra(game);
}

function fixedText(era: PrizeEra | undefined): string {
  const fixed = era?.divisions.filter((d) => d.fixed !== null) ?? [];
  if (!fixed.length) return "none: every division shares a pool";
  return andList(fixed.map((d) => `${matchCodeLabel(d.match)} ${formatRand(d.fixed!)}`));
}

function pooledText(era: PrizeEra | undefined): string {
  const pooled = era?.divisions.filter((d) => d.fixed === null) ?? [];
  if (!pooled.length) return "none";
  const numbers = pooled.map((d) => d.division);
  const contiguous = numbers.every((n, i) => i === 0 || n === numbers[i - 1]! + 1);
  const label =
    contiguous && numbers.length > 2
      ? `divisions ${numbers[0]} to ${numbers[numbers.length - 1]}`
      : `division${numbers.length > 1 ? "s" : ""} ${andList(numbers.map(String))}`;
  return `${label} (${andList(pooled.map((d) => matchCodeLabel(d.match)))})`;
}

/**
 * One line per period we hold divisions for: which divisions were fixed, at what. An era splits where a
 * pool division became fixed partway through it (PrizeDivision.fixedFrom), so no line says of a whole era
 * what held only for part of it.
 */
function prizeHistory(game: MainGame): string {
  const line = (first: string, last: string, draws: number, fixed: { match: string; amount: number }[]) => {
    const what = fixed.length
      ? `fixed: ${andList(fixed.map((d) => `${matchCodeLabel(d.match)} ${formatRand(d.amount)}`))}; the other divisions shared pools`
      : "every division shared a pool";
    return `<li><strong>${formatDay(first)} – ${formatDay(last)}</strong> (${formatInteger(draws)} draws with prize divisions): ${what}.</li>`;
  };
  const items = prizeErasOf(game).flatMap((era) => {
    const fixed = era.divisions.flatMap((d) => (d.fixed !== null ? [{ match: d.match, amount: d.fixed }] : []));
    const later = era.divisions.flatMap((d) => (d.fixedFrom ? [{ match: d.match, ...d.fixedFrom }] : []));
    // Each date from which a division was fixed starts a new period.
    const starts = [...new Set(later.map((d) => d.from))].sort();
    if (!starts.length) return [line(era.first, era.last, era.draws, fixed)];
    const periods: string[] = [];
    let first = era.first;
    let drawsLeft = era.draws;
    for (const [i, start] of starts.entries()) {
      const before = later.find((d) => d.from === start)!.before;
      const drawsFromStart = later.find((d) => d.from === start)!.draws;
      const fixedNow = [...fixed, ...later.filter((d) => d.from < start)];
      periods.push(line(first, before, drawsLeft - drawsFromStart, fixedNow));
      first = start;
      drawsLeft = drawsFromStart;
      if (i === starts.length - 1) periods.push(line(start, era.last, drawsFromStart, [...fixed, ...later.filter((d) => d.from <= start)]));
    }
    return periods;
  });
  return `<ul>${items.join("")}</ul>`;
}

/**
 * The one rule for wins on the digital channels, dated and labelled as the previous operator's: the same
 * words as the claim line of My Tickets (app/tickets/claims.ts, whereToClaim).
 */
export function digitalClaimText(): string {
  return `Bought through a banking app, the website or the app: under ${CLAIMS.digitalRuleBy} (its statement of ${CLAIMS.digitalRuleStated}), prizes below ${formatRand(CLAIMS.digitalPaidUnder)} were paid into your bank account or National Lottery wallet; bigger ones are claimed.`;
}

function claimsTable(): string {
  const rows = CLAIMS.tiers.map((tier) => [
    tier.max === null
      ? `${formatRand(tier.min)} and above`
      : tier.min === 0
        ? `under ${formatRand(tier.max + 0.01)}`
        : `${formatRand(tier.min)} – ${formatRand(tier.max)}`,
    escapeHtml(tier.where),
    tier.note ? escapeHtml(`${tier.note[0]!.toUpperCase()}${tier.note.slice(1)}.`) : "",
  ]);
  rows.push([
    `below ${formatRand(CLAIMS.digitalPaidUnder)}, played on a banking app, the website or the app`,
    "no claim needed: paid automatically into your bank account or National Lottery wallet",
    escapeHtml(`${CLAIMS.digitalRuleBy}'s rule (its statement of ${CLAIMS.digitalRuleStated}); a bigger win is claimed from the operator.`),
  ]);
  return table(
    `Where to claim a National Lottery prize (the previous operator ${CLAIMS.digitalRuleBy}'s procedure)`,
    ["Prize", "Where to claim", "Note"],
    rows,
  );
}

function claimsSummary(): string {
  const [small, middle, large] = CLAIMS.tiers;
  return `prizes under ${formatRand((small.max ?? 0) + 0.01)} at ${small.where}; up to ${formatRand(middle.max ?? 0)} at ${middle.where}; ${formatRand(large.min)} and above at ${large.where}; wins below ${formatRand(CLAIMS.digitalPaidUnder)} played on a banking app, the website or the app paid automatically (${CLAIMS.digitalRuleBy}'s rule, stated in ${CLAIMS.digitalRuleStated})`;
}

function helplineLink(index: number): string {
  const line = HELPLINE_LIST.lines[index]!;
  return `<a href="tel:${line.tel}">${escapeHtml(line.phone)}</a>`;
}

function helplinesHtml(): string {
  const items = HELPLINE_LIST.lines.map(
    (line) =>
      `<li><strong>${escapeHtml(line.name)}</strong>: <a href="tel:${line.tel}">${escapeHtml(line.phone)}</a> (${escapeHtml(line.hours)})${line.website ? `, <a href="${escapeHtml(line.website)}" rel="noopener noreferrer" target="_blank">${escapeHtml(websiteLabel(line.website))}</a>` : ""}${line.extra ? `. ${escapeHtml(line.extra)}` : ""}</li>`,
  );
  return `<ul>${items.join("")}</ul>`;
}

/** Every price period of every game, with what supports it. */
function pricesTable(): string {
  const rows = PRICE_GAMES.flatMap(([game, name]) =>
    PRICE_TABLE[game].map((period) => [escapeHtml(name), pricePeriodText(period), formatRand(period.price), priceBasis(period)]),
  );
  return table("Price of a board by game and period", ["Game", "Period", "Price a board", "Stated by"], rows);
}

/**
 * How sure a game's first-draw day is, from the notes of FIRST_DRAWS (app/rules/games.ts): where no report
 * we hold gives the day, the token states only the month; where one report gives it, the token says so.
 * Unlisted: several reports, or our own records, give the day.
 */
const FIRST_DRAW_BASIS: Partial<Record<GameId, "month only" | "one report">> = {
  "lotto-plus-1": "one report",
  "lotto-plus-2": "month only",
};

function firstDrawText(game: GameId): string {
  const date = GAMES[game].firstDraw;
  switch (FIRST_DRAW_BASIS[game]) {
    case "month only":
      return `${formatMonth(date)} (no report we hold gives the day)`;
    case "one report":
      return `${formatDay(date)} (the day one report gives; most reports give only the month)`;
    default:
      return formatDay(date);
  }
}

/** A share of sales as pages write it: 0.48 → "48%". */
const percent = (share: number) => `${Math.round(share * 1000) / 10}%`;

const PB = PRICE_TABLE.powerball;
const PB_BEFORE = PB.find((p) => p.to !== null && p.from === null)!;
const PB_R5 = PB.find((p) => p.fromIsStart && !p.hobbyOnly)!;
const PBPLUS_LAUNCH = PRICE_TABLE["powerball-plus"][0]!;

/** Tokens that render a table or list: they must be the only thing on their line. */
export const BLOCK_TOKENS: ReadonlySet<string> = new Set([
  "helplines",
  "claims.table",
  "prices.table",
  "rules.lotto.eras",
  "rules.powerball.eras",
  "rules.dailyLotto.eras",
  "prizes.lotto.table",
  "prizes.powerball.table",
  "prizes.dailyLotto.table",
  "prizes.lotto.history",
  "prizes.powerball.history",
  "prizes.dailyLotto.history",
]);

/** Every rule, fact and prize token. */
export function factTokens(): Record<string, string> {
  const lotto = currentEra("lotto");
  const powerball = currentEra("powerball");
  const daily = currentEra("daily-lotto");
  const values: Record<string, string> = {
    // Rules (games.ts), beyond the ranges and odds tokens.server.ts fills.
    "lotto.anyPrizeOdds": anyPrizeOdds(lotto),
    "powerball.anyPrizeOdds": anyPrizeOdds(powerball),
    "dailyLotto.anyPrizeOdds": anyPrizeOdds(daily),
    "dailyLotto.drawDays": drawDaysText(daily),
    "dailyLotto.divisions": String(daily.divisions?.length ?? "an unpublished number of"),
    "lotto.rulesSince": formatDay(lotto.from),
    "powerball.rulesSince": formatDay(powerball.from),
    "powerball.goodFridayFrom": String(GAMES.powerball.goodFridayDrawsFrom ?? ""),
    "lottoPlus2.currentName": escapeHtml(GAMES["lotto-plus-2"].currentName?.name ?? GAMES["lotto-plus-2"].name),
    "powerballPlus.currentName": escapeHtml(GAMES["powerball-plus"].currentName?.name ?? GAMES["powerball-plus"].name),
    "lottoPlus1.firstDraw": firstDrawText("lotto-plus-1"),
    "lottoPlus2.firstDraw": firstDrawText("lotto-plus-2"),
    "powerball.firstDraw": firstDrawText("powerball"),
    "powerballPlus.firstDraw": firstDrawText("powerball-plus"),
    "dailyLotto.firstDraw": firstDrawText("daily-lotto"),
    "lotto.firstDraw": firstDrawText("lotto"),
    // The Lotto family's 58-ball period and its prize structure (facts.ts, LOTTO_58_PRIZES).
    "lotto58.from": formatDay(LOTTO_58_PRIZES.from),
    "lotto58.to": formatDay(LOTTO_58_PRIZES.to),
    "lotto58.anyPrizeOdds": `1 in ${LOTTO_58_PRIZES.anyPrizeOneIn}`,
    "lotto58.anyPrizeOddsBefore": `1 in ${LOTTO_58_PRIZES.anyPrizeOneInBefore}`,
    "lotto58.payoutShare": percent(LOTTO_58_PRIZES.payoutShare),
    "lotto58.payoutShareBefore": percent(LOTTO_58_PRIZES.payoutShareBefore),
    // Daily Lotto Plus, the add-on of September 2025 to May 2026 (facts.ts, DAILY_LOTTO_PLUS; its price in prices.ts).
    "dailyLottoPlus.launched": formatMonth(DAILY_LOTTO_PLUS.launched),
    "dailyLottoPlus.endedBy": formatDay(DAILY_LOTTO_PLUS.endedBy),
    "prices.dailyLottoPlus": formatRand(PRICE_TABLE["daily-lotto-plus"][0]!.price),
    "rules.lotto.eras": erasTable("lotto"),
    "rules.powerball.eras": erasTable("powerball"),
    "rules.dailyLotto.eras": erasTable("daily-lotto"),
    // Operators and licences (facts.ts).
    "operator.current": escapeHtml(CURRENT_OPERATOR.name),
    "operator.currentSince": formatDay(CURRENT_OPERATOR.from),
    "operator.previous": escapeHtml(OPERATORS.ithuba.name),
    "operator.ithubaLicenceEnded": formatDay(ITHUBA_LICENCE.ended),
    "operator.ithubaTemporary": `a ${ITHUBA_LICENCE.temporaryMonths}-month temporary licence until ${formatDay(ITHUBA_LICENCE.temporaryUntil)}`,
    "operator.history": andList(
      [OPERATORS.uthingo, OPERATORS.gidani, OPERATORS.ithuba, OPERATORS.sizekhaya].map((o) =>
        o.to ? `${escapeHtml(o.name)} (${year(o.from)}-${year(o.to)})` : `${escapeHtml(o.name)} (since ${formatDay(o.from)})`,
      ),
    ),
    "suspension2007.period": `${monthName(Number(SUSPENSION_2007.from.slice(5, 7)))} to ${formatMonth(SUSPENSION_2007.to)}`,
    "suspension2007.lastDraw": formatDay(SUSPENSION_2007.lastDrawBefore),
    "suspension2007.firstDraw": formatDay(SUSPENSION_2007.firstDrawAfter),
    // Prices (the price table of app/rules/prices.ts).
    "prices.powerball": formatRand(PB_R5.price),
    "prices.powerballBefore": formatRand(PB_BEFORE.price),
    "prices.powerballSince": formatMonth(PB_R5.from!),
    "prices.powerballPlus": formatRand(PBPLUS_LAUNCH.price),
    "prices.table": pricesTable(),
    // Sales and results times, where the money goes (facts.ts).
    "sales.close": `${SALES_TIMES.salesClose} SAST`,
    "sales.operator": escapeHtml(SALES_TIMES.operator),
    "goodCauses.fund": escapeHtml(`${GOOD_CAUSES.fund} (${GOOD_CAUSES.fundShort})`),
    "goodCauses.regulator": escapeHtml(GOOD_CAUSES.regulator),
    "claims.digitalPaidUnder": formatRand(CLAIMS.digitalPaidUnder),
    "claims.digitalRuleStated": escapeHtml(CLAIMS.digitalRuleStated),
    "operator.officialSite": escapeHtml(OPERATOR_CONTACT.officialSite),
    "claims.counsellingFrom": formatRand(CLAIMS.counsellingFrom),
    // Claims and tax (facts.ts).
    "claims.deadline": `${CLAIMS.deadlineDays} days`,
    "claims.summary": escapeHtml(claimsSummary()),
    "claims.table": claimsTable(),
    "claims.officialSite": escapeHtml(CLAIMS.officialSite),
    "tax.summary": escapeHtml(
      `Winnings are not taxed as income for the winner. A ${TAX.proposedRate}% withholding tax on winnings above ${formatRand(TAX.proposedThreshold)} was proposed in ${TAX.proposedIn} and dropped in ${TAX.droppedIn}.`,
    ),
    // Helplines (facts.ts).
    helplines: helplinesHtml(),
    "helplines.gambling": helplineLink(0),
    "helplines.crisis": helplineLink(1),
    minimumAge: String(MINIMUM_AGE),
  };
  for (const game of ["lotto", "powerball", "daily-lotto"] as const) {
    const key = GAME_TOKEN[game];
    const era = latestPrizeEra(game);
    values[`prizes.${key}.table`] = prizeTable(game);
    values[`prizes.${key}.history`] = prizeHistory(game);
    values[`prizes.${key}.fixed`] = fixedText(era);
    values[`prizes.${key}.pooled`] = pooledText(era);
    values[`prizes.${key}.sample`] = era ? sampleText(era) : "no draws with prize divisions";
  }
  return values;
}
