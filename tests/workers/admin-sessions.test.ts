/**
 * A session ends at once and for good (ASVS 3.3.1), through the whole Worker as a browser uses it: after
 * signing out, after "sign out everywhere", after ADMIN_PASSWORD changes, after the idle timeout and
 * after the absolute end, the old cookie opens nothing (the page shows the sign-in form, every post and
 * the refresh API answer 401, D1 is unchanged). The session rows are in D1 (admin_sessions).
 */
import { SELF, createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import worker from "../../workers/app";
import { SESSION_IDLE_MS, SESSION_MAX_MS } from "~/admin/session.server";
import { testDraw, writeDraws } from "./seed";
import { env } from "./test-env";

const HOST = "sessions.test";
const ORIGIN = `https://${HOST}`;
const PASSWORD = "test-admin-password";
const MINUTE = 60_000;

let next = 0;
/** Every sign-in is its own client (RFC 5737 TEST-NET-3), so none spends another's sign-in budget. */
const freshClient = () => `203.0.113.${++next}`;

const headers = (cookie?: string, client = freshClient()) => ({
  Host: HOST,
  Origin: ORIGIN,
  "CF-Connecting-IP": client,
  ...(cookie ? { Cookie: cookie } : {}),
});

async function post(fields: Record<string, string>, cookie?: string) {
  const res = await SELF.fetch(`${ORIGIN}/admin`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: headers(cookie),
    redirect: "manual",
  });
  return { res, html: (await res.text()).replace(/<!-- -->/g, "") };
}

async function page(cookie: string) {
  const res = await SELF.fetch(`${ORIGIN}/admin`, { headers: { Host: HOST, Cookie: cookie } });
  return { res, html: (await res.text()).replace(/<!-- -->/g, "") };
}

/** Signs in as a browser does and answers the session cookie ("name=value"). */
async function signIn(): Promise<string> {
  const { res } = await post({ intent: "sign-in", password: PASSWORD });
  expect(res.status).toBe(302);
  return res.headers.get("Set-Cookie")!.split(";")[0]!;
}

const isPanel = (html: string) => html.includes("System Status") && html.includes("Sign out");
const isSignInForm = (html: string) => html.includes('name="password"') && !html.includes("System Status");

let drawId = 0;

/** The cookie opens nothing: the page shows the sign-in form, a delete answers 401, the API 401, D1 unchanged. */
async function expectSessionEnded(cookie: string) {
  const shown = await page(cookie);
  expect(shown.res.status).toBe(200);
  expect(isSignInForm(shown.html), "the sign-in form, not the panel").toBe(true);

  const deleted = await post({ intent: "delete-draw", id: String(drawId) }, cookie);
  expect(deleted.res.status).toBe(401);
  expect(deleted.html).toContain("Please sign in as the administrator.");
  expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM draws WHERE id = ?").bind(drawId).first("n")).toBe(1);

  const api = await SELF.fetch(`${ORIGIN}/api/refresh-google-data`, { method: "POST", headers: headers(cookie) });
  expect(api.status).toBe(401);
}

const sessionRows = async () => (await env.DB.prepare("SELECT * FROM admin_sessions").all<Record<string, number | string>>()).results;

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM admin_sessions"),
    env.DB.prepare("DELETE FROM draws"),
    env.DB.prepare("DELETE FROM admin_audit"),
  ]);
  await writeDraws([testDraw({ game: "daily-lotto", drawDate: "2026-10-05", numbers: [2, 6, 11, 20, 31] })]);
  drawId = (await env.DB.prepare("SELECT id FROM draws").first<{ id: number }>())!.id;
});

describe("signing out", () => {
  it("ends the session in D1: the old cookie, sent again, opens nothing", async () => {
    const cookie = await signIn();
    expect(isPanel((await page(cookie)).html)).toBe(true);

    const out = await post({ intent: "sign-out" }, cookie);
    expect(out.res.status).toBe(302);
    await expectSessionEnded(cookie);
    expect(await sessionRows()).toEqual([]);
  });

  it("keeps no address or browser details in the session row, and the row's key is not the cookie's token", async () => {
    const cookie = await signIn();
    const [row] = await sessionRows();
    expect(Object.keys(row!).sort()).toEqual(["created_at", "expires_at", "id", "last_seen_at", "secrets_fingerprint"]);
    expect(decodeURIComponent(cookie)).not.toContain(String(row!.id));
  });
});

