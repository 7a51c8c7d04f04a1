/**
 * Win alerts' subscriptions in D1 (tables push_subscriptions and push_subscription_games, app/db/schema.ts):
 * stored, updated and removed by the subscription API, paged through by the alert queue's consumer, and
 * marked as each push is delivered so that one draw makes one push per subscription, however often the
 * queue retries or the draw is ingested again.
 */
import { and, asc, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "~/db/client.server";
import { pushSubscriptionGames, pushSubscriptions } from "~/db/schema";
import type { GameId } from "~/rules/games";

export interface StoredSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** The keys stored for an endpoint (spelled as stored: normalisePushEndpoint), or null. */
export async function storedSubscription(db: Db, endpoint: string): Promise<StoredSubscription | null> {
  const [row] = await db
    .select({ endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint))
    .limit(1);
  return row ?? null;
}

/** Jackpot thresholds by game, whole rand (app/push/jackpot-threshold.ts). */
export type JackpotThresholds = Partial<Record<GameId, number>>;

/**
 * Sets the jackpot thresholds of a subscription's games: a game named gets its threshold, one not named
 * has none. A threshold the game's current estimate (the newest draw's) has reached already when it is
 * set or changed counts as told of that draw (jackpot_told_on): an alert is for a crossing from below,
 * not for a threshold set under a jackpot already announced. A threshold that stays keeps its state.
 */
function thresholdStatements(db: Db, endpoint: string, games: readonly GameId[], jackpots: JackpotThresholds) {
  return games.map((game) => {
    const threshold = jackpots[game] ?? null;
    const told =
      threshold === null
        ? sql`NULL`
        : sql`(SELECT draw_date FROM (SELECT draw_date, next_jackpot FROM draws WHERE game = ${game} ORDER BY draw_date DESC LIMIT 1)
               WHERE next_jackpot >= ${threshold})`;
    return db
      .update(pushSubscriptionGames)
      .set({
        jackpotToldOn: sql`CASE WHEN jackpot_threshold IS ${threshold} THEN jackpot_told_on ELSE ${told} END`,
        jackpotThreshold: threshold,
      })
      .where(and(eq(pushSubscriptionGames.endpoint, endpoint), eq(pushSubscriptionGames.game, game)));
  });
}

/**
 * Stores a subscription with its games, replacing the games of an existing one (one subscription per
 * endpoint), and with `jackpots` its jackpot thresholds (undefined: those stored stay). "created" or
 * "updated". One batch: the row, its games and thresholds are written together or not at all.
 */
export async function saveSubscription(
  db: Db,
  subscription: StoredSubscription,
  games: readonly GameId[],
  now: number,
  jackpots?: JackpotThresholds,
): Promise<"created" | "updated"> {
  const [existing] = await db
    .select({ endpoint: pushSubscriptions.endpoint })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, subscription.endpoint))
    .limit(1);
  await batchOf(db, [
    db
      .insert(pushSubscriptions)
      .values({ ...subscription, createdAt: now })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { p256dh: subscription.p256dh, auth: subscription.auth } }),
    db
      .delete(pushSubscriptionGames)
      .where(and(eq(pushSubscriptionGames.endpoint, subscription.endpoint), notInArray(pushSubscriptionGames.game, [...games]))),
    db
      .insert(pushSubscriptionGames)
      .values(games.map((game) => ({ endpoint: subscription.endpoint, game })))
      .onConflictDoNothing(),
    ...(jackpots ? thresholdStatements(db, subscription.endpoint, games, jackpots) : []),
  ]);
  return existing ? "updated" : "created";
}

/**
 * D1 binds at most 100 parameters a statement (more is "too many SQL variables", in workerd as on
 * Cloudflare), and the consumer handles 500 subscriptions a page: a list of endpoints goes in slices of
 * this many, each its own statement, all in one batch (written together or not at all).
 */
const ENDPOINTS_PER_STATEMENT = 90;

/** `endpoints` in slices of ENDPOINTS_PER_STATEMENT. */
function slices(endpoints: readonly string[]): string[][] {
  const out: string[][] = [];
  for (let start = 0; start < endpoints.length; start += ENDPOINTS_PER_STATEMENT) {
    out.push(endpoints.slice(start, start + ENDPOINTS_PER_STATEMENT));
  }
  return out;
}

