/**
 * Who gets into /admin, through the whole Worker (SELF.fetch) with the test secrets of
 * vitest.workers.config.ts: sign-in and sign-out, the password's rate limit, and every admin route and
 * action refusing an anonymous visitor, a wrong password, a forged, expired or foreign session cookie
 * and a cross-site post, with D1 left exactly as it was.
 */
import { SELF, createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import worker from "../../workers/app";
import { adminAuthConfig } from "~/admin/config.server";
import { SESSION_COOKIE, startSession } from "~/admin/session.server";
import { getDb } from "~/db/client.server";
import { parseEnv } from "~/http/env.server";
import { RATE_LIMITS } from "~/limits/rate-limit.server";
import { testDraw, writeDraws } from "./seed";
import { env } from "./test-env";

const HOST = "admin.test";
const ORIGIN = `https://${HOST}`;
const PASSWORD = "test-admin-password";

/** Every request is its own client (RFC 5737 TEST-NET-1), so no test spends another's sign-in budget. */
let next = 0;
const freshClient = () => `192.0.2.${++next}`;

const configured = () => {
  const config = adminAuthConfig(parseEnv(env));
  if (!config.configured) throw new Error("the workers config must set ADMIN_PASSWORD and SESSION_SECRET");
  return config;
};

/** "name=value" of a Set-Cookie header. */
const cookiePair = (setCookie: string) => setCookie.split(";")[0]!;

/** A genuine session (its D1 row and cookie), made as the sign-in makes it (optionally at another time or with other secrets). */
async function sessionCookie(options: { now?: number; password?: string; secret?: string } = {}) {
  const config = configured();
  return cookiePair(
    await startSession(
      getDb(env.DB),
      { ...config, password: options.password ?? config.password, sessionSecret: options.secret ?? config.sessionSecret },
      options.now,
    ),
  );
}

/** The same cookie with its signature's last characters changed. */
function tampered(cookie: string) {
  const [name, value] = [cookie.slice(0, cookie.indexOf("=")), decodeURIComponent(cookie.slice(cookie.indexOf("=") + 1))];
  const flipped = value.slice(0, -2) + (value.endsWith("AA") ? "BB" : "AA");
  return `${name}=${encodeURIComponent(flipped)}`;
}

interface RequestOptions {
  cookie?: string;
  /** Origin header; null sends none. */
  origin?: string | null;
  headers?: Record<string, string>;
  client?: string;
}

function headersFor({ cookie, origin = ORIGIN, headers = {}, client = freshClient() }: RequestOptions) {
  // Host as a browser sends it: Remix compares a post's Origin with it.
  return {
    Host: HOST,
    "CF-Connecting-IP": client,
    ...(origin ? { Origin: origin } : {}),
    ...(cookie ? { Cookie: cookie } : {}),
    ...headers,
  };
}

async function post(path: string, fields: Record<string, string>, options: RequestOptions = {}) {
  const res = await SELF.fetch(`${ORIGIN}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: headersFor(options),
    redirect: "manual",
  });
  return { res, body: await res.text() };
}

async function get(path: string, options: RequestOptions = {}) {
  const res = await SELF.fetch(`${ORIGIN}${path}`, { headers: headersFor({ origin: null, ...options }), redirect: "manual" });
  return { res, body: await res.text() };
}

const signIn = (password: string, options: RequestOptions = {}) => post("/admin", { intent: "sign-in", password }, options);

/**
 * Cross-site posts: a foreign Origin, or none with a Sec-Fetch-Site other than same-origin. The Worker's
 * request guard answers each 403 before Remix runs (docs/decisions/003-admin-auth.md), so nothing runs:
 * the tests also check that D1 is unchanged and no cookie is set.
 */
const FOREIGN_ORIGINS: [string, RequestOptions][] = [
  ["another site's Origin", { origin: "https://evil.example" }],
  ["Origin null (a sandboxed page)", { origin: "null" }],
];
const NO_ORIGIN: [string, RequestOptions][] = [
  ["Sec-Fetch-Site: cross-site and no Origin", { origin: null, headers: { "Sec-Fetch-Site": "cross-site" } }],
  ["Sec-Fetch-Site: same-site (a sibling subdomain) and no Origin", { origin: null, headers: { "Sec-Fetch-Site": "same-site" } }],
  ["neither Origin nor Sec-Fetch-Site", { origin: null }],
];

/** What an anonymous visitor must never see: anything of the panel or of the data. */
function expectNoAdminData(html: string) {
  expect(html).toContain('name="password"');
  for (const secret of ["System Status", "Manual Entry", "Data Management", "Audit log", "admin-only-subject", "Sign out"])
    expect(html).not.toContain(secret);
}

async function d1Snapshot() {
  const tables = ["draws", "prize_divisions", "contact_messages", "admin_audit", "ingest_runs"];
  return Object.fromEntries(
    await Promise.all(tables.map(async (t) => [t, (await env.DB.prepare(`SELECT * FROM ${t} ORDER BY id`).all()).results])),
  );
}

let drawId = 0;
let messageId = 0;

beforeAll(async () => {
  await writeDraws([
    testDraw({
      game: "daily-lotto",
      drawDate: "2026-10-03",
      numbers: [1, 5, 9, 22, 30],
      divisions: [{ division: 1, match: "5", winners: 1, payout: 100_000 }],
    }),
  ]);
  drawId = (await env.DB.prepare("SELECT id FROM draws WHERE game = 'daily-lotto' AND draw_date = '2026-10-03'").first<{ id: number }>())!
    .id;
  const inserted = await env.DB.prepare(
    "INSERT INTO contact_messages (name, email, subject, message) VALUES ('Test Person', 'person@example.com', 'admin-only-subject', 'private words') RETURNING id",
  ).first<{ id: number }>();
  messageId = inserted!.id;
});

describe("signing in", () => {
  it("shows anonymous visitors only the sign-in form: no data, not indexed, not cached", async () => {
    const { res, body } = await get(`/admin?edit=${drawId}&delete=${drawId}&deleteMessage=${messageId}`);
    expect(res.status).toBe(200);
    expectNoAdminData(body);
    expect(body).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(res.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    expect(res.headers.get("Cache-Control")).toBe("no-store");
  });

  it("the right password sets a signed, HttpOnly, Secure, SameSite=Strict cookie with an expiry, and the panel opens", async () => {
    const client = freshClient();
    const { res } = await signIn(PASSWORD, { client });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/admin");
    const setCookie = res.headers.get("Set-Cookie")!;
    expect(setCookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[^;]+\\.[^;]+;`)); // value.signature
    for (const attribute of ["Max-Age=28800", "Path=/", "HttpOnly", "Secure", "SameSite=Strict"]) expect(setCookie).toContain(attribute);

    const panel = await get("/admin", { cookie: cookiePair(setCookie) });
    expect(panel.res.status).toBe(200);
    for (const heading of ["Data Refresh", "Manual Entry", "Data Management", "System Status", "Sign out"])
      expect(panel.body).toContain(heading);
    const audit = await env.DB.prepare("SELECT action, entity FROM admin_audit WHERE actor = ?").bind(`admin (${client})`).all();
    expect(audit.results).toEqual([{ action: "sign-in", entity: "session" }]);
  });

  it("a wrong or empty password is refused beside the field, with no cookie", async () => {
    const wrong = await signIn("not-the-password");
    expect(wrong.res.status).toBe(401);
    expect(wrong.res.headers.get("Set-Cookie")).toBeNull();
    expect(wrong.body).toMatch(/<p id="admin-password-error" role="alert"[^>]*>That password is not correct\.<\/p>/);
    expect(wrong.body).toContain('aria-describedby="admin-password-error"');

    const empty = await signIn("");
    expect(empty.res.status).toBe(400);
    expect(empty.body).toContain("Please enter the admin password.");
    // A password that only starts like the real one is just as wrong.
    expect((await signIn(PASSWORD.slice(0, -1))).res.status).toBe(401);
    expect((await signIn(`${PASSWORD}x`)).res.status).toBe(401);
  });

  it(`counts every attempt per address: after ${RATE_LIMITS.signIn.limit} in a minute even the right password gets 429 with Retry-After`, async () => {
    // The local binding counts in windows aligned to the clock: start well inside one. The wait for the
    // next window can take up to 10 s, hence the test's own timeout below.
    const msLeft = 60_000 - (Date.now() % 60_000);
    if (msLeft < 10_000) await new Promise((resolve) => setTimeout(resolve, msLeft + 50));
    const client = freshClient();
    for (let i = 0; i < RATE_LIMITS.signIn.limit; i++) expect((await signIn(`guess-${i}`, { client })).res.status).toBe(401);

    const refused = await signIn(PASSWORD, { client });
    expect(refused.res.status).toBe(429);
    expect(refused.res.headers.get("Retry-After")).toBe("60");
    expect(refused.res.headers.get("Set-Cookie")).toBeNull();
    expect(refused.body).toContain("Too many sign-in attempts from your address. Please wait a minute and try again.");
    // Another address is not affected.
    expect((await signIn(PASSWORD)).res.status).toBe(302);
  }, 30_000);

  it("refuses a sign-in posted from another site, so no other page can sign a browser in", async () => {
    for (const [name, options] of FOREIGN_ORIGINS) {
      const { res } = await signIn(PASSWORD, options);
      expect(res.status, name).toBe(403);
      expect(res.headers.get("Set-Cookie"), name).toBeNull();
    }
    for (const [name, options] of NO_ORIGIN) {
      const { res, body } = await signIn(PASSWORD, options);
      expect(res.status, name).toBe(403);
      expect(body, name).toContain("did not come from this site");
      expect(res.headers.get("Set-Cookie"), name).toBeNull();
    }
    // A browser that sends only Sec-Fetch-Site: same-origin is one of our pages.
    expect((await signIn(PASSWORD, { origin: null, headers: { "Sec-Fetch-Site": "same-origin" } })).res.status).toBe(302);
  });
});

