/**
 * The alert queue's consumer (workers/app.ts `queue`): for each message, a page of the game's
 * subscriptions that have not had this draw, each sent its push with bounded concurrency.
 *
 * - Once per subscription per draw: a delivered push marks the subscription's game with the draw's date
 *   (markDelivered), and a page only holds subscriptions not yet marked, so a retried message, the same
 *   draw queued again by a later ingest, or two consumers at once send nobody a second push.
 * - Only the game's newest draw is alerted: a draw queued late, after a newer one came in, is no news.
 * - 404/410: the subscription is deleted. 429/5xx/no answer: the page is queued again with back-off,
 *   up to MAX_ATTEMPTS; each failure is counted, and a subscription failing DROP_AFTER times in a row
 *   is dropped. Any other answer counts as a failure and is not retried.
 * - More than a page: the rest goes on as a new message, so one message's work stays within a
 *   Worker invocation's limits however many subscribe (docs/alerts.md, "Scale").
 */
import type { Db } from "~/db/client.server";
import { newestDrawOf } from "~/models/draws.server";
import {
  deleteSubscriptions,
  markDelivered,
  recordFailures,
  subscriptionsToAlert,
  type StoredSubscription,
} from "~/models/push-subscriptions.server";
import { drawPath } from "~/site/draw-paths";
import type { AppEnv } from "~/http/env.server";
import { log } from "~/http/log.server";
import { alertMessageSchema, type AlertMessage } from "./alert-message";
import type { DrawAlert } from "./draw-alert";
import { sendPush, type PushOutcome, type Vapid } from "./send-push.server";

/** Subscriptions per message: 500 pushes, 20 at a time, stay well inside a queue invocation's time. */
export const PAGE_SIZE = 500;
/** Pushes in flight at once (Workers allow 6 simultaneous connections per invocation; the rest wait). */
export const CONCURRENCY = 20;
/** Tries of one page whose service asked to retry; back-off doubles from RETRY_DELAY_SECONDS. */
export const MAX_ATTEMPTS = 4;
export const RETRY_DELAY_SECONDS = 30;
/** Failed deliveries in a row after which a subscription is dropped. */
export const DROP_AFTER = 5;

export interface AlertDeps {
  db: Db;
  env: AppEnv;
  queue: Queue | undefined;
  now?: () => number;
}

export interface PageReport {
  sent: number;
  delivered: number;
  gone: number;
  retry: number;
  refused: number;
  /** The rest of the game's subscriptions went on as another message. */
  continued: boolean;
  /** Why nothing was sent, when nothing was. */
  skipped?: string;
}

const vapidOf = (env: AppEnv): Vapid | null =>
  env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
    ? { subject: `mailto:${env.CONTACT_EMAIL}`, publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
    : null;

/** Runs `work` over `items` with at most `limit` at a time, results in order. */
async function pooled<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  });
  await Promise.all(lanes);
  return results;
}

/** One message: one page of subscriptions sent. */
export async function sendAlertPage(message: AlertMessage, deps: AlertDeps): Promise<PageReport> {
  const report: PageReport = { sent: 0, delivered: 0, gone: 0, retry: 0, refused: 0, continued: false };
  const vapid = vapidOf(deps.env);
  if (!vapid) return { ...report, skipped: "alerts are not configured (no VAPID keys)" };
  const draw = await newestDrawOf(deps.db, message.game);
  if (!draw || draw.drawDate !== message.drawDate) return { ...report, skipped: "not the game's newest draw" };

  const page = await subscriptionsToAlert(deps.db, message.game, message.drawDate, message.after, PAGE_SIZE, message.until);
  if (page.length === 0) return report;
  const last = page[page.length - 1]!.endpoint;
  // A full page: the rest (after this page's last endpoint, up to this message's own end) is another message.
  if (page.length === PAGE_SIZE && deps.queue) {
    await deps.queue.send({ ...message, after: last, attempt: 1 } satisfies AlertMessage);
    report.continued = true;
  }

  const alert: DrawAlert = {
    kind: "draw",
    game: draw.game as DrawAlert["game"],
    drawDate: draw.drawDate,
    drawNumber: draw.drawNumber,
    numbers: draw.numbers,
    bonus: draw.bonus,
    url: `${deps.env.SITE_URL}${drawPath(message.game, message.drawDate)}`,
  };
  const outcomes = await pooled(page, CONCURRENCY, (subscription) => sendPush(subscription, alert, vapid));
  const by = (wanted: PushOutcome) => page.filter((_, index) => outcomes[index] === wanted).map((s: StoredSubscription) => s.endpoint);
  const now = deps.now?.() ?? Date.now();
  await markDelivered(deps.db, by("delivered"), message.game, message.drawDate, now);
  await deleteSubscriptions(deps.db, by("gone"));
  const failed = [...by("retry"), ...by("refused")];
  await recordFailures(deps.db, failed, DROP_AFTER);

  Object.assign(report, {
    sent: page.length,
    delivered: by("delivered").length,
    gone: by("gone").length,
    retry: by("retry").length,
    refused: by("refused").length,
  });
  // This page again, later, for those the service asked to retry (the delivered are marked and skipped).
  if (report.retry > 0 && message.attempt < MAX_ATTEMPTS && deps.queue) {
    const delaySeconds = RETRY_DELAY_SECONDS * 2 ** (message.attempt - 1);
    await deps.queue.send({ ...message, until: last, attempt: message.attempt + 1 } satisfies AlertMessage, { delaySeconds });
  }
  return report;
}

/** The queue handler: each message is parsed, sent and acknowledged; a message that throws is retried by the queue. */
export async function handleAlertBatch(batch: MessageBatch<unknown>, deps: AlertDeps): Promise<void> {
  for (const message of batch.messages) {
    const parsed = alertMessageSchema.safeParse(message.body);
    if (!parsed.success) {
      log.warn("alerts: a queue message that is not an alert was dropped", { id: message.id });
      message.ack();
      continue;
    }
    try {
      const report = await sendAlertPage(parsed.data, deps);
      log.info(`alerts: ${parsed.data.game} ${parsed.data.drawDate}`, { ...report });
      message.ack();
    } catch (error) {
      // D1 failing, say: the queue tries the message again (max_retries in wrangler.toml).
      log.error(`alerts: ${parsed.data.game} ${parsed.data.drawDate} failed`, { error });
      message.retry({ delaySeconds: RETRY_DELAY_SECONDS });
    }
  }
}
