/**
 * npm run bench:push [-- --subscriptions 20000 --game daily-lotto --keypairs 200 --via-api 20
 *                       --gone-percent 0 --busy-percent 0 --jackpot-percent 50 --verify --port 8931 --timeout 900
 *                       --out bench-results/push.json]
 *
 * The win alerts' fan-out (issue 32 §4, docs/performance.md "Win alerts fan-out"): how long from the
 * ingest of a new draw to the last push the push service receives, for --subscriptions subscribers of
 * one game, and the jackpot alerts the same draw's estimate makes (issue 45): --jackpot-percent of the
 * subscriptions have a jackpot threshold the draw's estimate (R 5 million) crosses, so each of them gets a
 * second push, through the same queue and consumer. A benchmark, not a test: it prints a table and writes
 * the figures as JSON; it exits 1 when a subscription got no push or got two of one kind.
 *
 * What is real: the built Worker in workerd under `wrangler dev` (scripts/e2e-server.mjs, its D1 in a
 * folder under /tmp), its queue (Miniflare's local Queues, wrangler.toml's consumer settings) and its own
 * `queue` handler, the encryption and VAPID signing of every push, and HTTPS to a push service
 * (tests/fake-push, whose test CA workerd trusts through NODE_EXTRA_CA_CERTS). The draw comes in as on a
 * draw night: the collector's signed push of the official API's answers (POST /api/ingest/official, from
 * the fake results source), whose write path queues the alert. The draw is INVENTED.
 *
 * How the subscriptions get there: --via-api of them (20) through POST /api/push/subscriptions, to show
 * the real path takes the same keys and endpoints; the rest straight into D1 before the Worker starts
 * (E2E_SQL), in INSERTs of 200 rows. Through the API all 20,000 would take minutes of Remix actions (and
 * 2,000 made-up addresses for the per-address limit of 10 a minute) to measure something else. The rows
 * are those saveSubscription writes. Keys are real P-256 points: --keypairs distinct browser key pairs
 * shared round the subscriptions (generating 20,000 takes a while and changes nothing the Worker does:
 * it makes a new ephemeral key per push anyway), each subscription with its own auth secret and its
 * own endpoint, as long as a real FCM one.
 *
 * The push service answers 201 at once and checks nothing unless --verify (then each push's VAPID token is
 * verified against the run's key and its body decrypted with the subscriber's keys, in this process,
 * which shares the machine's CPUs with workerd). --gone-percent answers that share 410 (the Worker deletes
 * them: they get no push, as expected); --busy-percent answers that share 429 the first time (the Worker
 * queues their page again, 30 s later: it shows in the total).
 *
 * Then the encryption's CPU cost in workerd (scripts/bench/push-crypto): each step of a push run 2,000
 * times, read from the workerd process's CPU time.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { dirname, resolve } from "node:path";
import { COLLECTOR_PUSH_PATH, signedPush } from "../app/ingest/collector-answers.server";
import { collectAnswers } from "../app/ingest/collector-record.server";
import { encodeBase64Url } from "../app/push/base64url";
import { readDrawAlert } from "../app/push/draw-alert";
import { readJackpotAlert } from "../app/push/jackpot-alert";
import { alertsFor } from "../app/push/queue-alerts.server";
import { vapidKeyPair } from "../app/push/vapid-keys";
import { GAME_IDS, type GameId } from "../app/rules/games";
import { addDays, isScheduledDrawDate, previousScheduledDrawDate, saDate } from "../app/rules/schedule";
import { decryptPush, newSubscriber, verifyVapid, type Subscriber } from "../tests/fake-push/browser-side";
import { startFakePush, type AnsweredPush, type FakePushServer } from "../tests/fake-push/server";
import { fakeTenant } from "../tests/fake-source/control";
import { readArgs, usageError } from "./lib/cli.mjs";
import { seededRandom } from "./lib/draw-night-clock";
import { inventedDraw, issueOn } from "./lib/invented-draw";
import { startE2eServer, startProcessGroup, waitFor, workerdCpuMs, type ProcessGroup } from "./lib/local-server.mjs";

const USAGE = [
  "Usage: npm run bench:push [-- --subscriptions 20000 --game daily-lotto --keypairs 200 --via-api 20",
  "                             --gone-percent 0 --busy-percent 0 --jackpot-percent 50 --verify --port 8931 --timeout 900",
  "                             --out bench-results/push.json]",
  "Ports: --port (the site), +1 the fake results source, +2 the fake push service, +3 the encryption micro-benchmark.",
].join("\n");
const { values } = readArgs({
  usage: USAGE,
  options: {
    subscriptions: { type: "string", default: "20000" },
    game: { type: "string", default: "daily-lotto" },
    keypairs: { type: "string", default: "200" },
    "via-api": { type: "string", default: "20" },
    "gone-percent": { type: "string", default: "0" },
    "busy-percent": { type: "string", default: "0" },
    "jackpot-percent": { type: "string", default: "50" },
    verify: { type: "boolean", default: false },
    port: { type: "string", default: "8931" },
    timeout: { type: "string", default: "900" },
    out: { type: "string", default: "bench-results/push.json" },
  },
});
const wholeAtLeast = (name: string, min: number) => {
  const value = Number(values[name as keyof typeof values]);
  if (!Number.isInteger(value) || value < min) usageError(`--${name} must be a whole number of at least ${min}`, USAGE);
  return value;
};
const total = wholeAtLeast("subscriptions", 1);
const keypairCount = wholeAtLeast("keypairs", 1);
const viaApi = Math.min(wholeAtLeast("via-api", 0), total);
const gonePercent = wholeAtLeast("gone-percent", 0);
const busyPercent = wholeAtLeast("busy-percent", 0);
const jackpotPercent = wholeAtLeast("jackpot-percent", 0);
if (jackpotPercent > 100) usageError("--jackpot-percent must be at most 100", USAGE);
const port = wholeAtLeast("port", 1);
const timeoutMs = wholeAtLeast("timeout", 10) * 1000;
if (gonePercent + busyPercent > 100) usageError("--gone-percent and --busy-percent add up to more than 100", USAGE);
if (!(GAME_IDS as readonly string[]).includes(values.game)) usageError(`--game must be one of ${GAME_IDS.join(", ")}`, USAGE);
const game = values.game as GameId;

const base = `http://127.0.0.1:${port}`;
const sourcePort = port + 1;
const pushPort = port + 2;
const cryptoPort = port + 3;
const state = `/tmp/bench-push-${port}`;
const sqlFile = `/tmp/bench-push-${port}-subscriptions.sql`;
/** The e2e server's collector secret (scripts/e2e-server.mjs): a test value that guards nothing. */
const INGEST_SECRET = "e2e-ingest-secret-not-a-secret-0123456789";
/** Rows per INSERT: about 65 KB of SQL, inside D1's 100 KB per statement. */
const INSERT_ROWS = 200;
/** The jackpot subscribers' threshold: under the invented draw's estimate (R 5 million), so it crosses it. */
const BENCH_THRESHOLD = 1_000_000;

