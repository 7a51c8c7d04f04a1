/**
 * HMAC-SHA-256, the app's one keyed hash: the contact form's signed "rendered at" time
 * (app/input/honeypot.server.ts), the admin session's password fingerprint
 * (app/admin/session.server.ts) and the constant-time secret comparison (app/http/constant-time.server.ts).
 *
 * Built on node:crypto's createHmac, not WebCrypto's crypto.subtle.sign, because sign only answers with a
 * Promise and the honeypot is synchronous: the loader renders its token and the action judges a post as
 * plain function calls (and the tests call them so). createHmac is native in both runtimes this code
 * runs in: workerd (nodejs_compat in wrangler.toml; node:crypto is one of its built-in modules, so nothing
 * is bundled) and Node (scripts, unit and browser tests). It replaces crypto-js, a JavaScript AES that
 * remix-utils' honeypot shipped in the Worker bundle.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

/** HMAC-SHA-256 of `text` (UTF-8) under `key` (a secret's UTF-8 text, or raw bytes). */
export function hmacSha256(key: string | Uint8Array, text: string): Uint8Array {
  return new Uint8Array(createHmac("sha256", key).update(text, "utf8").digest());
}

/** Lower-case hex, as stored in D1. */
export function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Base64url without padding: safe in a form field, a URL and an HTML attribute as it is. */
export function toBase64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/**
 * True when two digests are equal, in a time that does not depend on where they differ. Lengths are not
 * secret (every digest here is 32 bytes), so different lengths answer false at once.
 */
export function digestsEqual(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}
