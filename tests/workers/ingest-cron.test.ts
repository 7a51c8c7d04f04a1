/**
 * The Worker's `scheduled` handler (workers/app.ts) with its real environment, whose RESULTS_SOURCE_URL
 * points at the fake source (tenant "worker"): the draw-night cron asks only for the games drawn that
 * SA day, and skips a game once its draw and divisions are in; the catch-up asks for every game.
 */
import { createExecutionContext, createScheduledController, SELF, waitOnExecutionContext } from "cloudflare:test";
import { beforeEach, describe, expect, it, vi } from "vitest";
import worker from "../../workers/app";
import { parseEnv } from "~/http/env.server";
import { DAILY_NEW, LOTTO_NEW, POWERBALL_NEW } from "../fake-source/draws";
import { placeholderLevels } from "../fake-source/payloads";
import { clearAll, divisionRows, drawRow, env, runs, tenant } from "../fake-source/workers-kit";
import { readDrawAlert } from "~/push/draw-alert";
import { decryptPush, newSubscriber } from "../fake-push/browser-side";
import type { ReceivedPush } from "../fake-push/server";

const source = tenant("worker");

async function runCron(cron: string, at: string) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron, scheduledTime: new Date(at) }), env, ctx);
  await waitOnExecutionContext(ctx);
}

const askedGames = async () =>
  [...new Set((await source.requests()).filter((r) => r.endpoint === "list").map((r) => `${r.body.gameId}:${r.body.winPoolId}`))].sort();

beforeEach(async () => {
  await clearAll();
  await source.publish({ lotto: [LOTTO_NEW], "daily-lotto": [DAILY_NEW], powerball: [POWERBALL_NEW] });
});

