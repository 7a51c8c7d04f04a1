/**
 * The audit log of admin changes (table admin_audit): who (role and client address), when, what, and the
 * row before and after as JSON. `auditQuery` is a query, not a call, so a change and its audit row go
 * into one `db.batch` and either both are written or neither; `recordAudit` writes a row on its own, for
 * events that change nothing else (a sign-in, a refresh, the sign-in pause).
 */
import { desc } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { adminAudit } from "~/db/schema";

export interface AuditEntry {
  actor: string;
  /** What was done: "draw.create", "draw.update", "draw.delete", "message.status", "refresh", … */
  action: string;
  /** The kind of row: "draw", "contact_message", "ingest_run", "session". */
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

export function auditQuery(db: Db, entry: AuditEntry) {
  return db.insert(adminAudit).values({
    actor: entry.actor,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await auditQuery(db, entry);
}

export interface AuditView {
  id: number;
  at: string;
  actor: string;
  action: string;
  entity: string;
  entityId: string | null;
  /** Pretty-printed JSON, or null. */
  before: string | null;
  after: string | null;
}

const pretty = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value, null, 2));

export async function recentAudit(db: Db, limit = 30): Promise<AuditView[]> {
  const rows = await db.select().from(adminAudit).orderBy(desc(adminAudit.id)).limit(limit);
  return rows.map((row) => ({ ...row, before: pretty(row.before), after: pretty(row.after) }));
}
