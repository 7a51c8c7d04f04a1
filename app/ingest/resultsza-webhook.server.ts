/**
 * The site's side of ResultsZA's webhook (POST /api/ingest/resultsza, docs/ingest.md): ResultsZA posts a
 * `result.published` event the moment a result is out, signed `X-ResultsZA-Signature: sha256=<hex
 * HMAC-SHA256 of the raw body>` with the secret of its portal's Push Settings (RESULTSZA_WEBHOOK_SECRET).
 * The pushed draw goes through the poll's own mapping (resultszaBatch) and the usual write path
 * (`runIngest`, trigger "webhook"). Deliveries are at-least-once: a repeat changes nothing.
 *
 * Only what the signature covers is trusted: the game is the signed body's `game` (never a header), and
 * the signed `dispatched_at` must be fresh, so a captured delivery cannot be replayed later; a delivery
 * older than the newest already accepted for its draw never overwrites it.
 */
import { secretsMatch } from "~/http/constant-time.server";
import type { Db } from "~/db/client.server";
import { parseDraw } from "~/input/draw-input.server";
import type { AppEnv } from "~/http/env.server";
import { hmacSha256, toHex } from "~/http/hmac.server";
import { parseBoundedJson } from "~/http/json-body.server";
import { newestPushesOf } from "~/models/draw-provenance.server";
import { SourceError } from "./http-client.server";
import { runIngest, type IngestSummary } from "./run-ingest.server";
import { gameOfResultszaName, webhookSchema } from "./sources/resultsza-fields.server";
import { pushedResultszaSource, resultszaBatch } from "./sources/resultsza.server";
import { zodReason } from "./sources/official-payloads.server";

const RESULTSZA_SIGNATURE_HEADER = "X-ResultsZA-Signature";

/** What ResultsZA sends in X-ResultsZA-Signature for a body (its SDK's `compute_signature`). */
function resultszaSignature(secret: string, rawBody: string): string {
  return `sha256=${toHex(hmacSha256(secret, rawBody))}`;
}

export type WebhookOutcome =
  { status: 200; summary: IngestSummary | null; message: string } | { status: 400 | 401 | 503; error: string; message?: string };

const refused = (message: string): WebhookOutcome => ({ status: 400, error: "refused", message });

/**
 * How old a delivery may be by its signed `dispatched_at`: ResultsZA posts the moment a result is out,
 * so anything older is a replay (or a retry so late that the next poll brings the draw anyway).
 */
const MAX_DELIVERY_AGE_SECONDS = 5 * 60;
/** How far ahead of the site's clock a delivery may be dated: two clocks never agree to the second. */
const MAX_DELIVERY_SKEW_SECONDS = 60;

/** An ISO 8601 instant with its zone ("2026-11-21T19:05:12Z", "…+02:00"): without one it names no instant. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;

/** The delivery's signed dispatch time as ISO UTC, or why it is refused (missing, unreadable, stale, ahead). */
export function dispatchedAtOf(value: string | null | undefined, now: Date): { at: string } | { problem: string } {
  if (!value) return { problem: "dispatched_at is required: a delivery without its signed time could be a replay" };
  const ms = ISO_INSTANT.test(value.trim()) ? Date.parse(value.trim()) : Number.NaN;
  if (Number.isNaN(ms)) return { problem: `dispatched_at ${JSON.stringify(value)} is not an ISO 8601 time with its zone` };
  const ageSeconds = (now.getTime() - ms) / 1000;
  if (ageSeconds > MAX_DELIVERY_AGE_SECONDS) {
    return {
      problem: `the delivery was dispatched at ${new Date(ms).toISOString()}, more than ${MAX_DELIVERY_AGE_SECONDS / 60} minutes ago: not stored`,
    };
  }
  if (-ageSeconds > MAX_DELIVERY_SKEW_SECONDS) {
    return {
      problem: `the delivery is dated ${new Date(ms).toISOString()}, ahead of the site's clock by more than ${MAX_DELIVERY_SKEW_SECONDS} s`,
    };
  }
  return { at: new Date(ms).toISOString() };
}

export async function acceptResultszaWebhook(args: {
  db: Db;
  env: AppEnv;
  headers: Headers;
  rawBody: string;
  now?: Date;
}): Promise<WebhookOutcome> {
  const { db, env, headers, rawBody } = args;
  const now = args.now ?? new Date();
  const secret = env.RESULTSZA_WEBHOOK_SECRET;
  if (!secret) return { status: 503, error: "not configured", message: "RESULTSZA_WEBHOOK_SECRET is not set" };
  const signature = headers.get(RESULTSZA_SIGNATURE_HEADER)?.trim() ?? "";
  if (signature === "") return { status: 401, error: "unauthorized", message: `${RESULTSZA_SIGNATURE_HEADER} is required` };
  // Over the raw bytes as received (a re-serialised copy would not match), compared in constant time.
  if (!secretsMatch(signature, resultszaSignature(secret, rawBody))) {
    return { status: 401, error: "unauthorized", message: "the signature does not match" };
  }

  const json = parseBoundedJson(rawBody);
  if (!json.ok) return { status: 400, error: "bad request", message: json.message };
  const envelope = webhookSchema.safeParse(json.value);
  if (!envelope.success) return { status: 400, error: "bad request", message: zodReason(envelope.error) };
  const { event, game: named, data } = envelope.data;
  // The portal's test sends: acknowledged, never stored.
  if (event === "result.test") return { status: 200, summary: null, message: "Test delivery received; nothing stored." };
  if (event !== "result.published") return { status: 200, summary: null, message: `Event ${event} is not one we act on; nothing stored.` };

  const dispatched = dispatchedAtOf(envelope.data.dispatched_at, now);
  if ("problem" in dispatched) return refused(dispatched.problem);
  // The game only from the signed body: an unsigned header could file one draw under every game.
  if (!named) return refused("the body names no game: a delivery is stored only under the game its signed body names");
  const game = gameOfResultszaName(named);
  if (!game) return refused(`the game ${JSON.stringify(named)} is not one of ours`);

  // Checked before the run opens its row: a refused payload leaves no trace in D1.
  let batch;
  try {
    batch = resultszaBatch(game, data);
  } catch (error) {
    if (error instanceof SourceError) return refused(`${game}: ${error.message}`);
    throw error;
  }
  if (batch.draws.length === 0) return refused(`${game}: the payload holds no draw of the game`);
  for (const candidate of batch.draws) {
    const parsed = parseDraw(candidate, { divisionTable: "as-sent", now });
    if ("errors" in parsed) return refused(`${game}: ${parsed.errors.join("; ")}`);
  }
  // A delivery older than one already accepted (a replay after a correction) never puts its numbers back.
  // The write checks it again inside its batch (draw_sources' trigger), for two deliveries that race.
  const newest = await newestPushesOf(
    db,
    "resultsza",
    game,
    batch.draws.map((draw) => draw.drawDate),
  );
  for (const [date, accepted] of newest) {
    if (accepted > dispatched.at) {
      return refused(
        `${game} ${date}: a newer delivery (dispatched at ${accepted}) is already stored; this one, dispatched at ${dispatched.at}, is not`,
      );
    }
  }

  const summary = await runIngest({
    db,
    env,
    trigger: "webhook",
    source: "resultsza",
    adapter: pushedResultszaSource(game, { ...batch, dispatchedAt: dispatched.at }),
    games: [game],
    now: () => now,
  });
  return { status: 200, summary, message: summary.message };
}
