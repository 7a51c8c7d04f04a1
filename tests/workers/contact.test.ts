/**
 * /contact-us through the whole Worker (SELF.fetch), as a browser without JavaScript uses it: real form
 * bodies posted to the page, real D1, the real rate-limit binding, HONEYPOT_SECRET set (see
 * vitest.workers.config.ts), so the honeypot's encrypted timestamp is checked too: a form must be sent
 * at least FORM_MIN_FILL_MS after it was rendered (a person's pace) and at most FORM_MAX_AGE_MS after.
 */
import { SELF } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { CONTACT_MAX_LENGTHS } from "~/input/contact-form";
import { createHoneypot, FORM_MAX_AGE_MS, FORM_MIN_FILL_MS, judgeSubmission } from "~/input/honeypot.server";
import { parseEnv } from "~/http/env.server";
import { RATE_LIMITS } from "~/limits/rate-limit.server";
import { env } from "./test-env";

const URL = "https://example.test/contact-us";

/** Every test is its own client (documentation-range IPv6 /64s), so no test spends another's budget. */
let next = 0;
const freshClient = () => `2001:db8:c0:${(++next).toString(16)}::1`;

/** Every test writes its own email address, so rows are counted per test. */
const freshEmail = () => `person-${crypto.randomUUID()}@example.com`;

type Fields = Record<string, string>;

async function getPage(client: string) {
  const res = await SELF.fetch(URL, { headers: { "CF-Connecting-IP": client } });
  return { res, html: await res.text() };
}

/** The encrypted timestamp the page renders into the form. */
async function renderedToken(client: string): Promise<string> {
  const { html } = await getPage(client);
  const validFrom = /<input[^>]*name="from__confirm"[^>]*value="([^"]+)"/.exec(html)?.[1];
  if (!validFrom) throw new Error("the page rendered no honeypot timestamp");
  return validFrom;
}

/** A token as the page renders it, made `renderedAgoMs` ago (with the Worker's HONEYPOT_SECRET). */
const tokenRenderedAgo = (renderedAgoMs: number) =>
  createHoneypot(parseEnv(env).HONEYPOT_SECRET).getInputProps({ validFromTimestamp: Date.now() - renderedAgoMs }).encryptedValidFrom;

/**
 * The honeypot fields as a person sends them: an empty trap and the page's timestamp, from a page that
 * was opened 5 seconds ago (a person cannot fill the form faster than FORM_MIN_FILL_MS). The page is
 * still fetched, so every post also proves that it renders the fields.
 */
async function honeypotFields(client: string, renderedAgoMs = 5_000): Promise<Fields> {
  await renderedToken(client);
  return { name__confirm: "", from__confirm: tokenRenderedAgo(renderedAgoMs) };
}

function validFields(overrides: Fields = {}): Fields {
  return {
    name: "Thandi Mokoena",
    email: freshEmail(),
    subject: "Saturday Lotto result",
    category: "data",
    message: "The bonus ball for Saturday's draw looks different from the official one.",
    ...overrides,
  };
}

async function post(client: string, fields: Fields, { honeypot = true } = {}) {
  const body = new URLSearchParams({ ...(honeypot ? await honeypotFields(client) : {}), ...fields });
  const res = await SELF.fetch(URL, { method: "POST", body, headers: { "CF-Connecting-IP": client } });
  return { res, html: await res.text() };
}

async function storedRows(email: string) {
  const { results } = await env.DB.prepare("SELECT name, email, subject, category, message, status FROM contact_messages WHERE email = ?")
    .bind(email)
    .all();
  return results;
}

/** The input or textarea of a field, as rendered. */
function control(html: string, field: string): string {
  const tag = new RegExp(`<(input|textarea|select)[^>]*id="contact-${field}"[^>]*>`).exec(html)?.[0];
  if (!tag) throw new Error(`no control for ${field}`);
  return tag;
}

function errorBeside(html: string, field: string): string | undefined {
  return new RegExp(`<p id="contact-${field}-error"[^>]*>([^<]*)</p>`).exec(html)?.[1];
}

const decode = (text: string) => text.replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&");

