/**
 * The one "draws changed" step (app/edge/draws-changed.server.ts), through every path that stores draws:
 * the cron (official source, and ResultsZA's poll), the collector's signed push, ResultsZA's signed
 * webhook, the admin's refresh, save and delete, and the remote CLI's signed "draws changed" call after
 * it wrote D1 itself. After each write, the first visitor of the game's page
 * and of the home page 4 s later is answered from the edge cache (HIT) with the new draw, because the
 * step purged those pages and rendered them back, reading D1's primary. The clock is Saturday 21 Nov
 * 2026, 21:40 SAST, after that night's Lotto draw. All figures invented.
 */
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import worker from "../../workers/app";
import { adminAuthConfig } from "~/admin/config.server";
import { startSession } from "~/admin/session.server";
import { getDb } from "~/db/client.server";
import { purgeResults, RESULTS_PATHS } from "~/edge/edge-cache.server";
import { parseEnv } from "~/http/env.server";
import { pushSignature, type PushedAnswer } from "~/ingest/collector-answers.server";
import { DRAWS_CHANGED_PATH, MAX_CHANGED_DRAWS, signedDrawsChanged } from "~/ingest/draws-changed-call.server";
import { RECENT_PAGE_SIZE } from "~/ingest/sources/official.server";
import { LOTTO_NEW } from "../fake-source/draws";
import { detailData, FAKE_POOLS, listItem, ok } from "../fake-source/payloads";
import { resultszaEntry, resultszaWebhookBody, resultszaWebhookSignature } from "../fake-source/resultsza";
import { clearAll, drawRow, env, tenant } from "../fake-source/workers-kit";
import { testDraw, writeDraws } from "./seed";

const HOST = "warm.test";
const ORIGIN = `https://${HOST}`;
const SITE_URL = parseEnv(env).SITE_URL; // cache keys use the canonical origin
const NIGHT = new Date("2026-11-21T19:40:00Z"); // Saturday 21:40 SAST
const INGEST_SECRET = "test-ingest-secret-0123456789abcdef";
const WEBHOOK_SECRET = "test-resultsza-webhook-secret-0123456789";
const RESULTSZA_KEY = "test-resultsza-key-0123456789";
const TOKEN = "test-admin-api-token-0123456789abcdef";
const source = tenant("draws-changed");
/** The new draw's own page: linked from the game page and the home page once they show it. */
const NEW_DRAW_LINK = `/results/lotto/${LOTTO_NEW.date}`;
const WATCHED = ["/", "/results/lotto"];

/** The Worker's bindings: this file's tenant of the fake source, the push secrets. */
const bindings = (extra: Record<string, unknown> = {}) =>
  ({
    ...env,
    RESULTS_SOURCE_URL: source.officialUrl,
    RESULTSZA_API_URL: source.resultszaUrl,
    RESULTSZA_API_KEY: "",
    INGEST_SECRET,
    RESULTSZA_WEBHOOK_SECRET: WEBHOOK_SECRET,
    ...extra,
  }) as unknown as Env;

let client = 0;
/** One request through the Worker, its waitUntil work (the warm-up) finished before it returns. */
async function call(path: string, init: RequestInit & { headers?: Record<string, string> } = {}, extra: Record<string, unknown> = {}) {
  const ctx = createExecutionContext();
  const request = new Request(`${ORIGIN}${path}`, {
    redirect: "manual",
    ...init,
    headers: { Host: HOST, "CF-Connecting-IP": `198.18.7.${++client}`, ...init.headers },
  }) as Parameters<NonNullable<typeof worker.fetch>>[0];
  const res = await worker.fetch(request, bindings(extra), ctx);
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  return { status: res.status, cache: res.headers.get("X-Edge-Cache"), body };
}

/** A visitor's GET (no cookie: the request the shared cache answers). */
/**
 * A page as a visitor sees it before any script runs: without the hidden slots in which the late-results
 * watch (components/watch/WatchArrival.tsx) would show an awaited draw, whose link names that draw.
 */
const visit = async (path: string) => {
  const page = await call(path);
  return { ...page, body: page.body.replace(/<div data-watch-arrival="[^"]*" hidden=""[\s\S]*?<\/template><\/div>/g, "") };
};

async function runCron(extra: Record<string, unknown> = {}) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron: "*/2 19-21 * * *", scheduledTime: NIGHT.getTime() }), bindings(extra), ctx);
  await waitOnExecutionContext(ctx);
}

