/**
 * The rate limiter's fallback store: a fixed-window counter per key in D1 (table rate_limits).
 * The window starts at a key's first hit and lasts `periodMs`; the next hit after it ends starts a new one.
 */
import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { rateLimits } from "~/db/schema";

export interface CounterHit {
  /** Hits in the current window, this one included. */
  count: number;
  /** When the current window ends, epoch milliseconds. */
  resetAt: number;
}

/**
 * Counts one hit. One upsert does the read, the increment and the window roll-over, so two requests at
 * the same moment can never both read the old count (D1 runs each statement atomically). The batch first
 * drops every expired window, which keeps the table as small as the set of recently seen clients.
 */
export async function hitCounter(db: Db, key: string, periodMs: number, now: number): Promise<CounterHit> {
  const live = sql`${rateLimits.resetAt} > ${now}`;
  const [, rows] = await db.batch([
    db.delete(rateLimits).where(lte(rateLimits.resetAt, now)),
    db
      .insert(rateLimits)
      .values({ key, count: 1, resetAt: now + periodMs })
      .onConflictDoUpdate({
        target: rateLimits.key,
        // SQLite evaluates every SET expression against the row as it was, so both see the old window.
        set: {
          count: sql`CASE WHEN ${live} THEN ${rateLimits.count} + 1 ELSE 1 END`,
          resetAt: sql`CASE WHEN ${live} THEN ${rateLimits.resetAt} ELSE ${now + periodMs} END`,
        },
      })
      .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt }),
  ]);
  const row = rows[0];
  if (!row) throw new Error(`rate limit counter ${key} was not written`);
  return row;
}

/** The current window of `key` without counting a hit; null when it has none (never hit, or ended). */
export async function readCounter(db: Db, key: string, now: number): Promise<CounterHit | null> {
  const [row] = await db
    .select()
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, now)))
    .limit(1);
  return row ? { count: row.count, resetAt: row.resetAt } : null;
}
