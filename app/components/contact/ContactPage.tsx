/**
 * The body of /contact-us: the form beside our contact details, business hours and the questions people
 * ask most, then the notice that we are not the operator.
 */
import type { ReactNode } from "react";
import { Link } from "@remix-run/react";
import { MINIMUM_AGE } from "~/content/helplines";
import { BUSINESS_HOURS, FAQ, RESPONSE_TIMES } from "~/content/contact-page";
import type { HoneypotFieldProps } from "~/input/honeypot.server";
import { ContactForm } from "./ContactForm";

export function ContactPage({
  honeypot,
  contact,
}: {
  honeypot: HoneypotFieldProps;
  contact: { email: string; phone: string | null; city: string | null; operatorUrl: string };
}) {
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
