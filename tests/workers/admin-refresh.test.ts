/**
 * The refresh: POST /api/refresh-google-data (bearer token or admin session) and the admin page's Data
 * Refresh form, end to end through the whole Worker against the local fake results source, writing the
 * real D1. The Worker is called with its real bindings, its RESULTS_SOURCE_URL pointed at this file's own
 * tenant of the fake source (so no other test file's draws or request log mix in). All figures invented.
 */
import { createExecutionContext, SELF, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import worker from "../../workers/app";
import { adminAuthConfig } from "~/admin/config.server";
import { startSession } from "~/admin/session.server";
import { getDb } from "~/db/client.server";
import { parseEnv } from "~/http/env.server";
import { officialPools, type PublishedDraw } from "../fake-source/control";
import { DAILY_NEW, LOTTO_NEW, LOTTO_PREVIOUS, POWERBALL_NEW } from "../fake-source/draws";
import { searchAnswer } from "../fake-source/payloads";
import { clearAll, drawRow, env, runs, SATURDAY_NIGHT, tenant } from "../fake-source/workers-kit";

const HOST = "refresh.test";
const ORIGIN = `https://${HOST}`;
const API = "/api/refresh-google-data";
const TOKEN = "test-admin-api-token-0123456789abcdef";
const source = tenant("admin-refresh");

/** A draw for each pool the official source lists, so a refresh of every game succeeds. Invented. */
const EVERY_GAME: Record<string, PublishedDraw[]> = {
  lotto: [LOTTO_NEW],
  "lotto-plus-1": [{ issue: 2741, date: "2026-11-21", numbers: [3, 9, 17, 28, 36, 47], bonus: 12 }],
  "lotto-plus-2": [{ issue: 2741, date: "2026-11-21", numbers: [1, 6, 20, 33, 40, 51], bonus: 25 }],
  powerball: [POWERBALL_NEW],
  "powerball-plus": [{ issue: 1811, date: "2026-11-20", numbers: [2, 11, 25, 38, 49], bonus: 5 }],
  "daily-lotto": [DAILY_NEW],
};
const SUCCESS = "Data refreshed with real lottery data from the official results API. Official source: 6 new draws, 0 updated.";

/** Every request is its own client (RFC 2544 benchmarking range), so each has the whole refresh budget. */
let next = 0;
const freshClient = () => `198.18.1.${++next}`;

/** The Worker with its real bindings, asking this file's tenant of the fake source. */
async function callWorker(
  path: string,
  init: RequestInit & { headers?: Record<string, string> } = {},
  overrides: Record<string, string> = {},
) {
  const ctx = createExecutionContext();
  const request = new Request(`${ORIGIN}${path}`, {
    redirect: "manual",
    ...init,
    headers: { Host: HOST, "CF-Connecting-IP": freshClient(), ...init.headers },
  }) as Parameters<NonNullable<typeof worker.fetch>>[0];
  const bindings = { ...env, RESULTS_SOURCE_URL: source.officialUrl, SEARCH_API_URL: source.searchUrl, ...overrides } as unknown as Env;
  const res = await worker.fetch(request, bindings, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

const bearer = (token = TOKEN) => ({ Authorization: `Bearer ${token}` });

async function sessionCookie() {
  const config = adminAuthConfig(parseEnv(env));
  if (!config.configured) throw new Error("the workers config must set ADMIN_PASSWORD and SESSION_SECRET");
  return (await startSession(getDb(env.DB), config)).split(";")[0]!;
}

interface AuditRow {
  actor: string;
  action: string;
  entity: string;
  entityId: string;
  after: string;
}

async function auditRows() {
  return (
    await env.DB.prepare(
      "SELECT actor, action, entity, entity_id AS entityId, after FROM admin_audit WHERE action = 'refresh' ORDER BY id",
    ).all<AuditRow>()
  ).results.map((row) => ({ ...row, after: JSON.parse(row.after) as Record<string, unknown> }));
}

beforeEach(async () => {
  // The Worker's clock is the night of the draws the source publishes: the search source looks for the
  // draws of the days before now, so on the real clock these draws would age out of its reach.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(SATURDAY_NIGHT);
  await clearAll();
  await env.DB.prepare("DELETE FROM admin_audit").run();
  await source.publish(EVERY_GAME);
});

afterEach(() => {
  vi.useRealTimers();
});

describe("POST /api/refresh-google-data", () => {
  it("answers other methods 405 JSON with Allow", async () => {
    const get = await SELF.fetch(`${ORIGIN}${API}`, { headers: { ...bearer(), "CF-Connecting-IP": freshClient() } });
    expect(get.status).toBe(405);
    expect(get.headers.get("Allow")).toBe("POST");
    expect(await get.json()).toEqual({ error: "method not allowed", message: "Use POST to refresh the data." });
    // Methods no route of the site takes are refused by the Worker's request guard before Remix.
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const res = await SELF.fetch(`${ORIGIN}${API}`, { method, headers: { ...bearer(), "CF-Connecting-IP": freshClient() } });
      expect(res.status, method).toBe(405);
      expect(res.headers.get("Allow"), method).toContain("POST");
      expect(res.headers.get("Content-Type"), method).toContain("application/json");
      expect(await res.json(), method).toEqual({ error: expect.stringContaining(`The method ${method} is not allowed here`) });
    }
    expect(await source.requests()).toEqual([]);
  });

  it("answers 401 JSON with a message without credentials, with a wrong or malformed token, or when no token is configured", async () => {
    const cases: [string, Record<string, string>, Record<string, string>?][] = [
      ["no credentials", {}],
      ["a wrong token", bearer("test-admin-api-token-0123456789abcdeF")],
      ["the token with a character more", bearer(`${TOKEN}x`)],
      ["Basic instead of Bearer", { Authorization: `Basic ${btoa(`admin:${TOKEN}`)}` }],
      ["an empty Bearer", { Authorization: "Bearer " }],
      ["a token while ADMIN_API_TOKEN is unset", bearer(), { ADMIN_API_TOKEN: "" }],
      // Right, but too short to resist guessing: the token door stays shut (and /admin says why).
      ["the right token while ADMIN_API_TOKEN has only 31 characters", bearer("t".repeat(31)), { ADMIN_API_TOKEN: "t".repeat(31) }],
      ["no credentials while the admin sign-in is not configured", {}, { ADMIN_PASSWORD: "" }],
    ];
    for (const [name, headers, overrides] of cases) {
      const res = await callWorker(API, { method: "POST", headers }, overrides);
      expect(res.status, name).toBe(401);
      expect(res.headers.get("Content-Type"), name).toContain("application/json");
      const body = await res.json<{ error: string; message: string }>();
      expect(body, name).toEqual({ error: "unauthorized", message: expect.any(String) });
      expect(body.message.length, name).toBeGreaterThan(10);
    }
    expect(await source.requests()).toEqual([]);
    expect(await runs()).toEqual([]);
  });

  it("with the bearer token runs the ingest and answers { message, results } naming the official source", async () => {
    const client = "198.18.9.1";
    const res = await callWorker(API, { method: "POST", headers: { ...bearer(), "CF-Connecting-IP": client } });

    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(res.headers.get("Set-Cookie")).toBeNull();
    const body = await res.json();
    expect(body).toEqual({
      message: SUCCESS,
      results: {
        lotto: "1 added, 0 updated, 0 unchanged",
        "lotto-plus-1": "1 added, 0 updated, 0 unchanged",
        "lotto-plus-2": "1 added, 0 updated, 0 unchanged",
        powerball: "1 added, 0 updated, 0 unchanged",
        "powerball-plus": "1 added, 0 updated, 0 unchanged",
        "daily-lotto": "1 added, 0 updated, 0 unchanged",
        added: 6,
        updated: 0,
        run: expect.any(Number),
        durationMs: expect.any(Number),
      },
    });
    expect(await drawRow("lotto", "2026-11-21")).toMatchObject({
      draw_number: 2741,
      numbers: "[4,15,23,31,42,50]",
      bonus: 9,
      source: "official",
    });
    const [run] = await runs();
    expect(run).toMatchObject({ trigger: "api", source: "official", outcome: "ok", draws_added: 6 });
    expect(await auditRows()).toEqual([
      {
        actor: `api token (${client})`,
        action: "refresh",
        entity: "ingest_run",
        entityId: String(run!.id),
        after: expect.objectContaining({ trigger: "api", source: "official", ok: true, message: SUCCESS }),
      },
    ]);

    // The same refresh again finds nothing new and changes nothing.
    const again = await callWorker(API, { method: "POST", headers: bearer() });
    expect(await again.json()).toMatchObject({
      message: "Data refreshed with real lottery data from the official results API. Official source: 0 new draws, 0 updated.",
      results: { added: 0 },
    });
  });

  it("with the admin session from our own page runs it too", async () => {
    const res = await callWorker(API, { method: "POST", headers: { Cookie: await sessionCookie(), Origin: ORIGIN } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ message: SUCCESS });
    expect((await runs())[0]).toMatchObject({ trigger: "api", outcome: "ok" });
    expect((await auditRows())[0]!.actor).toMatch(/^admin \(/);
  });

  it("with the token works even where the admin sign-in is not configured (machines need no password)", async () => {
    const res = await callWorker(API, { method: "POST", headers: bearer() }, { ADMIN_PASSWORD: "", SESSION_SECRET: "" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ message: SUCCESS });
  });

  it("answers a failed refresh with a non-OK status and the run's message", async () => {
    await source.set({}); // the source lists nothing for any game
    const res = await callWorker(API, { method: "POST", headers: bearer() });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({
      error: "refresh failed",
      message: "Official source: the refresh failed for every game (the source listed no draws).",
      results: expect.objectContaining({ lotto: "failed: the source listed no draws", added: 0 }),
    });
    expect((await runs())[0]).toMatchObject({ trigger: "api", outcome: "failed" });
  });

  it("answers a partial refresh (some games failed) with a non-OK status naming the games", async () => {
    await source.publish({ lotto: [LOTTO_NEW] });
    const res = await callWorker(API, { method: "POST", headers: bearer() });
    expect(res.status).toBe(502);
    const body = await res.json<{ message: string }>();
    expect(body.message).toBe(
      "Official source: 1 new draw, 0 updated. Failed: Lotto Plus 1, Lotto Plus 2, PowerBall, PowerBall Plus, Daily Lotto.",
    );
    // What did arrive is stored.
    expect(await drawRow("lotto", "2026-11-21")).not.toBeNull();
  });

  it("?source=search names the search engine when it supplied the data; says so when it is not configured; refuses an unknown source", async () => {
    const notConfigured = await callWorker(`${API}?source=search`, { method: "POST", headers: bearer() });
    expect(notConfigured.status).toBe(502);
    expect(await notConfigured.json()).toMatchObject({
      message: "Search source: not configured: set the secrets SEARCH_API_KEY and SEARCH_ENGINE_ID.",
    });

    await source.set({
      pools: officialPools({ lotto: [LOTTO_PREVIOUS] }),
      search: [
        {
          match: "21 November 2026",
          answer: searchAnswer([
            {
              title: "Lotto Results for Saturday 21 November 2026",
              snippet: "The winning numbers were 4, 15, 23, 31, 42, 50 and the Bonus Ball was 9.",
            },
          ]),
        },
      ],
    });
    const found = await callWorker(
      `${API}?source=search`,
      { method: "POST", headers: bearer() },
      { SEARCH_API_KEY: "test-key", SEARCH_ENGINE_ID: "test-engine" },
    );
    const body = await found.json<{ message: string; results: Record<string, string> }>();
    expect(found.status).toBe(200);
    expect(body.message).toMatch(/^Data refreshed with real lottery data from the search engine\. Search source: 1 new draw, 0 updated\./);
    expect(body.results.lotto).toBe("1 added, 0 updated, 0 unchanged");
    expect(await drawRow("lotto", "2026-11-21")).toMatchObject({ source: "search" });

    const unknown = await callWorker(`${API}?source=google`, { method: "POST", headers: bearer() });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ error: "bad request", message: "source must be official, search or resultsza." });
  });

  it("is rate limited per address: the fourth call in a minute gets 429 JSON with Retry-After, credentials or not", async () => {
    // The local binding counts in windows aligned to the real clock: start well inside one. The wait for
    // the next window can take up to 10 s, hence the test's own timeout below.
    vi.useRealTimers();
    const msLeft = 60_000 - (Date.now() % 60_000);
    if (msLeft < 10_000) await new Promise((resolve) => setTimeout(resolve, msLeft + 50));
    const client = "198.18.9.2";
    for (let i = 0; i < 3; i++) {
      expect((await SELF.fetch(`${ORIGIN}${API}`, { method: "POST", headers: { "CF-Connecting-IP": client } })).status).toBe(401);
    }
    const refused = await SELF.fetch(`${ORIGIN}${API}`, { method: "POST", headers: { ...bearer(), "CF-Connecting-IP": client } });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("60");
    expect(await refused.json()).toEqual({
      error: "too many requests",
      message: "Too many refresh requests. Please wait a minute and try again.",
    });
    expect(await runs()).toEqual([]);
  }, 30_000);
});

describe("the admin page's Data Refresh form (a plain post)", () => {
  const refresh = async (fields: Record<string, string> = {}) => {
    const res = await callWorker("/admin", {
      method: "POST",
      body: new URLSearchParams({ intent: "refresh", source: "official", ...fields }),
      headers: { Cookie: await sessionCookie(), Origin: ORIGIN },
    });
    return { res, html: await res.text() };
  };

  it("shows the results card: the message naming the source and each result as text", async () => {
    const { res, html } = await refresh();
    expect(res.status).toBe(200);
    expect(html).toContain("Refresh Results");
    expect(html).toContain(SUCCESS);
    expect(html).toMatch(/<dt[^>]*>lotto<\/dt><dd[^>]*>1 added, 0 updated, 0 unchanged<\/dd>/);
    expect(html).toMatch(/<dt[^>]*>added<\/dt><dd[^>]*>6<\/dd>/);
    expect(html).not.toContain('data-testid="refresh-note"');
    expect((await runs())[0]).toMatchObject({ trigger: "admin", outcome: "ok", draws_added: 6 });
    expect((await auditRows())[0]).toMatchObject({ action: "refresh", after: expect.objectContaining({ trigger: "admin" }) });
  });

  it("shows the information note, not the results card, when the refresh fails", async () => {
    await source.set({});
    const { res, html } = await refresh();
    expect(res.status).toBe(502);
    expect(html).toContain('data-testid="refresh-note"');
    expect(html).toContain("Official source: the refresh failed for every game (the source listed no draws).");
    expect(html).not.toContain("Refresh Results");
  });

  it("refuses a source it does not know", async () => {
    const { res, html } = await refresh({ source: "elsewhere" });
    expect(res.status).toBe(400);
    expect(html).toContain("Choose the official results API or the search engine.");
    expect(await runs()).toEqual([]);
  });
});
