/**
 * The simulated clock of `npm run bench:publication`: which nights it plays, when the draw is published
 * on each, and when the draw-night cron fires. Pure functions (the script does the HTTP), so the plan can
 * be tested and a seed replays the same nights.
 *
 * The cron's run times come from wrangler.toml itself (the entry that is not the daily catch-up), so the
 * benchmark follows the deployed cadence if it changes; the Worker then decides on each run whether to
 * ask the source (`drawNightAsks`), as it does in production.
 */
import { CATCH_UP_CRON } from "../../app/rules/ingest-schedule";
import { GAME_IDS, type GameId } from "../../app/rules/games";
import { addDays, isScheduledDrawDate, saDate, saInstant } from "../../app/rules/schedule";

/** The games whose nights are played: the two a crowd waits for. Every game drawn that night is published with them. */
export const MAIN_GAMES = ["lotto", "powerball"] as const satisfies readonly GameId[];

/** The `[triggers] crons` of a wrangler.toml, as written. */
export function cronsOf(wranglerToml: string): string[] {
  const line = /^\s*crons\s*=\s*\[([^\]]*)\]/m.exec(wranglerToml);
  if (!line) throw new Error("wrangler.toml has no [triggers] crons");
  return [...line[1]!.matchAll(/"([^"]+)"/g)].map((match) => match[1]!);
}

/** The draw-night cron: the one entry of `crons` that is not the daily catch-up. */
export function drawNightCron(crons: readonly string[]): string {
  const others = crons.filter((cron) => cron !== CATCH_UP_CRON);
  if (others.length !== 1) throw new Error(`expected one draw-night cron beside the catch-up, found ${JSON.stringify(others)}`);
  return others[0]!;
}

/** The values of one cron field ("*", "5", "19-21", "*\/2", "0-30/10", "1,3") within min..max. */
function fieldValues(field: string, min: number, max: number): number[] {
  const values = new Set<number>();
  for (const part of field.split(",")) {
    const match = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
    if (!match) throw new Error(`cron field "${field}" is not one this clock reads`);
    const from = match[1] === "*" ? min : Number(match[2]);
    const to = match[1] === "*" ? max : match[3] !== undefined ? Number(match[3]) : match[4] ? max : from;
    const step = Number(match[4] ?? 1);
    for (let value = from; value <= to; value += step) values.add(value);
  }
  return [...values].sort((a, b) => a - b);
}

/**
 * The instants at which `cron` (UTC, as Cloudflare reads it) fires during the SA evening of `date`
 * (from 18:00 SAST to midnight). Only minute and hour fields are read: day, month and weekday must be
 * `*`, as the draw-night cron's are (the Worker itself skips nights without a draw).
 */
export function cronTimesOn(cron: string, date: string): Date[] {
  const [minute, hour, ...rest] = cron.trim().split(/\s+/);
  if (minute === undefined || hour === undefined || rest.length !== 3 || rest.some((field) => field !== "*")) {
    throw new Error(`cron "${cron}": only minute and hour fields are read here`);
  }
  const evening = saInstant(date, "18:00").getTime();
  const midnight = saInstant(addDays(date, 1), "00:00").getTime();
  // SAST is UTC+2, so the SA evening (16:00-22:00 UTC) lies within the same UTC day.
  const times: Date[] = [];
  for (const h of fieldValues(hour, 0, 23)) {
    for (const m of fieldValues(minute, 0, 59)) {
      const at = Date.parse(`${date}T${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}:00.000Z`);
      if (at >= evening && at < midnight) times.push(new Date(at));
    }
  }
  return times;
}

/** A small seeded generator (mulberry32): the same seed plays the same nights. Numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface SimulatedNight {
  /** SA date of the draw. */
  date: string;
  /** The game whose pages are watched (Lotto or PowerBall). */
  game: (typeof MAIN_GAMES)[number];
  /** Every game drawn that night, published together. */
  games: GameId[];
  /** When the results appear at the source. */
  publishAt: Date;
}

/**
 * `count` draw nights of Lotto or PowerBall from `from` (an SA date) on, each with a publication instant
 * drawn uniformly, to the second, from [window.from, window.to) SAST.
 */
export function planNights(options: {
  from: string;
  count: number;
  random: () => number;
  window: { from: string; to: string };
}): SimulatedNight[] {
  const nights: SimulatedNight[] = [];
  for (let date = options.from; nights.length < options.count; date = addDays(date, 1)) {
    const game = MAIN_GAMES.find((id) => isScheduledDrawDate(id, date));
    if (!game) continue;
    const start = saInstant(date, options.window.from).getTime();
    const seconds = Math.floor((saInstant(date, options.window.to).getTime() - start) / 1000);
    const publishAt = new Date(start + Math.floor(options.random() * seconds) * 1000);
    nights.push({ date, game, games: GAME_IDS.filter((id) => isScheduledDrawDate(id, date)), publishAt });
  }
  return nights;
}

/** The first night to play: after the newest draw held, and not before today (so tonight's page is a "not yet" 404). */
export function firstNight(newestHeld: string | null, now: Date): string {
  const today = saDate(now);
  return newestHeld !== null && newestHeld >= today ? addDays(newestHeld, 1) : today;
}
