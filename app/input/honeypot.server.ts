/**
 * The contact form's honeypot: a hidden field that people leave empty and bots fill, and, when
 * HONEYPOT_SECRET is set, a "rendered at" timestamp signed with it (HMAC-SHA-256) that a bot cannot forge.
 * The timestamp also bounds how a form may be used:
 *
 * - **older than FORM_MAX_AGE_MS (a day)**: refused with a friendly message and the fields kept. A token
 *   that never expired could be copied once and posted for ever, from any number of addresses. A person
 *   who left the tab open overnight only has to press Send again (the answer carries a fresh token).
 * - **sent sooner than FORM_MIN_FILL_MS (2 s) after the page was rendered**: taken for a bot, like a
 *   filled trap (told "sent", nothing stored). Nobody reads the page and types a name, an address, a
 *   subject and a message in two seconds; a script posting a fetched form does. Telling it "sent"
 *   teaches it nothing about the rule. The contact action applies this after validation, so a person
 *   who presses Send on an empty form at once still sees what is missing.
 *
 * The token is `{epoch ms}.{base64url HMAC}`: the time needs no secrecy, only a signature, so nothing is
 * encrypted. Without HONEYPOT_SECRET there is nothing to sign with, and the form keeps only the
 * hidden-field trap (no timing rules), which needs no secret: it works locally without .dev.vars. The
 * field names and the reasons logged are those of remix-utils' Honeypot, which this replaces (its
 * encrypted tokens do not verify here: a form left open across that deploy is dropped as a bot's).
 */
import { digestsEqual, hmacSha256, toBase64Url } from "~/http/hmac.server";

/**
 * The honeypot's hidden fields' props: the trap and, when HONEYPOT_SECRET is set, the signed "rendered
 * at" token (`encryptedValidFrom`, a name kept from remix-utils, whose Honeypot this replaced).
 */
export interface HoneypotFieldProps {
  nameFieldName: string;
  validFromFieldName: string | null;
  encryptedValidFrom: string;
}

/** The trap field's name. */
const HONEYPOT_FIELD = "name__confirm";
/** The signed timestamp's field. */
const VALID_FROM_FIELD = "from__confirm";
/** A form rendered longer ago than this is refused (the person is asked to send it again). */
export const FORM_MAX_AGE_MS = 86_400_000;
/** A form sent sooner than this after it was rendered did not come from a person. */
export const FORM_MIN_FILL_MS = 2_000;
export const FORM_EXPIRED_MESSAGE =
  "This form was open for more than a day, so your message was not sent. Please check it and press Send Message again.";

/** Signed text: the prefix keeps a contact-form signature from meaning anything to another use of the secret. */
const signature = (secret: string, time: number) => toBase64Url(hmacSha256(secret, `contact-form-rendered-at:${time}`));

const TOKEN = /^(\d{1,16})\.([\w-]{43})$/;

export class Honeypot {
  constructor(private readonly secret: string | null) {}

  /** The hidden fields' props; `validFromTimestamp` (epoch ms, default now) is when the form counts as rendered. */
  getInputProps({ validFromTimestamp = Date.now() }: { validFromTimestamp?: number } = {}): HoneypotFieldProps {
    if (!this.secret) return { nameFieldName: HONEYPOT_FIELD, validFromFieldName: null, encryptedValidFrom: "" };
    const time = Math.trunc(validFromTimestamp);
    // The prop keeps remix-utils' name (encryptedValidFrom): the page and the tests read it. It is signed.
    return {
      nameFieldName: HONEYPOT_FIELD,
      validFromFieldName: VALID_FROM_FIELD,
      encryptedValidFrom: `${time}.${signature(this.secret, time)}`,
    };
  }

  /** Whether a timestamp is part of the form (only with a secret to sign it). */
  get timed(): boolean {
    return Boolean(this.secret);
  }

  /** The time a genuine token was signed with (epoch ms), or null when the token is not ours. */
  renderedAt(token: string): number | null {
    const match = TOKEN.exec(token);
    if (!this.secret || !match) return null;
    const time = Number(match[1]);
    if (!Number.isSafeInteger(time) || time <= 0) return null;
    const encoder = new TextEncoder();
    // Compared as bytes in constant time: how much of a guess matched must not show in the answer's timing.
    return digestsEqual(encoder.encode(match[2]), encoder.encode(signature(this.secret, time))) ? time : null;
  }
}

/** Built per request, as the secret arrives with the request's environment. */
export function createHoneypot(secret: string | undefined): Honeypot {
  return new Honeypot(secret || null);
}

export type HoneypotVerdict =
  /** The trap was filled, the token forged or missing: drop it and say "sent". */
  | { kind: "bot"; reason: string }
  /** A genuine token, but the form was open for more than a day. */
  | { kind: "expired" }
  /** A genuine token, sent faster than a person could fill the form (a bot, unless the form is invalid anyway). */
  | { kind: "too-fast"; reason: string }
  | { kind: "ok" };

/** What the honeypot makes of a submission, at `now` (epoch ms). */
export function judgeSubmission(honeypot: Honeypot, formData: FormData, now = Date.now()): HoneypotVerdict {
  // Our page always renders the trap (even without JavaScript), so a post without it did not come from our form.
  if (!formData.has(HONEYPOT_FIELD)) return { kind: "bot", reason: "Missing honeypot input" };
  if (formData.get(HONEYPOT_FIELD) !== "") return { kind: "bot", reason: "Honeypot input not empty" };
  if (!honeypot.timed) return { kind: "ok" };
  const token = formData.get(VALID_FROM_FIELD);
  if (!token) return { kind: "bot", reason: "Missing honeypot valid from input" };
  const renderedAt = typeof token === "string" ? honeypot.renderedAt(token) : null;
  if (renderedAt === null) return { kind: "bot", reason: "Invalid honeypot valid from input" };
  if (renderedAt > now) return { kind: "bot", reason: "Honeypot valid from is in future" };
  const age = now - renderedAt;
  if (age > FORM_MAX_AGE_MS) return { kind: "expired" };
  if (age < FORM_MIN_FILL_MS) return { kind: "too-fast", reason: `sent ${age} ms after the form was rendered` };
  return { kind: "ok" };
}
