/**
 * The administrator's sessions in D1 (table admin_sessions): a row per signed-in browser, keyed by the
 * SHA-256 of the cookie's token (app/admin/session.server.ts makes the token, the key and the cookie). The
 * row, not the cookie, decides whether a session is open: it is gone once signed out, and it stops
 * counting when idle for longer than SESSION_IDLE_MS, older than SESSION_MAX_MS, or opened with another
 * ADMIN_PASSWORD (its fingerprint no longer matches). See docs/decisions/003-admin-auth.md.
 */
import { and, count, eq, gt, lte, or } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { adminSessions } from "~/db/schema";
import { periodMs, RETENTION } from "~/content/data-retention";

/** The absolute end and the idle timeout, from the periods the privacy page states. */
export const SESSION_MAX_MS = periodMs(RETENTION.adminSessionMax);
export const SESSION_IDLE_MS = periodMs(RETENTION.adminSessionIdle);

export type NewAdminSession = typeof adminSessions.$inferInsert;

/** A row a request may still use now: before its end, seen within the idle timeout, of this password. */
const usable = (secretsFingerprint: string, now: number) =>
  and(
    gt(adminSessions.expiresAt, now),
    gt(adminSessions.lastSeenAt, now - SESSION_IDLE_MS),
    eq(adminSessions.secretsFingerprint, secretsFingerprint),
  );

export async function insertAdminSession(db: Db, row: NewAdminSession): Promise<void> {
  await db.insert(adminSessions).values(row);
}

/**
 * The session row `id` when it is still usable, with its idle clock started again; else null. The check
 * and the touch are one statement, so no second request can slip in between.
 */
export async function touchUsableSession(
  db: Db,
  id: string,
  secretsFingerprint: string,
  now: number,
): Promise<{ expiresAt: number } | null> {
  const [row] = await db
    .update(adminSessions)
    .set({ lastSeenAt: now })
    .where(and(eq(adminSessions.id, id), usable(secretsFingerprint, now)))
    .returning({ expiresAt: adminSessions.expiresAt });
  return row ?? null;
}

export async function deleteAdminSession(db: Db, id: string): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.id, id));
}

/** Deletes every session ("sign out everywhere"). Answers how many there were. */
export async function deleteAllAdminSessions(db: Db): Promise<number> {
  const ended = await db.delete(adminSessions).returning({ id: adminSessions.id });
  return ended.length;
}

/** Sessions that would still be accepted now (for System Status). */
export async function usableSessionCount(db: Db, secretsFingerprint: string, now: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(adminSessions).where(usable(secretsFingerprint, now));
  return row?.n ?? 0;
}

/** Rows no request can use any more (past their end or idle too long), for the retention job. */
export const endedSessionCondition = (now: number) =>
  or(lte(adminSessions.expiresAt, now), lte(adminSessions.lastSeenAt, now - SESSION_IDLE_MS));
