/**
 * Personal data is kept only as long as the privacy page says: rows are aged in D1, then the Worker's own
 * `scheduled` handler runs the daily catch-up cron (workers/app.ts), which deletes contact messages past
 * their period, removes the address from old audit rows, and deletes ended rate-limit counters and admin
 * sessions, in batches. The draw-night cron leaves them alone. The privacy page states the same periods
 * (app/content/data-retention.ts), and the admin deletes every message from an address on request.
 */
import { SELF, createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import worker from "../../workers/app";
import { adminAuthConfig } from "~/admin/config.server";
import { SESSION_IDLE_MS, startSession } from "~/admin/session.server";
import { getDb } from "~/db/client.server";
import { CATCH_UP_CRON } from "~/rules/ingest-schedule";
import { periodBefore, periodText, RETENTION } from "~/content/data-retention";
import { parseEnv } from "~/http/env.server";
import { RETENTION_BATCH } from "~/maintenance/retention.server";
import { tenant } from "../fake-source/workers-kit";
import { env } from "./test-env";

const DAY = 86_400_000;
/** The catch-up's ingest asks a tenant of the fake source of its own, so no other test sees its requests. */
const source = tenant("retention");

async function runCron(cron: string, now: Date) {
  const ctx = createExecutionContext();
  await worker.scheduled(
    createScheduledController({ cron, scheduledTime: now }),
    { ...env, RESULTS_SOURCE_URL: source.officialUrl } as unknown as Env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
}

const iso = (ms: number) => new Date(ms).toISOString();
const rows = async (sql: string) => (await env.DB.prepare(sql).all<Record<string, unknown>>()).results;

function insertMessage(subject: string, createdAt: string) {
  return env.DB.prepare(
    "INSERT INTO contact_messages (name, email, subject, message, created_at) VALUES ('A Person', 'person@example.com', ?, 'words', ?)",
  ).bind(subject, createdAt);
}

let logged: MockInstance<typeof console.log>;
beforeEach(async () => {
  logged = vi.spyOn(console, "log").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
  await source.set({});
  await env.DB.batch(
    ["contact_messages", "admin_audit", "rate_limits", "admin_sessions"].map((table) => env.DB.prepare(`DELETE FROM ${table}`)),
  );
});
afterEach(() => vi.restoreAllMocks());

describe("the daily catch-up cron", () => {
  it("deletes contact messages older than the privacy page's period and keeps the rest", async () => {
    const now = new Date();
    const limit = periodBefore(now, RETENTION.contactMessages).getTime();
    await env.DB.batch([
      insertMessage("thirteen months old", iso(limit - 30 * DAY)),
      insertMessage("just past the period", iso(limit - 60_000)),
      insertMessage("just inside the period", iso(limit + 60 * 60_000)),
      insertMessage("sent today", iso(now.getTime() - 60_000)),
    ]);
    await runCron(CATCH_UP_CRON, now);
    expect((await rows("SELECT subject FROM contact_messages ORDER BY id")).map((row) => row.subject)).toEqual([
      "just inside the period",
      "sent today",
    ]);
  });

  it(`deletes in batches of ${RETENTION_BATCH} until nothing old is left`, async () => {
    const old = iso(periodBefore(new Date(), RETENTION.contactMessages).getTime() - DAY);
    const statements = Array.from({ length: RETENTION_BATCH * 2 + 3 }, (_, i) => insertMessage(`old ${i}`, old));
    for (let i = 0; i < statements.length; i += 100) await env.DB.batch(statements.slice(i, i + 100));
    await env.DB.batch([insertMessage("recent", iso(Date.now()))]);

    await runCron(CATCH_UP_CRON, new Date());
    expect(await rows("SELECT subject FROM contact_messages")).toEqual([{ subject: "recent" }]);
    expect(logged).toHaveBeenCalledWith(
      expect.stringMatching(new RegExp(`"message":"retention: ${RETENTION_BATCH * 2 + 3} contact messages deleted, `)),
    );
  });

  it("removes the admin's address from audit rows older than the period; the change itself stays on record", async () => {
    const now = new Date();
    const limit = periodBefore(now, RETENTION.auditAddresses).getTime();
    const audit = env.DB.prepare("INSERT INTO admin_audit (at, actor, action, entity, entity_id) VALUES (?, ?, ?, 'draw', '7')");
    await env.DB.batch([
      audit.bind(iso(limit - DAY), "admin (192.0.2.44)", "draw.update"),
      audit.bind(iso(limit - DAY), "api token (2001:db8:1:2::/64)", "refresh"),
      audit.bind(iso(limit - DAY), "sign-in guard", "sign-in.paused"),
      audit.bind(iso(limit + DAY), "admin (192.0.2.45)", "draw.delete"),
    ]);
    await runCron(CATCH_UP_CRON, now);
    expect(await rows("SELECT actor, action, entity, entity_id FROM admin_audit ORDER BY id")).toEqual([
      { actor: "admin", action: "draw.update", entity: "draw", entity_id: "7" },
      { actor: "api token", action: "refresh", entity: "draw", entity_id: "7" },
      { actor: "sign-in guard", action: "sign-in.paused", entity: "draw", entity_id: "7" },
      { actor: "admin (192.0.2.45)", action: "draw.delete", entity: "draw", entity_id: "7" },
    ]);
  });

  it("deletes rate-limit counters whose window has ended, and sessions that have ended", async () => {
    const now = Date.now();
    const counter = env.DB.prepare("INSERT INTO rate_limits (key, count, reset_at) VALUES (?, 1, ?)");
    await env.DB.batch([
      counter.bind("contact:192.0.2.1", now - 1),
      counter.bind("signIn:192.0.2.2", now - DAY),
      counter.bind("contact:192.0.2.3", now + 30_000),
    ]);
    const config = adminAuthConfig(parseEnv(env));
    if (!config.configured) throw new Error("the workers config must set ADMIN_PASSWORD and SESSION_SECRET");
    const db = getDb(env.DB);
    await startSession(db, config, now - 9 * 3_600_000); // past its end
    await startSession(db, config, now - 60_000);
    await startSession(db, config, now - 60_000);
    await env.DB.prepare("UPDATE admin_sessions SET last_seen_at = ? WHERE rowid = (SELECT MAX(rowid) FROM admin_sessions)")
      .bind(now - SESSION_IDLE_MS - 1)
      .run(); // idle too long

    await runCron(CATCH_UP_CRON, new Date(now));
    expect(await rows("SELECT key FROM rate_limits")).toEqual([{ key: "contact:192.0.2.3" }]);
    expect(await rows("SELECT created_at FROM admin_sessions")).toEqual([{ created_at: now - 60_000 }]);
  });

  it("runs on the catch-up only: the draw-night cron deletes nothing", async () => {
    await env.DB.batch([insertMessage("old", iso(periodBefore(new Date(), RETENTION.contactMessages).getTime() - DAY))]);
    await runCron("*/2 19-21 * * *", new Date());
    expect(await rows("SELECT subject FROM contact_messages")).toEqual([{ subject: "old" }]);
  });
});

describe("the privacy page", () => {
  it("states exactly the periods the job and the session enforce", async () => {
    const html = (await (await SELF.fetch("https://retention.test/privacy-policy")).text()).replace(/<!-- -->/g, "");
    expect(periodText(RETENTION.contactMessages)).toBe("12 months");
    expect(html).toContain(`A message is deleted automatically ${periodText(RETENTION.contactMessages)} after you sent it.`);
    expect(html).toContain(`The address is removed from the log ${periodText(RETENTION.auditAddresses)} after the change`);
    expect(html).toContain(
      `Until sign-out, after ${periodText(RETENTION.adminSessionIdle)} without use, or ${periodText(RETENTION.adminSessionMax)} after signing in`,
    );
    expect(html).toContain("until the one-minute counting window has ended: then deleted at the next count or by the daily clean-up");
    expect(html).not.toMatch(/\{\{/);
  });
});

describe("deleting a person's messages on request", () => {
  const HOST = "erase.test";
  const ORIGIN = `https://${HOST}`;

  it("finds every message from the address (any case, however old), asks, then deletes them all and keeps no address in the audit", async () => {
    const config = adminAuthConfig(parseEnv(env));
    if (!config.configured) throw new Error("the workers config must set ADMIN_PASSWORD and SESSION_SECRET");
    const cookie = (await startSession(getDb(env.DB), config)).split(";")[0]!;
    const insert = env.DB.prepare(
      "INSERT INTO contact_messages (name, email, subject, message, created_at) VALUES ('Thandi', ?, ?, 'words', ?)",
    );
    await env.DB.batch([
      insert.bind("thandi@example.com", "first", iso(Date.now() - 200 * DAY)),
      insert.bind("Thandi@Example.com", "second", iso(Date.now() - DAY)),
      insert.bind("someone.else@example.com", "other", iso(Date.now())),
    ]);
    const post = async (fields: Record<string, string>) => {
      const res = await SELF.fetch(`${ORIGIN}/admin`, {
        method: "POST",
        body: new URLSearchParams({ intent: "delete-messages-from", ...fields }),
        redirect: "manual",
        headers: { Host: HOST, Origin: ORIGIN, Cookie: cookie, "CF-Connecting-IP": "198.51.100.9" },
      });
      return { res, html: (await res.text()).replace(/<!-- -->/g, "") };
    };

    const asked = await post({ email: " THANDI@example.com " });
    expect(asked.res.status).toBe(200);
    expect(asked.html).toContain("Delete all 2 messages from THANDI@example.com?");
    expect(await rows("SELECT COUNT(*) AS n FROM contact_messages")).toEqual([{ n: 3 }]);

    const done = await post({ email: "THANDI@example.com", confirm: "yes" });
    expect(done.html).toContain("Deleted all 2 messages from that address.");
    expect(await rows("SELECT subject FROM contact_messages")).toEqual([{ subject: "other" }]);
    const [audit] = await rows("SELECT action, before FROM admin_audit WHERE action = 'message.delete-by-sender'");
    expect(audit!.before).not.toMatch(/thandi/i);

    expect((await post({ email: "not an address" })).html).toContain("That is not an e-mail address.");
    expect((await post({ email: "nobody@example.com" })).html).toContain("No message from that address is stored.");
  });
});
