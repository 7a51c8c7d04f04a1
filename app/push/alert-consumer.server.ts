/**
 * The alert queue's consumer (workers/app.ts `queue`): for each message, a page of the game's
 * subscriptions that have not had this draw, each sent its push with bounded concurrency.
 *
 * - Once per subscription per draw: a page is claimed (claimPage marks its subscriptions' game with the
 *   draw's date in the statement that picks them) before anything is sent, and a page only holds
 *   subscriptions not yet marked, so a retried message, the same draw queued again by a later ingest, or
 *   two consumers on the same range at once send nobody a second push. Those not reached (429, 5xx, other
 *   refusals) are released (releaseClaims) for a retry. The price: a Worker that dies between claiming a
 *   page and sending it leaves that page unsent (at most once, rather than twice).
 * - Only the game's newest draw is alerted: a draw queued late, after a newer one came in, is no news.
 * - 404/410: the subscription is deleted. 429/5xx/no answer: the page is queued again with back-off,
 *   up to MAX_ATTEMPTS; each failure is counted, and a subscription failing DROP_AFTER times in a row
 *   is dropped. Any other answer counts as a failure and is not retried.
 * - Fan-out: a message open at its end (the draw's first, `until` null) cuts the game's subscriptions
 *   ahead into ranges of one page each (pageEnds) and queues a message per range, up to PAGES_PER_PLAN
 *   of them, then one more open message for the rest; fewer than a page left, it sends those itself. So
 *   the pages of a million subscribers are on the queue within seconds, for as many consumers as the
 *   queue runs at once, instead of each page being found only when the one before it is read.
 * - Jackpot alerts (issue 45, `kind` "jackpot"): the same pages, over the subscriptions with a threshold
 *   for the game; a page claims those the newest draw's next-jackpot estimate has reached and who were not
 *   told of this crossing (claimJackpotPage), so each crossing from below makes one push. Every draw's
 *   first jackpot message, newest or not, first re-arms those whose threshold is over its estimate
 *   (rearmJackpots): a draw that announced less (the jackpot was won) ends the crossing even when a
 *   newer draw was stored before its message was read.
 * - A range holding more than a page (subscriptions added since it was cut): the rest of it goes on as a
 *   new message, so one message's work stays within a Worker invocation's limits however many subscribe
 *   (docs/performance.md, "Win alerts fan-out").
 */
import type { Db } from "~/db/client.server";
import { newestDrawOf } from "~/models/draws.server";
import {
  deleteSubscriptions,
  claimJackpotPage,
  claimPage,
  markDelivered,
  pageEnds,
  rearmJackpots,
  recordFailures,
  releaseClaims,
  releaseJackpotClaims,
  type StoredSubscription,
} from "~/models/push-subscriptions.server";
import type { DrawRow } from "~/db/schema";
import { confirmedPriceOn } from "~/rules/prices";
import { nextScheduledDrawDate } from "~/rules/schedule";
import { drawPath, gamePath } from "~/site/draw-paths";
import type { AppEnv } from "~/http/env.server";
import { log } from "~/http/log.server";
import { alertMessageSchema, type AlertMessage } from "./alert-message";
import type { DrawAlert } from "./draw-alert";
import type { JackpotAlert } from "./jackpot-alert";
import { sendPush, type PushOutcome } from "./send-push.server";
import { vapidOf } from "./vapid-config.server";

/** Subscriptions per message: 500 pushes, 20 at a time, stay well inside a queue invocation's time. */
export const PAGE_SIZE = 500;
/** Pushes in flight at once (Workers allow 6 simultaneous connections per invocation; the rest wait). */
const CONCURRENCY = 20;
/** Ranges one open message cuts and queues: one sendBatch (Queues take at most 100 messages a call), one D1 query. */
const PAGES_PER_PLAN = 100;
/** Tries of one page whose service asked to retry; back-off doubles from RETRY_DELAY_SECONDS. */
const MAX_ATTEMPTS = 4;
const RETRY_DELAY_SECONDS = 30;
/** Failed deliveries in a row after which a subscription is dropped. */
const DROP_AFTER = 5;

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
  /** Ranges of a page each queued by this (open) message: the fan-out. */
  planned?: number;
  /** Why nothing was sent, when nothing was. */
  skipped?: string;
}

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

/** What one kind of alert needs: its payload, and how its pages are claimed and released. */
interface AlertKind {
  alert: DrawAlert | JackpotAlert;
  claim: (after: string | null, limit: number, until: string | null) => Promise<StoredSubscription[]>;
  release: (endpoints: readonly string[]) => Promise<void>;
}