/** The game's newest draw date before today (SA), which a new draw's alert is still news for. */
function benchDrawDate(now: Date): string {
  const yesterday = addDays(saDate(now), -1);
  const date = isScheduledDrawDate(game, yesterday) ? yesterday : previousScheduledDrawDate(game, yesterday);
  if (!date || alertsFor([{ game, drawDate: date }], now).length === 0) {
    usageError(`${game} has no draw recent enough for an alert today (its last was ${date}); try --game daily-lotto`, USAGE);
  }
  return date;
}

// ---- The subscribers ----------------------------------------------------------------------------------

interface BenchSubscription {
  id: string;
  endpoint: string;
  subscriber: Subscriber;
  /** Answered 410: the Worker should delete it and it gets no push. */
  gone: boolean;
  /** Answered 429 the first time: the Worker should send it again later. */
  busy: boolean;
  /** Has a jackpot threshold the draw's estimate crosses: a second push, the jackpot alert. */
  jackpot: boolean;
}

async function makeSubscriptions(pushOrigin: string): Promise<BenchSubscription[]> {
  const pairs = await Promise.all(Array.from({ length: keypairCount }, () => newSubscriber()));
  return Array.from({ length: total }, (_, index) => {
    const pair = pairs[index % keypairCount]!;
    const authRaw = crypto.getRandomValues(new Uint8Array(16));
    // An FCM endpoint's token is about 150 characters: as long here, so D1 pages what production pages.
    const id = `s${String(index).padStart(7, "0")}-${encodeBase64Url(crypto.getRandomValues(new Uint8Array(105)))}`;
    const slot = index % 100;
    return {
      id,
      endpoint: `${pushOrigin}/push/${id}`,
      subscriber: { ...pair, auth: encodeBase64Url(authRaw), authRaw },
      gone: slot < gonePercent,
      busy: 99 - slot < busyPercent,
      // Spread across the gone and busy slots alike (37 is prime to 100).
      jackpot: (index * 37) % 100 < jackpotPercent,
    };
  });
}

