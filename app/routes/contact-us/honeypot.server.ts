/**
 * The contact form's honeypot (remix-utils): a hidden field that people leave empty and bots fill, and,
 * when HONEYPOT_SECRET is set, an encrypted "rendered at" timestamp that a bot cannot forge. The
 * timestamp also bounds how a form may be used:
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
 * Built per request: the Honeypot constructor draws random bytes, which workerd forbids at module scope.
 * Without HONEYPOT_SECRET each instance would encrypt with its own random seed, so the action could never
 * read the timestamp the page was rendered with and every real message would look like spam. The form
 * then keeps only the hidden-field trap (no timing rules), which needs no secret: it works locally
 * without .dev.vars.
 */
import { Honeypot } from "remix-utils/honeypot/server";

/** The trap field's name (remix-utils' default, set here so the check below can look for it). */
export const HONEYPOT_FIELD = "name__confirm";
/** A form rendered longer ago than this is refused (the person is asked to send it again). */
export const FORM_MAX_AGE_MS = 86_400_000;
/** A form sent sooner than this after it was rendered did not come from a person. */
export const FORM_MIN_FILL_MS = 2_000;
export const FORM_EXPIRED_MESSAGE =
  "This form was open for more than a day, so your message was not sent. Please check it and press Send Message again.";

/** remix-utils' Honeypot, able to say when the posted form was rendered. */
class TimedHoneypot extends Honeypot {
  /** The decrypted "rendered at" time (epoch ms), or null when there is none to read (no secret). */
  renderedAt(formData: FormData): number | null {
    const field = this.validFromFieldName;
    const value = field ? formData.get(field) : null;
    if (typeof value !== "string" || value === "") return null;
    try {
      const time = Number(this.decrypt(value));
      return Number.isSafeInteger(time) && time > 0 ? time : null;
    } catch {
      return null;
    }
  }
}

export function createHoneypot(secret: string | undefined): TimedHoneypot {
  return secret
    ? new TimedHoneypot({ nameFieldName: HONEYPOT_FIELD, encryptionSeed: secret })
    : new TimedHoneypot({ nameFieldName: HONEYPOT_FIELD, validFromFieldName: null });
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
export function judgeSubmission(honeypot: TimedHoneypot, formData: FormData, now = Date.now()): HoneypotVerdict {
  // remix-utils skips its whole check when the post carries none of its fields. Our page always renders
  // them (even without JavaScript), so a post without them did not come from our form.
  if (!formData.has(HONEYPOT_FIELD)) return { kind: "bot", reason: "Missing honeypot input" };
  try {
    honeypot.check(formData);
  } catch (error) {
    // SpamError, or crypto-js failing on a forged timestamp: either way not a person using our page.
    return { kind: "bot", reason: error instanceof Error ? error.message : "Invalid honeypot input" };
  }
  const renderedAt = honeypot.renderedAt(formData);
  if (renderedAt === null) return { kind: "ok" };
  const age = now - renderedAt;
  if (age > FORM_MAX_AGE_MS) return { kind: "expired" };
  if (age < FORM_MIN_FILL_MS) return { kind: "too-fast", reason: `sent ${age} ms after the form was rendered` };
  return { kind: "ok" };
}
