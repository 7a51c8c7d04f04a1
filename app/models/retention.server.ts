/**
 * The retention job's statements (app/maintenance/retention.server.ts runs them): each touches at most
 * `limit` rows and answers how many it touched, so the job can run it again until nothing is left.
 */
import { and, inArray, like, lt, lte, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { adminAudit, adminSessions, contactMessages, rateLimits } from "~/db/schema";
import { endedSessionCondition } from "./admin-sessions.server";

/** Deletes contact messages written before `before` (an ISO time). */
export async function deleteContactMessagesBefore(db: Db, before: string, limit: number): Promise<number> {
  const old = db.select({ id: contactMessages.id }).from(contactMessages).where(lt(contactMessages.createdAt, before)).limit(limit);
  return (await db.delete(contactMessages).where(inArray(contactMessages.id, old)).returning({ id: contactMessages.id })).length;
}

/**
 * Audit rows written before `before` lose their actor's address: "role (address)" → "role" (the actors
 * are written by actorFor, app/admin/auth.server.ts). The row stays, as the record of what was changed.
 */
export async function stripAuditAddressesBefore(db: Db, before: string, limit: number): Promise<number> {
  const old = db
    .select({ id: adminAudit.id })
    .from(adminAudit)
    .where(and(lt(adminAudit.at, before), like(adminAudit.actor, "% (%)")))
    .limit(limit);
  const updated = await db
    .update(adminAudit)
    .set({ actor: sql`substr(${adminAudit.actor}, 1, instr(${adminAudit.actor}, ' (') - 1)` })
    .where(inArray(adminAudit.id, old))
    .returning({ id: adminAudit.id });
  return updated.length;
}

/** Deletes rate-limit counters whose window ended by `nowMs`. */
export async function deleteEndedRateLimits(db: Db, nowMs: number, limit: number): Promise<number> {
  const ended = db.select({ key: rateLimits.key }).from(rateLimits).where(lte(rateLimits.resetAt, nowMs)).limit(limit);
  return (await db.delete(rateLimits).where(inArray(rateLimits.key, ended)).returning({ key: rateLimits.key })).length;
}

/** Deletes admin sessions that can no longer be used at `nowMs` (past their end, or idle too long). */
export async function deleteEndedSessions(db: Db, nowMs: number, limit: number): Promise<number> {
  const ended = db.select({ id: adminSessions.id }).from(adminSessions).where(endedSessionCondition(nowMs)).limit(limit);
  return (await db.delete(adminSessions).where(inArray(adminSessions.id, ended)).returning({ id: adminSessions.id })).length;
}
