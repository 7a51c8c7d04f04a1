/**
 * The second source, ResultsZA, against its fake (tests/fake-source/resultsza.ts) in workerd with the real
 * D1: the poll brings in a draw the official source lacks and confirms one it gave; a reading that
 * differs is held and listed while the official one is kept; the webhook's refusals store nothing and a
 * signed delivery brings a draw in. All figures invented.
 */
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import worker from "../../workers/app";
import { systemStatus } from "~/admin/status.server";
import { runIngest } from "~/ingest/run-ingest.server";
import { pushedResultszaSource, resultszaBatch } from "~/ingest/sources/resultsza.server";
import { parseEnv } from "~/http/env.server";
import { purgeResults } from "~/edge/edge-cache.server";
import { DAILY_NEW, LOTTO_NEW, POWERBALL_NEW } from "../fake-source/draws";
import { resultszaEntry, resultszaWebhookBody, resultszaWebhookSignature } from "../fake-source/resultsza";
import {
  appEnv,
  clearAll,
  db,
  divisionRows,
  drawRow,
  env,
  runs,
  SATURDAY_NIGHT,
  snapshot,
  tenant,
  TEST_HTTP,
} from "../fake-source/workers-kit";

const source = tenant("resultsza");
const KEY = "test-resultsza-key-0123456789";
const SECRET = "test-resultsza-webhook-secret-0123456789";
const ORIGIN = "https://site.test";

const ask = (which: "official" | "resultsza", games: Parameters<typeof runIngest>[0]["games"], key = KEY) =>
  runIngest({
    db: db(),
    env: appEnv(source, { resultszaKey: key }),
    trigger: "cli",
    source: which,
    games,
    now: () => SATURDAY_NIGHT,
    http: TEST_HTTP,
  });

const asked = async () =>
  (await source.requests()).filter((r) => r.endpoint === "resultsza").map((r) => `${String(r.body.game)} ${String(r.body.date)}`);

async function sourcesOf(game: string, date: string) {
  return (
    await env.DB.prepare(
      "SELECT s.source FROM draw_sources s JOIN draws d ON d.id = s.draw_id WHERE d.game = ? AND d.draw_date = ? ORDER BY s.first_seen, s.source",
    )
      .bind(game, date)
      .all<{ source: string }>()
  ).results.map((row) => row.source);
}

const disagreements = async () =>
  (await env.DB.prepare("SELECT * FROM draw_disagreements ORDER BY id").all<Record<string, unknown>>()).results.map((row) => ({
    ...row,
    fields: JSON.parse(String(row.fields)) as string[],
  }));