/** The index a push's id names (`s0000123-…`). */
const indexOf = (id: string) => Number(id.slice(1, 8));

/** INSERTs of the subscriptions as saveSubscription stores them; every other one also follows another game. */
function subscriptionsSql(subscriptions: readonly BenchSubscription[], now: number): string {
  const other = GAME_IDS.find((id) => id !== game)!;
  const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;
  const statements: string[] = [];
  for (let start = 0; start < subscriptions.length; start += INSERT_ROWS) {
    const chunk = subscriptions.slice(start, start + INSERT_ROWS);
    statements.push(
      `INSERT INTO push_subscriptions (endpoint, p256dh, auth, created_at, failures) VALUES\n${chunk
        .map((s) => `(${quote(s.endpoint)}, ${quote(s.subscriber.p256dh)}, ${quote(s.subscriber.auth)}, ${now}, 0)`)
        .join(",\n")};`,
      `INSERT INTO push_subscription_games (endpoint, game, jackpot_threshold) VALUES\n${chunk
        .flatMap((s) => [
          `(${quote(s.endpoint)}, ${quote(game)}, ${s.jackpot ? BENCH_THRESHOLD : "NULL"})`,
          ...(indexOf(s.id) % 2 ? [`(${quote(s.endpoint)}, ${quote(other)}, NULL)`] : []),
        ])
        .join(",\n")};`,
    );
  }
  return `${statements.join("\n")}\n`;
}

async function subscribeThroughApi(subscriptions: readonly BenchSubscription[]): Promise<void> {
  await Promise.all(
    subscriptions.map(async (s, index) => {
      const response = await fetch(`${base}/api/push/subscriptions`, {
        method: "POST",
        // Each from its own address (RFC 2544's benchmarking range), as different visitors: one address may subscribe 10 times a minute.
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": `198.18.200.${index % 250}` },
        body: JSON.stringify({
          endpoint: s.endpoint,
          keys: { p256dh: s.subscriber.p256dh, auth: s.subscriber.auth },
          games: [game],
          ...(s.jackpot ? { jackpots: { [game]: BENCH_THRESHOLD } } : {}),
        }),
      });
      if (response.status !== 201) throw new Error(`POST /api/push/subscriptions answered ${response.status}: ${await response.text()}`);
    }),
  );
}

// ---- What the push service saw ------------------------------------------------------------------------

interface Tally {
  attempts: Uint16Array;
  delivered: Uint16Array;
  /** Jackpot alerts delivered, per subscription (told apart by the push's Topic, `<game>-jackpot`). */
  jackpots: Uint16Array;
  jackpotCount: number;
  statuses: Map<number, number>;
  firstAt: number | null;
  lastAt: number | null;
  deliveredCount: number;
  goneAnswered: number;
  unknown: number;
  checks: Promise<string | null>[];
}

