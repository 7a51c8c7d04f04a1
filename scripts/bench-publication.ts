/**
 * npm run bench:publication [-- --nights 20 --seed 30 --port 8835 --fake-port 8836 --data data
 *                               --window 21:00-22:30 --out bench-results/publication.json]
 * npm run bench:publication -- --screen [--seed 30 --port 8835 --fake-port 8836 --data data
 *                               --out bench-results/publication-screen.json]
 *
 * `--screen`: publication to screen instead, on the real clock, with a browser left open on the game
 * page (scripts/lib/publication-screen.ts): a collector pushing once a minute, and ResultsZA deliveries.
 *
 * Publication to site on draw night: how long after the results appear at the source is the draw on
 * the site, with the cached pages that showed the old state purged? A benchmark, not a test: it prints
 * figures and writes them as JSON (docs/performance.md, "Publication to site").
 *
 * What is real: the built Worker in workerd under `wrangler dev` (scripts/e2e-server.mjs, with --data's
 * history in its local D1), its `scheduled` handler, the ingest's HTTP requests to the fake results source
 * (tests/fake-source, which answers as the official API does, pending items included), the write to D1,
 * the purge and re-render of the edge cache, and the visitors' requests. What is simulated: the clock.
 * Each run of the draw-night cron is fired through Miniflare's `/cdn-cgi/local/scheduled?time=…`, which
 * sets `controller.scheduledTime`, the Worker's business time; so a night's 90 minutes take seconds.
 *
 * Each night (a Lotto or PowerBall draw date, in order from the first date after the newest draw held):
 * the source lists tonight's draws as pending; a publication instant is drawn from --window (SAST, to the
 * second, seeded); the cron is fired at each of its times that night (wrangler.toml's draw-night entry);
 * before a run whose time has passed the publication, the source publishes every game drawn that night.
 * Between runs, visitors load tonight's draw page (a "not yet" 404), the game page, home and the API's
 * latest draws, which the edge cache keeps: EDGE_CACHE_TTL is an hour here, so only the purge can make
 * them show the new draw. The draw counts as on the site when the draw page answers 200, the game page
 * and home link to it, and the API's latest and the draw's own answer give its numbers.
 *
 * Publication to site = (the time of the run that brought it − the publication), on the simulated clock,
 * + the real wall time of that run and of the visitors' check after it.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { dirname } from "node:path";
import { GAME_IDS, type GameId } from "../app/rules/games";
import { saDate, saTime } from "../app/rules/schedule";
import { drawPath, gamePath } from "../app/site/draw-paths";
import { fakeTenant, type PublishedDraw } from "../tests/fake-source/control";
import { readArgs, usageError } from "./lib/cli.mjs";
import { cronsOf, cronTimesOn, drawNightCron, firstNight, planNights, seededRandom, type SimulatedNight } from "./lib/draw-night-clock";
import { inventedDraw, issueOn } from "./lib/invented-draw";
import { startE2eServer, type ProcessGroup } from "./lib/local-server.mjs";
import { screenNights, SCREEN_WEBHOOK_SECRET, type Path } from "./lib/publication-screen";

const USAGE = [
  "Usage: npm run bench:publication [-- --nights 20 --seed 30 --port 8835 --fake-port 8836 --data data",
  "                                    --window 21:00-22:30 --out bench-results/publication.json]",
  "       npm run bench:publication -- --screen [--seed 30 --port 8835 --fake-port 8836 --data data --out <file>]",
].join("\n");
const { values } = readArgs({
  usage: USAGE,
  options: {
    nights: { type: "string", default: "20" },
    seed: { type: "string", default: "30" },
    port: { type: "string", default: "8835" },
    "fake-port": { type: "string" },
    data: { type: "string", default: "data" },
    window: { type: "string", default: "21:00-22:30" },
    out: { type: "string" },
    screen: { type: "boolean", default: false },
  },
});
const nightCount = Number(values.nights);
const seed = Number(values.seed);
const port = Number(values.port);
const fakePort = Number(values["fake-port"] ?? port + 1);
const windowMatch = /^(\d\d:\d\d)-(\d\d:\d\d)$/.exec(values.window);
if (!Number.isInteger(nightCount) || nightCount < 1) usageError("--nights must be a whole number of at least 1", USAGE);
if (!Number.isInteger(seed)) usageError("--seed must be a whole number", USAGE);
if (!windowMatch || windowMatch[1]! >= windowMatch[2]!) usageError("--window must be HH:mm-HH:mm, the first before the second", USAGE);
const publicationWindow = { from: windowMatch[1]!, to: windowMatch[2]! };
const base = `http://127.0.0.1:${port}`;
const source = fakeTenant(`http://127.0.0.1:${fakePort}`, "e2e"); // the tenant scripts/e2e-server.mjs points the Worker at
const cron = drawNightCron(cronsOf(readFileSync("wrangler.toml", "utf8")));
const random = seededRandom(seed);
const out = values.out ?? (values.screen ? "bench-results/publication-screen.json" : "bench-results/publication.json");
/** Publication to screen: three nights by the collector, two by ResultsZA's webhook (one per game: a held draw is not awaited again). */
const SCREEN_PLAN: { game: GameId; path: Path }[] = [
  { game: "lotto", path: "collector" },
  { game: "powerball", path: "collector" },
  { game: "daily-lotto", path: "collector" },
  { game: "lotto-plus-1", path: "webhook" },
  { game: "powerball-plus", path: "webhook" },
];