/** Runs `statements` (at least one) as one D1 batch; their results, in order. */
function batchOf(db: Db, statements: BatchItem<"sqlite">[]): Promise<unknown[]> {
  return db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
}

/** Removes subscriptions and their games, in one batch; how many there were. */
export async function deleteSubscriptions(db: Db, endpoints: readonly string[]): Promise<number> {
  if (endpoints.length === 0) return 0;
  const parts = slices(endpoints);
  const results = await batchOf(db, [
    ...parts.map((part) => db.delete(pushSubscriptionGames).where(inArray(pushSubscriptionGames.endpoint, part))),
    ...parts.map((part) =>
      db.delete(pushSubscriptions).where(inArray(pushSubscriptions.endpoint, part)).returning({ endpoint: pushSubscriptions.endpoint }),
    ),
  ]);
  // The second half of the results: the rows each slice removed.
  return (results.slice(parts.length) as { endpoint: string }[][]).reduce((sum, removed) => sum + removed.length, 0);
}

/** Removes a subscription and its games; whether there was one. */
export async function deleteSubscription(db: Db, endpoint: string): Promise<boolean> {
  return (await deleteSubscriptions(db, [endpoint])) > 0;
}

/**
 * Claims the next page of subscriptions to a game that have not been sent this draw (nor a later one),
 * after `afterEndpoint` and up to `untilEndpoint` (inclusive) in endpoint order, and returns them with
 * their keys, in endpoint order. Claiming marks them sent in the same statement that picks them (D1 runs
 * one write at a time), so two consumers on the same range (the draw queued again while its fan-out is
 * still going, a retried message) never get the same subscription: one push per subscription per draw.
 * Those a push does not reach are released again (releaseClaims).
 */
export async function claimPage(
  db: Db,
  game: GameId,
  drawDate: string,
  afterEndpoint: string | null,
  limit: number,
  untilEndpoint: string | null = null,
): Promise<StoredSubscription[]> {
  const endpoints = await claimEndpoints(db, game, {
    mark: sql`last_draw_date = ${drawDate}`,
    eligible: sql`(last_draw_date IS NULL OR last_draw_date < ${drawDate})`,
    range: { afterEndpoint, untilEndpoint, limit },
  });
  return keysOf(db, endpoints, () => releaseClaims(db, endpoints, game));
}

/**
 * The one claiming statement of results and jackpot alerts: marks (`mark`) the next page of a game's
 * subscriptions that are `eligible`, in endpoint order within the range, and returns their endpoints.
 * Picking and marking in one statement is what makes a claim exclusive (D1 runs one write at a time).
 */
async function claimEndpoints(
  db: Db,
  game: GameId,
  claim: {
    mark: SQL;
    eligible: SQL;
    range: { afterEndpoint: string | null; untilEndpoint: string | null; limit: number };
  },
): Promise<string[]> {
  const { afterEndpoint, untilEndpoint, limit } = claim.range;
  const after = afterEndpoint === null ? sql`` : sql`AND endpoint > ${afterEndpoint}`;
  const until = untilEndpoint === null ? sql`` : sql`AND endpoint <= ${untilEndpoint}`;
  const claimed = await db.all<{ endpoint: string }>(sql`
    UPDATE push_subscription_games SET ${claim.mark}
    WHERE game = ${game} AND endpoint IN (
      SELECT endpoint FROM push_subscription_games
      WHERE game = ${game} AND ${claim.eligible} ${after} ${until}
      ORDER BY endpoint LIMIT ${limit}
    )
    RETURNING endpoint`);
  return claimed.map((row) => row.endpoint);
}

