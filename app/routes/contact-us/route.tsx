import { data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { Toast } from "~/components/Toasts";
import {
  CONTACT_CATEGORIES,
  CONTACT_FIELDS,
  CONTACT_MAX_LENGTHS,
  CONTACT_SENT,
  EMPTY_CONTACT_VALUES,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from "~/input/contact-form";
import { parseContactForm } from "~/input/contact-form.server";
import { BUSINESS_HOURS, FAQ, RESPONSE_TIMES } from "~/routes/contact-us/page-text";
import { contactJsonLd } from "~/routes/contact-us/meta.server";
import { MINIMUM_AGE } from "~/content/helplines";
import { HoneypotFields, type HoneypotFieldProps } from "~/routes/contact-us/HoneypotFields";
import { createHoneypot, FORM_EXPIRED_MESSAGE, judgeSubmission } from "~/routes/contact-us/honeypot.server";
import { log } from "~/http/log.server";
import { limitRequest, retryAfterHeaders } from "~/edge/rate-limit.server";
import { metaTags } from "~/seo/meta";
import { pageMeta } from "~/seo/meta.server";
import { FIELD_CLASS, SUBMIT_CLASS } from "~/components/form-classes";
import { insertContactMessage } from "~/models/contact-messages.server";

const PATH = "/contact-us";

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.meta);

// The page carries a honeypot token and answers posts: never cache it. A refusal keeps its Retry-After
// on the document too (Remix passes only cookies through on its own).
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers({ "Cache-Control": "no-store" });
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

export function loader({ context }: LoaderFunctionArgs) {
  const { env } = context;
  return {
    honeypot: createHoneypot(env.HONEYPOT_SECRET).getInputProps(),
    contact: { email: env.CONTACT_EMAIL, phone: env.CONTACT_PHONE ?? null, city: env.OFFICE_CITY ?? null, operatorUrl: env.OPERATOR_URL },
    meta: pageMeta(env, {
      title: "Contact Us: Questions, Corrections and Feedback",
      description: `Contact ${env.SITE_NAME} about results, corrections, feedback or partnerships. Response times, business hours and answers to common questions. We are not the National Lottery operator.`,
      path: PATH,
      keywords: ["contact lotto results", "lottery results correction", "sa lotto results contact"],
      breadcrumbs: [["Contact Us", PATH]],
      jsonLd: contactJsonLd(env, PATH),
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
export async function action({ request, context }: ActionFunctionArgs) {
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

export default function ContactUs() {
  const { honeypot, contact } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-10">
      <header>
        <h1 className="text-3xl font-bold">Contact Us</h1>
        <p className="mt-2 max-w-3xl text-slate-700">
          Questions about a result, a correction, feedback or a partnership idea? Send us a message. We are an independent results site, not
          the National Lottery operator: for tickets and prize claims, please contact the operator.
        </p>
      </header>

      <div className="grid gap-6 lg:grid-cols-3 lg:items-start">
        <section aria-labelledby="contact-form-heading" className="rounded-xl border border-slate-200 bg-white p-5 lg:col-span-2">
          <h2 id="contact-form-heading" className="text-xl font-bold">
            Send us a message
          </h2>
          <p className="mt-1 text-sm text-slate-700">Fields marked * are required.</p>
          <ContactForm honeypot={honeypot} />
        </section>

        <div className="space-y-6">
          <ContactDetails email={contact.email} phone={contact.phone} city={contact.city} />
          <BusinessHours />
          <FaqTopics />
        </div>
      </div>

      <FaqSection />
      <ImportantNotice operatorUrl={contact.operatorUrl} />
    </div>
  );
}

/**
 * A plain HTML form: the page that answers the post shows the outcome. Focus goes where a person (or a
 * screen reader) needs it on that fresh page: the toast after a success, the first field to correct, or
 * the refusal beside the form.
 */
function ContactForm({ honeypot }: { honeypot: HoneypotFieldProps }) {
  const actionData = useActionData<typeof action>();
  const values: ContactValues = actionData && "values" in actionData ? actionData.values : EMPTY_CONTACT_VALUES;
  const errors: ContactErrors = actionData?.status === "invalid" ? actionData.errors : {};
  const formError = actionData?.status === "refused" ? actionData.message : null;

  return (
    <>
      {actionData?.status === "sent" ? <Toast id="contact-sent-toast" {...CONTACT_SENT} messageTestId="contact-sent" /> : null}
      <form
        method="post"
        action={PATH}
        noValidate
        className="mt-4 space-y-4"
        aria-describedby={formError ? "contact-form-error" : undefined}
      >
        <HoneypotFields {...honeypot} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField field="name" label="Full Name" autoComplete="name" values={values} errors={errors} />
          <TextField field="email" label="Email Address" type="email" autoComplete="email" values={values} errors={errors} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField field="subject" label="Subject" values={values} errors={errors} />
          <div>
            <label htmlFor="contact-category" className="text-sm font-semibold">
              Category <span className="font-normal text-slate-600">(optional)</span>
            </label>
            <select
              id="contact-category"
              name="category"
              defaultValue={values.category}
              className={inputClass}
              {...errorProps("category", errors)}
            >
              <option value="">Choose a category</option>
              {CONTACT_CATEGORIES.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </select>
            <FieldError field="category" errors={errors} />
          </div>
        </div>
        <div>
          <label htmlFor="contact-message" className="text-sm font-semibold">
            Message <Required />
          </label>
          <textarea
            id="contact-message"
            name="message"
            rows={6}
            required
            maxLength={CONTACT_MAX_LENGTHS.message}
            defaultValue={values.message}
            className={inputClass}
            {...errorProps("message", errors)}
          />
          <FieldError field="message" errors={errors} />
        </div>
        {formError ? (
          <p
            id="contact-form-error"
            role="alert"
            tabIndex={-1}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the page answering a refused post opens on the reason
            autoFocus
            className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-semibold text-red-800 focus:outline-none!"
          >
            {formError}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" className={SUBMIT_CLASS}>
            Send Message
          </button>
          <p className="text-sm text-slate-700">
            We use your details only to answer you. See our{" "}
            <Link to="/privacy-policy" className="text-brand-700 underline">
              privacy policy
            </Link>
            .
          </p>
        </div>
      </form>
    </>
  );
}

const inputClass = FIELD_CLASS;

/** A field with a message is marked and described by it; the first of them has focus when the page opens. */
function errorProps(field: ContactField, errors: ContactErrors) {
  if (!errors[field]) return {};
  const first = CONTACT_FIELDS.find((name) => errors[name]) === field;
  return { "aria-invalid": true, "aria-describedby": `contact-${field}-error`, ...(first ? { autoFocus: true } : {}) };
}

/** The visible marker; the inputs' `required` attribute is what assistive technology announces. */
function Required() {
  return (
    <span aria-hidden="true" className="text-red-700">
      *
    </span>
  );
}

function TextField({
  field,
  label,
  type = "text",
  autoComplete,
  values,
  errors,
}: {
  field: Exclude<ContactField, "category" | "message">;
  label: string;
  type?: "text" | "email";
  autoComplete?: string;
  values: ContactValues;
  errors: ContactErrors;
}) {
  return (
    <div>
      <label htmlFor={`contact-${field}`} className="text-sm font-semibold">
        {label} <Required />
      </label>
      <input
        id={`contact-${field}`}
        name={field}
        type={type}
        required
        autoComplete={autoComplete}
        maxLength={CONTACT_MAX_LENGTHS[field]}
        defaultValue={values[field]}
        className={inputClass}
        {...errorProps(field, errors)}
      />
      <FieldError field={field} errors={errors} />
    </div>
  );
}

function FieldError({ field, errors }: { field: ContactField; errors: ContactErrors }) {
  const message = errors[field];
  return message ? (
    <p id={`contact-${field}-error`} className="mt-1 text-sm font-semibold text-red-700">
      {message}
    </p>
  ) : null;
}

function Card({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function ContactDetails({ email, phone, city }: { email: string; phone: string | null; city: string | null }) {
  return (
    <Card title="Contact details" id="contact-details-heading">
      <dl className="mt-3 space-y-2 text-sm">
        <div>
          <dt className="font-semibold">Email</dt>
          <dd>
            <a href={`mailto:${email}`} className="break-all text-brand-700 underline">
              {email}
            </a>
          </dd>
        </div>
        {phone ? (
          <div>
            <dt className="font-semibold">Phone</dt>
            <dd>
              <a href={`tel:${phone.replace(/[^\d+]/g, "")}`} className="text-brand-700 underline">
                {phone}
              </a>
            </dd>
          </div>
        ) : null}
        {city ? (
          <div>
            <dt className="font-semibold">Office location</dt>
            <dd>{city}</dd>
          </div>
        ) : null}
      </dl>
      <h3 className="mt-4 font-semibold">Response times</h3>
      <ul className="mt-1 space-y-1 text-sm">
        {RESPONSE_TIMES.map((r) => (
          <li key={r.topic} className="flex justify-between gap-3">
            <span>{r.topic}</span>
            <span className="font-semibold">{r.time}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function BusinessHours() {
  return (
    <Card title="Business hours" id="business-hours-heading">
      <ul className="mt-3 space-y-1 text-sm">
        {BUSINESS_HOURS.map((h) => (
          <li key={h.days} className="flex justify-between gap-3">
            <span>{h.days}</span>
            <span className="font-semibold">{h.hours}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-slate-600">South African Standard Time (UTC+2).</p>
    </Card>
  );
}

function FaqTopics() {
  return (
    <Card title="FAQ topics" id="faq-topics-heading">
      <ul className="mt-3 space-y-1 text-sm">
        {FAQ.map((entry) => (
          <li key={entry.id}>
            <a href={`#faq-${entry.id}`} className="text-brand-700 underline">
              {entry.topic}
            </a>
          </li>
        ))}
      </ul>
      <a
        href="#faq"
        className="mt-4 inline-block rounded-lg border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        View Complete FAQ
      </a>
    </Card>
  );
}

function FaqSection() {
  return (
    <section id="faq" aria-labelledby="faq-heading" className="scroll-mt-24">
      <h2 id="faq-heading" className="text-2xl font-bold">
        Frequently asked questions
      </h2>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        {FAQ.map((entry) => (
          <div key={entry.id} id={`faq-${entry.id}`} className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-5">
            <h3 className="font-semibold">{entry.question}</h3>
            <p className="mt-2 text-sm text-slate-700">{entry.answer}</p>
            {entry.link ? (
              <Link to={entry.link.href} className="mt-2 inline-block text-sm text-brand-700 underline">
                {entry.link.label}
              </Link>
            ) : null}
          </div>
        ))}
      </div>
    </section>
  );
}

function ImportantNotice({ operatorUrl }: { operatorUrl: string }) {
  return (
    <section aria-labelledby="notice-heading" className="rounded-xl border-2 border-amber-300 bg-amber-50 p-5">
      <h2 id="notice-heading" className="text-lg font-bold text-amber-950">
        Important notice
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-amber-950">
        <li>We are not the National Lottery operator and are not affiliated with it.</li>
        <li>
          We cannot help with buying tickets or claiming prizes. For those, contact the{" "}
          <a href={operatorUrl} target="_blank" rel="noopener noreferrer" className="underline">
            official National Lottery website<span className="sr-only"> (opens in a new tab)</span>
          </a>{" "}
          or a lottery retailer.
        </li>
        <li>If our results ever differ from the official results, the official results prevail.</li>
        <li>Lottery games are for people aged {MINIMUM_AGE} and over only. Play responsibly.</li>
      </ul>
      <Link
        to="/responsible-gaming"
        className="mt-4 inline-block rounded-lg bg-amber-900 px-4 py-2 text-sm font-semibold text-white hover:bg-amber-950"
      >
        More Resources
      </Link>
    </section>
  );
}