describe("GET /contact-us", () => {
  it("renders the form, the contact details, the FAQ with its FAQPage data, and is never cached", async () => {
    const { res, html } = await getPage(freshClient());
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toContain('<form method="post" action="/contact-us"');
    expect(html).toContain('href="mailto:hello@salottoresults.co.za"');
    // Neither CONTACT_PHONE nor OFFICE_CITY is configured here: nothing is invented in their place.
    const details = /<section aria-labelledby="contact-details-heading"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
    expect(details).toContain("Email");
    expect(details).not.toContain("Phone");
    expect(details).not.toContain("Office location");
    expect(html).toContain('id="faq"');
    expect(html).toContain('href="#faq"');
    expect(html).toMatch(/<a[^>]*href="\/responsible-gaming"[^>]*>More Resources<\/a>/);
    const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    const faq = ld.find((d) => d["@type"] === "FAQPage");
    expect(faq.mainEntity.length).toBeGreaterThanOrEqual(5);
    expect(faq.mainEntity[0]).toMatchObject({ "@type": "Question", acceptedAnswer: { "@type": "Answer" } });
  });
});

describe("POST /contact-us", () => {
  it("stores exactly one message, shows the spec's confirmation and empties every field", async () => {
    const fields = validFields({ name: "  Thandi Mokoena  " });
    const { res, html } = await post(freshClient(), fields);
    expect(res.status).toBe(200);
    expect(html).toContain("Message Sent Successfully");
    expect(decode(html)).toContain("Thank you for contacting us. We'll get back to you within 24-48 hours.");
    for (const field of ["name", "email", "subject"]) expect(control(html, field)).toContain('value=""');
    expect(html).toMatch(/<textarea[^>]*id="contact-message"[^>]*><\/textarea>/);
    expect(await storedRows(fields.email!)).toEqual([
      { name: "Thandi Mokoena", email: fields.email, subject: fields.subject, category: "data", message: fields.message, status: "new" },
    ]);
  });

  it("stores a message without a category as having none", async () => {
    const fields = validFields({ category: "" });
    expect((await post(freshClient(), fields)).res.status).toBe(200);
    expect(await storedRows(fields.email!)).toMatchObject([{ category: null }]);
  });

  it.each([
    ["name", "Please enter your full name."],
    ["email", "Please enter your email address."],
    ["subject", "Please enter a subject."],
    ["message", "Please write your message."],
  ])("requires %s: 400, the message beside the field, the other values kept, nothing stored", async (field, message) => {
    const fields = validFields({ [field]: "   " });
    const { res, html } = await post(freshClient(), fields);
    expect(res.status).toBe(400);
    expect(errorBeside(html, field)).toBe(message);
    expect(control(html, field)).toContain('aria-invalid="true"');
    expect(control(html, field)).toContain(`aria-describedby="contact-${field}-error"`);
    // Only that field is marked.
    expect(html.match(/aria-invalid="true"/g)).toHaveLength(1);
    if (field !== "subject") expect(control(html, "subject")).toContain(`value="${fields.subject}"`);
    if (field !== "email") expect(await storedRows(fields.email!)).toEqual([]);
  });

  it.each(["not-an-email", "name@", "@example.com", "name example.com", "name@example"])("rejects the email %j", async (email) => {
    const fields = validFields({ email });
    const { res, html } = await post(freshClient(), fields);
    expect(res.status).toBe(400);
    expect(errorBeside(html, "email")).toBe("Please enter a valid email address, for example name@example.com.");
    expect(control(html, "email")).toContain(`value="${email}"`);
    expect(await storedRows(email)).toEqual([]);
  });

  it("rejects an unknown category and over-long fields, each with its own message", async () => {
    const fields = validFields({
      category: "lottery-tickets",
      name: "x".repeat(CONTACT_MAX_LENGTHS.name + 1),
      message: "y".repeat(CONTACT_MAX_LENGTHS.message + 1),
    });
    const { res, html } = await post(freshClient(), fields);
    expect(res.status).toBe(400);
    expect(errorBeside(html, "category")).toBe("Please choose a category from the list, or leave it empty.");
    expect(errorBeside(html, "name")).toBe(`Full name can be at most ${CONTACT_MAX_LENGTHS.name} characters.`);
    expect(errorBeside(html, "message")).toBe(`Message can be at most ${CONTACT_MAX_LENGTHS.message} characters.`);
    expect(await storedRows(fields.email!)).toEqual([]);
  });

  it("answers a body that is not a form with 400, never a 500", async () => {
    const res = await SELF.fetch(URL, {
      method: "POST",
      body: '{"name":"x"',
      headers: { "CF-Connecting-IP": freshClient(), "Content-Type": "multipart/form-data; boundary=nothing" },
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Your message could not be read. Please try again.");
  });
});

describe("the honeypot", () => {
  // The action logs each dropped submission; keep the test output for failures.
  let warn: MockInstance<typeof console.warn>;
  beforeEach(() => {
    warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it("stores nothing when the hidden field is filled, and tells the bot it worked", async () => {
    const client = freshClient();
    const fields = validFields();
    const body = { ...(await honeypotFields(client)), ...fields, name__confirm: "https://spam.example" };
    const { res, html } = await post(client, body, { honeypot: false });
    expect(res.status).toBe(200);
    expect(html).toContain("Message Sent Successfully");
    expect(await storedRows(fields.email!)).toEqual([]);
    // The logger writes one JSON line per event (app/http/log.server.ts).
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('"message":"contact form: submission dropped by the honeypot (Honeypot input not empty)"'),
    );
  });

  it.each([
    ["without any honeypot field", {}],
    ["without the timestamp", { name__confirm: "" }],
    ["with a forged timestamp", { name__confirm: "", from__confirm: "U2FsdGVkX19forgedforgedforged=" }],
  ])("stores nothing from a post %s", async (_case, honeypot: Fields) => {
    const fields = validFields();
    const { res } = await post(freshClient(), { ...honeypot, ...fields }, { honeypot: false });
    expect(res.status).toBe(200);
    expect(await storedRows(fields.email!)).toEqual([]);
  });

  it("the token the page renders is accepted once a person's time has passed, not before", async () => {
    const token = await renderedToken(freshClient());
    const form = new FormData();
    for (const [name, value] of Object.entries({ name__confirm: "", from__confirm: token, ...validFields() })) form.set(name, value);
    const honeypot = createHoneypot(parseEnv(env).HONEYPOT_SECRET);
    expect(judgeSubmission(honeypot, form, Date.now() + FORM_MIN_FILL_MS + 1000)).toEqual({ kind: "ok" });
    expect(judgeSubmission(honeypot, form, Date.now()).kind).toBe("too-fast");
    expect(judgeSubmission(honeypot, form, Date.now() + FORM_MAX_AGE_MS + 60_000)).toEqual({ kind: "expired" });
  });

  it(`a valid form sent within ${FORM_MIN_FILL_MS / 1000} s of rendering is a bot's: told "sent", nothing stored`, async () => {
    const client = freshClient();
    const fields = validFields();
    // The page's own token, posted at once: what a script that fetches the form and posts it does.
    const { res, html } = await post(
      client,
      { name__confirm: "", from__confirm: await renderedToken(client), ...fields },
      { honeypot: false },
    );
    expect(res.status).toBe(200);
    expect(html).toContain("Message Sent Successfully");
    expect(await storedRows(fields.email!)).toEqual([]);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/"message":"contact form: submission dropped by the honeypot \(sent \d+ ms after the form was rendered\)"/),
    );
  });

  it("a fast post that is invalid anyway shows what is missing (a person who pressed Send at once learns what to fill in)", async () => {
    const client = freshClient();
    const fields = validFields({ name: "" });
    const { res, html } = await post(
      client,
      { name__confirm: "", from__confirm: await renderedToken(client), ...fields },
      { honeypot: false },
    );
    expect(res.status).toBe(400);
    expect(errorBeside(html, "name")).toBe("Please enter your full name.");
  });

  it("a form open for more than a day is refused beside the form with every field kept, and nothing stored", async () => {
    const client = freshClient();
    const fields = validFields({ subject: "Opened yesterday", category: "feedback" });
    const { res, html } = await post(
      client,
      { ...(await honeypotFields(client, FORM_MAX_AGE_MS + 60_000)), ...fields },
      { honeypot: false },
    );
    expect(res.status).toBe(400);
    expect(decode(html)).toMatch(
      /<p id="contact-form-error" role="alert"[^>]*>This form was open for more than a day, so your message was not sent\. Please check it and press Send Message again\.<\/p>/,
    );
    expect(html).toContain('aria-describedby="contact-form-error"');
    for (const field of ["name", "email", "subject"] as const) expect(control(html, field)).toContain(`value="${fields[field]}"`);
    expect(html).toMatch(/<textarea[^>]*id="contact-message"[^>]*>The bonus ball/);
    expect(html).toMatch(/<option value="feedback" selected="">/);
    expect(await storedRows(fields.email!)).toEqual([]);
    expect(warn).not.toHaveBeenCalled();

    // The answer carries a fresh token: sending the same fields again (at a person's pace) works.
    const again = await post(client, fields);
    expect(again.res.status).toBe(200);
    expect(await storedRows(fields.email!)).toHaveLength(1);
  });

  it("one token copied and posted from two addresses works only within its day", async () => {
    const token = tokenRenderedAgo(FORM_MAX_AGE_MS - 60_000);
    const first = validFields();
    expect((await post(freshClient(), { name__confirm: "", from__confirm: token, ...first }, { honeypot: false })).res.status).toBe(200);
    expect(await storedRows(first.email!)).toHaveLength(1);
    const stale = tokenRenderedAgo(FORM_MAX_AGE_MS + 1000);
    const second = validFields();
    expect((await post(freshClient(), { name__confirm: "", from__confirm: stale, ...second }, { honeypot: false })).res.status).toBe(400);
    expect(await storedRows(second.email!)).toEqual([]);
  });
});

describe("the honeypot without HONEYPOT_SECRET (a local run without .dev.vars)", () => {
  const form = (fields: Fields) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    return data;
  };

  it("renders only the trap field, lets a person through and still catches a bot", () => {
    const props = createHoneypot(undefined).getInputProps();
    expect(props.validFromFieldName).toBeNull();
    // Per request, as in the action: a fresh instance must accept what another instance rendered.
    // Without a timestamp there is no speed or age to judge: only the trap.
    expect(judgeSubmission(createHoneypot(undefined), form({ [props.nameFieldName]: "", ...validFields() }))).toEqual({ kind: "ok" });
    expect(judgeSubmission(createHoneypot(undefined), form({ [props.nameFieldName]: "spam", ...validFields() })).kind).toBe("bot");
    expect(judgeSubmission(createHoneypot(undefined), form(validFields())).kind).toBe("bot");
  });
});

