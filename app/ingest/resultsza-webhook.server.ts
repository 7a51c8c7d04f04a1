/**
 * The site's side of ResultsZA's webhook (POST /api/ingest/resultsza, docs/ingest.md): ResultsZA posts a
 * `result.published` event the moment a result is out, signed `X-ResultsZA-Signature: sha256=<hex
 * HMAC-SHA256 of the raw body>` with the secret of its portal's Push Settings (RESULTSZA_WEBHOOK_SECRET).
 * The pushed draw goes through the poll's own mapping (resultszaBatch) and the usual write path
 * (`runIngest`, trigger "webhook"). Deliveries are at-least-once: a repeat changes nothing.
 */
import { secretsMatch } from "~/http/constant-time.server";
import type { Db } from "~/db/client.server";
import { parseDraw } from "~/input/draw-input.server";
import type { AppEnv } from "~/http/env.server";
import { hmacSha256, toHex } from "~/http/hmac.server";
import { SourceError } from "./http-client.server";
import { runIngest, type IngestSummary } from "./run-ingest.server";
import { gameOfResultszaName, webhookSchema } from "./sources/resultsza-fields.server";
import { pushedResultszaSource, resultszaBatch } from "./sources/resultsza.server";
import { zodReason } from "./sources/official-payloads.server";

export const RESULTSZA_SIGNATURE_HEADER = "X-ResultsZA-Signature";

/** What ResultsZA sends in X-ResultsZA-Signature for a body (its SDK's `compute_signature`). */
export function resultszaSignature(secret: string, rawBody: string): string {
  return `sha256=${toHex(hmacSha256(secret, rawBody))}`;
}

export type WebhookOutcome =
  { status: 200; summary: IngestSummary | null; message: string } | { status: 400 | 401 | 503; error: string; message?: string };

const refused = (message: string): WebhookOutcome => ({ status: 400, error: "refused", message });

export async function acceptResultszaWebhook(args: {
  db: Db;
  env: AppEnv;
  headers: Headers;
  rawBody: string;
  now?: Date;
}): Promise<WebhookOutcome> {
  const { db, env, headers, rawBody } = args;
  const secret = env.RESULTSZA_WEBHOOK_SECRET;
  if (!secret) return { status: 503, error: "not configured", message: "RESULTSZA_WEBHOOK_SECRET is not set" };
  const signature = headers.get(RESULTSZA_SIGNATURE_HEADER)?.trim() ?? "";
  if (signature === "") return { status: 401, error: "unauthorized", message: `${RESULTSZA_SIGNATURE_HEADER} is required` };
  // Over the raw bytes as received (a re-serialised copy would not match), compared in constant time.
  if (!secretsMatch(signature, resultszaSignature(secret, rawBody))) {
    return { status: 401, error: "unauthorized", message: "the signature does not match" };
  }

  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return { status: 400, error: "bad request", message: "the body is not JSON" };
  }
  const envelope = webhookSchema.safeParse(json);
  if (!envelope.success) return { status: 400, error: "bad request", message: zodReason(envelope.error) };
  const { event, game: named, data } = envelope.data;
  // The portal's test sends: acknowledged, never stored.
  if (event === "result.test") return { status: 200, summary: null, message: "Test delivery received; nothing stored." };
  if (event !== "result.published") return { status: 200, summary: null, message: `Event ${event} is not one we act on; nothing stored.` };

  const gameName = named ?? headers.get("X-ResultsZA-Game") ?? (data as { game_type?: unknown } | null)?.game_type;
  const game = typeof gameName === "string" ? gameOfResultszaName(gameName) : null;
  if (!game) return refused(`the game ${JSON.stringify(gameName ?? null)} is not one of ours`);

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
    const parsed = parseDraw(candidate, { divisionTable: "as-sent" });
    if ("errors" in parsed) return refused(`${game}: ${parsed.errors.join("; ")}`);
  }

  const summary = await runIngest({
    db,
    env,
    trigger: "webhook",
    source: "resultsza",
    adapter: pushedResultszaSource(game, batch),
    games: [game],
    now: () => args.now ?? new Date(),
  });
  return { status: 200, summary, message: summary.message };
}
