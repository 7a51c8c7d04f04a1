/**
 * Contact messages in the admin: the newest listed in full, marked read or handled, deleted. Each change
 * is audited in the same batch. A deleted message's audit row keeps only its id, status and date, not the
 * sender's name, address or words: deleting a message must really remove the person's data.
 */
import { count, desc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { contactMessages } from "~/db/schema";
import type { AdminIdentity } from "./auth.server";
import { auditQuery } from "./audit.server";

export const MESSAGE_STATUSES = ["new", "read", "handled"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
export const RECENT_MESSAGES = 25;

export type ContactMessageView = typeof contactMessages.$inferSelect;

export async function recentMessages(db: Db): Promise<{ messages: ContactMessageView[]; unhandled: number; total: number }> {
  const [messages, [totals], [open]] = await db.batch([
    db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(RECENT_MESSAGES),
    db.select({ n: count() }).from(contactMessages),
    db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.status, "new")),
  ]);
  return { messages, total: totals?.n ?? 0, unhandled: open?.n ?? 0 };
}

export async function messageById(db: Db, id: number): Promise<ContactMessageView | null> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
  return row ?? null;
}

export async function setMessageStatus(db: Db, admin: AdminIdentity, id: number, status: MessageStatus): Promise<{ ok: boolean; message: string }> {
  const row = await messageById(db, id);
  if (!row) return { ok: false, message: "That message is no longer in the database." };
  if (row.status === status) return { ok: true, message: `The message "${row.subject}" is already marked ${status}.` };
  await db.batch([
    db.update(contactMessages).set({ status }).where(eq(contactMessages.id, id)),
    auditQuery(db, { actor: admin.actor, action: "message.status", entity: "contact_message", entityId: id, before: { status: row.status }, after: { status } }),
  ]);
  return { ok: true, message: `Marked the message "${row.subject}" as ${status}.` };
}

export async function deleteMessage(db: Db, admin: AdminIdentity, id: number): Promise<{ ok: boolean; message: string }> {
  const row = await messageById(db, id);
  if (!row) return { ok: false, message: "That message is no longer in the database." };
  await db.batch([
    db.delete(contactMessages).where(eq(contactMessages.id, id)),
    auditQuery(db, {
      actor: admin.actor, action: "message.delete", entity: "contact_message", entityId: id,
      before: { id: row.id, status: row.status, category: row.category, createdAt: row.createdAt }, after: null,
    }),
  ]);
  return { ok: true, message: `Deleted the message "${row.subject}".` };
}
