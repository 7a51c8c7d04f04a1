// @ts-check
// autocannon (used by `npm run bench` and `npm run load`) with types for the part of it the scripts use:
// the package ships no declarations and @types/autocannon is not installed, so they are written here once.
// @ts-ignore -- autocannon has no type declarations; it is given its type below
import untypedAutocannon from "autocannon";

/**
 * A request as autocannon sends it; a `setupRequest` returns it, changed, before each send.
 *
 * @typedef {{ method?: string; path?: string; headers?: Record<string, string>; body?: string }} AutocannonRequest
 */

/**
 * One entry of `requests`.
 *
 * @typedef {{ setupRequest?: (request: AutocannonRequest) => AutocannonRequest }} AutocannonRequestStep
 */

/**
 * One connection. Its "headers" event carries the parsed head of each answer, whose `headers` is the raw
 * list: name, value, name, value…
 *
 * @typedef {{ on(event: "headers", listener: (head: { headers: unknown[] }) => void): unknown }} AutocannonClient
 */

/**
 * @typedef {object} AutocannonOptions
 * @property {string} url
 * @property {number} connections
 * @property {number} duration seconds
 * @property {number} [timeout] seconds before a request counts as timed out
 * @property {AutocannonRequestStep[]} [requests]
 * @property {(client: AutocannonClient) => void} [setupClient]
 */

/**
 * What one run measured (latencies in milliseconds).
 *
 * @typedef {{
 *   requests: { average: number; total: number };
 *   latency: { p50: number; p99: number };
 *   errors: number;
 *   timeouts: number;
 *   non2xx: number;
 *   "5xx": number;
 *   statusCodeStats?: Record<string, { count: number }>;
 * }} AutocannonResult
 */

/** @type {(options: AutocannonOptions) => Promise<AutocannonResult>} */
const autocannon = untypedAutocannon;
export default autocannon;
