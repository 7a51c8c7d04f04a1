/**
 * The loader and action of /contact-us: the form's honeypot token and the contact details, and the post's
 * checks in the order that tells a person what to fix and a bot nothing.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { EMPTY_CONTACT_VALUES } from "~/input/contact-form";
import { parseContactForm } from "~/input/contact-form.server";
import { createHoneypot, FORM_EXPIRED_MESSAGE, judgeSubmission } from "~/input/honeypot.server";
import { log } from "~/http/log.server";
import { limitRequest, retryAfterHeaders } from "~/limits/rate-limit.server";
import { pageMeta } from "~/seo/meta.server";
import { contactJsonLd } from "~/seo/contact-meta.server";
import { CONTACT_PATH } from "~/content/contact-page";
import { insertContactMessage } from "~/models/contact-messages.server";

export function contactLoader({ context }: LoaderFunctionArgs) {
  const { env } = context;
  return {
    honeypot: createHoneypot(env.HONEYPOT_SECRET).getInputProps(),
    contact: { email: env.CONTACT_EMAIL, phone: env.CONTACT_PHONE ?? null, city: env.OFFICE_CITY ?? null, operatorUrl: env.OPERATOR_URL },
    meta: pageMeta(env, {
      title: "Contact Us: Questions, Corrections and Feedback",
      description: `Contact ${env.SITE_NAME} about results, corrections, feedback or partnerships. Response times, business hours and answers to common questions. We are not the National Lottery operator.`,
      path: CONTACT_PATH,
      keywords: ["contact lotto results", "lottery results correction", "sa lotto results contact"],
      breadcrumbs: [["Contact Us", CONTACT_PATH]],
      jsonLd: contactJsonLd(env, CONTACT_PATH),
    }),
  };
}

/**
 * Honeypot first (a bot is told "sent" and nothing is stored, so it learns nothing; a form open for more
 * than a day is refused with the fields kept), then validation (a person fixing a typo is never counted),
 * then the honeypot's speed rule (a valid form sent within 2 s of rendering is a bot's: "sent", dropped),
 * then the per-address limit, then D1. The page that answers renders the form from exactly the values
 * sent back (none after a success), with a fresh honeypot token from the loader.
 */
export async function contactAction({ request, context }: ActionFunctionArgs) {
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    return data(
      { status: "refused" as const, message: "Your message could not be read. Please try again.", values: EMPTY_CONTACT_VALUES },
      { status: 400 },
    );
  }
  const verdict = judgeSubmission(createHoneypot(context.env.HONEYPOT_SECRET), formData);
  if (verdict.kind === "bot") {
    log.warn(`contact form: submission dropped by the honeypot (${verdict.reason})`, { request });
    return { status: "sent" as const };
  }
  const parsed = parseContactForm(formData);
  if (verdict.kind === "expired") {
    return data({ status: "refused" as const, message: FORM_EXPIRED_MESSAGE, values: parsed.values }, { status: 400 });
  }
  if (!parsed.ok) {
    return data({ status: "invalid" as const, errors: parsed.errors, values: parsed.values }, { status: 400 });
  }
  if (verdict.kind === "too-fast") {
    log.warn(`contact form: submission dropped by the honeypot (${verdict.reason})`, { request });
    return { status: "sent" as const };
  }
  const limit = await limitRequest(context, "contact", request);
  if (!limit.allowed) {
    return data(
      { status: "refused" as const, message: limit.message, values: parsed.values },
      { status: 429, headers: retryAfterHeaders(limit) },
    );
  }
  await insertContactMessage(context.db, parsed.data);
  return { status: "sent" as const };
}
