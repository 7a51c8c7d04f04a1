/**
 * Sign-in resists a distributed attack: wrong passwords are counted across all addresses, and after
 * SIGN_IN_LOCKOUT.failures in the window sign-in answers 429 for everyone (a new address, the right
 * password) with a clear message and Retry-After; the pause is in the audit log and on System Status.
 * Every guess here comes from its own address, as from a botnet, or from one client under `wrangler dev`
 * sending a new CF-Connecting-IP each time, so the per-address limit never applies.
 */
import { SELF } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { adminAuthConfig } from "~/admin/config.server";
import { startSession } from "~/admin/session.server";
import { recordWrongPassword, SIGN_IN_LOCKOUT, signInLockout } from "~/admin/sign-in-lockout.server";
import { getDb } from "~/db/client.server";
import { parseEnv } from "~/http/env.server";
import { env } from "./test-env";

const HOST = "lockout.test";
const ORIGIN = `https://${HOST}`;
const PASSWORD = "test-admin-password";
const db = getDb(env.DB);

let next = 0;
/** A new address for every attempt (benchmarking range 198.18.0.0/15). */
const freshClient = () => `198.19.${Math.floor(++next / 250)}.${next % 250}`;

async function signIn(password: string) {
  const res = await SELF.fetch(`${ORIGIN}/admin`, {
    method: "POST",
    body: new URLSearchParams({ intent: "sign-in", password }),
    redirect: "manual",
    headers: { Host: HOST, Origin: ORIGIN, "CF-Connecting-IP": freshClient() },
  });
  return { res, html: (await res.text()).replace(/<!-- -->/g, "").replace(/&#x27;/g, "'") };
}

const pausedAudit = async () =>
  (await env.DB.prepare("SELECT actor, action, entity, after FROM admin_audit WHERE action = 'sign-in.paused'").all<{ after: string }>())
    .results;

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM rate_limits"),
    env.DB.prepare("DELETE FROM admin_audit"),
    env.DB.prepare("DELETE FROM admin_sessions"),
  ]);
});

describe(`after ${SIGN_IN_LOCKOUT.failures} wrong passwords in an hour, from as many addresses`, () => {
  it("sign-in answers 429 for everyone, the right password from a new address included, with a clear message", async () => {
    for (let i = 1; i < SIGN_IN_LOCKOUT.failures; i++) expect((await signIn(`guess-${i}`)).res.status).toBe(401);
    // One short of the limit, the owner still gets in.
    expect((await signIn(PASSWORD)).res.status).toBe(302);
    expect((await signIn("the-last-guess")).res.status).toBe(401);

    const refused = await signIn(PASSWORD);
    expect(refused.res.status).toBe(429);
    expect(refused.res.headers.get("Set-Cookie")).toBeNull();
    const retryAfter = Number(refused.res.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(SIGN_IN_LOCKOUT.windowMs / 1000 - 120);
    expect(retryAfter).toBeLessThanOrEqual(SIGN_IN_LOCKOUT.windowMs / 1000);
    expect(refused.html).toMatch(
      /<p id="admin-password-error" role="alert"[^>]*>Sign-in is paused for everyone: there were 30 wrong passwords within an hour, from one or many addresses\. Please try again in (59|60) minutes\.<\/p>/,
    );
    // More guesses are not even looked at, so they are not counted either.
    expect((await signIn("another-guess")).res.status).toBe(429);
    expect((await signInLockout(db)).failures).toBe(SIGN_IN_LOCKOUT.failures);
  });

  it("the pause is written to the audit log once, and System Status shows it", async () => {
    for (let i = 0; i < SIGN_IN_LOCKOUT.failures + 3; i++) await signIn(`guess-${i}`);
    const audit = await pausedAudit();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: "sign-in guard", action: "sign-in.paused", entity: "session" });
    expect(JSON.parse(audit[0]!.after)).toMatchObject({
      wrongPasswords: 30,
      withinMinutes: 60,
      pausedUntil: expect.stringMatching(/^\d{4}-/),
    });

    // A session opened before the pause keeps working, and its System Status says what happened.
    const config = adminAuthConfig(parseEnv(env));
    if (!config.configured) throw new Error("the workers config must set ADMIN_PASSWORD and SESSION_SECRET");
    const cookie = (await startSession(db, config)).split(";")[0]!;
    const res = await SELF.fetch(`${ORIGIN}/admin`, { headers: { Host: HOST, Cookie: cookie } });
    const html = (await res.text()).replace(/<!-- -->/g, "");
    const access = /<div data-testid="access-status">.*?<\/form><\/div>/s.exec(html)?.[0] ?? "";
    expect(access).toMatch(
      /role="alert"[^>]*>Sign-in is paused for everyone until \w{3} \d+ \w+ \d{4}, \d\d:\d\d SAST: 30 wrong passwords\s+within an hour \(the limit is 30\)/,
    );
    expect(html).toContain("sign-in.paused");
  });

  it("before the limit, System Status counts the wrong passwords of everyone", async () => {
    for (let i = 0; i < 4; i++) await signIn(`guess-${i}`);
    const config = adminAuthConfig(parseEnv(env));
    if (!config.configured) throw new Error("the workers config must set ADMIN_PASSWORD and SESSION_SECRET");
    const cookie = (await startSession(db, config)).split(";")[0]!;
    const html = (await (await SELF.fetch(`${ORIGIN}/admin`, { headers: { Host: HOST, Cookie: cookie } })).text()).replace(/<!-- -->/g, "");
    expect(html).toMatch(
      /Wrong passwords this hour, from all addresses: 4 of 30 before\s+sign-in pauses for everyone \(the count restarts/,
    );
  });

  it("the window ends an hour after the first wrong password, and sign-in opens again", async () => {
    const start = Date.now() - SIGN_IN_LOCKOUT.windowMs - 1000;
    for (let i = 0; i < SIGN_IN_LOCKOUT.failures; i++) await recordWrongPassword(db, start);
    expect((await signInLockout(db, start + 1000)).pausedUntil).toBe(start + SIGN_IN_LOCKOUT.windowMs);
    expect((await signIn(PASSWORD)).res.status).toBe(302);
  });
});
