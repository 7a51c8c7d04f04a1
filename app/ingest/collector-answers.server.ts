/**
 * The collector's wire format (docs/ingest.md, "The collector"): the official API's raw answers, each
 * with the request that got it, as `scripts/collect.ts` records them from a home connection and
 * POST /api/ingest/official replays them. Both sides let the one adapter (sources/official.server.ts)
 * build the requests, so what is recorded is exactly what the replay asks for. Shared by Node and workerd.
 */
import { z } from "zod";
import { secretsMatch } from "~/http/constant-time.server";
import { hmacSha256, toHex } from "~/http/hmac.server";
import { parseBoundedJson } from "~/http/json-body.server";
import { GAME_IDS } from "~/rules/games";
import { isIsoDate } from "~/words/sa-time";
import { BACKFILL_PAGE_SIZE } from "./sources/official.server";

/**
 * The most answers one push may hold: a run asks a list and at most ten details for each of six games;
 * a history page, one list of BACKFILL_PAGE_SIZE draws and the detail of each.
 */
const MAX_ANSWERS = Math.max(200, BACKFILL_PAGE_SIZE + 1);

const pushedAnswerSchema = z.object({
  request: z.object({
    /** Relative to RESULTS_SOURCE_URL, e.g. "/engine/draw/issueWinPoolInfoPageQuery". */
    path: z.string().regex(/^\/[\w./-]{1,200}$/, "a path below the results API, starting with /"),
    body: z.unknown(),
  }),
  response: z.unknown(),
});

/**
 * A push of one page of a game's history (`npm run collect -- --from`): the answers are replayed as that
 * page of a backfill back to `from`, not as the newest draws.
 */
const historyPageSchema = z.object({
  game: z.enum(GAME_IDS),
  number: z.number().int().min(1).max(1000),
  from: z.string().refine(isIsoDate, "a date as YYYY-MM-DD"),
});
export type HistoryPage = z.infer<typeof historyPageSchema>;

export const pushBodySchema = z.object({
  answers: z.array(pushedAnswerSchema).min(1).max(MAX_ANSWERS),
  page: historyPageSchema.optional(),
});

export type PushedAnswer = z.infer<typeof pushedAnswerSchema>;

/** JSON with every object's keys sorted: two bodies that differ only in key order give the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

const requestKey = (path: string, body: unknown) => `${path} ${canonicalJson(body)}`;

/** The path of `url` below `baseUrl`, or null when it is not below it. */
function pathBelow(baseUrl: string, url: string): string | null {
  const base = baseUrl.replace(/\/+$/, "");
  return url.startsWith(`${base}/`) ? url.slice(base.length) : null;
}

const urlOf = (input: RequestInfo | URL) => (typeof input === "string" ? input : input instanceof URL ? input.href : input.url);

function jsonBodyOf(init: RequestInit | undefined): unknown {
  if (typeof init?.body !== "string") return null;
  try {
    return JSON.parse(init.body) as unknown;
  } catch {
    return init.body;
  }
}

/**
 * A `fetch` that answers the adapter's requests from pushed answers, matched by path and JSON body (key
 * order aside). A request nobody answered gets a 404, so its game fails as a source's 404 would and
 * nothing of it is stored.
 */
export function replayFetch(baseUrl: string, answers: readonly PushedAnswer[]): typeof fetch {
  const byRequest = new Map(answers.map((answer) => [requestKey(answer.request.path, answer.request.body), answer.response]));
  return (input: RequestInfo | URL, init?: RequestInit) => {
    const path = pathBelow(baseUrl, urlOf(input));
    const key = path === null ? null : requestKey(path, jsonBodyOf(init));
    if (key === null || !byRequest.has(key)) {
      return Promise.resolve(new Response(JSON.stringify({ error: "no pushed answer for this request" }), { status: 404 }));
    }
    return Promise.resolve(
      new Response(JSON.stringify(byRequest.get(key)), { status: 200, headers: { "Content-Type": "application/json" } }),
    );
  };
}

/**
 * A `fetch` that passes every request on and keeps each JSON answer of status 200 with its request in
 * `record`. Failures are not kept: the site then has no answer for that request, and that game fails.
 */