function tallyPushes(subscriptions: readonly BenchSubscription[], vapidPublicKey: string, drawDate: string) {
  const tally: Tally = {
    attempts: new Uint16Array(subscriptions.length),
    delivered: new Uint16Array(subscriptions.length),
    jackpots: new Uint16Array(subscriptions.length),
    jackpotCount: 0,
    statuses: new Map(),
    firstAt: null,
    lastAt: null,
    deliveredCount: 0,
    goneAnswered: 0,
    unknown: 0,
    checks: [],
  };
  const find = (id: string) => {
    const s = subscriptions[indexOf(id)];
    return s?.id === id ? s : undefined;
  };
  /** As a push service answers: 410 for the gone, 429 once for the busy, 201 otherwise. */
  const answer = (id: string) => {
    const s = find(id);
    if (!s) return 404;
    if (s.gone) return 410;
    return s.busy && tally.attempts[indexOf(id)] === 0 ? 429 : 201;
  };
  /** What a browser would do with it: the token is ours, the body opens with the subscriber's keys, it names the draw. */
  const check = async (push: AnsweredPush, s: BenchSubscription): Promise<string | null> => {
    try {
      await verifyVapid(push.headers.authorization ?? "", vapidPublicKey);
      const data: unknown = JSON.parse(await decryptPush(new Uint8Array(push.body), s.subscriber));
      const jackpot = readJackpotAlert(data);
      if (jackpot) return jackpot.game === game && jackpot.drawDate > drawDate ? null : `${s.id}: the jackpot alert is not the draw's`;
      const alert = readDrawAlert(data);
      return alert?.game === game && alert.drawDate === drawDate ? null : `${s.id}: the alert is not the draw's`;
    } catch (error) {
      return `${s.id}: ${error instanceof Error ? error.message : String(error)}`;
    }
  };
  const onPush = (push: AnsweredPush) => {
    tally.statuses.set(push.status, (tally.statuses.get(push.status) ?? 0) + 1);
    const s = find(push.id);
    if (!s) {
      tally.unknown++;
      return;
    }
    const index = indexOf(push.id);
    tally.attempts[index]!++;
    if (push.status === 410) tally.goneAnswered++;
    if (push.status !== 201) return;
    if (push.headers.topic === `${game}-jackpot`) {
      tally.jackpots[index]!++;
      tally.jackpotCount++;
    } else {
      tally.delivered[index]!++;
      tally.deliveredCount++;
    }
    tally.firstAt ??= push.at;
    tally.lastAt = push.at;
    if (values.verify) tally.checks.push(check(push, s));
  };
  return { tally, answer, onPush };
}

// ---- The encryption's cost in workerd -----------------------------------------------------------------

const CRYPTO_OPS = ["push", "vapid", "ecdh", "hkdf", "aesgcm"] as const;
const CRYPTO_REPEATS = 2000;

/** CPU ms per run of each step of a push, in workerd (scripts/bench/push-crypto), less the request's own cost. */
async function measureCrypto(): Promise<Record<(typeof CRYPTO_OPS)[number], number>> {
  const probe = startProcessGroup(
    "wrangler",
    [
      "dev",
      ...["--config", "scripts/bench/push-crypto/wrangler.toml", "--port", String(cryptoPort), "--ip", "127.0.0.1"],
      ...["--persist-to", `/tmp/bench-push-crypto-${cryptoPort}`, "--log-level", "error"],
    ],
    { env: { ...process.env, CI: "true" }, stdio: "ignore" },
  );
  try {
    const url = (op: string, n: number) => `http://127.0.0.1:${cryptoPort}/?op=${op}&n=${n}`;
    await waitFor(url("none", 1), 120_000);
    const cpuPerRun = async (op: string) => {
      await (await fetch(url(op, 200))).arrayBuffer(); // V8 compiles the hot paths first
      const before = workerdCpuMs(probe.child.pid!)!;
      const response = await fetch(url(op, CRYPTO_REPEATS));
      if (!response.ok) throw new Error(`the micro-benchmark's ${op} answered ${response.status}`);
      await response.arrayBuffer();
      return (workerdCpuMs(probe.child.pid!)! - before) / CRYPTO_REPEATS;
    };
    const none = await cpuPerRun("none");
    const result = {} as Record<(typeof CRYPTO_OPS)[number], number>;
    for (const op of CRYPTO_OPS) result[op] = Math.round(Math.max(0, (await cpuPerRun(op)) - none) * 1000) / 1000;
    return result;
  } finally {
    probe.stop();
  }
}

// ---- The run ------------------------------------------------------------------------------------------

const seconds = (ms: number) => Math.round(ms / 10) / 100;

let server: ProcessGroup | null = null;
let push: FakePushServer | null = null;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    server?.stop();
    process.exit(130);
  });
}

