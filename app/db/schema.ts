/**
 * D1 schema (Drizzle). SQL migrations in migrations/ are generated from this file with
 * `npm run db:generate` and applied with `npm run db:migrate`.
 */
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

const timestamps = {
  createdAt: text("created_at")
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  updatedAt: text("updated_at")
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
};

export const draws = sqliteTable(
  "draws",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    game: text("game").notNull(),
    /** Official draw number; null where no source gives it (never computed). */
    drawNumber: integer("draw_number"),
    /** SA date of the draw, YYYY-MM-DD. */
    drawDate: text("draw_date").notNull(),
    /** Main balls sorted ascending, JSON array. */
    numbers: text("numbers", { mode: "json" }).$type<number[]>().notNull(),
    /** Main balls in drawn order when a source gives it, JSON array. */
    drawnOrder: text("drawn_order", { mode: "json" }).$type<number[]>(),
    /** Lotto family: bonus ball; PowerBall family: the PowerBall; Daily Lotto: null. */
    bonus: integer("bonus"),
    /** Jackpot on offer in this draw (rand). */
    jackpot: real("jackpot"),
    /** Estimated (or guaranteed) jackpot of the next draw (rand). */
    nextJackpot: real("next_jackpot"),
    /** True when division 1 had no winner and the jackpot rolled over. */
    rollover: integer("rollover", { mode: "boolean" }),
    /** Rand carried over to the next draw. */
    rolloverAmount: real("rollover_amount"),
    prizePool: real("prize_pool"),
    sales: real("sales"),
    /** Where the row came from: "csv:J|K", "official", "resultsza", "search", "manual". */
    source: text("source").notNull(),
    /** The drawing machine the official detail names ("RNG2"), where a source gives it. */
    drawMachine: text("draw_machine"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("draws_game_date_unique").on(t.game, t.drawDate),
    uniqueIndex("draws_game_number_unique")
      .on(t.game, t.drawNumber)
      .where(sql`draw_number IS NOT NULL`),
    index("draws_date_idx").on(t.drawDate, t.game),
    index("draws_game_jackpot_idx").on(t.game, t.jackpot),
  ],
);

export const prizeDivisions = sqliteTable(
  "prize_divisions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    drawId: integer("draw_id")
      .notNull()
      .references(() => draws.id, { onDelete: "cascade" }),
    division: integer("division").notNull(),
    /** Match code: "6", "5+bonus", "4+powerball". */
    match: text("match").notNull(),
    winners: integer("winners"),
    /** Rand paid to each winner of the division. */
    payout: real("payout"),
  },
  (t) => [uniqueIndex("prize_divisions_draw_division_unique").on(t.drawId, t.division)],
);

/**
 * Every results source `createSource` can build (app/ingest/sources/), the names ingest_runs.source holds
 * for their runs; the admin's status lists them in this order.
 */
export const SOURCE_NAMES = ["official", "search", "resultsza"] as const;
export type SourceName = (typeof SOURCE_NAMES)[number];

export const ingestRuns = sqliteTable(
  "ingest_runs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    startedAt: text("started_at").notNull(),
    finishedAt: text("finished_at"),
    trigger: text("trigger", { enum: ["cron", "admin", "cli", "api", "collector", "webhook"] }).notNull(),
    source: text("source").notNull(),
    outcome: text("outcome", { enum: ["running", "ok", "partial", "failed"] }).notNull(),
    drawsAdded: integer("draws_added").notNull().default(0),
    drawsUpdated: integer("draws_updated").notNull().default(0),
    /** Per-game outcome, JSON. */
    details: text("details", { mode: "json" }).$type<Record<string, unknown>>(),
    error: text("error"),
    /** Backfill resume point: the last page committed, JSON. */
    cursor: text("cursor", { mode: "json" }).$type<Record<string, unknown>>(),
  },
  (t) => [index("ingest_runs_started_idx").on(t.startedAt)],
);