describe("sign out everywhere", () => {
  it("ends every session at once (this one too), from System Status, and the audit log says so", async () => {
    const phone = await signIn();
    const laptop = await signIn();
    expect((await page(laptop)).html).toContain("Open sessions: 2 (this one included).");

    const { res } = await post({ intent: "sign-out-everywhere" }, laptop);
    expect(res.status).toBe(302);
    expect(res.headers.get("Set-Cookie")).toMatch(/^__Host-admin_session=;/);
    expect(await sessionRows()).toEqual([]);
    await expectSessionEnded(phone);
    await expectSessionEnded(laptop);
    const audit = await env.DB.prepare("SELECT action, after FROM admin_audit WHERE action = 'sign-out-everywhere'").all<{
      after: string;
    }>();
    expect(audit.results.map((row) => JSON.parse(row.after))).toEqual([{ sessionsEnded: 2 }]);
  });

  it("needs a session and a post from our own page", async () => {
    const cookie = await signIn();
    expect((await post({ intent: "sign-out-everywhere" })).res.status).toBe(401);
    const foreign = await SELF.fetch(`${ORIGIN}/admin`, {
      method: "POST",
      body: new URLSearchParams({ intent: "sign-out-everywhere" }),
      redirect: "manual",
      headers: { Host: HOST, Cookie: cookie, "Sec-Fetch-Site": "cross-site", "CF-Connecting-IP": freshClient() },
    });
    expect(foreign.status).toBe(403);
    expect(await sessionRows()).toHaveLength(1);
  });
});

describe("a new ADMIN_PASSWORD", () => {
  async function pageWith(overrides: Record<string, string>, cookie: string) {
    const ctx = createExecutionContext();
    const request = new Request(`${ORIGIN}/admin`, { headers: { Host: HOST, Cookie: cookie } }) as Parameters<
      NonNullable<typeof worker.fetch>
    >[0];
    const res = await worker.fetch(request, { ...env, ...overrides }, ctx);
    await waitOnExecutionContext(ctx);
    return res.text();
  }

  it("ends the sessions opened with the old one", async () => {
    const cookie = await signIn();
    expect(isPanel(await pageWith({}, cookie))).toBe(true);
    expect(isSignInForm(await pageWith({ ADMIN_PASSWORD: "a-brand-new-password" }, cookie))).toBe(true);
  });
});

describe("the idle timeout and the absolute end", () => {
  const setRow = (sql: string, ...values: number[]) =>
    env.DB.prepare(`UPDATE admin_sessions SET ${sql}`)
      .bind(...values)
      .run();

  it(`a session unused for ${SESSION_IDLE_MS / MINUTE} minutes has ended`, async () => {
    const cookie = await signIn();
    await setRow("last_seen_at = ?", Date.now() - SESSION_IDLE_MS - MINUTE);
    await expectSessionEnded(cookie);
  });

  it("every admin request starts the idle clock again", async () => {
    const cookie = await signIn();
    await setRow("last_seen_at = ?", Date.now() - SESSION_IDLE_MS + MINUTE);
    const shown = await page(cookie);
    expect(isPanel(shown.html)).toBe(true);
    expect(shown.html).toContain("The session ends after 30 minutes without activity");
    const [row] = await sessionRows();
    expect(Number(row!.last_seen_at)).toBeGreaterThan(Date.now() - MINUTE);
  });

  it(`a session in use all the time still ends ${SESSION_MAX_MS / 3_600_000} hours after signing in`, async () => {
    const cookie = await signIn();
    await setRow("created_at = ?, expires_at = ?", Date.now() - SESSION_MAX_MS - MINUTE, Date.now() - MINUTE);
    await expectSessionEnded(cookie);
  });
});