/** The first visitors, 4 s after the write: each page from the cache, showing `expected`. */
async function expectWarm(expected: (body: string) => void) {
  vi.setSystemTime(new Date(Date.now() + 4_000));
  for (const path of WATCHED) {
    const page = await visit(path);
    expect(page.status, path).toBe(200);
    expect(page.cache, path).toBe("HIT");
    expected(page.body);
  }
}

const showsNewDraw = (body: string) => expect(body).toContain(NEW_DRAW_LINK);

/** The official API's answers for Lotto's newest draw, as the collector records them. */
function collectorAnswers(): PushedAnswer[] {
  const lotto = FAKE_POOLS.lotto;
  return [
    {
      request: {
        path: "/engine/draw/issueWinPoolInfoPageQuery",
        body: { gameId: lotto.gameId, winPoolId: lotto.winPoolId, pageNum: 1, pageSize: RECENT_PAGE_SIZE },
      },
      response: ok({ list: [listItem("lotto", LOTTO_NEW)], pageNum: 1, pageSize: RECENT_PAGE_SIZE, total: 1, pages: 1 }),
    },
    {
      request: {
        path: "/engine/draw/getIssueDrawResultDetail",
        body: { gameId: lotto.gameId, wagerIssue: String(LOTTO_NEW.issue), winPoolId: lotto.winPoolId, plusFlag: 0 },
      },
      response: ok(detailData("lotto", LOTTO_NEW, LOTTO_NEW.levels)),
    },
  ];
}

function collectorPush(extra: Record<string, unknown> = {}) {
  const body = JSON.stringify({ answers: collectorAnswers() });
  const timestamp = String(Math.floor(Date.now() / 1000));
  return call(
    "/api/ingest/official",
    {
      method: "POST",
      body,
      headers: {
        "Content-Type": "application/json",
        "X-Ingest-Timestamp": timestamp,
        "X-Ingest-Signature": pushSignature(INGEST_SECRET, timestamp, body),
      },
    },
    extra,
  );
}

/** The CLI's remote ingest wrote the draw to D1 itself, from its machine (not through the Worker). */
const writeNewDrawAsTheCli = () =>
  writeDraws([
    testDraw({
      game: "lotto",
      drawDate: LOTTO_NEW.date,
      drawNumber: LOTTO_NEW.issue,
      numbers: [...LOTTO_NEW.numbers],
      bonus: LOTTO_NEW.bonus,
    }),
  ]);

/** The CLI's signed "draws changed" call, as scripts/lib/tell-site.ts sends it (or as `init` changes it). */
function drawsChangedCall(
  init: RequestInit = signedDrawsChanged(INGEST_SECRET, [{ game: "lotto", drawDate: LOTTO_NEW.date }]),
  extra = {},
) {
  return call(DRAWS_CHANGED_PATH, { ...init, headers: { ...(init.headers as Record<string, string>) } }, extra);
}

async function adminCookie() {
  const config = adminAuthConfig(parseEnv(env));
  if (!config.configured) throw new Error("the workers config must set ADMIN_PASSWORD and SESSION_SECRET");
  return (await startSession(getDb(env.DB), config)).split(";")[0]!;
}

async function adminPost(fields: Record<string, string>) {
  return call("/admin", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { Origin: ORIGIN, Cookie: await adminCookie(), "Content-Type": "application/x-www-form-urlencoded" },
  });
}

const LOTTO_FORM = {
  game: "lotto",
  drawDate: LOTTO_NEW.date,
  drawNumber: String(LOTTO_NEW.issue),
  numbers: [...LOTTO_NEW.numbers].sort((a, b) => a - b).join(" "),
  bonus: String(LOTTO_NEW.bonus),
  jackpot: "",
  nextJackpot: "12500000",
  rollover: "yes",
};

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NIGHT);
  await clearAll();
  await env.DB.prepare("DELETE FROM admin_audit").run();
  await source.publish({});
  // The night before the results: Wednesday's draw is the newest, and the pages are cached showing it.
  await writeDraws([testDraw({ game: "lotto", drawDate: "2026-11-18", drawNumber: 2740, numbers: [1, 2, 3, 4, 5, 6], bonus: 7 })]);
  await purgeResults(SITE_URL, [...RESULTS_PATHS, NEW_DRAW_LINK]);
  for (const path of WATCHED) {
    await visit(path);
    const cached = await visit(path);
    expect(cached.cache, path).toBe("HIT");
    expect(cached.body, path).not.toContain(NEW_DRAW_LINK);
  }
});

