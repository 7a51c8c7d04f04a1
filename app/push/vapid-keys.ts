/**
 * A VAPID key pair (RFC 8292) in the form the Worker's secrets hold it: the public key as the base64url
 * of its 65-byte uncompressed P-256 point (what browsers take as applicationServerKey), the private key
 * as the base64url of its 32-byte scalar (a JWK's `d`). Made by `npm run vapid:generate` and by tests.
 */
import { encodeBase64Url } from "./base64url";

export async function vapidKeyPair(): Promise<{ publicKey: string; privateKey: string }> {
  const pair = await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"]);
  const publicPoint = new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey));
  const jwk = await crypto.subtle.exportKey("jwk", pair.privateKey);
  if (!jwk.d) throw new Error("the private key did not export");
  return { publicKey: encodeBase64Url(publicPoint), privateKey: jwk.d };
}
