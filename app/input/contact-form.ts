/**
 * The contact form's fields, categories and length limits: shared by the page (labels, maxLength) and the
 * server's validation (contact-form.server.ts). No zod here, so the page's client bundle stays small.
 */
export const CONTACT_CATEGORIES = [
  { value: "general", label: "General enquiry" },
  { value: "technical", label: "Technical support" },
  { value: "partnership", label: "Partnership or advertising" },
  { value: "feedback", label: "Feedback" },
  { value: "data", label: "Results or data issue" },
  { value: "other", label: "Other" },
] as const;

export type ContactCategory = (typeof CONTACT_CATEGORIES)[number]["value"];

/** Generous for real messages, small enough that nobody stores a novel (email: the RFC 5321 path limit). */
export const CONTACT_MAX_LENGTHS = { name: 100, email: 254, subject: 150, message: 5000 } as const;

export const CONTACT_FIELDS = ["name", "email", "subject", "category", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** What the person typed, sent back on an error so nothing is lost. */
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT_VALUES: ContactValues = { name: "", email: "", subject: "", category: "", message: "" };

/** The spec's confirmation (section 8): the toast the server renders into the page that answers a sent message. */
export const CONTACT_SENT = {
  title: "Message Sent Successfully",
  description: "Thank you for contacting us. We'll get back to you within 24-48 hours.",
} as const;
