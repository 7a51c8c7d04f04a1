/**
 * Figures that articles state as text but that come from the draw history: counts of draws, results of
 * tests run on the history, era boundaries read from the data, records. Each is recomputed here from
 * data/*.csv, by the method the article describes, and must appear in the article as printed: when the
 * data or the text changes, this fails. (Figures that have a {{token}} are checked in content-facts.test.ts.)
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseCsv } from "~/import/csv";
import { splitFrontMatter } from "~/content/front-matter";
import { derivePrizeEras, type DivisionRow } from "~/content/prize-structure";
import { combinations, currentEra, divisionProbability, eraOn, type GameId } from "~/rules/games";
import { formatDay } from "~/words/dates";
import { formatInteger, formatRand } from "~/words/numbers";
import { factTokens } from "~/content/fact-tokens";
import { ballSpread } from "~/statistics/content-figures";
import { ballsText } from "~/statistics/record-tokens";

interface Draw {
  date: string;
  main: number[];
  bonus: number | null;
  jackpot: number | null;
  /** true: nobody won the jackpot; null: not known. */
  rollover: boolean | null;
}

/** One game's draws from data/<game>.csv, oldest first. */
function draws(game: GameId): Draw[] {
  return parseCsv(readFileSync(`data/${game}.csv`, "utf8"))
    .records.map(({ values: v }) => ({
      date: v.draw_date!,
      main: ["n1", "n2", "n3", "n4", "n5", "n6"].filter((n) => v[n]).map((n) => Number(v[n])),
      bonus: v.bonus ? Number(v.bonus) : null,
      jackpot: v.jackpot_rand ? Number(v.jackpot_rand) : null,
      rollover: v.rollover === "true" ? true : v.rollover === "false" ? false : null,
    }))
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** data/divisions.csv with the winners, for the figures of one draw's prize table. */
function divisionTable(game: GameId, date: string) {
  return parseCsv(readFileSync("data/divisions.csv", "utf8"))
    .records.map(({ values: v }) => v)
    .filter((v) => v.game === game && v.draw_date === date)
    .map((v) => ({ division: Number(v.division), match: v.match!, winners: Number(v.winners), payout: Number(v.payout_rand) }))
    .sort((a, b) => a.division - b.division);
}

function divisionRows(): DivisionRow[] {
  return parseCsv(readFileSync("data/divisions.csv", "utf8")).records.map(({ values: v }) => ({
    game: v.game!,
    date: v.draw_date!,
    division: Number(v.division),
    match: v.match!,
    payout: Number(v.payout_rand),
  }));
}

const article = (slug: string) => splitFrontMatter(readFileSync(`app/content/blog/${slug}.md`, "utf8")).body;
const pct = (share: number) => `${(share * 100).toFixed(1)}%`;
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const longDate = (iso: string) => `${Number(iso.slice(8))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
const monthYear = (iso: string) => `${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
const weekday = (iso: string) => new Date(`${iso}T12:00:00Z`).getUTCDay();
const choose = (n: number, k: number): number => (k === 0 ? 1 : (choose(n - 1, k - 1) * n) / k);
/** How many standard deviations `hits` lies from what chance expects in `trials` tries at `p`. */
const zScore = (hits: number, trials: number, p: number) => (hits - trials * p) / Math.sqrt(trials * p * (1 - p));
const inEra = (game: GameId, from: string) => (d: Draw) => eraOn(game, d.date)?.from === from;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** Jackpot outcomes of a run of draws (only draws whose outcome is known): win rate, rollover runs, peak. */
function jackpotHistory(list: Draw[]) {
  const known = list.filter((d) => d.rollover !== null);
  const runs: number[] = [];
  let run = 0;
  for (const d of known) {
    if (d.rollover) run++;
    else {
      runs.push(run);
      run = 0;
    }
  }
  return {
    won: known.filter((d) => !d.rollover).length,
    winRate: known.filter((d) => !d.rollover).length / known.length,
    meanRun: mean(runs),
    peak: Math.max(...list.map((d) => d.jackpot ?? 0)),
  };
}

const lotto = draws("lotto");
const powerball = draws("powerball");
// The closed eras of the myths article: Lotto six from 52 (Aug 2017 - Sep 2025), PowerBall 50 mains (Jun 2018 - May 2026).
const lotto52 = lotto.filter(inEra("lotto", "2017-08-01"));
const powerball50 = powerball.filter(inEra("powerball", "2018-06-19"));
const prizeEras = derivePrizeEras(divisionRows());

describe("figures computed from the draw history", () => {
  it("power-ball-lottery-result-expert-insights: the myth tests", () => {
    const text = article("power-ball-lottery-result-expert-insights");
    // The two closed eras: their draw counts and first and last draws.
    expect(text).toContain(
      `the ${lotto52.length} draws of six from 52 between ${longDate(lotto52[0]!.date)} and ${longDate(lotto52.at(-1)!.date)}, ` +
        `and the ${powerball50.length} PowerBall draws of the 50-ball era from ${longDate(powerball50[0]!.date)} to ${longDate(powerball50.at(-1)!.date)}`,
    );
    const chance = 6 / 52;
    expect(text).toContain(`Any ball's chance is 6 in 52, or ${pct(chance)}.`);

    // Myths 1 and 2: before each draw from the 51st on, rank the 52 balls by their count in the previous 50 draws
    // (on a tie the lower number first); hot = the top ten, cold = the bottom ten; count their hits in the draw.
    // Overdue: in the same draws, every ball absent for 20 draws or more (since its last draw in the era).
    const tested = lotto52.slice(50);
    let hot = 0;
    let cold = 0;
    let overdue = 0;
    let overdueHits = 0;
    tested.forEach((draw, i) => {
      const previous = lotto52.slice(i, i + 50);
      const count = (ball: number) => previous.filter((d) => d.main.includes(ball)).length;
      const ranking = Array.from({ length: 52 }, (_, b) => b + 1).sort((a, b) => count(b) - count(a) || a - b);
      hot += ranking.slice(0, 10).filter((b) => draw.main.includes(b)).length;
      cold += ranking.slice(-10).filter((b) => draw.main.includes(b)).length;
      const before = lotto52.slice(0, i + 50);
      for (let ball = 1; ball <= 52; ball++) {
        const lastSeen = before.findLastIndex((d) => d.main.includes(ball));
        if (before.length - 1 - lastSeen < 20) continue;
        overdue++;
        if (draw.main.includes(ball)) overdueHits++;
      }
    });
    expect(text).toContain(`${tested.length} draws were tested.`);
    expect(text).toContain(`a hot ball came up ${pct(hot / (tested.length * 10))} of the time`);
    expect(hot / (tested.length * 10)).toBeLessThan(chance); // "if anything, slightly worse"
    expect(text).toContain(`That happened ${formatInteger(overdue)} times.`);
    expect(text).toContain(`the "overdue" ball appeared ${pct(overdueHits / overdue)} of the time`);
    expect(text).toContain(`did the same (${pct(cold / (tested.length * 10))})`);
    // "within the normal spread": each result within two standard deviations of chance.
    for (const [hits, trials] of [
      [hot, tested.length * 10],
      [cold, tested.length * 10],
      [overdueHits, overdue],
    ] as const) {
      expect(Math.abs(zScore(hits, trials, chance))).toBeLessThan(2);
    }

    // Myth 3: draws sharing at least one main ball with the previous draw's main balls; chance 1 - C(46,6)/C(52,6).
    const repeats = lotto52.slice(1).filter((d, i) => d.main.some((b) => lotto52[i]!.main.includes(b))).length;
    expect(text).toContain(
      `**The result:** ${pct(repeats / (lotto52.length - 1))} of draws did. Chance predicts ${pct(1 - choose(46, 6) / choose(52, 6))}.`,
    );

    // Myth 4: draws whose six main balls hold two neighbours; chance 1 - C(47,6)/C(52,6) (no two of six adjacent).
    const consecutive = lotto52.filter((d) => d.main.some((b) => d.main.includes(b + 1))).length;
    expect(text).toContain(
      `**The result:** ${pct(consecutive / lotto52.length)}, against ${pct(1 - choose(47, 6) / choose(52, 6))} predicted by chance.`,
    );

    // Myth 5: the PowerBall (1-20) of each 50-ball-era draw: expected count, least and most drawn, and repeats of the
    // previous draw's PowerBall (chance 1 in 20). The spread is that of chance: chi-square under 30.14 (19 df, 5%).
    const counts = Array.from({ length: 20 }, (_, b) => powerball50.filter((d) => d.bonus === b + 1).length);
    const expected = powerball50.length / 20;
    expect(text).toContain(
      `**The test:** the ${powerball50.length} PowerBalls of the 50-ball era, drawn from 1 to ${Math.max(...powerball50.map((d) => d.bonus!))}.`,
    );
    expect(text).toContain(
      `each PowerBall was expected about ${Math.round(expected)} times. The least drawn came up ${Math.min(...counts)} times and the most drawn ${Math.max(...counts)} times: ` +
        `the kind of spread chance produces over 20 balls and ${powerball50.length} draws`,
    );
    expect(counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0)).toBeLessThan(30.14);
    const sameAgain = powerball50.slice(1).filter((d, i) => d.bonus === powerball50[i]!.bonus).length;
    expect(text).toContain(
      `came up twice in a row in ${pct(sameAgain / (powerball50.length - 1))} of draws, against ${pct(1 / 20)} by chance`,
    );
    expect(Math.abs(zScore(sameAgain, powerball50.length - 1, 1 / 20))).toBeLessThan(2);
  });

  it("lotto-and-power-ball-results-ultimate-guide: when each change shows in the draws", () => {
    const text = article("lotto-and-power-ball-results-ultimate-guide");
    // Wednesday draws: the first Lotto draw on a Wednesday; every draw before it is on a Saturday.
    const firstWednesday = lotto.find((d) => weekday(d.date) === 3)!.date;
    expect(lotto.filter((d) => d.date < firstWednesday).every((d) => weekday(d.date) === 6)).toBe(true);
    expect(text).toContain(
      `**Wednesday draws** were added in ${monthYear(firstWednesday)}; before that Lotto was drawn on Saturdays only.`,
    );
    // 52 balls: the first Lotto draw with a ball above 49. 58 balls: the first and last draw with a ball above 52.
    const above = (max: number) => (d: Draw) => [...d.main, d.bonus!].some((b) => b > max);
    expect(text).toContain(`**52 balls and a new division** arrived in ${monthYear(lotto.find(above(49))!.date)}`);
    expect(text).toContain(
      `**58 balls** were used from ${monthYear(lotto.find(above(52))!.date)} to ${monthYear(lotto.findLast(above(52))!.date)}.`,
    );
    // The new lowest division of 2017 and the swap of 2026, from the prize tables we hold.
    const lottoEra = (from: string) => prizeEras.find((e) => e.game === "lotto" && e.era === from)!.divisions;
    const lowestTwo = (from: string) =>
      lottoEra(from)
        .slice(-2)
        .map((d) => d.match);
    expect(lottoEra("2001-10-01").map((d) => d.match)).not.toContain("2+bonus");
    expect(lowestTwo("2017-08-01")).toEqual(["3", "2+bonus"]);
    expect(text).toContain("a new lowest division (Match 2 + Bonus)");
    expect(lowestTwo("2026-06-01")).toEqual(["2+bonus", "3"]);
    expect(text).toContain("with the published order of the two lowest divisions swapped");
    // The 58-ball era's prize tables we hold, in the whole Lotto family: one, Lotto Plus 2's of November 2025, eight
    // divisions with Match 2 the lowest; and no Match 2 prize in any Lotto table after the era.
    const family = ["lotto", "lotto-plus-1", "lotto-plus-2"];
    const tables58 = new Map<string, string[]>();
    for (const row of divisionRows())
      if (family.includes(row.game) && eraOn("lotto", row.date)?.mainMax === 58)
        tables58.set(`${row.game} ${row.date}`, [...(tables58.get(`${row.game} ${row.date}`) ?? []), row.match]);
    expect([...tables58.keys()]).toEqual(["lotto-plus-2 2025-11-29"]);
    const [table58] = [...tables58.values()];
    expect(table58).toHaveLength(8);
    expect(table58!.at(-1)).toBe("2");
    expect(text).toContain(
      `The one prize table of the period we hold, a Lotto Plus 2 draw of ${monthYear("2025-11-29")}, has those eight divisions, Match 2 the lowest.`,
    );
    const after58 = divisionRows().filter((r) => r.game === "lotto" && r.date > eraOn("lotto", "2025-11-29")!.to!);
    expect(after58.length).toBeGreaterThan(0);
    expect(after58.some((r) => r.match === "2")).toBe(false);
    expect(text).toContain("The Match 2 prize went with the 58th ball at the end of May 2026.");
    // PowerBall: the launch game's ranges, the first draw with a main ball above 45, and the last PowerBall above
    // 16 drawn in May 2026, with draws after it.
    const launch = powerball.filter(inEra("powerball", "2009-10-23"));
    expect(text).toContain(
      `five from 1-${Math.max(...launch.flatMap((d) => d.main))} plus a PowerBall from 1-${Math.max(...launch.map((d) => d.bonus!))}.`,
    );
    expect(text).toContain(`**${monthYear(powerball.find((d) => d.main.some((b) => b > 45))!.date)}**: 50 main balls instead of 45.`);
    expect(powerball.findLast((d) => d.bonus! > 16)!.date.slice(0, 7)).toBe("2026-05");
    expect(powerball.filter((d) => d.date >= "2026-06-01").length).toBeGreaterThan(0);
    expect(text).toContain("**June 2026**: the PowerBall drum went from 20 balls to 16");
  });

  it("lotto-results-historical-analysis-hot-numbers: how long 50 to 52 did not exist", () => {
    // Whole years from the first Lotto draw to the first draw with a ball above 49.
    const first = new Date(lotto[0]!.date);
    const first52 = new Date(lotto.find((d) => [...d.main, d.bonus!].some((b) => b > 49))!.date);
    const years = Math.floor((first52.getTime() - first.getTime()) / (365.25 * 86_400_000));
    expect(years).toBe(17);
    expect(article("lotto-results-historical-analysis-hot-numbers")).toContain(
      'look "cold" simply because they did not exist for seventeen years',
    );
  });

  it("lotto-results-historical-analysis-hot-numbers: the spread of each closed era against chance", () => {
    const text = article("lotto-results-historical-analysis-hot-numbers");
    // The three closed eras of Lotto's main drum: six from 49 (2000-2017), from 52 (2017-2025) and from 58 (2025-2026).
    for (const [label, list, balls] of [
      ["Six from 49", lotto.filter((d) => eraOn("lotto", d.date)?.mainMax === 49), 49],
      ["Six from 52", lotto52, 52],
      ["Six from 58", lotto.filter((d) => eraOn("lotto", d.date)?.mainMax === 58), 58],
    ] as const) {
      const spread = ballSpread(
        list.map((d) => d.main),
        balls,
        6,
      )!;
      expect(text).toContain(
        `**${label} (the ${formatInteger(list.length)} draws from ${longDate(list[0]!.date)} to ${longDate(list.at(-1)!.date)}).** ` +
          `Each ball was expected ${spread.expected.toFixed(1)} times. The most drawn, ${ballsText(spread.most)}, ` +
          `and the least drawn, ${ballsText(spread.least)}. ` +
          `The chi-square figure is ${spread.chiSquare.toFixed(1)}, against a threshold of ${spread.critical.toFixed(1)}: `,
      );
      // "within what chance produces" for each.
      expect(spread.chiSquare).toBeLessThan(spread.critical);
    }
    const spread52 = ballSpread(
      lotto52.map((d) => d.main),
      52,
      6,
    )!;
    // Every ball that ties is named (14, 29 and 49 were each drawn 112 times), and the sentence counts them.
    const words = ["", "one", "two", "three", "four", "five"];
    expect(spread52.most.balls).toHaveLength(3);
    expect(text).toContain(
      `The hottest balls of the 52-ball era (${words[spread52.most.balls.length]} of them, tied) were drawn ${spread52.most.count} times each ` +
        `and the coldest (${words[spread52.least.balls.length]}) ${spread52.least.count} times each`,
    );
  });

  it("lotto-result-power-ball-historical-data: Saturdays of 2000, the silence of 2007, bigger drums", () => {
    const text = article("lotto-result-power-ball-historical-data");
    // Every Lotto draw of 2000 was on a Saturday.
    expect(lotto.filter((d) => d.date.startsWith("2000")).every((d) => weekday(d.date) === 6)).toBe(true);
    expect(text).toContain("From one Saturday draw in 2000");
    // The 2007 gap: from the last draw before it to the next, about six months.
    const after = lotto.findIndex((d) => d.date > "2007-04-01");
    const months = (Date.parse(lotto[after]!.date) - Date.parse(lotto[after - 1]!.date)) / ((365.25 / 12) * 86_400_000);
    expect(Math.round(months)).toBe(6);
    expect(text).toContain("the half-year without Lotto results");
    // Lotto 49 -> 52 and PowerBall 45 -> 50 mains: a lower jackpot win rate (draws with a known outcome), longer
    // rollover runs on average, and a higher peak jackpot.
    for (const [game, before, after] of [
      ["lotto", "2001-10-01", "2017-08-01"],
      ["powerball", "2009-10-23", "2018-06-19"],
    ] as const) {
      const all = game === "lotto" ? lotto : powerball;
      const older = jackpotHistory(all.filter((d) => (eraOn(game, d.date)?.from ?? "") <= before));
      const newer = jackpotHistory(all.filter(inEra(game, after)));
      expect(newer.winRate, game).toBeLessThan(older.winRate);
      expect(newer.meanRun, game).toBeGreaterThan(older.meanRun);
      expect(newer.peak, game).toBeGreaterThan(older.peak);
    }
    expect(text).toContain(
      "Each time a drum grew (Lotto to 52 balls, PowerBall to 50), jackpots were won less often and rolled over further, so the peaks grew.",
    );
  });

  it("lotto-and-powerball-result-draw-times-prizes: the only Christmas Day draws", () => {
    // Every draw of every game on 25 December.
    const games: GameId[] = ["lotto", "lotto-plus-1", "lotto-plus-2", "powerball", "powerball-plus", "daily-lotto"];
    const christmas = games.flatMap((game) =>
      draws(game)
        .filter((d) => d.date.endsWith("-12-25"))
        .map((d) => `${game} ${d.date}`),
    );
    expect(christmas).toEqual(["powerball 2018-12-25", "powerball-plus 2018-12-25"]);
    expect(article("lotto-and-powerball-result-draw-times-prizes")).toContain(
      "PowerBall and PowerBall Plus were drawn on Christmas Day in 2018.",
    );
  });

  it("lotto-and-powerball-result-draw-times-prizes: Lotto off its days (two Fridays of 2004, a Thursday of 2026) and its Christmas Saturdays", () => {
    const text = article("lotto-and-powerball-result-draw-times-prizes");
    // Every Lotto draw on a day its era does not draw on.
    const off = lotto.filter((d) => !eraOn("lotto", d.date)!.drawDays.includes(weekday(d.date) as never)).map((d) => d.date);
    expect(off).toEqual(["2004-12-24", "2004-12-31", "2026-04-30"]);
    expect(text).not.toMatch(/never fall on a Friday/);
    expect(text).toContain(
      "in 2004 Lotto was drawn on Friday 24 December instead, and again on Friday 31 December in place of New Year's Day",
    );
    expect(weekday("2005-01-01")).toBe(6);
    expect(lotto.some((d) => d.date === "2026-04-29")).toBe(false);
    // The date is disputed (data/PROVENANCE.md: two sources say Thu 30 Apr, a third Wed 29 Apr): said as disputed.
    expect(text).toContain("dated Thursday 30 April by two of our sources and Wednesday 29 April by a third");
    // The years 25 December fell on a Saturday while Lotto was drawn on Saturdays: a draw moved to the Friday, or none.
    const saturdays = Array.from({ length: 26 }, (_, i) => 2000 + i).filter((y) => weekday(`${y}-12-25`) === 6);
    expect(saturdays).toEqual([2004, 2010, 2021]);
    const held = (date: string) => lotto.some((d) => d.date === date);
    expect(saturdays.map((y) => [y, held(`${y}-12-24`), held(`${y}-12-25`)])).toEqual([
      [2004, true, false],
      [2010, false, false],
      [2021, false, false],
    ]);
    expect(text).toContain("while in 2010 and 2021 there was no Lotto draw that Saturday and none the day before");
    expect(text).toContain("{{schedule.christmas}}");
  });

  it("lottery-results-power-ball-latest-draws and powerball-lotto-results-guide: Lotto's R110 million of 27 January 2018", () => {
    // The jackpot figure of the draw, won (no rollover), by the four division-1 winners of its prize table.
    const draw = lotto.find((d) => d.date === "2018-01-27")!;
    expect(draw.jackpot).toBe(110_000_000);
    expect(draw.rollover).toBe(false);
    const table = divisionTable("lotto", "2018-01-27");
    expect(table[0]).toMatchObject({ division: 1, match: "6", winners: 4 });
    expect(article("lottery-results-power-ball-latest-draws")).toContain(
      "Lotto's R110 million jackpot of 27 January 2018 was shared by four winning boards",
    );
    // The worked example: the balls, and every division's winners and prize each as the draw's table has them.
    const text = article("powerball-lotto-results-guide");
    expect(text).toContain(
      `drew ${draw.main.slice(0, 5).join(", ")} and ${draw.main[5]}, with ${draw.bonus} as the bonus ball. Its jackpot was R110 million, and it was won by four boards.`,
    );
    const labels: Record<string, string> = {
      "6": "Match 6",
      "5+bonus": "Match 5 + Bonus",
      "5": "Match 5",
      "4+bonus": "Match 4 + Bonus",
      "4": "Match 4",
      "3+bonus": "Match 3 + Bonus",
      "3": "Match 3",
      "2+bonus": "Match 2 + Bonus",
    };
    expect(table).toHaveLength(8);
    for (const row of table) {
      expect(text).toContain(`| ${row.division} | ${labels[row.match]} | ${formatInteger(row.winners)} | ${formatRand(row.payout)} |`);
    }
    expect(text).toContain(`each of the four winning boards was paid ${formatRand(table[0]!.payout)}`);
    expect(text).toContain(`Division 2 paid ${formatRand(table[1]!.payout)} each because only eight boards had it`);
    expect(table[1]!.winners).toBe(8);
  });

  it("power-lotto-results-complete-guide: the PowerBall eras in the data", () => {
    const text = article("power-lotto-results-complete-guide");
    const eras = prizeEras.filter((e) => e.game === "powerball");
    // Now: the top three divisions pooled, the other six fixed.
    const now = eras.at(-1)!.divisions;
    expect(now.filter((d) => d.fixed === null).map((d) => d.division)).toEqual([1, 2, 3]);
    expect(now.filter((d) => d.fixed !== null)).toHaveLength(6);
    expect(text).toContain(
      "the top three divisions share pools, so their payouts vary from draw to draw, and the other six pay the same fixed amount every draw",
    );
    // Era 1: its ranges and years (first and last draw). Era 2: years, the first draw with a main ball above 45.
    const era1 = powerball.filter(inEra("powerball", "2009-10-23"));
    expect(text).toContain(`## Era 1: the launch game (${era1[0]!.date.slice(0, 4)}-${era1.at(-1)!.date.slice(0, 4)})`);
    expect(text).toContain(
      `Players chose five numbers from 1 to ${Math.max(...era1.flatMap((d) => d.main))} and a PowerBall from 1 to ${Math.max(...era1.map((d) => d.bonus!))}.`,
    );
    expect(text).toContain(`## Era 2: fifty main balls (${powerball50[0]!.date.slice(0, 4)}-${powerball50.at(-1)!.date.slice(0, 4)})`);
    expect(text).toContain(
      `In ${monthYear(powerball.find((d) => d.main.some((b) => b > 45))!.date)} the main drum grew from 45 balls to 50.`,
    );
    // Era 2 against era 1: fewer jackpot winners, longer rollover runs on average, a higher peak jackpot.
    const [older, newer] = [jackpotHistory(era1), jackpotHistory(powerball50)];
    expect(newer.won).toBeLessThan(older.won);
    expect(newer.meanRun).toBeGreaterThan(older.meanRun);
    expect(newer.peak).toBeGreaterThan(older.peak);
    expect(text).toContain("fewer jackpot winners, longer rollover runs and higher peaks");
    // Era 2's prize tables: every division pooled but the two lowest.
    const era2 = eras.find((e) => e.era === "2018-06-19")!.divisions;
    expect(era2.filter((d) => d.fixed !== null).map((d) => d.division)).toEqual([8, 9]);
    expect(era2.at(-1)!.division).toBe(9);
    expect(text).toContain("In the draws we hold from this era, all but the two lowest divisions were pool shares.");
    // Those draws are only the era's last months.
    const era2Held = eras.find((e) => e.era === "2018-06-19")!;
    expect(text).toContain(`Those draws are only the era's last months, from ${monthYear(era2Held.first)}`);
    expect(era2Held.last.slice(0, 7)).toBe("2026-05");
  });

  it("lotto-results-how-to-check: the Plus 2 table of November 2025 is the 58-ball period's, with no Lotto table to compare", () => {
    const rows = divisionRows();
    // The Lotto Plus prize tables we hold: one, Lotto Plus 2's of 29 Nov 2025, inside the 58-ball period, eight divisions
    // down to Match 2; and no Lotto prize table of that period (so no comparison with Lotto's amounts).
    const plusDates = [
      ...new Set(rows.filter((r) => r.game === "lotto-plus-1" || r.game === "lotto-plus-2").map((r) => `${r.game} ${r.date}`)),
    ];
    expect(plusDates).toEqual(["lotto-plus-2 2025-11-29"]);
    const era = eraOn("lotto-plus-2", "2025-11-29")!;
    expect(era.mainMax).toBe(58);
    expect(era.divisions!.at(-1)).toMatchObject({ main: 2, bonus: false });
    const night = rows.filter((r) => r.game === "lotto-plus-2" && r.date === "2025-11-29");
    expect(night.map((r) => r.match)).toEqual(era.divisions!.map((d) => (d.bonus ? `${d.main}+bonus` : String(d.main))));
    expect(rows.filter((r) => r.game === "lotto" && eraOn("lotto", r.date)?.mainMax === 58)).toEqual([]);
    const text = article("lotto-results-how-to-check");
    expect(text).toContain(
      `the Lotto Plus 2 draw of ${longDate("2025-11-29")}, shows a rule change rather than a Plus rule: it paid eight divisions down to Match 2`,
    );
    expect(text).toContain("We hold no Lotto prize table of that period to set beside it.");
    expect(text).not.toMatch(/Lotto's lowest of those years/);
  });

  it("lotto-and-power-ball-results-ultimate-guide: the Lotto prize history splits the era Match 3 became fixed in", () => {
    // Match 3 of the 2001-2017 era: the draws from the first one that paid R50 to the end of the era all paid R50.
    const match3 = divisionRows()
      .filter((r) => r.game === "lotto" && r.match === "3" && eraOn("lotto", r.date)?.from === "2001-10-01")
      .sort((a, b) => a.date.localeCompare(b.date));
    const lastOther = match3.findLastIndex((r) => r.payout !== 50);
    const fixed = match3.slice(lastOther + 1);
    expect(fixed).toHaveLength(124);
    expect(fixed[0]!.date).toBe("2016-05-25");
    const history = factTokens()["prizes.lotto.history"]!;
    expect(history).toContain(
      `<strong>${formatDay(match3[0]!.date)} – ${formatDay(match3[lastOther]!.date)}</strong> (${formatInteger(lastOther + 1)} draws with prize divisions): every division shared a pool.`,
    );
    expect(history).toContain(
      `<strong>${formatDay(fixed[0]!.date)} – ${formatDay(fixed.at(-1)!.date)}</strong> (${formatInteger(fixed.length)} draws with prize divisions): fixed: Match 3 R 50; the other divisions shared pools.`,
    );
    expect(article("lotto-and-power-ball-results-ultimate-guide")).toContain("{{prizes.lotto.history}}");
  });
});

describe("figures worked out from today's rules", () => {
  it("lotto-power-ball-result-comprehensive-analysis: expected counts and their spread", () => {
    const text = article("lotto-power-ball-result-comprehensive-analysis");
    const lottoNow = currentEra("lotto");
    const p = lottoNow.mainCount / lottoNow.mainMax;
    // One appearance in every 1/p draws: "eight or nine" and "1 in 8.7"; Daily Lotto "one in about seven".
    expect(1 / p).toBeGreaterThan(8);
    expect(1 / p).toBeLessThan(9);
    expect(text).toContain("that is about one appearance in every eight or nine draws");
    expect(text).toContain(`with a 1 in ${(1 / p).toFixed(1)} chance per draw`);
    const daily = currentEra("daily-lotto");
    expect(Math.round(daily.mainMax / daily.mainCount)).toBe(7);
    expect(text).toContain("one in about seven");
    // Over 100 draws: the expected count, its standard deviation, and the binomial tail outside 5 to 18.
    const sd = Math.sqrt(100 * p * (1 - p));
    expect(text).toContain(`the expected count is about ${(100 * p).toFixed(1)} and the typical spread about ${sd.toFixed(1)}`);
    const pmf = (k: number) => choose(100, k) * p ** k * (1 - p) ** (100 - k);
    let inside = 0;
    for (let k = 5; k <= 18; k++) inside += pmf(k);
    expect(text).toContain("so counts from 5 to 18 are all unremarkable");
    expect(text).toContain(`(chance puts ${((1 - inside) * 100).toFixed(1)}% of counts there)`);
  });

  it("daily-lottery-result-prizes-odds-strategies: one board in seven or eight, a jackpot once in a thousand years", () => {
    const text = article("daily-lottery-result-prizes-odds-strategies");
    const era = currentEra("daily-lotto");
    const any = era.divisions!.reduce((sum, rule) => sum + divisionProbability(era, rule), 0);
    expect(1 / any).toBeGreaterThan(7);
    expect(1 / any).toBeLessThan(8);
    expect(text).toContain("roughly one board in seven or eight wins a prize");
    // One board every night: the jackpot about once in combinations / 365.25 years.
    expect(Math.round(combinations(era) / 365.25 / 100)).toBe(10);
    expect(text).toContain("you would expect to match all five about once in a thousand years");
  });
});
