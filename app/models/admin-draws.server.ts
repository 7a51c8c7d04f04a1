/**
 * The admin's changes to draws: a save (the same upsert as the ingest and the CSV import,
 * draw-writes.server.ts) or a delete (the draw and its prize divisions), each written in one `db.batch`
 * with its audit row, so the log never misses a change and never records one that did not happen.
 */
import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { drawDisagreements, draws, drawSources, prizeDivisions, type DrawRow } from "~/db/schema";
import type { DrawInput } from "~/input/draw-input.server";
import { auditQuery, type AuditEntry } from "./admin-audit.server";
import { drawWriteStatements } from "./draw-writes.server";

/** One stored draw by its row id (the admin's Edit and Delete links name draws by id), or null. */
export async function drawById(db: Db, id: number): Promise<DrawRow | null> {
  const [row] = await db.select().from(draws).where(eq(draws.id, id)).limit(1);
  return row ?? null;
}

export async function saveDrawWithAudit(db: Db, draw: DrawInput, audit: AuditEntry): Promise<void> {
  const [first, ...rest] = drawWriteStatements(db, [draw]);
  await db.batch([first!, ...rest, auditQuery(db, audit)]);
}

export async function deleteDrawWithAudit(db: Db, id: number, audit: AuditEntry): Promise<void> {
  await db.batch([
    db.delete(prizeDivisions).where(eq(prizeDivisions.drawId, id)),
    db.delete(drawSources).where(eq(drawSources.drawId, id)),
    db.delete(drawDisagreements).where(eq(drawDisagreements.drawId, id)),
    db.delete(draws).where(eq(draws.id, id)),
    auditQuery(db, audit),
  ]);
}