/** The keys of claimed endpoints, in endpoint order; released by `release` when they cannot be read. */
async function keysOf(db: Db, endpoints: string[], release: () => Promise<void>): Promise<StoredSubscription[]> {
  if (endpoints.length === 0) return [];
  let keys: unknown[];
  try {
    keys = await batchOf(
      db,
      slices(endpoints).map((part) =>
        db
          .select({ endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
          .from(pushSubscriptions)
          .where(inArray(pushSubscriptions.endpoint, part)),
      ),
    );
  } catch (error) {
    // Claimed but not readable: released, so the queue's retry of the message finds them again.
    await release();
    throw error;
  }
  return (keys as StoredSubscription[][]).flat().sort((a, b) => (a.endpoint < b.endpoint ? -1 : a.endpoint > b.endpoint ? 1 : 0));
}

/**
 * Jackpot alerts (issue 45): claims the next page of a game's subscriptions whose threshold the estimate
 * of the draw of `drawDate` has reached and who have not been told of this crossing, marking them told of
 * that draw (jackpot_told_on) in the statement that picks them, as claimPage does for draws: one push per crossing, however often the queue
 * retries or the draw's estimate is stored again. Those a push did not reach are released
 * (releaseJackpotClaims).
 */
export async function claimJackpotPage(
  db: Db,
  game: GameId,
  drawDate: string,
  estimate: number,
  afterEndpoint: string | null,
  limit: number,
  untilEndpoint: string | null = null,
): Promise<StoredSubscription[]> {
  const endpoints = await claimEndpoints(db, game, {
    mark: sql`jackpot_told_on = ${drawDate}`,
    eligible: sql`jackpot_threshold <= ${estimate} AND jackpot_told_on IS NULL`,
    range: { afterEndpoint, untilEndpoint, limit },
  });
  return keysOf(db, endpoints, () => releaseJackpotClaims(db, endpoints, game));
}

/** Jackpot claims whose push did not go out: not told yet, so a retry (or the next estimate) tells them. */
export async function releaseJackpotClaims(db: Db, endpoints: readonly string[], game: GameId): Promise<void> {
  if (endpoints.length === 0) return;
  await batchOf(
    db,
    slices(endpoints).map((part) =>
      db
        .update(pushSubscriptionGames)
        .set({ jackpotToldOn: null })
        .where(and(eq(pushSubscriptionGames.game, game), inArray(pushSubscriptionGames.endpoint, part))),
    ),
  );
}

/**
 * The draw of `drawDate`: when its estimate is under a subscriber's threshold (the jackpot was won, the estimate started
 * again) ends the crossing they were told of, when that was an earlier draw's: the next estimate over it
 * is news again. Told of a later draw (messages read out of order), the crossing stands. One statement
 * over the (game, threshold) index, touching only the rows that were told and are under now.
 */
export async function rearmJackpots(db: Db, game: GameId, drawDate: string): Promise<void> {
  // A draw without an estimate compares as NULL: it re-arms nobody.
  await db.run(sql`
    UPDATE push_subscription_games SET jackpot_told_on = NULL
    WHERE game = ${game} AND jackpot_told_on < ${drawDate}
      AND jackpot_threshold > (SELECT next_jackpot FROM draws WHERE game = ${game} AND draw_date = ${drawDate})`);
}

/** The jackpot thresholds of one subscription, by game (the API's answer, and tests). */
export async function subscriptionJackpots(db: Db, endpoint: string): Promise<JackpotThresholds> {
  const rows = await db
    .select({ game: pushSubscriptionGames.game, threshold: pushSubscriptionGames.jackpotThreshold })
    .from(pushSubscriptionGames)
    .where(and(eq(pushSubscriptionGames.endpoint, endpoint), sql`${pushSubscriptionGames.jackpotThreshold} IS NOT NULL`))
    .orderBy(asc(pushSubscriptionGames.game));
  return Object.fromEntries(rows.map((row) => [row.game, row.threshold]));
}

/**
 * Releases claims whose push did not go out (the service asked to retry, refused it, or the page failed
 * before sending): the game is marked as never sent, so a retry or a later message sends them. Only the
 * game's newest draw is ever sent, so "never" is as good as the draw before.
 */
export async function releaseClaims(db: Db, endpoints: readonly string[], game: GameId): Promise<void> {
  if (endpoints.length === 0) return;
  await batchOf(
    db,
    slices(endpoints).map((part) =>
      db
        .update(pushSubscriptionGames)
        .set({ lastDrawDate: null })
        .where(and(eq(pushSubscriptionGames.game, game), inArray(pushSubscriptionGames.endpoint, part))),
    ),
  );
}

/**
 * The endpoints that end each of the next (at most) `pages` full pages of a game's subscriptions after
 * `afterEndpoint`: every `pageSize`-th in endpoint order, delivered or not, so the ranges they cut are the
 * same for every consumer. One query over the (game, endpoint) index reading at most pageSize × pages
 * rows; the alert's fan-out queues a message per range (alert-consumer.server.ts).
 */
export async function pageEnds(
  db: Db,
  game: GameId,
  afterEndpoint: string | null,
  pageSize: number,
  pages: number,
  kind: "draw" | "jackpot" = "draw",
): Promise<string[]> {
  const after = afterEndpoint === null ? sql`` : sql`AND endpoint > ${afterEndpoint}`;
  // A jackpot alert's pages hold only the subscriptions with a threshold for the game.
  const only = kind === "jackpot" ? sql`AND jackpot_threshold IS NOT NULL` : sql``;
  const rows = await db.all<{ endpoint: string }>(sql`
    SELECT endpoint FROM (
      SELECT endpoint, row_number() OVER (ORDER BY endpoint) AS n FROM (
        SELECT endpoint FROM push_subscription_games WHERE game = ${game} ${only} ${after} ORDER BY endpoint LIMIT ${pageSize * pages}
      )
    ) WHERE n % ${pageSize} = 0 ORDER BY endpoint`);
  return rows.map((row) => row.endpoint);
}

/** Records pushes the services accepted (their page claimed them for the draw already): their failures reset. */
export async function markDelivered(db: Db, endpoints: readonly string[], now: number): Promise<void> {
  if (endpoints.length === 0) return;
  await batchOf(
    db,
    slices(endpoints).map((part) =>
      db.update(pushSubscriptions).set({ lastSuccessAt: now, failures: 0 }).where(inArray(pushSubscriptions.endpoint, part)),
    ),
  );
}

/**
 * Counts a failed delivery; a subscription that has failed `dropAfter` times in a row is removed.
 * Returns the endpoints removed.
 */
export async function recordFailures(db: Db, endpoints: readonly string[], dropAfter: number): Promise<string[]> {
  if (endpoints.length === 0) return [];
  const parts = slices(endpoints);
  const results = await batchOf(db, [
    ...parts.map((part) =>
      db
        .update(pushSubscriptions)
        .set({ failures: sql`${pushSubscriptions.failures} + 1` })
        .where(inArray(pushSubscriptions.endpoint, part)),
    ),
    ...parts.map((part) =>
      db
        .select({ endpoint: pushSubscriptions.endpoint })
        .from(pushSubscriptions)
        .where(and(inArray(pushSubscriptions.endpoint, part), sql`${pushSubscriptions.failures} >= ${dropAfter}`)),
    ),
  ]);
  const dropped = (results.slice(parts.length) as { endpoint: string }[][]).flat().map((row) => row.endpoint);
  await deleteSubscriptions(db, dropped);
  return dropped;
}

/**
 * Removes up to `limit` subscriptions with no delivery for `maxIdleMs` (counted from their creation
 * before the first); how many it removed (the retention job calls it until fewer than `limit` go).
 */
export async function deleteIdleSubscriptions(db: Db, now: number, maxIdleMs: number, limit: number): Promise<number> {
  const cutoff = now - maxIdleMs;
  const idle = await db
    .select({ endpoint: pushSubscriptions.endpoint })
    .from(pushSubscriptions)
    .where(sql`coalesce(${pushSubscriptions.lastSuccessAt}, ${pushSubscriptions.createdAt}) < ${cutoff}`)
    .limit(limit);
  return deleteSubscriptions(
    db,
    idle.map((row) => row.endpoint),
  );
}

/** The games of one subscription, sorted (the API's answer, and tests). */
export async function subscriptionGames(db: Db, endpoint: string): Promise<string[]> {
  const rows = await db
    .select({ game: pushSubscriptionGames.game })
    .from(pushSubscriptionGames)
    .where(eq(pushSubscriptionGames.endpoint, endpoint))
    .orderBy(asc(pushSubscriptionGames.game));
  return rows.map((row) => row.game);
}
