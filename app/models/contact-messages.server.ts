/** Messages sent through /contact-us, read by the admin. */
import type { Db } from "~/db/client.server";
import { contactMessages } from "~/db/schema";
import type { ContactMessageInput } from "~/input/contact-form.server";

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
