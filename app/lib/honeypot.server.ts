/**
 * The contact form's honeypot (remix-utils): a hidden field that people leave empty and bots fill, and,
 * when HONEYPOT_SECRET is set, an encrypted "rendered at" timestamp that a bot cannot forge.
 *
 * Built per request: the Honeypot constructor draws random bytes, which workerd forbids at module scope.
 * Without HONEYPOT_SECRET each instance would encrypt with its own random seed, so the action could never
 * read the timestamp the page was rendered with and every real message would look like spam. The form
 * then keeps only the hidden-field trap, which needs no secret: it works locally without .dev.vars.
 */
import { Honeypot } from "remix-utils/honeypot/server";

/** The trap field's name (remix-utils' default, set here so the check below can look for it). */
export const HONEYPOT_FIELD = "name__confirm";

export function createHoneypot(secret: string | undefined): Honeypot {
  return secret
    ? new Honeypot({ nameFieldName: HONEYPOT_FIELD, encryptionSeed: secret })
    : new Honeypot({ nameFieldName: HONEYPOT_FIELD, validFromFieldName: null });
}

/** Why a submission was taken for a bot's, or null when it passes. */
export function honeypotRejection(honeypot: Honeypot, formData: FormData): string | null {
  // remix-utils skips its whole check when the post carries none of its fields. Our page always renders
  // them (even without JavaScript), so a post without them did not come from our form.
  if (!formData.has(HONEYPOT_FIELD)) return "Missing honeypot input";
  try {
    honeypot.check(formData);
    return null;
  } catch (error) {
    // SpamError, or crypto-js failing on a forged timestamp: either way not a person using our page.
    return error instanceof Error ? error.message : "Invalid honeypot input";
  }
}
