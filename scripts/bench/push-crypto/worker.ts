/**
 * What one push costs the Worker in CPU, for `npm run bench:push` (docs/performance.md, "Win alerts
 * fan-out"): `GET /?op=<op>&n=<n>` does one step of a push n times in workerd and answers when done; the
 * benchmark reads the workerd process's CPU time before and after, so the figure is the runtime's own
 * (Date.now() does not advance during a Worker's computation, so the Worker cannot time itself). Never deployed.
 *
 * - `push`: the whole request as the consumer builds it (`pushRequest`, app/push/send-push.server.ts):
 *   the VAPID JWT and the aes128gcm body.
 * - The steps of it, written from RFC 8291/8292 as the library does them, to see where the time goes:
 *   `vapid` (import the VAPID key, ES256-sign a JWT), `ecdh` (import the browser's key, an ephemeral key
 *   pair, the shared secret), `hkdf` (the three HKDF derivations), `aesgcm` (the 4 KB padded record).
 * - `none`: the request alone, subtracted from the others.
 */
import { pushRequest } from "../../../app/push/send-push.server";
import { encodeBase64Url } from "../../../app/push/base64url";
import { vapidKeyPair } from "../../../app/push/vapid-keys";
import type { DrawAlert } from "../../../app/push/draw-alert";

const ALERT: DrawAlert = {
  kind: "draw",
  game: "lotto",
  drawDate: "2026-11-25",
  drawNumber: 2600,
  numbers: [3, 11, 19, 27, 38, 45],
  bonus: 50,
  url: "https://www.salottoresults.co.za/results/lotto/2026-11-25",
};
/** The library pads every record to the most a push service must accept (4096 octets with the header). */
const PADDED_RECORD = 4096 - 86 - 17 + 1;

interface Keys {
  vapid: { subject: string; publicKey: string; privateKey: string };
  subscription: { endpoint: string; p256dh: string; auth: string };
  browserRaw: Uint8Array<ArrayBuffer>;
}
let keys: Promise<Keys> | null = null;
async function makeKeys(): Promise<Keys> {
  const vapid = await vapidKeyPair();
  const browser = await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"]);
  const browserRaw = new Uint8Array(await crypto.subtle.exportKey("raw", browser.publicKey));
  return {
    vapid: { subject: "mailto:bench@example.com", ...vapid },
    subscription: {
      endpoint: "https://fcm.googleapis.com/fcm/send/bench",
      p256dh: encodeBase64Url(browserRaw),
      auth: encodeBase64Url(crypto.getRandomValues(new Uint8Array(16))),
    },
    browserRaw,
  };
}

const utf8 = (text: string) => new TextEncoder().encode(text);

const OPS: Record<string, (k: Keys) => Promise<unknown>> = {
  none: () => Promise.resolve(null),
  push: (k) => pushRequest(k.subscription, ALERT, k.vapid),
  vapid: async (k) => {
    const raw = Uint8Array.from(atob(k.vapid.publicKey.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
    const key = await crypto.subtle.importKey(
      "jwk",
      { kty: "EC", crv: "P-256", x: encodeBase64Url(raw.slice(1, 33)), y: encodeBase64Url(raw.slice(33, 65)), d: k.vapid.privateKey },
      { name: "ECDSA", namedCurve: "P-256" },
      false,
      ["sign"],
    );
    const claims = encodeBase64Url(utf8(JSON.stringify({ aud: "https://fcm.googleapis.com", exp: 1_800_000_000, sub: k.vapid.subject })));
    return crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, key, utf8(`eyJ0eXAiOiJKV1QiLCJhbGciOiJFUzI1NiJ9.${claims}`));
  },
  ecdh: async (k) => {
    const browser = await crypto.subtle.importKey("raw", k.browserRaw, { name: "ECDH", namedCurve: "P-256" }, false, []);
    const local = await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"]);
    await crypto.subtle.exportKey("raw", local.publicKey);
    return crypto.subtle.deriveBits({ name: "ECDH", public: browser }, local.privateKey, 256);
  },
  hkdf: async () => {
    const derive = async (salt: Uint8Array<ArrayBuffer>, ikm: Uint8Array<ArrayBuffer>, info: string, bits: number) => {
      const key = await crypto.subtle.importKey("raw", ikm, "HKDF", false, ["deriveBits"]);
      return new Uint8Array(await crypto.subtle.deriveBits({ name: "HKDF", hash: "SHA-256", salt, info: utf8(info) }, key, bits));
    };
    const ikm = await derive(new Uint8Array(16), new Uint8Array(32), "WebPush: info", 256);
    await derive(new Uint8Array(16), ikm, "Content-Encoding: aes128gcm", 128);
    return derive(new Uint8Array(16), ikm, "Content-Encoding: nonce", 96);
  },
  aesgcm: async () => {
    const key = await crypto.subtle.importKey("raw", new Uint8Array(16), { name: "AES-GCM", length: 128 }, false, ["encrypt"]);
    return crypto.subtle.encrypt({ name: "AES-GCM", iv: new Uint8Array(12) }, key, new Uint8Array(PADDED_RECORD));
  },
};

export default {
  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const op = OPS[url.searchParams.get("op") ?? ""];
    const n = Math.min(Math.max(Number(url.searchParams.get("n")) || 1, 1), 100_000);
    if (!op) return new Response(`op must be one of ${Object.keys(OPS).join(", ")}`, { status: 400 });
    keys ??= makeKeys();
    const k = await keys;
    for (let i = 0; i < n; i++) await op(k);
    return Response.json({ op: url.searchParams.get("op"), n });
  },
};
