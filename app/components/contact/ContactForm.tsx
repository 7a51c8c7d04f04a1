import { Link, useActionData } from "@remix-run/react";
import { Toast } from "~/components/Toasts";
import { FIELD_CLASS, SUBMIT_CLASS } from "~/components/form-classes";
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
import type { HoneypotFieldProps } from "~/input/honeypot.server";
import type { contactAction } from "~/loaders/contact.server";
import { CONTACT_PATH } from "~/content/contact-page";
import { HoneypotFields } from "./HoneypotFields";

/**
 * A plain HTML form: the page that answers the post shows the outcome. Focus goes where a person (or a
 * screen reader) needs it on that fresh page: the toast after a success, the first field to correct, or
 * the refusal beside the form.
 */
export function ContactForm({ honeypot }: { honeypot: HoneypotFieldProps }) {
  const actionData = useActionData<typeof contactAction>();
  const values: ContactValues = actionData && "values" in actionData ? actionData.values : EMPTY_CONTACT_VALUES;
  const errors: ContactErrors = actionData?.status === "invalid" ? actionData.errors : {};
  const formError = actionData?.status === "refused" ? actionData.message : null;

  return (
    <>
      {actionData?.status === "sent" ? <Toast id="contact-sent-toast" {...CONTACT_SENT} messageTestId="contact-sent" /> : null}
      <form
        method="post"
        action={CONTACT_PATH}
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