/**
 * Every source that gave a draw, and when (app/models/draw-provenance.server.ts): the official feed, ResultsZA,
 * the search source, the CSV import, the admin. Two sources that agree make the draw confirmed.
 */
export const drawSources = sqliteTable(
  "draw_sources",
  {
    drawId: integer("draw_id")
      .notNull()
      .references(() => draws.id, { onDelete: "cascade" }),
    /** A provenance name (DRAW_SOURCE_PRIORITY), not the row's detailed `source` ("csv:J|K" is "import"). */
    source: text("source").notNull(),
    firstSeen: text("first_seen").notNull(),
    lastSeen: text("last_seen").notNull(),
    /**
     * A signed push's own time (ResultsZA's webhook `dispatched_at`, ISO UTC), the newest this source's
     * pushes of the draw carried; null for answers we asked for. A push older than it is refused, so a
     * replayed delivery never puts back numbers a later one corrected. Migration 0005 adds a trigger
     * that aborts the write batch (draw and all) when an update would move it back in time.
     */
    dispatchedAt: text("dispatched_at"),
  },
  (t) => [primaryKey({ columns: [t.drawId, t.source] })],
);

/**
 * A source's reading of a draw that differs from the one we keep (numbers, bonus, a division's winners or
 * payout). The higher-priority reading is stored in `draws`; the other is held here, with both, until the
 * two agree again (`resolved_at`). Shown in the admin's System Status and on /data-sources.
 */
export const drawDisagreements = sqliteTable(
  "draw_disagreements",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    drawId: integer("draw_id")
      .notNull()
      .references(() => draws.id, { onDelete: "cascade" }),
    /** The source whose reading is held (not stored in `draws`). */
    source: text("source").notNull(),
    /** The source whose reading is kept. */
    keptSource: text("kept_source").notNull(),
    /** What differs: "numbers", "bonus", "division 3 winners"… JSON array. */
    fields: text("fields", { mode: "json" }).$type<string[]>().notNull(),
    held: text("held", { mode: "json" }).$type<DrawReading>().notNull(),
    kept: text("kept", { mode: "json" }).$type<DrawReading>().notNull(),
    raisedAt: text("raised_at").notNull(),
    /** Set when the two sources agree again; null while the disagreement stands. */
    resolvedAt: text("resolved_at"),
  },
  (t) => [
    uniqueIndex("draw_disagreements_draw_source_unique").on(t.drawId, t.source),
    index("draw_disagreements_raised_idx").on(t.raisedAt),
  ],
);

/** What two sources are compared on. */
export interface DrawReading {
  numbers: number[];
  bonus: number | null;
  divisions: { division: number; winners: number | null; payout: number | null }[];
}

export const contactMessages = sqliteTable(
  "contact_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    category: text("category"),
    message: text("message").notNull(),
    status: text("status", { enum: ["new", "read", "handled"] })
      .notNull()
      .default("new"),
    createdAt: timestamps.createdAt,
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt)],
);

export const adminAudit = sqliteTable(
  "admin_audit",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    at: text("at")
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    before: text("before", { mode: "json" }),
    after: text("after", { mode: "json" }),
  },
  (t) => [index("admin_audit_at_idx").on(t.at)],
);

/**
 * Fixed-window counters of the rate limiter's fallback (app/limits/rate-limit.server.ts), used only where the
 * Workers Rate Limiting binding is absent. One row per limit and client address; expired rows are deleted
 * by the next hit, so the table holds only live windows.
 */
export const rateLimits = sqliteTable(
  "rate_limits",
  {
    /** "<limit name>:<client address>". */
    key: text("key").primaryKey(),
    /** Hits in the current window, including refused ones. */
    count: integer("count").notNull(),
    /** When the current window ends, epoch milliseconds. */
    resetAt: integer("reset_at").notNull(),
  },
  (t) => [index("rate_limits_reset_idx").on(t.resetAt)],
);