describe("the Cron Trigger", () => {
  it("on a Saturday night asks for the Lotto games and Daily Lotto only, and stores the new draws", async () => {
    await runCron("*/2 19-21 * * *", "2026-11-21T19:40:00Z"); // 21:40 SAST

    expect(await askedGames()).toEqual(["11001:100", "11101:100", "11101:101", "11101:102"]);
    expect(await drawRow("lotto", "2026-11-21")).toMatchObject({ draw_number: 2741, next_jackpot: 12_500_000 });
    expect(await divisionRows("lotto", "2026-11-21")).toHaveLength(8);
    expect(await drawRow("powerball", "2026-11-20")).toBeNull();
    const [run] = await runs();
    expect(run).toMatchObject({ trigger: "cron", source: "official", outcome: "partial", draws_added: 2 }); // the Plus pools list nothing
    // The new draw's pages were purged and rendered into the edge cache again, for the crowd that comes.
    const cache = (caches as unknown as { default: Cache }).default;
    const { SITE_URL } = parseEnv(env);
    for (const path of ["/", "/results/lotto/2026-11-21", "/api/results/latest", "/api/results/lotto/2026-11-21"]) {
      const entry = await cache.match(`${SITE_URL}${path}`);
      expect(entry?.status, path).toBe(200);
      await entry?.arrayBuffer();
    }
  });

  it("a later check that night skips the games whose draw and divisions are in", async () => {
    await runCron("*/2 19-21 * * *", "2026-11-21T19:40:00Z");
    await source.publish({ lotto: [LOTTO_NEW], "daily-lotto": [DAILY_NEW] });

    await runCron("*/2 19-21 * * *", "2026-11-21T19:50:00Z");

    expect(await askedGames()).toEqual(["11101:101", "11101:102"]);
  });

  it("a placeholder prize table on draw night is asked for again by the next check, which stores the real one", async () => {
    await source.publish({ lotto: [{ ...LOTTO_NEW, levels: placeholderLevels("lotto") }], "daily-lotto": [DAILY_NEW] });
    await runCron("*/2 19-21 * * *", "2026-11-21T19:40:00Z");
    expect(await drawRow("lotto", "2026-11-21")).toMatchObject({ draw_number: 2741 });
    expect(await divisionRows("lotto", "2026-11-21")).toEqual([]);

    await source.publish({ lotto: [LOTTO_NEW], "daily-lotto": [DAILY_NEW] });
    await runCron("*/2 19-21 * * *", "2026-11-21T19:50:00Z");

    expect(await askedGames()).toContain("11101:100");
    expect(await divisionRows("lotto", "2026-11-21")).toHaveLength(8);
  });

  it("the daily catch-up asks again for a prize table missing from the last 7 days", async () => {
    // Friday night's PowerBall came with a placeholder table, and no draw-night check ran after it.
    await source.publish({ powerball: [{ ...POWERBALL_NEW, levels: placeholderLevels("powerball") }] });
    await runCron("30 4 * * *", "2026-11-21T04:30:00Z");
    expect(await divisionRows("powerball", "2026-11-20")).toEqual([]);

    await source.publish({ powerball: [POWERBALL_NEW] });
    await runCron("30 4 * * *", "2026-11-27T04:30:00Z"); // 7 days after the draw: still asked

    const details = (await source.requests()).filter((r) => r.endpoint === "detail").map((r) => r.body.wagerIssue);
    expect(details).toEqual(["1811"]);
    expect(await divisionRows("powerball", "2026-11-20")).toHaveLength(9);
  });

  it("after 22:30 SAST a draw-night run asks only on the ten-minute marks", async () => {
    await runCron("*/2 19-21 * * *", "2026-11-21T20:32:00Z"); // 22:32 SAST
    expect(await askedGames()).toEqual([]);
    await runCron("*/2 19-21 * * *", "2026-11-21T20:40:00Z"); // 22:40 SAST
    expect(await askedGames()).toEqual(["11001:100", "11101:100", "11101:101", "11101:102"]);
  });

  it("the daily catch-up asks for every game", async () => {
    await runCron("30 4 * * *", "2026-11-22T04:30:00Z");
    expect(await askedGames()).toEqual(["11001:100", "11101:100", "11101:101", "11101:102", "11201:100", "11201:101"]);
    expect(await drawRow("powerball", "2026-11-20")).toMatchObject({ draw_number: 1811 });
    expect((await runs())[0]).toMatchObject({ trigger: "cron", draws_added: 3 });
  });

  it("a draw night on which the source refuses every game leaves a warn line, seen with LOG_LEVEL=warn", async () => {
    await source.publish({ lotto: [LOTTO_NEW], "daily-lotto": [DAILY_NEW] }, [{ endpoint: "list", status: 403 }]);
    const warnings = vi.spyOn(console, "warn").mockImplementation(() => {});
    const infos = vi.spyOn(console, "log").mockImplementation(() => {});
    try {
      const ctx = createExecutionContext();
      const quiet = { ...env, LOG_LEVEL: "warn" } as unknown as typeof env;
      await worker.scheduled(
        createScheduledController({ cron: "*/2 19-21 * * *", scheduledTime: new Date("2026-11-21T19:40:00Z") }),
        quiet,
        ctx,
      );
      await waitOnExecutionContext(ctx);
      const lines = warnings.mock.calls.map(([line]) => JSON.parse(String(line)) as { level: string; message: string; outcome?: string });
      expect(lines).toContainEqual(
        expect.objectContaining({ level: "warn", outcome: "failed", message: expect.stringContaining("failed for every game") }),
      );
      expect(infos).not.toHaveBeenCalled();
    } finally {
      warnings.mockRestore();
      infos.mockRestore();
    }
  });
});

describe("the Cron Trigger and win alerts", () => {
  it("a new draw stored by the cron is pushed to its game's subscribers through the alert queue", async () => {
    const push = (env as unknown as { FAKE_PUSH_ORIGIN: string }).FAKE_PUSH_ORIGIN;
    const id = `cron-${Date.now()}`;
    const subscriber = await newSubscriber();
    const subscribed = await SELF.fetch("https://cron.test/api/push/subscriptions", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": "198.18.9.77" },
      body: JSON.stringify({
        endpoint: `${push}/push/${id}`,
        keys: { p256dh: subscriber.p256dh, auth: subscriber.auth },
        games: ["lotto"],
      }),
    });
    expect(subscribed.status).toBe(201);

    await runCron("*/2 19-21 * * *", "2026-11-21T19:40:00Z");
    let received: ReceivedPush[] = [];
    for (let i = 0; i < 75 && received.length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      received = await (await fetch(`${push}/control/pushes/${id}`)).json<ReceivedPush[]>();
    }
    expect(received).toHaveLength(1);
    const body = Uint8Array.from(atob(received[0]!.body), (c) => c.charCodeAt(0));
    expect(readDrawAlert(JSON.parse(await decryptPush(body, subscriber)))).toMatchObject({ game: "lotto", drawDate: "2026-11-21" });
    await env.DB.batch([env.DB.prepare("DELETE FROM push_subscription_games"), env.DB.prepare("DELETE FROM push_subscriptions")]);
  }, 40_000);
});
