/**
 * "Check sources now" in System Status: a plain form post that asks each configured source once from the
 * Worker (here the fake source, on this file's tenant) and shows per source and game the HTTP status or
 * the error, the time and what it would add, WITHOUT writing anything: D1's draws, divisions and ingest
 * runs are the same before and after, in the normal and the refused (HTTP 403) shapes. The check is in
 * the audit log. All figures invented.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import worker from "../../workers/app";
import { adminAuthConfig } from "~/admin/config.server";
import { startSession } from "~/admin/session.server";
import { checkSources } from "~/admin/source-check.server";
import { getDb } from "~/db/client.server";
import { parseEnv } from "~/http/env.server";
import type { PublishedDraw } from "../fake-source/control";
import { DAILY_NEW, LOTTO_NEW, POWERBALL_NEW } from "../fake-source/draws";
import { appEnv, clearAll, db, env, SATURDAY_NIGHT, snapshot, TEST_HTTP, tenant } from "../fake-source/workers-kit";
import { testDraw, writeDraws } from "./seed";

const HOST = "source-check.test";
const ORIGIN = `https://${HOST}`;
const source = tenant("source-check");

const EVERY_GAME: Record<string, PublishedDraw[]> = {
  lotto: [LOTTO_NEW],
  "lotto-plus-1": [{ issue: 2741, date: "2026-11-21", numbers: [3, 9, 17, 28, 36, 47], bonus: 12 }],
  "lotto-plus-2": [{ issue: 2741, date: "2026-11-21", numbers: [1, 6, 20, 33, 40, 51], bonus: 25 }],
  powerball: [POWERBALL_NEW],
  "powerball-plus": [{ issue: 1811, date: "2026-11-20", numbers: [2, 11, 25, 38, 49], bonus: 5 }],
  "daily-lotto": [DAILY_NEW],
};

let client = 0;

async function postCheck() {
  const config = adminAuthConfig(parseEnv(env));
  if (!config.configured) throw new Error("the workers config must set ADMIN_PASSWORD and SESSION_SECRET");
  const cookie = (await startSession(getDb(env.DB), config)).split(";")[0]!;
  const ctx = createExecutionContext();
  const request = new Request(`${ORIGIN}/admin`, {
    method: "POST",
    body: new URLSearchParams({ intent: "check-sources" }),
    headers: { Host: HOST, Origin: ORIGIN, Cookie: cookie, "CF-Connecting-IP": `198.18.40.${++client}` },
  }) as Parameters<NonNullable<typeof worker.fetch>>[0];
  const bindings = {
    ...env,
    RESULTS_SOURCE_URL: source.officialUrl,
    SEARCH_API_URL: source.searchUrl,
    EDGE_CACHE_TTL: "0",
  } as unknown as Env;
  const res = await worker.fetch(request, bindings, ctx);
  await waitOnExecutionContext(ctx);
  return { res, html: (await res.text()).replace(/<!-- -->/g, "") };
}

const ingestRunCount = async () => (await env.DB.prepare("SELECT count(*) AS n FROM ingest_runs").first<{ n: number }>())!.n;
const checkAudits = async () =>
  (await env.DB.prepare("SELECT actor, entity, after FROM admin_audit WHERE action = 'check-sources' ORDER BY id").all<{ after: string }>())
    .results;

beforeEach(async () => {
  await clearAll();
  await env.DB.prepare("DELETE FROM admin_audit WHERE action = 'check-sources'").run();
  // We hold Saturday's Lotto draw without its prize table: the source's answer would bring the table.
  await writeDraws([testDraw({ game: "lotto", drawDate: "2026-11-21", drawNumber: 2741, numbers: [4, 15, 23, 31, 42, 50], bonus: 9 })]);
});

describe("checkSources (a dry run)", () => {
  it("reports per game the answers' statuses and what it would add or update, and writes nothing", async () => {
    await source.publish(EVERY_GAME);
    const before = await snapshot();
    // That Saturday night: a draw held without its prize table is asked for again while it is recent.
    const report = await checkSources({ db: db(), env: appEnv(source), now: SATURDAY_NIGHT, http: TEST_HTTP });

    expect(await snapshot()).toEqual(before);
    expect(await ingestRunCount()).toBe(0);
    const [official, search] = report.sources;
    expect(search).toMatchObject({ source: "search", notConfigured: expect.stringContaining("not configured"), games: [] });
    expect(official!.notConfigured).toBeNull();
    const byGame = Object.fromEntries(official!.games.map((game) => [game.game, game]));
    expect(byGame.powerball).toMatchObject({ error: null, newDraws: [{ drawDate: "2026-11-20", divisions: 9 }], updates: [] });
    expect(byGame.powerball!.statuses.length).toBeGreaterThanOrEqual(2);
    expect(byGame.powerball!.statuses.every((status) => status === 200)).toBe(true);
    expect(byGame.lotto).toMatchObject({
      error: null,
      newDraws: [],
      updates: [{ drawDate: "2026-11-21", fields: expect.arrayContaining(["divisions"]) }],
    });
    expect(report.ok).toBe(true);
    expect(report.message).toBe(
      "Checked without storing anything. Official results API: answered for 6 of 6 games; would add 5 draws and update 1.",
    );
  });
});

describe("the Check sources now button", () => {
  // The Worker reads its clock: that Saturday night, when Saturday's draw is still recent enough for its
  // missing prize table to be asked for.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(SATURDAY_NIGHT);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows, without JavaScript, what each source answered and would add; nothing is stored; the check is audited", async () => {
    await source.publish(EVERY_GAME);
    const before = await snapshot();
    const { res, html } = await postCheck();
    expect(res.status).toBe(200);
    expect(await snapshot()).toEqual(before);
    expect(await ingestRunCount()).toBe(0);

    const card = /<div data-testid="source-check">.*?<\/table>/s.exec(html)?.[0] ?? "";
    expect(card).toContain('<input type="hidden" name="intent" value="check-sources"/>');
    expect(card).toContain(
      "Checked without storing anything. Official results API: answered for 6 of 6 games; would add 5 draws and update 1.",
    );
    const powerball = /<tr[^>]*><th scope="row"[^>]*>PowerBall<\/th>.*?<\/tr>/s.exec(card)?.[0] ?? "";
    expect(powerball).toMatch(/HTTP 200, 200/);
    expect(powerball).toMatch(/\d{1,2} \w{3} \d{4}, \d\d:\d\d SAST/);
    expect(powerball).toContain("new draw Fri 20 Nov 2026 (9 prize divisions)");
    const lotto = /<tr[^>]*><th scope="row"[^>]*>Lotto<\/th>.*?<\/tr>/s.exec(card)?.[0] ?? "";
    expect(lotto).toMatch(/Sat 21 Nov 2026: [^<]*divisions/);
    expect(html).toContain("Not asked: not configured: set the secrets SEARCH_API_KEY and SEARCH_ENGINE_ID.");

    const audits = await checkAudits();
    expect(audits).toHaveLength(1);
    expect(JSON.parse(audits[0]!.after)).toMatchObject({
      ok: true,
      sources: [{ source: "official", notConfigured: null }, { source: "search" }, { source: "resultsza" }],
    });
  });

  it("reports the refusal when the official API answers HTTP 403, asks no further game, and stores nothing", async () => {
    await source.block(EVERY_GAME);
    const before = await snapshot();
    const { res, html } = await postCheck();
    expect(res.status).toBe(200);
    expect(await snapshot()).toEqual(before);
    expect(await ingestRunCount()).toBe(0);
    // One request, refused; the other games are skipped rather than asked.
    expect(await source.requests()).toHaveLength(1);

    expect(html).toMatch(
      /role="alert"[^>]*data-testid="source-check-message"[^>]*>Checked without storing anything\. Official results API: answered for 0 of 6 games/,
    );
    const lotto = /<tr[^>]*><th scope="row"[^>]*>Lotto<\/th>.*?<\/tr>/s.exec(html)?.[0] ?? "";
    expect(lotto).toMatch(/HTTP 403 · [^<]*403/);
    const daily = /<tr[^>]*><th scope="row"[^>]*>Daily Lotto<\/th>.*?<\/tr>/s.exec(html)?.[0] ?? "";
    expect(daily).toContain("skipped: the source refused the previous request");
    expect(JSON.parse((await checkAudits())[0]!.after)).toMatchObject({ ok: false });
  });
});