async function get(path: string, bindings: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const request = new Request(`${ORIGIN}${path}`) as Parameters<NonNullable<typeof worker.fetch>>[0];
  const res = await worker.fetch(request, { ...env, EDGE_CACHE_TTL: "0", ...bindings }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

async function deliver(
  body: string,
  options: { signature?: string | null; bindings?: Record<string, string>; headers?: Record<string, string> } = {},
) {
  const signature = options.signature === undefined ? await resultszaWebhookSignature(SECRET, body) : options.signature;
  const ctx = createExecutionContext();
  const request = new Request(`${ORIGIN}/api/ingest/resultsza`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      ...(signature === null ? {} : { "X-ResultsZA-Signature": signature }),
      ...options.headers,
    },
    body,
  }) as Parameters<NonNullable<typeof worker.fetch>>[0];
  const res = await worker.fetch(request, { ...env, RESULTSZA_WEBHOOK_SECRET: SECRET, ...options.bindings } as unknown as Env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

beforeEach(clearAll);

describe("polling ResultsZA", () => {
  it("brings in a draw the official source lacks, and confirms the one it gave", async () => {
    await source.publishBoth({ lotto: [LOTTO_NEW] }, { lotto: [LOTTO_NEW], "daily-lotto": [DAILY_NEW] }, KEY);
    await ask("official", ["lotto", "daily-lotto"]);

    const summary = await ask("resultsza", ["lotto", "daily-lotto"]);

    expect(summary).toMatchObject({ source: "resultsza", outcome: "ok" });
    expect(summary.results).toMatchObject({ lotto: "0 added, 0 updated, 1 unchanged", "daily-lotto": "1 added, 0 updated, 0 unchanged" });
    // The draw only ResultsZA gave: its date part taken as the SA date (the Z is spurious), rand kept as rand.
    expect(await drawRow("daily-lotto", "2026-11-21")).toMatchObject({ source: "resultsza", draw_number: 1520, draw_machine: "RNG2" });
    expect(await divisionRows("daily-lotto", "2026-11-21")).toEqual([
      { division: 1, match: "5", winners: 1, payout: 400_000 },
      { division: 2, match: "4", winners: 250, payout: 450.2 },
      { division: 3, match: "3", winners: 7_000, payout: 18.5 },
      { division: 4, match: "2", winners: 70_000, payout: 5 },
    ]);
    expect(await sourcesOf("lotto", "2026-11-21")).toEqual(["official", "resultsza"]);
    expect(await sourcesOf("daily-lotto", "2026-11-21")).toEqual(["resultsza"]);
    expect(await disagreements()).toEqual([]);

    const lotto = await (await get("/api/results/lotto/2026-11-21")).json<Record<string, unknown>>();
    expect(lotto).toMatchObject({ confirmed: true, drawMachine: "RNG2" });
    expect((lotto.sources as { source: string }[]).map((s) => s.source)).toEqual(["official", "resultsza"]);
    const daily = await (await get("/api/results/daily-lotto/2026-11-21")).json<Record<string, unknown>>();
    expect(daily).toMatchObject({ confirmed: false, sources: [{ source: "resultsza", firstSeen: expect.any(String) }] });

    const page = await (await get("/results/lotto/2026-11-21")).text();
    expect(page).toContain("Source: the National Lottery&#x27;s official results, confirmed by ResultsZA. Drawn by machine RNG2.");
  });

  it("asks only for the draws it has not given with their prize table, one date a request, with the key", async () => {
    await source.publishBoth({}, { lotto: [LOTTO_NEW] }, KEY);
    await ask("resultsza", ["lotto"]);
    // Saturday night: that day's draw and Wednesday's, the week's two Lotto draws.
    expect(await asked()).toEqual(["lotto 2026-11-21", "lotto 2026-11-18"]);

    await source.publishBoth({}, { lotto: [LOTTO_NEW] }, KEY);
    await ask("resultsza", ["lotto"]);
    // Saturday's is in, with its divisions: only Wednesday's, which ResultsZA has not answered, is asked again.
    expect(await asked()).toEqual(["lotto 2026-11-18"]);
  });

  it("a key ResultsZA refuses fails the run and stores nothing", async () => {
    await source.publishBoth({}, { lotto: [LOTTO_NEW] }, KEY);
    const before = await snapshot();

    const summary = await ask("resultsza", ["lotto"], "not-our-key");

    expect(summary.outcome).toBe("failed");
    expect(summary.results.lotto).toContain("HTTP 403");
    expect(await snapshot()).toEqual(before);
  });

  it("a reading that differs from the official one is held and listed; the official reading is kept", async () => {
    const differing = resultszaEntry("lotto", LOTTO_NEW, {
      bonus_ball: 10,
      divisions: [
        { division: "DIV 1", match: "MATCH 6", winners: 0, winning_amount: 0 },
        { division: "DIV 2", match: "MATCH 5 + BONUS", winners: 1, winning_amount: 205_000.5 },
      ],
    });
    await source.publishBoth({ lotto: [LOTTO_NEW] }, { lotto: [differing] }, KEY);
    await ask("official", ["lotto"]);

    const summary = await ask("resultsza", ["lotto"]);

    expect(await drawRow("lotto", "2026-11-21")).toMatchObject({ bonus: 9, source: "official" });
    expect((await divisionRows("lotto", "2026-11-21"))[1]).toMatchObject({ division: 2, payout: 250_000.5 });
    expect(await disagreements()).toEqual([
      expect.objectContaining({ source: "resultsza", kept_source: "official", fields: ["bonus", "division 2 payout"], resolved_at: null }),
    ]);
    expect(summary.results.warnings).toContain("resultsza and official disagree (bonus, division 2 payout)");
    const answer = await (await get("/api/results/lotto/2026-11-21")).json<Record<string, unknown>>();
    expect(answer).toMatchObject({ confirmed: false });

    // The public correction log shows both readings.
    const log = await (await get("/data-sources")).text();
    const row = /<tr[^>]*data-disagreement[^>]*>([\s\S]*?)<\/tr>/.exec(log)?.[1] ?? "";
    expect(row).toContain("bonus, division 2 payout");
    expect(row).toContain("4 15 23 31 42 50 + 9; division 2: 1 winner, R 250,000.50");
    expect(row).toContain("4 15 23 31 42 50 + 10; division 2: 1 winner, R 205,000.50");
    const page = await (await get("/results/lotto/2026-11-21")).text();
    expect(page).toContain("another source gave a different reading");
    // And the admin's System Status raises it.
    const status = await systemStatus(db(), appEnv(source), SATURDAY_NIGHT);
    expect(status.disagreements).toEqual([
      expect.objectContaining({
        gameName: "Lotto",
        drawDate: "2026-11-21",
        fields: "bonus, division 2 payout",
        kept: { source: "the National Lottery's official results", reading: expect.stringContaining("+ 9") },
        held: { source: "ResultsZA", reading: expect.stringContaining("+ 10") },
        resolvedAt: null,
      }),
    ]);
  });

  it("ResultsZA first, then an official reading that differs: the official one replaces it, ResultsZA's is held", async () => {
    await source.publishBoth({ lotto: [LOTTO_NEW] }, { lotto: [resultszaEntry("lotto", LOTTO_NEW, { bonus_ball: 10 })] }, KEY);
    await ask("resultsza", ["lotto"]);
    expect(await drawRow("lotto", "2026-11-21")).toMatchObject({ bonus: 10, source: "resultsza" });

    await ask("official", ["lotto"]);

    expect(await drawRow("lotto", "2026-11-21")).toMatchObject({ bonus: 9, source: "official" });
    expect(await disagreements()).toEqual([expect.objectContaining({ source: "resultsza", kept_source: "official", fields: ["bonus"] })]);
    expect(await sourcesOf("lotto", "2026-11-21")).toEqual(["resultsza", "official"]);
  });
});

describe("the Cron Trigger with RESULTSZA_API_KEY set", () => {
  it("asks ResultsZA after the official source, for the same games, and confirms what the official source gave", async () => {
    await source.publishBoth({ powerball: [POWERBALL_NEW] }, { powerball: [POWERBALL_NEW] }, KEY);
    const ctx = createExecutionContext();
    const bindings = { ...env, RESULTS_SOURCE_URL: source.officialUrl, RESULTSZA_API_URL: source.resultszaUrl, RESULTSZA_API_KEY: KEY };
    // Friday 20 Nov, 21:40 SAST: a PowerBall night.
    await worker.scheduled(
      createScheduledController({ cron: "*/2 19-21 * * *", scheduledTime: new Date("2026-11-20T19:40:00Z") }),
      bindings as unknown as Env,
      ctx,
    );
    await waitOnExecutionContext(ctx);

    expect((await runs()).map((run) => [run.trigger, run.source])).toEqual([
      ["cron", "official"],
      ["cron", "resultsza"],
    ]);
    expect(await asked()).toContain("sa_powerball 2026-11-20");
    expect(await sourcesOf("powerball", "2026-11-20")).toEqual(["official", "resultsza"]);
  });
});

describe("POST /api/ingest/resultsza", () => {
  // Saturday 21 Nov, 21:05 SAST: five minutes after the draw, when ResultsZA posts it. Deliveries are
  // dispatched by this clock unless a test says otherwise.
  const DELIVERED = new Date("2026-11-21T19:05:00.000Z");
  const minutes = (n: number) => new Date(DELIVERED.getTime() + n * 60_000).toISOString();
  const lottoBody = (envelope: Record<string, unknown> = {}, changes: Record<string, unknown> = {}) =>
    resultszaWebhookBody("lotto", resultszaEntry("lotto", LOTTO_NEW, changes), "result.published", {
      dispatched_at: DELIVERED.toISOString(),
      ...envelope,
    });
  const body = lottoBody();

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(DELIVERED);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("stores a signed result.published delivery as a webhook run; the same delivery again changes nothing", async () => {
    const res = await deliver(body);

    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(await res.json()).toMatchObject({ added: 1, updated: 0 });
    expect(await drawRow("lotto", "2026-11-21")).toMatchObject({ source: "resultsza", bonus: 9, draw_number: 2741 });
    expect(await divisionRows("lotto", "2026-11-21")).toHaveLength(8);
    expect(await runs()).toEqual([expect.objectContaining({ trigger: "webhook", source: "resultsza", draws_added: 1 })]);

    const before = await snapshot();
    const again = await deliver(body);
    expect(await again.json()).toMatchObject({ added: 0, updated: 0 });
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ["no signature", null],
    ["a wrong signature", "sha256=0000000000000000000000000000000000000000000000000000000000000000"],
    ["a signature made with another secret", "other"],
    ["the right digest without its sha256= prefix", "bare"],
  ] as const)("refuses %s with 401 and stores nothing", async (_, signature) => {
    const sent =
      signature === "other"
        ? await resultszaWebhookSignature("another-secret", body)
        : signature === "bare"
          ? (await resultszaWebhookSignature(SECRET, body)).slice("sha256=".length)
          : signature;
    const res = await deliver(body, { signature: sent });
    expect(res.status).toBe(401);
    expect(await drawRow("lotto", "2026-11-21")).toBeNull();
    expect(await runs()).toEqual([]);
  });

  it("answers 503 when RESULTSZA_WEBHOOK_SECRET is not set, and stores nothing", async () => {
    const res = await deliver(body, { bindings: { RESULTSZA_WEBHOOK_SECRET: "" } });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ error: "not configured" });
    expect(await drawRow("lotto", "2026-11-21")).toBeNull();
  });

  it.each([
    ["a draw its rules refuse", lottoBody({}, { winning_numbers: [1, 2, 3, 4, 5, 6, 7] }), "6 main numbers"],
    ["an entry without its date", lottoBody({}, { date: undefined }), "date"],
    ["a game that is not ours", lottoBody({ game: "keno" }), "keno"],
    ["a body that is not JSON", "{not json", "not JSON"],
  ])("refuses %s with 400 and the reason, storing nothing", async (_, sent, reason) => {
    const res = await deliver(sent);
    expect(res.status).toBe(400);
    expect((await res.json<{ message: string }>()).message).toContain(reason);
    expect(await drawRow("lotto", "2026-11-21")).toBeNull();
    expect(await runs()).toEqual([]);
  });

  it("purges the cached answers of the draw it brings", async () => {
    const { SITE_URL } = parseEnv(env);
    // The tests before this one left the draw's answer in the cache (their deliveries warmed it).
    await purgeResults(SITE_URL, ["/api/results/lotto/2026-11-21"]);
    const answer = async () => {
      const ctx = createExecutionContext();
      const res = await worker.fetch(
        new Request(`${SITE_URL}/api/results/lotto/2026-11-21`) as Parameters<NonNullable<typeof worker.fetch>>[0],
        env,
        ctx,
      );
      await waitOnExecutionContext(ctx);
      return res.status;
    };
    // Not in yet: the edge cache keeps that 404 for a few seconds.
    expect(await answer()).toBe(404);
    expect((await deliver(body)).status).toBe(200);
    expect(await answer()).toBe(200);
  });

  it("acknowledges the portal's test delivery without storing it", async () => {
    const res = await deliver(resultszaWebhookBody("lotto", resultszaEntry("lotto", LOTTO_NEW), "result.test"));
    expect(res.status).toBe(200);
    expect(await drawRow("lotto", "2026-11-21")).toBeNull();
  });

  /** A refusal: 400 with its reason as JSON, no run opened, every draw and division as it was. */
  async function expectRefused(sent: string, reason: string, headers: Record<string, string> = {}) {
    const before = await snapshot();
    const runsBefore = await runs();
    const res = await deliver(sent, { headers });
    expect(res.status).toBe(400);
    expect(res.headers.get("Content-Type")).toContain("application/json");
    const answer = await res.json<{ error: string; message: string }>();
    expect(answer.message).toContain(reason);
    expect(await snapshot()).toEqual(before);
    expect(await runs()).toEqual(runsBefore);
  }

  it.each([
    ["dispatched six minutes ago (a replay)", { dispatched_at: minutes(-6) }, "more than 5 minutes ago"],
    ["dispatched two minutes ahead of the site's clock", { dispatched_at: minutes(2) }, "ahead of the site's clock"],
    ["without dispatched_at", { dispatched_at: undefined }, "dispatched_at is required"],
    ["with a dispatched_at that is no time", { dispatched_at: "yesterday" }, "not an ISO 8601 time"],
    ["with a dispatched_at without its zone", { dispatched_at: "2026-11-21T19:05:00" }, "not an ISO 8601 time"],
  ])("refuses a delivery %s with 400, storing nothing", async (_, envelope, reason) => {
    await expectRefused(lottoBody(envelope), reason);
    expect(await drawRow("lotto", "2026-11-21")).toBeNull();
  });

  it("takes a delivery four minutes old, or 30 s ahead of the site's clock (clocks drift)", async () => {
    expect((await deliver(lottoBody({ dispatched_at: minutes(-4) }))).status).toBe(200);
    const daily = resultszaWebhookBody("daily-lotto", resultszaEntry("daily-lotto", DAILY_NEW), "result.published", {
      dispatched_at: new Date(DELIVERED.getTime() + 30_000).toISOString(),
    });
    expect((await deliver(daily)).status).toBe(200);
    expect(await drawRow("daily-lotto", "2026-11-21")).not.toBeNull();
  });

  it("takes the game only from the signed body: one naming none is refused, whatever X-ResultsZA-Game says", async () => {
    await expectRefused(lottoBody({ game: undefined }, { game_type: undefined }), "names no game", { "X-ResultsZA-Game": "Lotto Plus 1" });
    for (const game of ["lotto", "lotto-plus-1", "lotto-plus-2"]) expect(await drawRow(game, "2026-11-21"), game).toBeNull();
  });

  it("never lets an older delivery overwrite a newer one: a replay after a correction is refused", async () => {
    // 21:02: ResultsZA posts the draw with a wrong bonus ball; 21:04 its correction.
    const wrong = lottoBody({ dispatched_at: minutes(-3) }, { bonus_ball: 10 });
    expect((await deliver(wrong)).status).toBe(200);
    expect((await deliver(lottoBody({ dispatched_at: minutes(-1) }))).status).toBe(200);
    expect(await drawRow("lotto", "2026-11-21")).toMatchObject({ bonus: 9 });

    // 21:05: the first delivery again, still within its five minutes: the correction stays.
    await expectRefused(wrong, "a newer delivery (dispatched at 2026-11-21T19:04:00.000Z) is already stored");
    expect(await drawRow("lotto", "2026-11-21")).toMatchObject({ bonus: 9 });
    // The correction itself again (at-least-once delivery) is no refusal, and changes nothing.
    const before = await snapshot();
    expect((await deliver(lottoBody({ dispatched_at: minutes(-1) }))).status).toBe(200);
    expect(await snapshot()).toEqual(before);
  });

  it("the write compares inside its own batch: an older push that got past the check writes nothing", async () => {
    expect((await deliver(lottoBody({ dispatched_at: minutes(-1) }))).status).toBe(200);
    const before = await snapshot();
    // As if a delivery dispatched earlier had been checked just before the newer one landed.
    const older = resultszaBatch("lotto", resultszaEntry("lotto", LOTTO_NEW, { bonus_ball: 10 }));
    const summary = await runIngest({
      db: db(),
      env: appEnv(source),
      trigger: "webhook",
      source: "resultsza",
      adapter: pushedResultszaSource("lotto", { ...older, dispatchedAt: minutes(-3) }),
      games: ["lotto"],
      now: () => DELIVERED,
    });
    expect(summary.outcome).toBe("failed");
    expect(summary.results.lotto).toContain("an older push than the newest accepted for this draw");
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    [
      "a PowerBall draw dated 29 Dec 2099",
      () =>
        resultszaWebhookBody("powerball", resultszaEntry("powerball", { ...POWERBALL_NEW, date: "2099-12-29" }), "result.published", {
          dispatched_at: DELIVERED.toISOString(),
        }),
      "2099-12-29 is after today in South Africa (2026-11-21)",
    ],
    [
      "a Lotto draw dated next week",
      () => lottoBody({}, { date: "2026-11-28T21:00:00Z" }),
      "2026-11-28 is after today in South Africa (2026-11-21)",
    ],
    ["a next jackpot of 1e300 rand", () => lottoBody({}, { next_jackpot: 1e300 }), "nextJackpot: must be at most R 1,000,000,000"],
    [
      "a payout above a billion rand",
      () => lottoBody({}, { divisions: [{ division: "DIV 1", match: "MATCH 6", winners: 1, winning_amount: 1_000_000_000.01 }] }),
      "must be at most R 1,000,000,000",
    ],
    ["a negative rollover", () => lottoBody({}, { rollover_amount: -5 }), "rolloverAmount: must not be negative"],
    [
      "a body nested 5,000 deep",
      () => `{"event":"result.published","data":${"[".repeat(5_000)}${"]".repeat(5_000)}}`,
      "nests more than 32 levels deep",
    ],
    ["an array of 5,000 items", () => lottoBody({}, { winning_numbers: Array.from({ length: 5_000 }, () => 1) }), "more than 1000 items"],
  ])("refuses %s with 400 and its reason, the latest results unchanged", async (_, sent, reason) => {
    // What the site showed before: the draw of the night, delivered properly.
    expect((await deliver(body)).status).toBe(200);
    const latest = await (await get("/api/results/latest")).json();
    await expectRefused(sent(), reason);
    expect(await drawRow("powerball", "2099-12-29")).toBeNull();
    expect(await (await get("/api/results/latest")).json()).toEqual(latest);
  });

  it("refuses today's draw before its draw time, and takes it once drawn", async () => {
    vi.setSystemTime(new Date("2026-11-21T18:30:00.000Z")); // 20:30 SAST
    const early = resultszaWebhookBody("lotto", resultszaEntry("lotto", LOTTO_NEW), "result.published", {
      dispatched_at: new Date().toISOString(),
    });
    await expectRefused(early, "Lotto draws at 21:00 SAST and it is 20:30");
    expect(await drawRow("lotto", "2026-11-21")).toBeNull();
  });
});