describe("signing out", () => {
  it("clears the cookie and returns to the sign-in page", async () => {
    const { res } = await post("/admin", { intent: "sign-out" }, { cookie: await sessionCookie() });
    expect(res.status).toBe(302);
    expect(res.headers.get("Set-Cookie")).toMatch(new RegExp(`^${SESSION_COOKIE}=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)`));
  });

  it("refuses a sign-out posted from another site and leaves the cookie alone", async () => {
    const foreign = await post("/admin", { intent: "sign-out" }, { cookie: await sessionCookie(), origin: "https://evil.example" });
    expect(foreign.res.status).toBe(403);
    expect(foreign.res.headers.get("Set-Cookie")).toBeNull();
    const { res } = await post(
      "/admin",
      { intent: "sign-out" },
      { cookie: await sessionCookie(), origin: null, headers: { "Sec-Fetch-Site": "cross-site" } },
    );
    expect(res.status).toBe(403);
    expect(res.headers.get("Set-Cookie")).toBeNull();
  });
});

describe("every admin route and action checks the session itself", () => {
  const HOUR = 3_600_000;
  /** Credentials that must all be refused, with how each is made. */
  const BAD_SESSIONS: [string, () => Promise<string | undefined>][] = [
    ["no cookie (anonymous)", async () => undefined],
    ["a cookie whose signature was tampered with", async () => tampered(await sessionCookie())],
    ["an expired session (signed 9 hours ago; sessions last 8)", () => sessionCookie({ now: Date.now() - 9 * HOUR })],
    ["a cookie signed with another secret", () => sessionCookie({ secret: "another-secret-of-at-least-32-characters!" })],
    ["a session opened with an earlier password", () => sessionCookie({ password: "the-previous-password" })],
    ["an unsigned cookie", async () => `${SESSION_COOKIE}=${btoa(JSON.stringify({ exp: Date.now() + HOUR, pwv: "x" }))}`],
  ];
  const ACTIONS: [string, () => Record<string, string>][] = [
    ["refresh", () => ({ intent: "refresh", source: "official" })],
    ["save-draw", () => ({ intent: "save-draw", game: "daily-lotto", drawDate: "2026-10-04", numbers: "2 4 6 8 10" })],
    ["delete-draw", () => ({ intent: "delete-draw", id: String(drawId) })],
    ["message-status", () => ({ intent: "message-status", id: String(messageId), status: "handled" })],
    ["delete-message", () => ({ intent: "delete-message", id: String(messageId) })],
  ];

  it("a sign-in with a wrong password gives nothing to act with", async () => {
    const { res } = await signIn("wrong-password");
    expect(res.headers.get("Set-Cookie")).toBeNull();
    const before = await d1Snapshot();
    for (const [, fields] of ACTIONS) expect((await post("/admin", fields())).res.status).toBe(401);
    expect(await d1Snapshot()).toEqual(before);
  });

  it.each(BAD_SESSIONS)("with %s: /admin shows the sign-in form and no data", async (_, make) => {
    const { res, body } = await get(`/admin?edit=${drawId}&delete=${drawId}`, { cookie: await make() });
    expect(res.status).toBe(200);
    expectNoAdminData(body);
  });

  it.each(BAD_SESSIONS)("with %s: every action answers 401 and D1 is unchanged", async (_, make) => {
    const cookie = await make();
    const before = await d1Snapshot();
    for (const [intent, fields] of ACTIONS) {
      const { res, body } = await post("/admin", fields(), { cookie });
      expect(res.status, intent).toBe(401);
      expect(body, intent).toContain('name="password"');
    }
    const api = await post("/api/refresh-google-data", {}, { cookie });
    expect(api.res.status).toBe(401);
    expect(JSON.parse(api.body)).toEqual({ error: "unauthorized", message: expect.stringContaining("sign in") });
    expect(await d1Snapshot()).toEqual(before);
  });

  it.each(NO_ORIGIN)("a post with a valid session but %s is refused with 403, D1 unchanged", async (_, options) => {
    const cookie = await sessionCookie();
    const before = await d1Snapshot();
    for (const [intent, fields] of ACTIONS) {
      const { res, body } = await post("/admin", fields(), { ...options, cookie });
      expect(res.status, intent).toBe(403);
      expect(body, intent).toContain("did not come from this site");
    }
    expect(await d1Snapshot()).toEqual(before);
  });

  it.each(FOREIGN_ORIGINS)("a post with a valid session but %s is refused before any action runs, D1 unchanged", async (_, options) => {
    const cookie = await sessionCookie();
    const before = await d1Snapshot();
    for (const [intent, fields] of ACTIONS) {
      const { res } = await post("/admin", fields(), { ...options, cookie });
      expect(res.status, intent).toBe(403);
    }
    expect(await d1Snapshot()).toEqual(before);
  });

  it.each([...FOREIGN_ORIGINS, ...NO_ORIGIN])("the refresh API refuses a session post with %s: 403 JSON", async (_, options) => {
    const before = await d1Snapshot();
    const api = await post("/api/refresh-google-data", {}, { ...options, cookie: await sessionCookie() });
    expect(api.res.status).toBe(403);
    expect(JSON.parse(api.body)).toEqual({ error: "forbidden", message: expect.stringContaining("did not come from this site") });
    expect(await d1Snapshot()).toEqual(before);
  });

  it("the Worker's request guard refuses what is not our own page on every admin path, 403 before Remix, and lets ours through", async () => {
    const cookie = await sessionCookie();
    const before = await d1Snapshot();
    const NOT_OURS: [string, RequestOptions][] = [
      ...FOREIGN_ORIGINS,
      ...NO_ORIGIN,
      // Same host, but another scheme or port: Remix's own rule compares hosts only.
      ["our host over plain http", { origin: `http://${HOST}` }],
      ["our host on another port", { origin: `${ORIGIN}:8443` }],
      ["an Origin without a host", { origin: "file://" }],
    ];
    for (const path of ["/admin", "/admin/", "/admin.data"]) {
      for (const [name, options] of NOT_OURS) {
        const { res, body } = await post(path, { intent: "message-status", id: String(messageId), status: "new" }, { ...options, cookie });
        expect(res.status, `${path}, ${name}`).toBe(403);
        expect(res.headers.get("Content-Type"), `${path}, ${name}`).toMatch(/^text\/plain/);
        expect(body, `${path}, ${name}`).toMatch(/another site|did not come from this site/);
      }
      // Ours, by Origin or (without one) by Sec-Fetch-Site, reaches the action, which asks for a session.
      expect((await post(path, { intent: "message-status", id: String(messageId), status: "new" })).res.status, path).not.toBe(403);
      expect(
        (
          await post(
            path,
            { intent: "message-status", id: String(messageId), status: "new" },
            { origin: null, headers: { "Sec-Fetch-Site": "same-origin" } },
          )
        ).res.status,
        path,
      ).not.toBe(403);
    }
    expect(await d1Snapshot()).toEqual(before);
    // A page load is no post; other forms are not the admin's (Remix's own host rule still applies to them).
    expect((await get("/admin", { origin: "https://evil.example", cookie })).res.status).toBe(200);
  });

  it("the refresh API: a bearer call or a call without a cookie is the API's to answer, whatever the origin", async () => {
    const crossSite = { origin: null, headers: { "Sec-Fetch-Site": "cross-site" } };
    const wrongToken = await post(
      "/api/refresh-google-data",
      {},
      {
        ...crossSite,
        cookie: await sessionCookie(),
        headers: { ...crossSite.headers, Authorization: "Bearer not-the-token-0123456789abcdef0123" },
      },
    );
    expect(wrongToken.res.status).toBe(401);
    expect(JSON.parse(wrongToken.body)).toEqual({ error: "unauthorized", message: expect.stringContaining("bearer token is not valid") });
    const anonymous = await post("/api/refresh-google-data", {}, { origin: "https://evil.example" });
    expect(anonymous.res.status).toBe(401);
    expect(JSON.parse(anonymous.body)).toEqual({ error: "unauthorized", message: expect.stringContaining("sign in") });
  });

  it("the same post with a valid session from our own page goes through", async () => {
    const { res } = await post(
      "/admin",
      { intent: "message-status", id: String(messageId), status: "read" },
      { cookie: await sessionCookie() },
    );
    expect(res.status).toBe(200);
    expect(await env.DB.prepare("SELECT status FROM contact_messages WHERE id = ?").bind(messageId).first("status")).toBe("read");
  });
});

