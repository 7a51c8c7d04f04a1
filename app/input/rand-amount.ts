/**
 * An amount of rand as a player types it: whole rand or rand and cents ("150", "R 22.50", "99,5"), more
 * than 0. Client-safe (no zod): the wallet's price field and monthly limit read amounts with it.
 */
export function parseRandAmount(text: string): number | null {
  const match = /^\s*R?\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*$/i.exec(text);
  if (!match) return null;
  const amount = Number(`${match[1]}.${(match[2] ?? "0").padEnd(2, "0")}`);
  return amount > 0 ? amount : null;
}
