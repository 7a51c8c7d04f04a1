/**
 * Messages sent through /contact-us, read and changed by the admin. Each admin change is written in one
 * `db.batch` with its audit row (admin-audit.server.ts), so the log never misses a change and never
 * records one that did not happen.
 */
import { count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { contactMessages } from "~/db/schema";
import type { ContactMessageInput } from "~/input/contact-form.server";
import { auditQuery, type AuditEntry } from "./admin-audit.server";

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type ContactMessageStatus = ContactMessageRow["status"];

/** Stores one validated message with status "new". */
export async function insertContactMessage(db: Db, input: ContactMessageInput): Promise<void> {
  await db.insert(contactMessages).values({
    name: input.name,
    email: input.email,
    subject: input.subject,
    category: input.category,
    message: input.message,
  });
}

/** The newest `limit` messages in full, how many are stored and how many are still "new", in one round trip. */
export async function recentContactMessages(
  db: Db,
  limit: number,
): Promise<{ messages: ContactMessageRow[]; unhandled: number; total: number }> {
  const [messages, [totals], [open]] = await db.batch([
    db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(limit),
    db.select({ n: count() }).from(contactMessages),
    db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.status, "new")),
  ]);
  return { messages, total: totals?.n ?? 0, unhandled: open?.n ?? 0 };
}

export async function contactMessageById(db: Db, id: number): Promise<ContactMessageRow | null> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
  return row ?? null;
}

export async function setContactMessageStatus(db: Db, id: number, status: ContactMessageStatus, audit: AuditEntry): Promise<void> {
  await db.batch([db.update(contactMessages).set({ status }).where(eq(contactMessages.id, id)), auditQuery(db, audit)]);
}

export async function deleteContactMessage(db: Db, id: number, audit: AuditEntry): Promise<void> {
  await db.batch([db.delete(contactMessages).where(eq(contactMessages.id, id)), auditQuery(db, audit)]);
}

/** Addresses are matched without regard to case: people type theirs both ways. */
const fromAddress = (email: string) => sql`lower(${contactMessages.email}) = lower(${email})`;

export async function contactMessageCountFrom(db: Db, email: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(contactMessages).where(fromAddress(email));
  return row?.n ?? 0;
}

/** The ids and dates of every message from `email` (what the audit row of their deletion keeps). */
export async function contactMessagesFrom(db: Db, email: string): Promise<{ id: number; createdAt: string }[]> {
  return db.select({ id: contactMessages.id, createdAt: contactMessages.createdAt }).from(contactMessages).where(fromAddress(email));
}

export async function deleteContactMessagesFrom(db: Db, email: string, audit: AuditEntry): Promise<void> {
  await db.batch([db.delete(contactMessages).where(fromAddress(email)), auditQuery(db, audit)]);
}
