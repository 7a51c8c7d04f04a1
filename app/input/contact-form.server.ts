/**
 * Validation of the contact form (spec section 5): Full Name, Email Address (email format), Subject and
 * Message required, Category optional and one of the listed values, plus length limits. Every error has a
 * message a person can act on; nothing here throws on bad input.
 */
import { z } from "zod";
import {
  CONTACT_CATEGORIES,
  CONTACT_FIELDS,
  CONTACT_MAX_LENGTHS,
  type ContactCategory,
  type ContactErrors,
  type ContactValues,
} from "./contact-form";

const CATEGORY_VALUES = CONTACT_CATEGORIES.map((c) => c.value) as [ContactCategory, ...ContactCategory[]];

const required = (field: string, max: number, missing: string) =>
  z.string().trim().min(1, missing).max(max, `${field} can be at most ${max} characters.`);

const contactSchema = z.object({
  name: required("Full name", CONTACT_MAX_LENGTHS.name, "Please enter your full name."),
  email: required("Email address", CONTACT_MAX_LENGTHS.email, "Please enter your email address.").pipe(
    z.string().email("Please enter a valid email address, for example name@example.com."),
  ),
  subject: required("Subject", CONTACT_MAX_LENGTHS.subject, "Please enter a subject."),
  category: z
    .enum(["", ...CATEGORY_VALUES], { errorMap: () => ({ message: "Please choose a category from the list, or leave it empty." }) })
    .transform((value) => (value === "" ? null : value)),
  message: required("Message", CONTACT_MAX_LENGTHS.message, "Please write your message."),
});

export type ContactMessageInput = z.output<typeof contactSchema>;

export type ParsedContactForm =
  { ok: true; data: ContactMessageInput; values: ContactValues } | { ok: false; errors: ContactErrors; values: ContactValues };

/** Reads the form's fields (a missing or non-text field counts as empty) and validates them. */
export function parseContactForm(formData: FormData): ParsedContactForm {
  const values = Object.fromEntries(
    CONTACT_FIELDS.map((field) => {
      const value = formData.get(field);
      return [field, typeof value === "string" ? value : ""];
    }),
  ) as ContactValues;
  const parsed = contactSchema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data, values };
  const errors: ContactErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof ContactErrors;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors, values };
}