describe("without ADMIN_PASSWORD or SESSION_SECRET, or with a secret too short", () => {
  async function fetchWith(overrides: Record<string, string>, init: RequestInit = {}) {
    const ctx = createExecutionContext();
    const res = await worker.fetch(
      new Request(`${ORIGIN}/admin`, {
        redirect: "manual",
        ...init,
        headers: { Host: HOST, Origin: ORIGIN, "CF-Connecting-IP": freshClient(), ...init.headers },
      }) as Parameters<NonNullable<typeof worker.fetch>>[0],
      { ...env, ...overrides },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    return { res, body: await res.text() };
  }

  it.each([
    ["ADMIN_PASSWORD unset", { ADMIN_PASSWORD: "" }, "ADMIN_PASSWORD is not set"],
    ["SESSION_SECRET unset", { SESSION_SECRET: "" }, "SESSION_SECRET is not set"],
    ["SESSION_SECRET too short", { SESSION_SECRET: "short" }, "SESSION_SECRET is shorter than 32 characters"],
    ["ADMIN_PASSWORD of 11 characters", { ADMIN_PASSWORD: "eleven-char" }, "ADMIN_PASSWORD is shorter than 12 characters"],
    ["ADMIN_API_TOKEN of 31 characters", { ADMIN_API_TOKEN: "t".repeat(31) }, "ADMIN_API_TOKEN is shorter than 32 characters"],
  ])("with %s, /admin says the admin is not configured and lets no one in", async (_, overrides, problem) => {
    const page = await fetchWith(overrides);
    expect(page.res.status).toBe(503);
    expect(page.body).toContain("The admin is not configured");
    expect(page.body).toContain(problem);
    expect(page.body).not.toContain('name="password"');

    const attempt = await fetchWith(overrides, { method: "POST", body: new URLSearchParams({ intent: "sign-in", password: PASSWORD }) });
    expect(attempt.res.status).toBe(503);
    expect(attempt.res.headers.get("Set-Cookie")).toBeNull();
    // Even a cookie that was good before the secret went missing opens nothing.
    const action = await fetchWith(overrides, {
      method: "POST",
      body: new URLSearchParams({ intent: "delete-draw", id: String(drawId) }),
      headers: { Cookie: await sessionCookie() },
    });
    expect(action.res.status).toBe(503);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM draws WHERE id = ?").bind(drawId).first("n")).toBe(1);
  });
});