afterEach(() => {
  vi.useRealTimers();
});

describe("after each path that stores draws, the game page and the home page are warm and new", () => {
  it("the cron's ingest from the official source", async () => {
    await source.publish({ lotto: [LOTTO_NEW] });
    await runCron();
    expect(await drawRow("lotto", LOTTO_NEW.date)).not.toBeNull();
    await expectWarm(showsNewDraw);
  });

  it("the cron's poll of ResultsZA (the official source has nothing)", async () => {
    await source.publishBoth({}, { lotto: [LOTTO_NEW] }, RESULTSZA_KEY);
    await runCron({ RESULTSZA_API_KEY: RESULTSZA_KEY });
    expect(await drawRow("lotto", LOTTO_NEW.date)).toMatchObject({ source: "resultsza" });
    await expectWarm(showsNewDraw);
  });

  it("the collector's signed push", async () => {
    const res = await collectorPush();
    expect(res.status, res.body).toBe(200);
    await expectWarm(showsNewDraw);
  });

  it("ResultsZA's signed webhook delivery", async () => {
    const body = resultszaWebhookBody("lotto", resultszaEntry("lotto", LOTTO_NEW), "result.published", {
      dispatched_at: new Date().toISOString(),
    });
    const res = await call("/api/ingest/resultsza", {
      method: "POST",
      body,
      headers: { "Content-Type": "application/json", "X-ResultsZA-Signature": await resultszaWebhookSignature(WEBHOOK_SECRET, body) },
    });
    expect(res.status, res.body).toBe(200);
    await expectWarm(showsNewDraw);
  });

  it("the admin's refresh (POST /api/refresh-google-data)", async () => {
    await source.publish({ lotto: [LOTTO_NEW] });
    const res = await call("/api/refresh-google-data", { method: "POST", headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(res.body).toContain("1 added");
    await expectWarm(showsNewDraw);
  });

  it("the admin's manual save", async () => {
    const res = await adminPost({ intent: "save-draw", ...LOTTO_FORM });
    expect(res.status, res.body).toBe(200);
    expect(await drawRow("lotto", LOTTO_NEW.date)).not.toBeNull();
    await expectWarm(showsNewDraw);
  });

  it("the admin's delete: the pages are warm without the deleted draw", async () => {
    expect((await adminPost({ intent: "save-draw", ...LOTTO_FORM })).status).toBe(200);
    await expectWarm(showsNewDraw);
    const id = (await env.DB.prepare("SELECT id FROM draws WHERE game = 'lotto' AND draw_date = ?")
      .bind(LOTTO_NEW.date)
      .first<{ id: number }>())!.id;
    const res = await adminPost({ intent: "delete-draw", id: String(id) });
    expect(res.status, res.body).toBe(200);
    await expectWarm((body) => {
      expect(body).not.toContain(NEW_DRAW_LINK);
      expect(body).toContain("/results/lotto/2026-11-18");
    });
  });
});

describe('the remote CLI\'s "draws changed" call (POST /api/ingest/draws-changed)', () => {
  it("after the CLI wrote D1 itself, a signed call names the draw: the pages are warm and new", async () => {
    await writeNewDrawAsTheCli();
    const res = await drawsChangedCall();
    expect(res.status, res.body).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ ok: true, draws: 1 });
    expect(JSON.parse(res.body).purged).toBeGreaterThan(WATCHED.length);
    await expectWarm(showsNewDraw);
  });

  const signedBody = (body: string, timestamp = String(Math.floor(Date.now() / 1000)), secret = INGEST_SECRET): RequestInit => ({
    method: "POST",
    body,
    headers: {
      "Content-Type": "application/json",
      "X-Ingest-Timestamp": timestamp,
      "X-Ingest-Signature": pushSignature(secret, timestamp, body),
    },
  });
  const named = JSON.stringify({ changed: [{ game: "lotto", drawDate: LOTTO_NEW.date }] });
  const tooMany = JSON.stringify({
    changed: Array.from({ length: MAX_CHANGED_DRAWS + 1 }, (_, i) => ({ game: "lotto", drawDate: `2026-0${1 + (i % 9)}-1${i % 10}` })),
  });

  it.each([
    ["unsigned", 401, { method: "POST", body: named, headers: { "Content-Type": "application/json" } }, /X-Ingest-Signature are required/],
    ["signed with another secret", 401, () => signedBody(named, undefined, "another-secret-0123456789abcdef"), /signature does not match/],
    [
      "a body other than the one signed",
      401,
      () => ({ ...signedBody(named), body: named.replace("lotto", "powerball") }),
      /does not match/,
    ],
    [
      "replayed six minutes after it was signed",
      401,
      () => signedBody(named, String(Math.floor(Date.now() / 1000) - 360)),
      /more than 300 s from the site's clock/,
    ],
    ["signed, but not JSON", 400, () => signedBody("changed: lotto"), /not JSON/],
    ["signed, naming no draw", 400, () => signedBody(JSON.stringify({ changed: [] })), /changed: Array must contain at least 1/],
    [
      "signed, an unknown game",
      400,
      () => signedBody(JSON.stringify({ changed: [{ game: "keno", drawDate: LOTTO_NEW.date }] })),
      /changed\.0\.game/,
    ],
    [
      "signed, not a real date",
      400,
      () => signedBody(JSON.stringify({ changed: [{ game: "lotto", drawDate: "2026-02-30" }] })),
      /changed\.0\.drawDate: a date as YYYY-MM-DD/,
    ],
    [
      "signed, a field it does not take",
      400,
      () => signedBody(JSON.stringify({ changed: [{ game: "lotto", drawDate: LOTTO_NEW.date, x: 1 }] })),
      /Unrecognized key/,
    ],
    ["signed, more draws than a call may name", 400, () => signedBody(tooMany), new RegExp(`at most ${MAX_CHANGED_DRAWS}`)],
  ] as const)("%s: %i with its reason as JSON; nothing purged, nothing stored", async (_label, status, init, reason) => {
    await writeNewDrawAsTheCli();
    const res = await drawsChangedCall(typeof init === "function" ? init() : init);
    expect(res.status, res.body).toBe(status);
    expect(JSON.parse(res.body).message).toMatch(reason);
    // The pages cached before the call are still the ones served: nothing was purged or warmed.
    for (const path of WATCHED) {
      const page = await visit(path);
      expect(page.cache, path).toBe("HIT");
      expect(page.body, path).not.toContain(NEW_DRAW_LINK);
    }
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM ingest_runs").first<{ n: number }>()).toEqual({ n: 0 });
  });

  it("without INGEST_SECRET the call is off: 503, nothing purged", async () => {
    const res = await drawsChangedCall(undefined, { INGEST_SECRET: "" });
    expect(res.status, res.body).toBe(503);
    expect((await visit("/results/lotto")).cache).toBe("HIT");
  });

  it("answers a GET 405 with Allow: POST", async () => {
    const res = await call(DRAWS_CHANGED_PATH);
    expect(res.status).toBe(405);
  });
});

describe("the warm-up reads D1's primary", () => {
  it("every page it renders after a push opens a first-primary session, never a replica's", async () => {
    const sessions: string[] = [];
    const real = env.DB;
    const spied = new Proxy(real, {
      get(target, property) {
        if (property === "withSession")
          return (constraint: string) => {
            sessions.push(constraint);
            return target.withSession(constraint);
          };
        const value = Reflect.get(target, property) as unknown;
        return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const res = await collectorPush({ DB: spied });
    expect(res.status, res.body).toBe(200);
    // The push itself opens one session; each page rendered back into the cache opens its own.
    expect(sessions.length).toBeGreaterThan(WATCHED.length + 1);
    expect(sessions.every((constraint) => constraint === "first-primary")).toBe(true);
    // Whereas a visitor's GET may read the nearest replica: the spy tells them apart.
    sessions.length = 0;
    await purgeResults(SITE_URL, ["/results/lotto"]);
    await call("/results/lotto", {}, { DB: spied });
    expect(sessions).toEqual(["first-unconstrained"]);
  });
});