interface HeldDraw {
  drawDate: string;
  drawNumber: number | null;
}

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(`${base}${path}`);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return await response.json();
}

/** What visitors see of a night's draw: each page's status, cache status and whether it shows the draw. */
interface Visit {
  ms: number;
  pages: { path: string; status: number; cache: string | null; shows: boolean }[];
}

async function visit(night: SimulatedNight, draw: PublishedDraw): Promise<Visit> {
  const started = performance.now();
  const tonight = drawPath(night.game, night.date);
  const sortedNumbers = JSON.stringify([...draw.numbers].sort((a, b) => a - b));
  const page = async (path: string, shows: (status: number, body: string) => boolean) => {
    const response = await fetch(`${base}${path}`, { headers: { "User-Agent": "publication-bench" } });
    const body = await response.text();
    return { path, status: response.status, cache: response.headers.get("X-Edge-Cache"), shows: shows(response.status, body) };
  };
  const apiShows = (status: number, body: string) => {
    if (status !== 200) return false;
    const latest = (JSON.parse(body) as Record<string, { drawDate: string; numbers: number[] } | null>)[night.game];
    return latest?.drawDate === night.date && JSON.stringify(latest.numbers) === sortedNumbers;
  };
  const pages = await Promise.all([
    page(tonight, (status) => status === 200),
    page(
      `/api${tonight}`,
      (status, body) => status === 200 && JSON.stringify((JSON.parse(body) as { numbers: number[] }).numbers) === sortedNumbers,
    ),
    page(gamePath(night.game), (status, body) => status === 200 && body.includes(`href="${tonight}"`)),
    page("/", (status, body) => status === 200 && body.includes(`href="${tonight}"`)),
    page("/api/results/latest", apiShows),
  ]);
  return { ms: performance.now() - started, pages };
}

interface NightResult {
  date: string;
  game: string;
  games: GameId[];
  publishedAt: string;
  broughtByRunAt: string | null;
  runsFired: number;
  /** The simulated wait: from the publication to the run that brought the draw. */
  waitSeconds: number | null;
  runMs: number | null;
  checkMs: number | null;
  /** Publication to site: the wait, the run and the check. */
  totalSeconds: number | null;
  /** Each watched page before the run that brought the draw (cached, old) and after it. */
  before: Visit["pages"];
  after: Visit["pages"];
  problems: string[];
}

const held = new Map<GameId, PublishedDraw[]>();

