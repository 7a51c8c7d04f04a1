/**
 * Comparing a secret someone sent with the one we hold, without leaking through timing how much of it
 * matched. Both sides are first reduced to HMAC-SHA-256 digests under a key drawn for this comparison
 * alone: the digests always have the same length (so the length of the secret does not leak either),
 * and the byte loop below looks at every byte whatever it finds. The key being fresh each time also
 * means no precomputed digest can be replayed against it.
 */
const encoder = new TextEncoder();

async function digest(key: CryptoKey, text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(text)));
}

export async function secretsMatch(given: string, expected: string): Promise<boolean> {
  // Drawn per call (inside a request): workerd forbids random values at module scope.
  const key = await crypto.subtle.importKey("raw", crypto.getRandomValues(new Uint8Array(32)), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const [a, b] = await Promise.all([digest(key, given), digest(key, expected)]);
  let difference = a.length ^ b.length;
  for (let i = 0; i < a.length; i++) difference |= a[i]! ^ (b[i] ?? 0);
  return difference === 0;
}
