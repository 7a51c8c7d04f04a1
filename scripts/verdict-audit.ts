/**
 * npx tsx scripts/verdict-audit.ts [--today YYYY-MM-DD] [--data <dir>]
 *
 * What the one verdict (app/tickets/verdict.ts) tells a player, over the real history: for every game and
 * every scheduled draw of the 365 days up to `--today` (the schedule of app/rules/schedule.ts; the clock
 * at 23:59 SAST that day, so every one of them has been drawn), boards that match 0 to all of the drawn
 * numbers, with and without the bonus ball or PowerBall, checked against the draw as data/ holds it
 * (read with the import's own readers) or as not held. It counts the verdicts per game (won, with the
 * payout known, pending or missing; no prize; cannot tell, by reason; not drawn) and checks, by rules
 * of its own, that "no prize" is never said where it cannot be known:
 *   - of a draw we do not hold;
 *   - where neither the era's rules nor a whole published table give the prize structure;
 *   - of a match no source prices for its era (the 58-ball period's 2 + Bonus) without a row of its own;
 *   - of a match the era's rules pay.
 * A measurement, not a test: it prints a table (Markdown, for docs/verdict-audit.md) and exits 1 when
 * any "no prize" breaks those rules.
 */
import { GAME_IDS, GAMES, eraOn, type Era, type GameId } from "../app/rules/games";
import { parseMatchCode } from "../app/rules/division-odds";
import type { PublishedDivision, Ticket } from "../app/rules/check-numbers";
import { addDays, isIsoDate, isScheduledDrawDate, saDate, saInstant } from "../app/rules/schedule";
import { drawVerdicts, type DrawKnowledge, type Verdict } from "../app/tickets/verdict";
import { readArgs, usageError } from "./lib/cli.mjs";
import { checkFolder } from "./lib/data-folder";

const USAGE = "Usage: npx tsx scripts/verdict-audit.ts [--today YYYY-MM-DD] [--data <dir>]";
const { values } = readArgs({ options: { today: { type: "string" }, data: { type: "string" } }, usage: USAGE });
const today = values.today ?? saDate(new Date());
if (!isIsoDate(today)) usageError(`--today must be a date YYYY-MM-DD, not "${today}"`, USAGE);
const now = saInstant(today, "23:59");
const WINDOW_DAYS = 365;

const folder = checkFolder(values.data ?? "data");
if (folder.errors.length > 0) {
  console.error(`The data folder has files the import refuses: ${folder.errors.map((e) => e.file).join(", ")}`);
  process.exit(2);
}
const held = new Map<string, { numbers: number[]; bonus: number | null; divisions: PublishedDivision[] }>();
const key = (game: string, date: string) => `${game}|${date}`;
for (const [game, draws] of folder.draws) for (const draw of draws) held.set(key(game, draw.drawDate), { ...draw, divisions: [] });
for (const row of folder.divisions) held.get(key(row.game, row.drawDate))?.divisions.push(row);

/**
 * Boards for a draw: for each count of drawn numbers from 0 to all, one board without the bonus ball (or
 * PowerBall) and, where it can hold it, one with it. Lotto's bonus comes from the main drum, so a board
 * holds it in place of an undrawn number; a PowerBall board's own PowerBall is the drawn one or not.
 */
function boardsFor(era: Era, numbers: readonly number[], bonus: number | null): Ticket[] {
  const undrawn: number[] = [];
  for (let n = 1; undrawn.length < era.mainCount && n <= era.mainMax; n++) if (!numbers.includes(n) && n !== bonus) undrawn.push(n);
  const otherPowerBall = bonus === null || era.bonusFromMainDrum ? null : bonus === 1 ? 2 : 1;
  const boards: Ticket[] = [];
  for (let m = 0; m <= era.mainCount; m++) {
    const mains = [...numbers.slice(0, m), ...undrawn.slice(0, era.mainCount - m)];
    const powerball = era.bonusMax !== null && !era.bonusFromMainDrum ? otherPowerBall : null;
    boards.push({ numbers: mains, powerball });
    if (bonus === null) continue;
    if (era.bonusFromMainDrum) {
      if (m < era.mainCount)
        boards.push({ numbers: [...numbers.slice(0, m), bonus, ...undrawn.slice(0, era.mainCount - m - 1)], powerball: null });
    } else boards.push({ numbers: mains, powerball: bonus });
  }
  return boards;
}