export function recordingFetch(baseUrl: string, inner: typeof fetch, record: PushedAnswer[]): typeof fetch {
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await inner(input, init);
    const path = pathBelow(baseUrl, urlOf(input));
    if (path === null || response.status !== 200) return response;
    const text = await response.text();
    try {
      record.push({ request: { path, body: jsonBodyOf(init) }, response: JSON.parse(text) as unknown });
    } catch {
      // Not JSON: the adapter says so itself; nothing to push.
    }
    return new Response(text, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}

/** How far a push's timestamp may be from the site's clock: a captured push cannot be replayed later. */
const MAX_CLOCK_SKEW_SECONDS = 300;

/** `sha256=<hex HMAC-SHA-256 of "<timestamp>.<raw body>">` under INGEST_SECRET. */
export function pushSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${toHex(hmacSha256(secret, `${timestamp}.${body}`))}`;
}

/**
 * Whether a signed call (the collector's push, the CLI's "draws changed" call) carries a fresh, valid
 * signature of its raw body: null when it does, else why not.
 */
export function checkSignature(secret: string, headers: Headers, rawBody: string, now: Date): string | null {
  const timestamp = headers.get("X-Ingest-Timestamp")?.trim() ?? "";
  const signature = headers.get("X-Ingest-Signature")?.trim() ?? "";
  if (!/^\d{1,12}$/.test(timestamp) || signature === "") return "X-Ingest-Timestamp and X-Ingest-Signature are required";
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > MAX_CLOCK_SKEW_SECONDS) {
    return `the timestamp is more than ${MAX_CLOCK_SKEW_SECONDS} s from the site's clock`;
  }
  // Compared in constant time: the signature is a secret-derived value an attacker could probe byte by byte.
  return secretsMatch(signature, pushSignature(secret, timestamp, rawBody)) ? null : "the signature does not match";
}

export type SignedCallRefusal = { status: 400 | 401 | 503; error: string; message?: string };

/**
 * A signed call's body, read as the site reads every such call (the collector's push, the CLI's "draws
 * changed" call): the secret configured, the signature checked before anything of the body is read, the
 * JSON's depth and array sizes bounded before parsing (a hostile but signed body is a 400, never a 500),
 * then the call's own schema.
 */
export function readSignedCall<T>(
  schema: z.ZodType<T, z.ZodTypeDef, unknown>,
  args: { secret: string | undefined; headers: Headers; rawBody: string; now: Date },
): { ok: true; value: T } | { ok: false; refusal: SignedCallRefusal } {
  const { secret, headers, rawBody, now } = args;
  if (!secret) return { ok: false, refusal: { status: 503, error: "not configured" } };
  const unsigned = checkSignature(secret, headers, rawBody, now);
  if (unsigned) return { ok: false, refusal: { status: 401, error: "unauthorized", message: unsigned } };
  const json = parseBoundedJson(rawBody);
  if (!json.ok) return { ok: false, refusal: { status: 400, error: "bad request", message: json.message } };
  const parsed = schema.safeParse(json.value);
  if (parsed.success) return { ok: true, value: parsed.data };
  const problems = parsed.error.issues.map((issue) => `${issue.path.join(".") || "body"}: ${issue.message}`).join("; ");
  return { ok: false, refusal: { status: 400, error: "bad request", message: problems } };
}

/** Where the collector posts its answers on the site. */
export const COLLECTOR_PUSH_PATH = "/api/ingest/official";

/**
 * The collector's POST of `answers` (with the history page they are, for a backfill): JSON, timestamped
 * and signed (scripts/collect.ts, and bench:push's draw).
 */
export function signedPush(secret: string, answers: readonly PushedAnswer[], now = Date.now(), page?: HistoryPage): RequestInit {
  return signedPost(secret, page ? { answers, page } : { answers }, now);
}

/**
 * A POST of `value` as JSON, timestamped and signed under INGEST_SECRET as the site checks it
 * (checkSignature): the collector's push and the CLI's "draws changed" call (draws-changed-call.server.ts).
 */
export function signedPost(secret: string, value: unknown, now = Date.now()): RequestInit {
  const body = JSON.stringify(value);
  const timestamp = String(Math.floor(now / 1000));
  return {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Ingest-Timestamp": timestamp,
      "X-Ingest-Signature": pushSignature(secret, timestamp, body),
    },
    body,
  };
}