let exitCode = 0;
try {
  const now = new Date();
  const drawDate = benchDrawDate(now);
  const vapid = await vapidKeyPair();
  const pushOrigin = `https://127.0.0.1:${pushPort}`;
  console.log(`Making ${total} subscriptions to ${game} (${keypairCount} P-256 key pairs shared round them, distinct endpoints)…`);
  const subscriptions = await makeSubscriptions(pushOrigin);
  writeFileSync(sqlFile, subscriptionsSql(subscriptions.slice(viaApi), now.getTime()));
  const { tally, answer, onPush } = tallyPushes(subscriptions, vapid.publicKey, drawDate);
  push = await startFakePush(pushPort, { keep: false, answer, onPush });

  console.log(`Starting the built site on ${base} (D1 in ${state}), ${total - viaApi} subscriptions stored straight into D1…`);
  rmSync(state, { recursive: true, force: true });
  server = await startE2eServer(port, {
    E2E_FAKE_SOURCE_PORT: String(sourcePort),
    E2E_STATE: state,
    E2E_SQL: sqlFile,
    // workerd trusts the fake push service's certificate through its test CA, as in the workers tests.
    NODE_EXTRA_CA_CERTS: resolve("tests/fake-push/certs/ca.pem"),
    E2E_WRANGLER_ARGS: [
      process.env.E2E_WRANGLER_ARGS ?? "",
      `--var PUSH_TEST_ORIGINS:${pushOrigin}`,
      `--var VAPID_PUBLIC_KEY:${vapid.publicKey}`,
      `--var VAPID_PRIVATE_KEY:${vapid.privateKey}`,
      // One line per page is logged at info: the run's output stays the table.
      "--var LOG_LEVEL:warn",
    ]
      .join(" ")
      .trim(),
  });
  await subscribeThroughApi(subscriptions.slice(0, viaApi));
  console.log(`${viaApi} more through POST /api/push/subscriptions.`);

  // Tonight's draw at the (fake) official API, numbered after the newest the site holds.
  const history = await (
    await fetch(`${base}/api/results/history?gameType=${game}&limit=500`)
  ).json<{ drawDate: string; drawNumber: number | null }[]>();
  const numbered = history.find((draw) => draw.drawNumber !== null);
  const issue = numbered ? issueOn(game, drawDate, { date: numbered.drawDate, number: numbered.drawNumber! }) : 900_000;
  const draw = inventedDraw(game, drawDate, issue, seededRandom(32));
  const source = fakeTenant(`http://127.0.0.1:${sourcePort}`, "e2e");
  await source.publish({ [game]: [draw] });
  // The collector asks the API from its home connection first (not timed: the draw night's wait for the
  // results is another benchmark's); what is timed starts with its push to the site.
  const collected = await collectAnswers({ baseUrl: source.homeOfficialUrl, games: [game] });
  if (collected.failed.length > 0) throw new Error(`the collector failed: ${collected.lines.join("; ")}`);

  console.log(`Pushing ${game} ${drawDate} (INVENTED, draw ${issue}) through the collector's POST ${COLLECTOR_PUSH_PATH}…`);
  const cpuBefore = workerdCpuMs(server.child.pid!);
  const started = Date.now();
  const ingest = await fetch(`${base}${COLLECTOR_PUSH_PATH}`, signedPush(INGEST_SECRET, collected.answers));
  const ingestMs = Date.now() - started;
  const ingestAnswer = await ingest.json<{ added?: number }>();
  if (!ingest.ok || ingestAnswer.added !== 1) throw new Error(`the ingest answered ${ingest.status}: ${JSON.stringify(ingestAnswer)}`);

  // Done when every subscription has had its push (or its 410); then a quiet spell, to catch any second push.
  const expectedDelivered = subscriptions.filter((s) => !s.gone).length;
  const expectedGone = total - expectedDelivered;
  // A gone subscription is deleted at its first 410: it gets neither push.
  const expectedJackpots = subscriptions.filter((s) => s.jackpot && !s.gone).length;
  let lastCount = -1;
  let lastChange = Date.now();
  const STALL_MS = 120_000;
  for (;;) {
    const count = tally.deliveredCount + tally.goneAnswered;
    if (count !== lastCount) [lastCount, lastChange] = [count, Date.now()];
    if (tally.deliveredCount >= expectedDelivered && tally.jackpotCount >= expectedJackpots && tally.goneAnswered >= expectedGone) break;
    if (Date.now() - started > timeoutMs || Date.now() - lastChange > STALL_MS) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const cpuAfter = workerdCpuMs(server.child.pid!);
  await new Promise((resolve) => setTimeout(resolve, 5000));
  server.stop();
  server = null;
  const problems = (await Promise.all(tally.checks)).filter((problem) => problem !== null);

  let missed = 0;
  let twice = 0;
  subscriptions.forEach((s, index) => {
    // A gone one counts once posted (and answered 410: its jackpot push, when both went at once, too); any
    // other once its results are delivered, and once its jackpot alert is, when it has a threshold.
    if (s.gone) {
      if (tally.attempts[index] === 0) missed++;
      return;
    }
    const got = [tally.delivered[index]!, ...(s.jackpot ? [tally.jackpots[index]!] : [])];
    if (got.some((n) => n === 0)) missed++;
    if (got.some((n) => n > 1) || (!s.jackpot && tally.jackpots[index]! > 0)) twice++;
  });
  const totalMs = (tally.lastAt ?? Date.now()) - started;
  const cpuMs = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;

  console.log("\nThe encryption's CPU cost in workerd (scripts/bench/push-crypto)…");
  const cryptoMs = await measureCrypto();

  const rows: [string, string][] = [
    ["subscriptions (game)", `${total} (${game})`],
    ["ingest call (collector's POST)", `${seconds(ingestMs)} s`],
    ["ingest → first push", tally.firstAt === null ? "—" : `${seconds(tally.firstAt - started)} s`],
    ["ingest → last push", `${seconds(totalMs)} s`],
    ["results pushes delivered (201)", `${tally.deliveredCount} of ${expectedDelivered}`],
    ["jackpot pushes delivered (201)", `${tally.jackpotCount} of ${expectedJackpots} (${jackpotPercent}% have a threshold)`],
    ["pushes per second", String(Math.round((tally.deliveredCount + tally.jackpotCount) / (totalMs / 1000)))],
    ["answered 410 (deleted) / 429 (retried)", `${tally.goneAnswered} / ${tally.statuses.get(429) ?? 0}`],
    ["failures (no push)", String(missed)],
    ["duplicates (two pushes)", String(twice)],
    ["pushes to no subscription", String(tally.unknown)],
    [
      "workerd CPU, ingest → last push",
      cpuMs === null
        ? "not readable here"
        : `${seconds(cpuMs)} s (${Math.round((cpuMs / Math.max(1, tally.deliveredCount + tally.jackpotCount)) * 100) / 100} ms a push)`,
    ],
    [
      "verified (VAPID + decrypted)",
      values.verify ? `${tally.checks.length - problems.length} of ${tally.checks.length}` : "not asked (--verify)",
    ],
    ...CRYPTO_OPS.map((op): [string, string] => [`CPU per ${op === "push" ? "push (all of it)" : op}`, `${cryptoMs[op]} ms`]),
    ["machine", `${availableParallelism()} CPUs, load average ${loadavg()[0]!.toFixed(2)} after`],
  ];
  console.log("");
  for (const [name, value] of rows) console.log(`${name.padEnd(40)} ${value}`);
  for (const problem of problems.slice(0, 10)) console.log(`  problem: ${problem}`);

  mkdirSync(dirname(values.out), { recursive: true });
  writeFileSync(
    values.out,
    `${JSON.stringify(
      {
        measuredOn: saDate(new Date()),
        game,
        drawDate,
        subscriptions: total,
        viaApi,
        keypairs: keypairCount,
        gonePercent,
        busyPercent,
        ingestMs,
        firstPushMs: tally.firstAt === null ? null : tally.firstAt - started,
        lastPushMs: totalMs,
        delivered: tally.deliveredCount,
        jackpotPercent,
        jackpotDelivered: tally.jackpotCount,
        pushesPerSecond: Math.round((tally.deliveredCount + tally.jackpotCount) / (totalMs / 1000)),
        statuses: Object.fromEntries(tally.statuses),
        missed,
        duplicates: twice,
        workerdCpuMs: cpuMs,
        verified: values.verify ? { checked: tally.checks.length, problems: problems.length } : null,
        cryptoCpuMsPerRun: cryptoMs,
        cpus: availableParallelism(),
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\nWritten to ${values.out}`);
  if (missed > 0 || twice > 0 || tally.unknown > 0 || problems.length > 0) exitCode = 1;
} catch (error) {
  console.error(`Push benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 1;
} finally {
  server?.stop();
  await push?.close();
  rmSync(sqlFile, { force: true });
}
process.exit(exitCode);