/** Why a "no prize" cannot be known, by the audit's own reading of the era and the table; null when it can. */
function noPrizeProblem(era: Era | undefined, table: readonly PublishedDivision[], main: number, bonus: boolean): string | null {
  const rows = table.map((row) => ({ row, rule: parseMatchCode(row.match) }));
  const numbers = table.map((row) => row.division);
  const wholeTable = table.length > 0 && new Set(numbers).size === table.length && numbers.every((n) => n >= 1 && n <= table.length);
  if (!era?.divisions && !wholeTable) return "structure unknown";
  const ownRow = rows.some(({ rule }) => rule?.main === main && rule.bonus === bonus);
  if (era?.unknownMatches?.some((rule) => rule.main === main && rule.bonus === bonus) && !ownRow) return "match unpriced";
  if (era?.divisions?.some((rule) => rule.main === main && rule.bonus === bonus)) return "match pays";
  return null;
}

interface Counts {
  draws: number;
  held: number;
  withTable: number;
  boards: number;
  won: { known: number; pending: number; missing: number };
  noPrize: number;
  cannotTell: Record<string, number>;
  notDrawn: number;
  problems: number;
}

const from = addDays(today, -(WINDOW_DAYS - 1));
const results = new Map<GameId, Counts>();
const problems: string[] = [];
for (const game of GAME_IDS) {
  const counts: Counts = {
    draws: 0,
    held: 0,
    withTable: 0,
    boards: 0,
    won: { known: 0, pending: 0, missing: 0 },
    noPrize: 0,
    cannotTell: {},
    notDrawn: 0,
    problems: 0,
  };
  results.set(game, counts);
  for (let date = from; date <= today; date = addDays(date, 1)) {
    if (!isScheduledDrawDate(game, date)) continue;
    const era = eraOn(game, date)!;
    const draw = held.get(key(game, date));
    counts.draws++;
    if (draw) counts.held++;
    if (draw && draw.divisions.length > 0) counts.withTable++;
    // A draw we do not hold: boards of any numbers (its own are unknown), so the answer is the clock's alone.
    const boards = boardsFor(era, draw?.numbers ?? Array.from({ length: era.mainCount }, (_, i) => i + 1), draw?.bonus ?? null);
    const knowledge: DrawKnowledge = draw ? { state: "held", draw } : { state: "absent" };
    const answers = drawVerdicts(game, date, boards, knowledge, now);
    answers.forEach((answer, i) => {
      counts.boards++;
      tally(counts, answer.verdict);
      if (answer.verdict.kind !== "no-prize") return;
      const problem = draw ? noPrizeProblem(era, draw.divisions, answer.matched.length, answer.bonusMatched) : "draw not held";
      if (!problem) return;
      counts.problems++;
      problems.push(`${game} ${date} board ${JSON.stringify(boards[i])}: "no prize" (${problem})`);
    });
  }
}

function tally(counts: Counts, verdict: Verdict): void {
  if (verdict.kind === "won") counts.won[verdict.payoutState]++;
  else if (verdict.kind === "no-prize") counts.noPrize++;
  else if (verdict.kind === "cannot-tell") counts.cannotTell[verdict.reason] = (counts.cannotTell[verdict.reason] ?? 0) + 1;
  else counts.notDrawn++;
}

const REASONS = ["result-pending", "result-missing", "offline", "prize-unknown"] as const;
const header = [
  "game",
  "draws",
  "held",
  "with table",
  "boards",
  "won: paid",
  "won: pending",
  "won: missing",
  "no prize",
  ...REASONS.map((reason) => `cannot tell: ${reason}`),
  "not drawn",
  "wrong no prize",
];
const rows = GAME_IDS.map((game) => {
  const c = results.get(game)!;
  return [
    GAMES[game].name,
    c.draws,
    c.held,
    c.withTable,
    c.boards,
    c.won.known,
    c.won.pending,
    c.won.missing,
    c.noPrize,
    ...REASONS.map((reason) => c.cannotTell[reason] ?? 0),
    c.notDrawn,
    c.problems,
  ].map(String);
});
console.log(`Verdict audit of ${values.data ?? "data"}/: the scheduled draws from ${from} to ${today} (clock ${today} 23:59 SAST)\n`);
console.log(`| ${header.join(" | ")} |`);
console.log(`| ${header.map((_, i) => (i === 0 ? "---" : "---:")).join(" | ")} |`);
for (const row of rows) console.log(`| ${row.join(" | ")} |`);
console.log("");
if (problems.length > 0) {
  console.log(`${problems.length} "no prize" where it cannot be known:`);
  for (const line of problems.slice(0, 50)) console.log(`  ${line}`);
  if (problems.length > 50) console.log(`  … and ${problems.length - 50} more`);
  process.exit(1);
}
console.log('No "no prize" where the draw, the prize structure or the match\'s prize is unknown.');
