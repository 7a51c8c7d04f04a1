/**
 * How long personal data and the administrator's session last: the one place for these periods. The
 * privacy page states them through its {{retention.*}} tokens (app/loaders/content-tokens.server.ts), and the code
 * that enforces each reads it here: the daily retention job (app/maintenance/retention.server.ts) and the
 * admin session (app/admin/session.server.ts). Change a period here and the page and the code follow.
 *
 * Rate-limit counters have no period: a counter is deleted as soon as its window has ended (by the next
 * count, and at the latest by the daily job).
 */
export interface Period {
  amount: number;
  unit: "minutes" | "hours" | "days" | "months";
}

export const RETENTION = {
  /** A contact message (name, e-mail address, subject, words) is deleted once it is older than this. */
  contactMessages: { amount: 12, unit: "months" },
  /**
   * The client address in an audit row ("admin (192.0.2.1)") is removed once the row is older than this;
   * the row keeps the role, the time and the change. Long enough to look into a suspicious change.
   */
  auditAddresses: { amount: 90, unit: "days" },
  /** An admin session ends after this long without an admin request… */
  adminSessionIdle: { amount: 30, unit: "minutes" },
  /** …and this long after signing in, whatever happens. */
  adminSessionMax: { amount: 8, unit: "hours" },
  /** A win-alert subscription with no delivered alert for this long is deleted (issue 32, app/push/). */
  pushSubscriptionIdle: { amount: 90, unit: "days" },
} as const satisfies Record<string, Period>;

const UNIT_MS = { minutes: 60_000, hours: 3_600_000, days: 86_400_000 } as const;

/** "12 months", "90 days", "30 minutes", "1 hour". */
export function periodText(period: Period): string {
  return `${period.amount} ${period.amount === 1 ? period.unit.slice(0, -1) : period.unit}`;
}

/** The period in milliseconds; months have no fixed length, so they are not allowed here. */
export function periodMs(period: Period & { unit: keyof typeof UNIT_MS }): number {
  return period.amount * UNIT_MS[period.unit];
}

/** The moment `period` before `now`: calendar months (UTC) for months, exact milliseconds otherwise. */
export function periodBefore(now: Date, period: Period): Date {
  if (period.unit !== "months") return new Date(now.getTime() - period.amount * UNIT_MS[period.unit]);
  const then = new Date(now);
  then.setUTCMonth(then.getUTCMonth() - period.amount);
  return then;
}
