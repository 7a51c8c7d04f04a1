/**
 * Keeps personal data only as long as the privacy page says (the periods are in app/content/data-retention.ts,
 * which the page's {{retention.*}} tokens read too). Run by the daily catch-up cron (workers/app.ts):
 *
 * - contact messages (name, e-mail address, subject, words) older than RETENTION.contactMessages are deleted;
 * - audit rows older than RETENTION.auditAddresses lose the client address of their actor
 *   ("admin (192.0.2.1)" becomes "admin"); the row itself stays, as the record of what was changed;
 * - rate-limit counters whose window has ended are deleted (the limiter also deletes them as it counts);
 * - admin sessions that can no longer be used (past their end, or idle too long) are deleted.
 *
 * Each statement touches at most RETENTION_BATCH rows, and each kind stops after MAX_BATCHES statements,
 * so a run stays small whatever has piled up; the rest goes the next day, and the report says so.
 */
import type { Db } from "~/db/client.server";
import { periodBefore, periodMs, RETENTION } from "~/content/data-retention";
import { deleteIdleSubscriptions } from "~/models/push-subscriptions.server";
import {
  deleteContactMessagesBefore,
  deleteEndedRateLimits,
  deleteEndedSessions,
  stripAuditAddressesBefore,
} from "~/models/retention.server";

export const RETENTION_BATCH = 500;
const MAX_BATCHES = 100;

interface RetentionCount {
  rows: number;
  /** False when the run stopped at MAX_BATCHES with rows still to go. */
  complete: boolean;
}

export interface RetentionReport {
  contactMessages: RetentionCount;
  auditAddresses: RetentionCount;
  rateLimits: RetentionCount;
  adminSessions: RetentionCount;
  pushSubscriptions: RetentionCount;
}

/** Runs `step` (one statement over at most RETENTION_BATCH rows, answering how many it touched) until done. */
async function inBatches(step: () => Promise<number>): Promise<RetentionCount> {
  let rows = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const touched = await step();
    rows += touched;
    if (touched < RETENTION_BATCH) return { rows, complete: true };
  }
  return { rows, complete: false };
}

export async function runRetention(db: Db, now = new Date()): Promise<RetentionReport> {
  const messagesBefore = periodBefore(now, RETENTION.contactMessages).toISOString();
  const addressesBefore = periodBefore(now, RETENTION.auditAddresses).toISOString();
  const nowMs = now.getTime();

  const contact = await inBatches(() => deleteContactMessagesBefore(db, messagesBefore, RETENTION_BATCH));
  const audit = await inBatches(() => stripAuditAddressesBefore(db, addressesBefore, RETENTION_BATCH));
  const counters = await inBatches(() => deleteEndedRateLimits(db, nowMs, RETENTION_BATCH));
  const sessions = await inBatches(() => deleteEndedSessions(db, nowMs, RETENTION_BATCH));
  // Win alerts: a subscription no push service has accepted an alert for in the period (a phone long gone).
  const idle = await inBatches(() => deleteIdleSubscriptions(db, nowMs, periodMs(RETENTION.pushSubscriptionIdle), RETENTION_BATCH));

  return { contactMessages: contact, auditAddresses: audit, rateLimits: counters, adminSessions: sessions, pushSubscriptions: idle };
}

/** One log line: "deleted 3 contact messages, …". */
export function retentionSummary(report: RetentionReport): string {
  const part = (count: RetentionCount, what: string) => `${count.rows} ${what}${count.complete ? "" : " (more left for the next run)"}`;
  return [
    part(report.contactMessages, "contact messages deleted"),
    part(report.auditAddresses, "audit addresses removed"),
    part(report.rateLimits, "rate-limit counters deleted"),
    part(report.adminSessions, "ended sessions deleted"),
    part(report.pushSubscriptions, "idle alert subscriptions deleted"),
  ].join(", ");
}
