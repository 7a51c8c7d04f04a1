/**
 * Comparing a secret someone sent with the one we hold, without leaking through timing how much of it
 * matched. Both sides are first reduced to HMAC-SHA-256 digests under a key drawn for this comparison
 * alone: the digests always have the same length (so the length of the secret does not leak either),
 * and the comparison looks at every byte whatever it finds. The key being fresh each time also means no
 * precomputed digest can be replayed against it.
 */
import { digestsEqual, hmacSha256 } from "~/http/hmac.server";

export function secretsMatch(given: string, expected: string): boolean {
  // Drawn per call (inside a request): workerd forbids random values at module scope.
  const key = crypto.getRandomValues(new Uint8Array(32));
  return digestsEqual(hmacSha256(key, given), hmacSha256(key, expected));
}
