// @ts-check
/**
 * Draw-night traffic as visitors make it: separate requests from outside the Worker (Node's fetch, each
 * on a connection of its own), never calls from inside one workerd test, where concurrent requests share
 * one request context and the cross-request case cannot happen. Used by the browser tests
 * (tests/e2e/draw-night.spec.ts: every answer 200 or 404, never 5xx) and by `npm run load` (figures).
 *
 * - `expiryBursts`: every route stored, then a burst the moment the entries lapse, round after round.
 * - `refreshingCrowd`: visitors reloading a page in a loop (tonight's draw page before its results).
 * - `tonightsPaths`: tonight's (or the next) draw page and API answer, from the site's own /api/next-draw.
 * - `ticketCheckers`: visitors each checking a ticket of ten boards of their own, again and again.
 */

/** The public pages and answers the edge cache stores, a dozen of each kind. */
export const CACHED_ROUTES = [
  "/",
  "/history",
  "/lotto-history",
  "/powerball-history",
  "/results/lotto",
  "/results/powerball",
  "/results/daily-lotto",
  "/results/powerball/2026",
  "/statistics/lotto",
  "/blog/power-ball-lotto-results-ultimate-guide",
  "/api/results/latest",
  "/api/next-draw",
];

/**
 * @typedef {object} Tally
 * @property {number} requests
 * @property {Record<string, number>} status answers by HTTP status ("ERR" for a request that failed or timed out)
 * @property {Record<string, number>} cache answers by X-Edge-Cache
 * @property {number} p50Ms
 * @property {number} p99Ms
 * @property {number} maxMs
 * @property {string[]} failures the first few 5xx and failed requests, as "status path"
 * @property {number} meanBytes the mean size of an answer's body
 */

/** @returns {{ add(path: string, status: string, cache: string | null, ms: number, bytes?: number): void; tally(): Tally }} */
function tallies() {
  let bytes = 0;
  /** @type {Record<string, number>} */
  const status = {};
  /** @type {Record<string, number>} */
  const cache = {};
  /** @type {number[]} */
  const times = [];
  /** @type {string[]} */
  const failures = [];
  return {
    add(path, code, edge, ms, size = 0) {
      bytes += size;
      status[code] = (status[code] ?? 0) + 1;
      if (edge) cache[edge] = (cache[edge] ?? 0) + 1;
      times.push(ms);
      if ((code === "ERR" || code.startsWith("5")) && failures.length < 10) failures.push(`${code} ${path}`);
    },
    tally() {
      const sorted = [...times].sort((a, b) => a - b);
      const at = (/** @type {number} */ q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
      const round = (/** @type {number} */ ms) => Math.round(ms * 10) / 10;
      return {
        requests: times.length,
        status,
        cache,
        p50Ms: round(at(0.5)),
        p99Ms: round(at(0.99)),
        maxMs: round(at(1)),
        failures,
        meanBytes: times.length ? Math.round(bytes / times.length) : 0,
      };
    },
  };
}

/** Adds two tallies' counts (the latencies are the second's). @param {Tally} a @param {Tally} b @returns {Tally} */
export function addTallies(a, b) {
  /** @param {Record<string, number>} x @param {Record<string, number>} y */
  const sum = (x, y) => Object.fromEntries([...new Set([...Object.keys(x), ...Object.keys(y)])].map((k) => [k, (x[k] ?? 0) + (y[k] ?? 0)]));
  return {
    ...b,
    requests: a.requests + b.requests,
    status: sum(a.status, b.status),
    cache: sum(a.cache, b.cache),
    failures: [...a.failures, ...b.failures].slice(0, 10),
  };
}

/** Answers that are server errors or failed requests. @param {Tally} tally */
export const serverErrors = (tally) =>
  Object.entries(tally.status)
    .filter(([code]) => code === "ERR" || code.startsWith("5"))
    .reduce((sum, [, n]) => sum + n, 0);

/**
 * One GET as a visitor sends it, its body read to the end. `address`: the visitor's own address, for
 * the per-address limits (`wrangler dev` keeps a CF-Connecting-IP the client sends; Cloudflare's edge
 * replaces it).
 *
 * @param {string} url
 * @param {number} timeoutMs
 * @param {string} [address]
 */
async function visit(url, timeoutMs, address) {
  const started = performance.now();
  try {
    const headers = { "User-Agent": "draw-night-load", ...(address ? { "CF-Connecting-IP": address } : {}) };
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers });
    const body = await response.arrayBuffer();
    return {
      status: String(response.status),
      cache: response.headers.get("X-Edge-Cache"),
      ms: performance.now() - started,
      bytes: body.byteLength,
    };
  } catch {
    return { status: "ERR", cache: null, ms: performance.now() - started, bytes: 0 };
  }
}