/** The draw's results, to every subscriber of the game not sent this draw. */
function drawKind(draw: DrawRow, message: AlertMessage, deps: AlertDeps): AlertKind {
  return {
    alert: {
      kind: "draw",
      game: message.game,
      drawDate: draw.drawDate,
      drawNumber: draw.drawNumber,
      numbers: draw.numbers,
      bonus: draw.bonus,
      url: `${deps.env.SITE_URL}${drawPath(message.game, message.drawDate)}`,
    },
    claim: (after, limit, until) => claimPage(deps.db, message.game, message.drawDate, after, limit, until),
    release: (endpoints) => releaseClaims(deps.db, endpoints, message.game),
  };
}

/** The draw's next-jackpot estimate, to the subscribers whose threshold it reached from below; null without one. */
function jackpotKind(draw: DrawRow, message: AlertMessage, deps: AlertDeps): AlertKind | null {
  const estimate = draw.nextJackpot;
  const nextDraw = nextScheduledDrawDate(message.game, draw.drawDate);
  if (estimate === null || nextDraw === null) return null;
  return {
    alert: {
      kind: "jackpot",
      game: message.game,
      estimate,
      drawDate: nextDraw,
      price: confirmedPriceOn(message.game, nextDraw),
      url: `${deps.env.SITE_URL}${gamePath(message.game)}`,
    },
    claim: (after, limit, until) => claimJackpotPage(deps.db, message.game, draw.drawDate, estimate, after, limit, until),
    release: (endpoints) => releaseJackpotClaims(deps.db, endpoints, message.game),
  };
}

/** One message: one page of subscriptions sent. */
export async function sendAlertPage(message: AlertMessage, deps: AlertDeps): Promise<PageReport> {
  const report: PageReport = { sent: 0, delivered: 0, gone: 0, retry: 0, refused: 0, continued: false };
  const vapid = vapidOf(deps.env);
  if (!vapid) return { ...report, skipped: "alerts are not configured (no VAPID keys)" };
  if (message.kind === "jackpot" && message.after === null && message.until === null) {
    await rearmJackpots(deps.db, message.game, message.drawDate);
  }
  const draw = await newestDrawOf(deps.db, message.game);
  if (!draw || draw.drawDate !== message.drawDate) return { ...report, skipped: "not the game's newest draw" };
  const kind = message.kind === "draw" ? drawKind(draw, message, deps) : jackpotKind(draw, message, deps);
  if (!kind) return { ...report, skipped: "no next-jackpot estimate" };

  let after = message.after;
  if (message.until === null && deps.queue) {
    const ends = await pageEnds(deps.db, message.game, after, PAGE_SIZE, PAGES_PER_PLAN, message.kind);
    if (ends.length > 0) {
      const ranges = ends.map((until, index) => ({ ...message, after: index === 0 ? after : ends[index - 1]!, until, attempt: 1 }));
      await deps.queue.sendBatch(ranges.map((body) => ({ body: body satisfies AlertMessage })));
      after = ends[ends.length - 1]!;
      report.planned = ranges.length;
      // As many full pages as one plan takes: the rest is planned by another message.
      if (ends.length === PAGES_PER_PLAN) {
        await deps.queue.send({ ...message, after, attempt: 1 } satisfies AlertMessage);
        report.continued = true;
        return report;
      }
    }
  }

  const page = await kind.claim(after, PAGE_SIZE, message.until);
  if (page.length === 0) return report;
  const last = page[page.length - 1]!.endpoint;
  // A full page short of the range's end: the rest (after this page's last endpoint, up to the range's
  // end) is another message.
  if (page.length === PAGE_SIZE && last !== message.until && deps.queue) {
    await deps.queue.send({ ...message, after: last, attempt: 1 } satisfies AlertMessage);
    report.continued = true;
  }

  // sendPush answers every push with an outcome (a network failure is "retry"): it does not throw.
  const outcomes = await pooled(page, CONCURRENCY, (subscription) => sendPush(subscription, kind.alert, vapid));
  const by = (wanted: PushOutcome) => page.filter((_, index) => outcomes[index] === wanted).map((s: StoredSubscription) => s.endpoint);
  const now = deps.now?.() ?? Date.now();
  const failed = [...by("retry"), ...by("refused")];
  await kind.release(failed);
  await markDelivered(deps.db, by("delivered"), now);
  await deleteSubscriptions(deps.db, by("gone"));
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
    await deps.queue.send({ ...message, after, until: last, attempt: message.attempt + 1 } satisfies AlertMessage, { delaySeconds });
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
      log.info(`alerts: ${parsed.data.kind} ${parsed.data.game} ${parsed.data.drawDate}`, { ...report });
      message.ack();
    } catch (error) {
      // D1 failing, say: the queue tries the message again (max_retries in wrangler.toml).
      log.error(`alerts: ${parsed.data.game} ${parsed.data.drawDate} failed`, { error });
      message.retry({ delaySeconds: RETRY_DELAY_SECONDS });
    }
  }
}