/**
 * The administrator's sessions (app/admin/session.server.ts): one row per signed-in browser, checked on
 * every admin request, so signing out, "sign out everywhere" or a new password ends a session at once.
 * The cookie carries a random token; the row is keyed by the token's SHA-256, so a copy of this table
 * opens nothing. No address or browser details are kept. Ended rows are deleted by the daily retention
 * job (app/maintenance/retention.server.ts).
 */
export const adminSessions = sqliteTable(
  "admin_sessions",
  {
    /** Hex SHA-256 of the cookie's token. */
    id: text("id").primaryKey(),
    /** Epoch milliseconds. */
    createdAt: integer("created_at").notNull(),
    /** The last admin request, epoch ms: the idle timeout counts from here. */
    lastSeenAt: integer("last_seen_at").notNull(),
    /** The absolute end, epoch ms. */
    expiresAt: integer("expires_at").notNull(),
    /** HMAC of the password the session was opened with: a new ADMIN_PASSWORD ends it. */
    secretsFingerprint: text("secrets_fingerprint").notNull(),
  },
  (t) => [index("admin_sessions_expires_idx").on(t.expiresAt)],
);

export type DrawRow = typeof draws.$inferSelect;
export type PrizeDivisionRow = typeof prizeDivisions.$inferSelect;
export type IngestRunRow = typeof ingestRuns.$inferSelect;
export type DrawDisagreementRow = typeof drawDisagreements.$inferSelect;

/**
 * Win alerts (issue 32, app/push/): a browser's Web Push subscription, and nothing else about the
 * visitor. Deleted on unsubscribe, when the push service says it is gone (404/410), after repeated
 * failures, or after 90 days without a delivery (app/maintenance/retention.server.ts).
 */
export const pushSubscriptions = sqliteTable("push_subscriptions", {
  /** The push service's address for this browser (one subscription per endpoint). */
  endpoint: text("endpoint").primaryKey(),
  /** The browser's P-256 public key, base64url of the 65-byte point: the payload is encrypted to it. */
  p256dh: text("p256dh").notNull(),
  /** The browser's 16-byte authentication secret, base64url. */
  auth: text("auth").notNull(),
  /** Epoch milliseconds. */
  createdAt: integer("created_at").notNull(),
  /** The last push the service accepted, epoch ms; null until the first. */
  lastSuccessAt: integer("last_success_at"),
  /** Failed deliveries since the last success. */
  failures: integer("failures").notNull().default(0),
});

/** The games a subscription asked about, and the newest draw of each it was sent (one push per draw). */
export const pushSubscriptionGames = sqliteTable(
  "push_subscription_games",
  {
    endpoint: text("endpoint")
      .notNull()
      .references(() => pushSubscriptions.endpoint, { onDelete: "cascade" }),
    game: text("game").notNull(),
    /** The draw date (YYYY-MM-DD) of the last alert sent for this game; null before the first. */
    lastDrawDate: text("last_draw_date"),
    /**
     * Jackpot alerts (issue 45): "tell me when the next jackpot is over this many rand"; null for none.
     * Whole rand, within JACKPOT_THRESHOLD_BOUNDS (app/push/jackpot-threshold.ts).
     */
    jackpotThreshold: integer("jackpot_threshold"),
    /**
     * The draw (YYYY-MM-DD) whose next-jackpot estimate reached the threshold and was pushed (or the newest
     * draw, when its estimate was over already as the threshold was set); null while the subscriber is
     * due an alert for the next crossing. One push per crossing from below: a later draw whose estimate
     * is under the threshold (the jackpot was won) sets it back to null.
     */
    jackpotToldOn: text("jackpot_told_on"),
  },
  (t) => [
    primaryKey({ columns: [t.endpoint, t.game] }),
    index("push_subscription_games_game_idx").on(t.game, t.endpoint),
    index("push_subscription_games_jackpot_idx").on(t.game, t.jackpotThreshold),
  ],
);
