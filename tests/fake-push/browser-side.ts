/**
 * What a browser and a push service do with a push, written from the standards for the tests (WebCrypto,
 * so it runs in workerd): a subscriber's keys (RFC 8291 §2), decrypting an aes128gcm body with them
 * (RFC 8188 and RFC 8291 §3.4), and checking a VAPID Authorization header (RFC 8292 §2-3) as a push
 * service does. Independent of the library the Worker sends with, so it can catch that library's errors.
 */
import { decodeBase64Url, encodeBase64Url } from "~/push/base64url";

export interface Subscriber {
  p256dh: string;
  auth: string;
  privateKey: CryptoKey;
  publicRaw: Uint8Array<ArrayBuffer>;
  authRaw: Uint8Array<ArrayBuffer>;
}

export async function newSubscriber(): Promise<Subscriber> {
  const pair = await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"]);
  const publicRaw = new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey));
  const authRaw = crypto.getRandomValues(new Uint8Array(16));
  return { p256dh: encodeBase64Url(publicRaw), auth: encodeBase64Url(authRaw), privateKey: pair.privateKey, publicRaw, authRaw };
}

type Bytes = Uint8Array<ArrayBuffer>;
const utf8 = (text: string): Bytes => new TextEncoder().encode(text);
const concat = (...parts: Uint8Array[]): Bytes => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

async function hkdf(salt: Bytes, ikm: Bytes, info: Bytes, bits: number): Promise<Bytes> {
  const key = await crypto.subtle.importKey("raw", ikm, "HKDF", false, ["deriveBits"]);
  return new Uint8Array(await crypto.subtle.deriveBits({ name: "HKDF", hash: "SHA-256", salt, info }, key, bits));
}

/** The plaintext of an aes128gcm push body, as the subscriber's browser reads it. */
export async function decryptPush(body: Bytes, subscriber: Subscriber): Promise<string> {
  // Header: salt (16) | record size (4) | key id length (1) | key id (the sender's public key).
  const salt = body.slice(0, 16);
  const idLength = body[20]!;
  const senderPublic = body.slice(21, 21 + idLength);
  const ciphertext = body.slice(21 + idLength);
  const sender = await crypto.subtle.importKey("raw", senderPublic, { name: "ECDH", namedCurve: "P-256" }, false, []);
  const shared = new Uint8Array(await crypto.subtle.deriveBits({ name: "ECDH", public: sender }, subscriber.privateKey, 256));
  const ikm = await hkdf(subscriber.authRaw, shared, concat(utf8("WebPush: info\0"), subscriber.publicRaw, senderPublic), 256);
  const cek = await hkdf(salt, ikm, utf8("Content-Encoding: aes128gcm\0"), 128);
  const nonce = await hkdf(salt, ikm, utf8("Content-Encoding: nonce\0"), 96);
  const key = await crypto.subtle.importKey("raw", cek, "AES-GCM", false, ["decrypt"]);
  const padded = new Uint8Array(await crypto.subtle.decrypt({ name: "AES-GCM", iv: nonce }, key, ciphertext));
  // One record: the data, then the delimiter 0x02 (the last record), then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("not the last record's delimiter");
  return new TextDecoder().decode(padded.slice(0, end));
}

export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
}

/** Checks `Authorization: vapid t=<JWT>, k=<key>` as a push service does; the claims when the signature holds. */
export async function verifyVapid(authorization: string, expectedKey: string): Promise<VapidClaims> {
  const match = authorization.match(/^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/);
  if (!match) throw new Error(`not a vapid Authorization header: ${authorization}`);
  const [, token, key] = match as unknown as [string, string, string];
  if (key !== expectedKey) throw new Error("the header names another key");
  const [header, payload, signature] = token.split(".") as [string, string, string];
  const publicKey = await crypto.subtle.importKey("raw", decodeBase64Url(key)!, { name: "ECDSA", namedCurve: "P-256" }, false, ["verify"]);
  const valid = await crypto.subtle.verify(
    { name: "ECDSA", hash: "SHA-256" },
    publicKey,
    decodeBase64Url(signature)!,
    utf8(`${header}.${payload}`),
  );
  if (!valid) throw new Error("the VAPID signature does not verify");
  const decodedHeader = JSON.parse(new TextDecoder().decode(decodeBase64Url(header)!)) as { alg: string; typ?: string };
  if (decodedHeader.alg !== "ES256") throw new Error(`alg ${decodedHeader.alg}`);
  return JSON.parse(new TextDecoder().decode(decodeBase64Url(payload)!)) as VapidClaims;
}