describe("the per-address limit", () => {
  const { limit, periodSeconds } = RATE_LIMITS.contact;

  it(`stores ${limit} messages a minute from one address, then answers 429 with Retry-After beside the form`, async () => {
    const client = freshClient();
    // The local binding's windows are aligned to the clock: start well inside one (see rate-limit.test.ts).
    const msLeft = periodSeconds * 1000 - (Date.now() % (periodSeconds * 1000));
    if (msLeft < 5000) await new Promise((resolve) => setTimeout(resolve, msLeft + 50));

    const email = freshEmail();
    for (let i = 1; i <= limit; i++) {
      expect((await post(client, validFields({ email, subject: `Message ${i}` }))).res.status).toBe(200);
    }
    const { res, html } = await post(client, validFields({ email, subject: "One too many" }));
    expect(res.status).toBe(429);
    expect(res.headers.get("Retry-After")).toBe(String(periodSeconds));
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(html).toMatch(
      /<p id="contact-form-error" role="alert"[^>]*>You have sent several messages in a short time\. Please wait a minute/,
    );
    expect(control(html, "subject")).toContain('value="One too many"');
    expect((await storedRows(email)).map((row) => row.subject)).toEqual(["Message 1", "Message 2", "Message 3", "Message 4", "Message 5"]);

    // Another address is not affected.
    expect((await post(freshClient(), validFields())).res.status).toBe(200);
  });

  it("does not count posts that fail validation or the honeypot: a person fixing typos is never locked out", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const client = freshClient();
    for (let i = 0; i <= limit; i++) expect((await post(client, validFields({ email: "typo" }))).res.status).toBe(400);
    for (let i = 0; i <= limit; i++) await post(client, validFields({ name__confirm: "bot" }));
    const fields = validFields();
    expect((await post(client, fields)).res.status).toBe(200);
    expect(await storedRows(fields.email!)).toHaveLength(1);
    vi.restoreAllMocks();
  });
});