async function playNight(night: SimulatedNight, anchors: Map<GameId, { date: string; number: number }>): Promise<NightResult> {
  const draws = new Map(
    night.games.map((game) => [game, inventedDraw(game, night.date, issueOn(game, night.date, anchors.get(game)!), random)]),
  );
  const previous = (game: GameId) => (held.get(game) ?? []).slice(0, 9);
  // Before the results: tonight's draw listed without numbers (as the real API lists it around draw time).
  await source.publish(
    Object.fromEntries(night.games.map((game) => [game, [{ ...draws.get(game)!, pending: "empty" as const }, ...previous(game)]])),
  );
  const result: NightResult = {
    date: night.date,
    game: night.game,
    games: night.games,
    publishedAt: `${saTime(night.publishAt)}:${String(night.publishAt.getUTCSeconds()).padStart(2, "0")}`,
    broughtByRunAt: null,
    runsFired: 0,
    waitSeconds: null,
    runMs: null,
    checkMs: null,
    totalSeconds: null,
    before: [],
    after: [],
    problems: [],
  };
  const main = draws.get(night.game)!;
  let seen = await visit(night, main);
  let published = false;
  for (const at of cronTimesOn(cron, night.date)) {
    if (!published && at >= night.publishAt) {
      await source.publish(Object.fromEntries(night.games.map((game) => [game, [draws.get(game)!, ...previous(game)]])));
      published = true;
      result.before = seen.pages;
    }
    const started = performance.now();
    const fired = await fetch(`${base}/cdn-cgi/local/scheduled?cron=${encodeURIComponent(cron)}&time=${at.getTime()}&format=json`);
    const runMs = performance.now() - started;
    result.runsFired++;
    if (!fired.ok) result.problems.push(`the run at ${saTime(at)} answered ${fired.status}: ${await fired.text()}`);
    else await fired.arrayBuffer();
    seen = await visit(night, main);
    const shown = seen.pages.every((page) => page.shows);
    if (!published) {
      const early = seen.pages.filter((page) => page.shows).map((page) => page.path);
      if (early.length > 0) result.problems.push(`before publication, at ${saTime(at)}: ${early.join(", ")} already showed the draw`);
      continue;
    }
    if (!shown) {
      result.problems.push(`the run at ${saTime(at)}, after publication, did not bring it: ${JSON.stringify(seen.pages)}`);
      continue;
    }
    // The purge is what is measured only if the old state was being served from the cache up to that run.
    const uncached = result.before.filter((page) => page.shows || (page.cache !== "HIT" && page.cache !== "STALE"));
    if (uncached.length > 0) result.problems.push(`before the run that brought it, not the cached old page: ${JSON.stringify(uncached)}`);
    result.broughtByRunAt = saTime(at);
    result.waitSeconds = (at.getTime() - night.publishAt.getTime()) / 1000;
    result.runMs = Math.round(runMs);
    result.checkMs = Math.round(seen.ms);
    result.totalSeconds = Math.round((result.waitSeconds + (runMs + seen.ms) / 1000) * 10) / 10;
    result.after = seen.pages;
    break;
  }
  if (result.totalSeconds === null) result.problems.push("the draw never reached the site that night");
  for (const [game, draw] of draws) held.set(game, [{ ...draw, latest: false }, ...(held.get(game) ?? [])]);
  return result;
}

/** The value at quantile q of sorted numbers (nearest rank). */
const quantile = (sorted: readonly number[], q: number) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? NaN;
const minutes = (seconds: number) => `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, "0")} s`;

let server: ProcessGroup | null = null;
/** Thrown when the screen measurement has written its figures: the simulated nights are not played. */
class Done extends Error {}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    server?.stop();
    process.exit(130);
  });
}

