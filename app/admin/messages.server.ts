/**
 * Contact messages in the admin: the newest listed in full, marked read or handled, deleted one by one or
 * all those from one e-mail address (a person asking to be forgotten, whose messages may be older than
 * the list shows). Each change is audited in the same batch (app/models/contact-messages.server.ts). A deleted message's audit row keeps only
 * its id, status and date, not the sender's name, address or words: deleting a message must really
 * remove the person's data. Messages older than the privacy page's period are deleted by the daily
 * retention job (app/maintenance/retention.server.ts).
 */
import { z } from "zod";
import type { Db } from "~/db/client.server";
import { CONTACT_MAX_LENGTHS } from "~/input/contact-form";
import {
  contactMessageById,
  contactMessagesFrom,
  deleteContactMessage,
  deleteContactMessagesFrom,
  recentContactMessages,
  setContactMessageStatus,
  type ContactMessageRow,
} from "~/models/contact-messages.server";
import type { AdminIdentity } from "./auth.server";

export const MESSAGE_STATUSES = ["new", "read", "handled"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
const RECENT_MESSAGES = 25;

export type ContactMessageView = ContactMessageRow;

export async function recentMessages(db: Db): Promise<{ messages: ContactMessageView[]; unhandled: number; total: number }> {
  return recentContactMessages(db, RECENT_MESSAGES);
}

export async function setMessageStatus(
  db: Db,
  admin: AdminIdentity,
  id: number,
  status: MessageStatus,
): Promise<{ ok: boolean; message: string }> {
  const row = await contactMessageById(db, id);
  if (!row) return { ok: false, message: "That message is no longer in the database." };
  if (row.status === status) return { ok: true, message: `The message "${row.subject}" is already marked ${status}.` };
  await setContactMessageStatus(db, id, status, {
    actor: admin.actor,
    action: "message.status",
    entity: "contact_message",
    entityId: id,
    before: { status: row.status },
    after: { status },
  });
  return { ok: true, message: `Marked the message "${row.subject}" as ${status}.` };
}

export async function deleteMessage(db: Db, admin: AdminIdentity, id: number): Promise<{ ok: boolean; message: string }> {
  const row = await contactMessageById(db, id);
  if (!row) return { ok: false, message: "That message is no longer in the database." };
  await deleteContactMessage(db, id, {
    actor: admin.actor,
    action: "message.delete",
    entity: "contact_message",
    entityId: id,
    before: { id: row.id, status: row.status, category: row.category, createdAt: row.createdAt },
    after: null,
  });
  return { ok: true, message: `Deleted the message "${row.subject}".` };
}

const ENTER_EMAIL = "Enter the e-mail address the person wrote from.";
const senderEmail = z
  .string({ required_error: ENTER_EMAIL, invalid_type_error: ENTER_EMAIL })
  .trim()
  .min(1, ENTER_EMAIL)
  .max(CONTACT_MAX_LENGTHS.email, "That is not an e-mail address.")
  .email("That is not an e-mail address.");

export function parseSenderEmail(value: FormDataEntryValue | null): { ok: true; value: string } | { ok: false; message: string } {
  const parsed = senderEmail.safeParse(value);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, message: parsed.error.issues[0]!.message };
}

/** Deletes every message from `email`; the audit row keeps their ids and dates, not the address. */
export async function deleteMessagesFrom(db: Db, admin: AdminIdentity, email: string): Promise<{ ok: boolean; message: string }> {
  const rows = await contactMessagesFrom(db, email);
  if (rows.length === 0) return { ok: false, message: "No message from that address is stored." };
  await deleteContactMessagesFrom(db, email, {
    actor: admin.actor,
    action: "message.delete-by-sender",
    entity: "contact_message",
    before: { messages: rows },
    after: null,
  });
  return { ok: true, message: `Deleted ${rows.length === 1 ? "the 1 message" : `all ${rows.length} messages`} from that address.` };
}
