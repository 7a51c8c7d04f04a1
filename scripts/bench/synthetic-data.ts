/**
 * A SYNTHETIC data set for benchmarks only: ten years of every game with random balls drawn under each
 * date's rules, written as results CSV files. Every row's source is "SYNTHETIC-BENCHMARK"; it is loaded
 * only into the benchmark's own local D1 (.wrangler/bench-state) and never shown as real results.
 *
 * tsx scripts/bench/synthetic-data.ts <out-dir>
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { divisionCode, eraOn, GAME_IDS, GAMES } from "../../app/rules/games";
import { addDays, isScheduledDrawDate } from "../../app/rules/schedule";
import { readArgs, usageError } from "../lib/cli.mjs";

const USAGE = "Usage: tsx scripts/bench/synthetic-data.ts <out-dir>";
const { positionals } = readArgs({ usage: USAGE, options: {}, allowPositionals: true });
const out = positionals[0];
if (!out || positionals.length > 1) usageError("Give one output folder.", USAGE);
mkdirSync(out, { recursive: true });

let seed = 20261122;
const random = () => {
  seed = (seed * 1664525 + 1013904223) % 4294967296;
  return seed / 4294967296;
};
const pick = (max: number, count: number, exclude: number[] = []) => {
  const chosen = new Set<number>();
  while (chosen.size < count) {
    const n = 1 + Math.floor(random() * max);
    if (!exclude.includes(n)) chosen.add(n);
  }
  return [...chosen].sort((a, b) => a - b);
};

const END = "2026-11-20";
const START = addDays(END, -3652);
const divisionRows: string[] = [];
let totalDraws = 0;
for (const game of GAME_IDS) {
  const mainColumns = GAMES[game].family === "lotto" ? 6 : 5;
  const header = `draw_number,draw_date,${Array.from({ length: mainColumns }, (_, i) => `n${i + 1}`).join(",")},bonus,jackpot_rand,next_jackpot_rand,rollover,sources`;
  const rows: string[] = [];
  let number = 1;
  for (let date = START; date <= END; date = addDays(date, 1)) {
    if (!isScheduledDrawDate(game, date)) continue;
    const era = eraOn(game, date)!;
    const mains = pick(era.mainMax, era.mainCount);
    const bonus = era.bonusMax === null ? "" : String(era.bonusFromMainDrum ? pick(era.bonusMax, 1, mains)[0] : pick(era.bonusMax, 1)[0]);
    const jackpot = 2_000_000 + Math.round(random() * 50) * 1_000_000;
    rows.push(`${number},${date},${mains.join(",")},${bonus},${jackpot},${jackpot + 2_000_000},${random() < 0.8},SYNTHETIC-BENCHMARK`);
    for (const rule of era.divisions ?? []) {
      divisionRows.push(
        `${game},${number},${rule.division},${divisionCode(game, rule)},${Math.round(random() * 1000 * rule.division)},${Math.round(random() * 100000) / 10},${date}`,
      );
    }
    number++;
  }
  totalDraws += rows.length;
  writeFileSync(join(out, `${game}.csv`), `${header}\n${rows.join("\n")}\n`);
}
writeFileSync(join(out, "divisions.csv"), `game,draw_number,division,match,winners,payout_rand,draw_date\n${divisionRows.join("\n")}\n`);
console.log(`SYNTHETIC benchmark data: ${totalDraws} draws and ${divisionRows.length} division rows, ${START} to ${END}, in ${out}`);