let exitCode = 0;
try {
  console.log(
    values.screen
      ? `Starting the built site (${values.data} in its D1, the edge cache as in production) on ${base}, the fake source on ${fakePort}…`
      : `Starting the built site (${values.data} in its D1, edge cache entries kept an hour) on ${base}, the fake source on ${fakePort}…`,
  );
  // Screen: on the real clock, the latest scheduled draws (after data/'s newest) stay awaited for a week
  // (RESULTS_WATCH_HOURS, test-only) and ResultsZA's deliveries are signed with a test-only secret.
  const serverVars = values.screen
    ? `--var RESULTS_WATCH_HOURS:168 --var RESULTSZA_WEBHOOK_SECRET:${SCREEN_WEBHOOK_SECRET}`
    : "--var EDGE_CACHE_TTL:3600";
  server = await startE2eServer(port, {
    E2E_FAKE_SOURCE_PORT: String(fakePort),
    E2E_STATE: `.wrangler/bench-publication-${port}`,
    E2E_DATA: values.data,
    E2E_WRANGLER_ARGS: `${process.env.E2E_WRANGLER_ARGS ?? ""} ${serverVars}`.trim(),
  });
  // Where each game's numbering stands, from the site's own history.
  const anchors = new Map<GameId, { date: string; number: number }>();
  let newest: string | null = null;
  for (const game of GAME_IDS) {
    const history = await getJson<HeldDraw[]>(`/api/results/history?gameType=${game}&limit=500`);
    const numbered = history.find((draw) => draw.drawNumber !== null);
    anchors.set(
      game,
      numbered
        ? { date: numbered.drawDate, number: numbered.drawNumber! }
        : { date: history[0]?.drawDate ?? "2026-01-01", number: 900_000 },
    );
    if (history[0] && (newest === null || history[0].drawDate > newest)) newest = history[0].drawDate;
  }
  if (values.screen) {
    console.log(`Machine: ${availableParallelism()} cores, load average ${loadavg()[0]!.toFixed(2)} before the nights`);
    const screen = await screenNights({ base, source, plan: SCREEN_PLAN, anchors, random, log: (line) => console.log(line) });
    const shown = screen.flatMap((night) => (night.seconds === null ? [] : [night.seconds])).sort((a, b) => a - b);
    const perMinute = screen.map((night) => (night.requests / night.openSeconds) * 60);
    const summary = {
      nights: screen.length,
      shown: shown.length,
      medianSeconds: quantile(shown, 0.5),
      worstSeconds: shown.at(-1) ?? NaN,
      requestsPerOpenMinute: Math.round((perMinute.reduce((a, b) => a + b, 0) / perMinute.length) * 100) / 100,
    };
    const goals = {
      "median ≤ 60 s": summary.medianSeconds <= 60,
      "worst ≤ 90 s": summary.worstSeconds <= 90,
      "every night's numbers showed": summary.shown === summary.nights,
    };
    console.log(
      `\nPublication to screen over ${summary.nights} nights: median ${summary.medianSeconds} s, worst ${summary.worstSeconds} s; ` +
        `an open page asks ${summary.requestsPerOpenMinute} times a minute while it waits`,
    );
    console.log("Goals:");
    for (const [goal, met] of Object.entries(goals)) console.log(`  ${met ? "met" : "NOT met"}: ${goal}`);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(
      out,
      `${JSON.stringify({ measuredOn: saDate(new Date()), loadAverageAfter: loadavg()[0], seed, data: values.data, summary, goals, nights: screen }, null, 2)}\n`,
    );
    console.log(`Written to ${out}`);
    if (!goals["every night's numbers showed"]) exitCode = 1;
    throw new Done();
  }
  const nights = planNights({ from: firstNight(newest, new Date()), count: nightCount, random, window: publicationWindow });
  console.log(`Machine: ${availableParallelism()} cores, load average ${loadavg()[0]!.toFixed(2)} before the nights`);
  console.log(
    `${nights.length} nights from ${nights[0]!.date} to ${nights.at(-1)!.date} (seed ${seed}), publication in ${values.window} SAST; cron "${cron}"\n`,
  );
  const results: NightResult[] = [];
  for (const night of nights) {
    const row = await playNight(night, anchors);
    results.push(row);
    console.log(
      `${row.date} ${row.game.padEnd(9)} published ${row.publishedAt}  brought by the run at ${row.broughtByRunAt ?? "—"}  ` +
        `wait ${row.waitSeconds ?? "—"} s + run ${row.runMs ?? "—"} ms + check ${row.checkMs ?? "—"} ms = ${row.totalSeconds === null ? "NOT ON THE SITE" : minutes(row.totalSeconds)}` +
        `  (before: ${row.before.map((page) => page.cache).join("/")}; after: ${row.after.map((page) => page.cache).join("/")})`,
    );
    for (const problem of row.problems) console.log(`  problem: ${problem}`);
  }
  const totals = results.flatMap((row) => (row.totalSeconds === null ? [] : [row.totalSeconds])).sort((a, b) => a - b);
  const walls = results.flatMap((row) => (row.runMs === null ? [] : [row.runMs + row.checkMs!])).sort((a, b) => a - b);
  const summary = {
    nights: results.length,
    onTheSite: totals.length,
    medianSeconds: quantile(totals, 0.5),
    p90Seconds: quantile(totals, 0.9),
    worstSeconds: totals.at(-1) ?? NaN,
    wallMsMedian: quantile(walls, 0.5),
    wallMsWorst: walls.at(-1) ?? NaN,
  };
  const goals = {
    "median ≤ 2 minutes": summary.medianSeconds <= 120,
    "worst ≤ 3 minutes": summary.worstSeconds <= 180,
    "every night's draw reached the site": summary.onTheSite === summary.nights,
  };
  console.log(
    `\nPublication to site over ${summary.nights} nights: median ${minutes(summary.medianSeconds)}, p90 ${minutes(summary.p90Seconds)}, worst ${minutes(summary.worstSeconds)}` +
      ` (of which real wall time, run + check: median ${summary.wallMsMedian} ms, worst ${summary.wallMsWorst} ms)`,
  );
  console.log("Goals:");
  for (const [goal, met] of Object.entries(goals)) console.log(`  ${met ? "met" : "NOT met"}: ${goal}`);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(
    out,
    `${JSON.stringify({ measuredOn: saDate(new Date()), loadAverageAfter: loadavg()[0], seed, window: values.window, cron, data: values.data, summary, goals, nights: results }, null, 2)}\n`,
  );
  console.log(`Written to ${out}`);
  if (!goals["every night's draw reached the site"] || results.some((row) => row.problems.length > 0)) exitCode = 1;
} catch (error) {
  if (error instanceof Done) {
    // The screen measurement is over.
  } else {
    console.error(`Publication benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
    exitCode = 1;
  }
} finally {
  server?.stop();
}
process.exit(exitCode);