/**
 * `perPath` simultaneous requests to each path, all started together.
 *
 * @param {string} base
 * @param {readonly string[]} paths
 * @param {number} perPath
 * @param {number} [timeoutMs]
 * @returns {Promise<Tally>}
 */
export async function simultaneous(base, paths, perPath, timeoutMs = 60_000) {
  const counts = tallies();
  await Promise.all(
    paths.flatMap((path) =>
      Array.from({ length: perPath }, async () => {
        const answer = await visit(`${base}${path}`, timeoutMs);
        counts.add(path, answer.status, answer.cache, answer.ms, answer.bytes);
      }),
    ),
  );
  return counts.tally();
}

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Bursts as cache entries lapse: each path is asked once (stored), then, for each round, the entries are
 * let lapse (`ttlSeconds` and a little) and `perPath` requests per path arrive together.
 *
 * @param {string} base
 * @param {readonly string[]} paths
 * @param {{ perPath: number; ttlSeconds: number; rounds: number }} options
 * @returns {Promise<Tally[]>} one per round
 */
export async function expiryBursts(base, paths, { perPath, ttlSeconds, rounds }) {
  for (const path of paths) await visit(`${base}${path}`, 60_000);
  /** @type {Tally[]} */
  const results = [];
  for (let round = 0; round < rounds; round++) {
    await sleep(ttlSeconds * 1000 + 300);
    results.push(await simultaneous(base, paths, perPath));
  }
  return results;
}

/**
 * `visitors` people reloading the given pages in turn, each as soon as the last answer is in, for
 * `seconds`.
 *
 * @param {string} base
 * @param {readonly string[]} paths
 * @param {{ visitors: number; seconds: number }} options
 * @returns {Promise<Tally>}
 */
export async function refreshingCrowd(base, paths, { visitors, seconds }) {
  const counts = tallies();
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: visitors }, async (_, visitor) => {
      for (let n = visitor; performance.now() < until; n++) {
        const path = paths[n % paths.length] ?? "/";
        const answer = await visit(`${base}${path}`, 30_000);
        counts.add(path, answer.status, answer.cache, answer.ms, answer.bytes);
      }
    }),
  );
  return counts.tally();
}

/**
 * The draw page and API answer of the next Lotto and PowerBall draws (tonight's on a draw night), which
 * are 404 until the results are in: the pages a crowd refreshes before 21:30.
 *
 * @param {string} base
 * @returns {Promise<string[]>}
 */
export async function tonightsPaths(base) {
  const response = await fetch(`${base}/api/next-draw`);
  if (!response.ok) throw new Error(`/api/next-draw answered ${response.status}`);
  const next = /** @type {Record<string, { date: string }>} */ (await response.json());
  return ["lotto", "powerball"].flatMap((game) => {
    const date = next[game]?.date;
    if (!date) throw new Error(`/api/next-draw names no ${game} draw`);
    return [`/results/${game}/${date}`, `/api/results/${game}/${date}`];
  });
}

/**
 * A Lotto ticket of `boards` boards of six different numbers from 1 to 52, drawn at random, as the
 * checker's `numbers` field takes it (one board a line).
 *
 * @param {number} boards
 */
export function randomLottoTicket(boards) {
  return Array.from({ length: boards }, () => {
    const picked = new Set();
    while (picked.size < 6) picked.add(1 + Math.floor(Math.random() * 52));
    return [...picked].join(" ");
  }).join("\n");
}

/**
 * `visitors` people each checking a new ten-board Lotto ticket as soon as the last answer is in, for
 * `seconds`, each from an address of their own (198.18.0.0/15, the range set aside for benchmarks).
 *
 * @param {string} base
 * @param {{ visitors: number; seconds: number; boards?: number }} options
 * @returns {Promise<Tally>}
 */
export async function ticketCheckers(base, { visitors, seconds, boards = 10 }) {
  const counts = tallies();
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: visitors }, async (_, visitor) => {
      const address = `198.18.${Math.floor(visitor / 250)}.${(visitor % 250) + 1}`;
      while (performance.now() < until) {
        const query = new URLSearchParams({ game: "lotto", numbers: randomLottoTicket(boards) });
        const answer = await visit(`${base}/check-numbers?${query}`, 30_000, address);
        counts.add("/check-numbers", answer.status, answer.cache, answer.ms, answer.bytes);
      }
    }),
  );
  return counts.tally();
}
