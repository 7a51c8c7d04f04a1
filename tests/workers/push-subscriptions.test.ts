/**
 * Win alerts' subscriptions (issue 32 §1): POST and DELETE /api/push/subscriptions and GET /api/push/key,
 * through the whole Worker into the real D1. The browser's keys are made here as a browser makes them
 * (a P-256 key pair and 16 random bytes); endpoints are at a real push service's host (nothing is sent
 * to it by these calls) or at the tests' own origin (PUSH_TEST_ORIGINS).
 */
import { SELF } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { encodeBase64Url } from "~/push/base64url";
import { RATE_LIMITS } from "~/limits/rate-limit.server";
import { getDb } from "~/db/client.server";
import { periodMs, RETENTION } from "~/content/data-retention";
import { runRetention } from "~/maintenance/retention.server";
import { env } from "../fake-source/workers-kit";
import { env as migrationsEnv } from "./test-env";

const ORIGIN = "https://push.test";
const API = "/api/push/subscriptions";
const FCM = "https://fcm.googleapis.com/fcm/send/";

let next = 0;
/** Every call is its own client unless told otherwise, so the per-address limit stays out of the way. */
const freshClient = () => `198.18.7.${++next}`;

async function browserKeys() {
  const pair = await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"]);
  const p256dh = encodeBase64Url(new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey)));
  return { p256dh, auth: encodeBase64Url(crypto.getRandomValues(new Uint8Array(16))) };
}

function call(method: "POST" | "DELETE", body: unknown, client = freshClient()) {
  return SELF.fetch(`${ORIGIN}${API}`, {
    method,
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": client },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function stored(endpoint: string) {
  const row = await env.DB.prepare("SELECT endpoint, p256dh, auth, failures, last_success_at FROM push_subscriptions WHERE endpoint = ?")
    .bind(endpoint)
    .first();
  const games = await env.DB.prepare("SELECT game FROM push_subscription_games WHERE endpoint = ? ORDER BY game").bind(endpoint).all();
  return { row, games: games.results.map((r) => r.game) };
}

beforeEach(async () => {
  await env.DB.batch([env.DB.prepare("DELETE FROM push_subscription_games"), env.DB.prepare("DELETE FROM push_subscriptions")]);
});

describe("GET /api/push/key", () => {
  it("answers the VAPID public key browsers subscribe with", async () => {
    const res = await SELF.fetch(`${ORIGIN}/api/push/key`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ publicKey: (env as unknown as Record<string, string>).VAPID_PUBLIC_KEY });
  });
});

describe("POST /api/push/subscriptions", () => {
  it("stores a browser's subscription with its games (201), then changes only its games (200); nothing else is kept", async () => {
    const endpoint = `${FCM}device-one`;
    const keys = await browserKeys();
    const first = await call("POST", { endpoint, expirationTime: null, keys, games: ["powerball", "lotto", "lotto"] });
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ subscribed: true, games: ["lotto", "powerball"], jackpots: {} });
    expect(await stored(endpoint)).toEqual({
      row: { endpoint, p256dh: keys.p256dh, auth: keys.auth, failures: 0, last_success_at: null },
      games: ["lotto", "powerball"],
    });

    const again = await call("POST", { endpoint, keys, games: ["daily-lotto", "lotto"] });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ subscribed: true, games: ["daily-lotto", "lotto"], jackpots: {} });
    expect((await stored(endpoint)).games).toEqual(["daily-lotto", "lotto"]);
    const count = await env.DB.prepare("SELECT count(*) AS n FROM push_subscriptions").first<{ n: number }>();
    expect(count?.n).toBe(1);
  });

  it("accepts the push services of every browser, and the tests' own origin", async () => {
    const keys = await browserKeys();
    for (const endpoint of [
      `${FCM}a`,
      "https://updates.push.services.mozilla.com/wpush/v2/b",
      "https://web.push.apple.com/QG-c",
      "https://wns2-par02p.notify.windows.com/w/?token=d",
      "https://127.0.0.1:9443/push/e",
    ]) {
      expect((await call("POST", { endpoint, keys, games: ["lotto"] })).status, endpoint).toBe(201);
    }
  });

  it.each([
    ["an address that is not a push service", { endpoint: "https://evil.example/collect" }, "endpoint must be at a browser's push service"],
    [
      "a push service's host over http",
      { endpoint: "http://fcm.googleapis.com/fcm/send/x" },
      "endpoint must be at a browser's push service",
    ],
    [
      "a push service's host on another port",
      { endpoint: "https://fcm.googleapis.com:8443/x" },
      "endpoint must be at a browser's push service",
    ],
    ["a look-alike host", { endpoint: "https://notify.windows.com.evil.example/x" }, "endpoint must be at a browser's push service"],
    ["no URL", { endpoint: "not a url" }, "endpoint must be a URL."],
    ["a key that is not 65 bytes", { p256dh: encodeBase64Url(new Uint8Array(64).fill(4)) }, "keys.p256dh must be a P-256 public key"],
    [
      "65 bytes that are no point on the curve",
      { p256dh: encodeBase64Url(new Uint8Array(65).fill(4)) },
      "keys.p256dh must be a P-256 public key",
    ],
    ["an auth secret of 12 bytes", { auth: encodeBase64Url(new Uint8Array(12)) }, "keys.auth must be 16 bytes, base64url."],
    ["an unknown game", { games: ["lotto", "euromillions"] }, "games must be among lotto, lotto-plus-1"],
    ["no game", { games: [] }, "games must name at least one game."],
  ])("refuses %s with 400 and the reason, storing nothing", async (_name, change, reason) => {
    const keys = await browserKeys();
    const { p256dh, auth, ...rest } = change as Record<string, unknown>;
    const body = {
      endpoint: `${FCM}x`,
      games: ["lotto"],
      ...rest,
      keys: { ...keys, ...(p256dh ? { p256dh } : {}), ...(auth ? { auth } : {}) },
    };
    const res = await call("POST", body);
    expect(res.status).toBe(400);
    const answer = await res.json<{ error: string; message: string }>();
    expect(answer.error).toBe("bad request");
    expect(answer.message).toContain(reason);
    const count = await env.DB.prepare("SELECT count(*) AS n FROM push_subscriptions").first<{ n: number }>();
    expect(count?.n).toBe(0);
  });

  it("stores one subscription per device, however its endpoint is spelled", async () => {
    const keys = await browserKeys();
    const spellings = [
      `${FCM}device-four`,
      "HTTPS://fcm.googleapis.com/fcm/send/device-four",
      "https://FCM.GoogleApis.COM/fcm/send/device-four",
      "https://fcm.googleapis.com:443/fcm/send/device-four",
      "https://fcm.googleapis.com./fcm/send/device-four",
      "Https://Fcm.googleapis.com.:443/fcm/send/device-four",
      "https://fcm.googleapis.com.:0443/fcm/send/device-four",
      "hTTps://FCM.GOOGLEAPIS.COM.:443/fcm/send/device-four",
    ];
    const statuses = [];
    for (const endpoint of spellings) statuses.push((await call("POST", { endpoint, keys, games: ["lotto"] })).status);
    expect(statuses).toEqual([201, 200, 200, 200, 200, 200, 200, 200]);
    const rows = await env.DB.prepare("SELECT endpoint FROM push_subscriptions").all();
    expect(rows.results).toEqual([{ endpoint: `${FCM}device-four` }]);
    // The path is the push service's own: its case is kept.
    expect((await call("POST", { endpoint: `${FCM}Device-Four`, keys, games: ["lotto"] })).status).toBe(201);
  });

  it("changes an endpoint's keys only with its current auth secret (currentAuth): 403 otherwise, the keys kept", async () => {
    const endpoint = `${FCM}device-five`;
    const keys = await browserKeys();
    expect((await call("POST", { endpoint, keys, games: ["lotto"] })).status).toBe(201);

    const other = await browserKeys();
    const taken = await call("POST", { endpoint, keys: other, games: ["lotto", "powerball"] });
    expect(taken.status).toBe(403);
    expect(await taken.json()).toEqual({ error: "forbidden", message: expect.stringContaining("belongs to another browser") });
    expect(await call("POST", { endpoint, keys: other, games: ["lotto"], currentAuth: other.auth }).then((r) => r.status)).toBe(403);
    expect(await stored(endpoint)).toMatchObject({ row: { p256dh: keys.p256dh, auth: keys.auth }, games: ["lotto"] });

    const renewed = await call("POST", { endpoint, keys: other, games: ["lotto"], currentAuth: keys.auth });
    expect(renewed.status).toBe(200);
    expect(await stored(endpoint)).toMatchObject({ row: { p256dh: other.p256dh, auth: other.auth } });
  });

  it("keeps a jackpot threshold per game (issue 45), within bounds and only for a followed game; 400 with the reason otherwise", async () => {
    const endpoint = `${FCM}jackpots`;
    const keys = await browserKeys();
    const first = await call("POST", { endpoint, keys, games: ["powerball", "lotto"], jackpots: { powerball: 100_000_000 } });
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ subscribed: true, games: ["lotto", "powerball"], jackpots: { powerball: 100_000_000 } });
    // Without `jackpots` the thresholds stay; with it they are replaced.
    expect(await (await call("POST", { endpoint, keys, games: ["powerball", "lotto"] })).json()).toMatchObject({
      jackpots: { powerball: 100_000_000 },
    });
    expect(
      await (await call("POST", { endpoint, keys, games: ["powerball", "lotto"], jackpots: { lotto: 20_000_000 } })).json(),
    ).toMatchObject({
      jackpots: { lotto: 20_000_000 },
    });

    const refusals: [unknown, string][] = [
      [{ powerball: 50_000 }, "a jackpot threshold must be at least R 100,000."],
      [{ powerball: 2_000_000_000 }, "a jackpot threshold must be at most R 1,000,000,000."],
      [{ powerball: 100_000_000.5 }, "a jackpot threshold must be whole rand."],
      [{ powerball: "100 million" }, "a jackpot threshold must be a number of rand."],
      [{ "daily-lotto": 500_000 }, "jackpots.daily-lotto: a jackpot threshold needs the game in games."],
      [{ keno: 500_000 }, "jackpots must name games among lotto, lotto-plus-1, lotto-plus-2, powerball, powerball-plus, daily-lotto."],
      [[100_000_000], 'jackpots must be an object: {"<game>": <rand>}.'],
    ];
    for (const [jackpots, message] of refusals) {
      const res = await call("POST", { endpoint, keys, games: ["powerball", "lotto"], jackpots });
      expect(res.status, JSON.stringify(jackpots)).toBe(400);
      expect((await res.json<{ message: string }>()).message).toBe(message);
    }
    // Nothing refused changed what was stored.
    const row = await env.DB.prepare("SELECT game, jackpot_threshold FROM push_subscription_games WHERE endpoint = ? ORDER BY game")
      .bind(endpoint)
      .all();
    expect(row.results).toEqual([
      { game: "lotto", jackpot_threshold: 20_000_000 },
      { game: "powerball", jackpot_threshold: null },
    ]);
  });

  it("refuses a body that is not JSON, or lacks the keys", async () => {
    expect(await (await call("POST", "endpoint=x")).json()).toEqual({ error: "bad request", message: "The body must be JSON." });
    const res = await call("POST", { endpoint: `${FCM}x`, games: ["lotto"] });
    expect(res.status).toBe(400);
    expect((await res.json<{ message: string }>()).message).toBe("keys is required (p256dh and auth).");
  });
});

describe("DELETE /api/push/subscriptions", () => {
  it("removes the subscription and its games (204) for the browser that holds it, and a second time is not an error", async () => {
    const endpoint = `${FCM}device-two`;
    const keys = await browserKeys();
    expect((await call("POST", { endpoint, keys, games: ["lotto", "powerball"] })).status).toBe(201);
    // What the browser sends: its PushSubscription JSON as it is.
    expect((await call("DELETE", { endpoint, expirationTime: null, keys })).status).toBe(204);
    expect(await stored(endpoint)).toEqual({ row: null, games: [] });
    expect((await call("DELETE", { endpoint, keys })).status).toBe(204);
    expect((await call("DELETE", { endpoint: "https://evil.example/x", keys })).status).toBe(400);
  });

  it("needs the subscription's auth secret: without it 400, with another 403, and the subscription stays", async () => {
    const endpoint = `${FCM}device-three`;
    const keys = await browserKeys();
    expect((await call("POST", { endpoint, keys, games: ["lotto"] })).status).toBe(201);

    const bare = await call("DELETE", { endpoint });
    expect(bare.status).toBe(400);
    expect((await bare.json<{ message: string }>()).message).toContain("keys is required: the subscription's own keys.auth proves");
    const guessed = await call("DELETE", { endpoint, keys: { auth: (await browserKeys()).auth } });
    expect(guessed.status).toBe(403);
    expect(await guessed.json()).toEqual({ error: "forbidden", message: expect.stringContaining("belongs to another browser") });
    // The endpoint spelled another way is the same subscription, and just as guarded.
    expect(
      (await call("DELETE", { endpoint: endpoint.replace("https://fcm.", "HTTPS://FCM."), keys: { auth: (await browserKeys()).auth } }))
        .status,
    ).toBe(403);
    expect((await stored(endpoint)).games).toEqual(["lotto"]);
  });

  it("is a method only this API takes: DELETE elsewhere is 405", async () => {
    const res = await SELF.fetch(`${ORIGIN}/api/results/latest`, { method: "DELETE" });
    expect(res.status).toBe(405);
  });
});

describe("the limit per address", () => {
  it(`subscribing and unsubscribing share it: after ${RATE_LIMITS.push.limit} calls in a minute the next is 429 with Retry-After`, async () => {
    // The local binding counts in windows aligned to the clock: start well inside one. The wait for the
    // next window can take up to 10 s, hence the test's own timeout below.
    const msLeft = 60_000 - (Date.now() % 60_000);
    if (msLeft < 10_000) await new Promise((resolve) => setTimeout(resolve, msLeft + 50));
    const client = freshClient();
    const keys = await browserKeys();
    for (let i = 0; i < RATE_LIMITS.push.limit; i++) {
      const res =
        i % 2 === 0
          ? await call("POST", { endpoint: `${FCM}limit`, keys, games: ["lotto"] }, client)
          : await call("DELETE", { endpoint: `${FCM}limit`, keys }, client);
      expect(res.status).not.toBe(429);
    }
    const refused = await call("DELETE", { endpoint: `${FCM}limit`, keys }, client);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("60");
    expect(await refused.json()).toEqual({ error: "Too many alert changes from your address. Please wait a minute and try again." });
  }, 30_000);
});

describe("the daily retention job", () => {
  it(`deletes a subscription no alert reached for ${RETENTION.pushSubscriptionIdle.amount} days, with its games, and keeps the others`, async () => {
    const keys = await browserKeys();
    for (const name of ["idle", "fresh", "delivered"])
      expect((await call("POST", { endpoint: `${FCM}${name}`, keys, games: ["lotto"] })).status).toBe(201);
    const now = Date.now();
    const old = now - periodMs(RETENTION.pushSubscriptionIdle) - 60_000;
    await env.DB.batch([
      env.DB.prepare("UPDATE push_subscriptions SET created_at = ? WHERE endpoint = ?").bind(old, `${FCM}idle`),
      // Made long ago, but an alert reached it last week.
      env.DB.prepare("UPDATE push_subscriptions SET created_at = ?, last_success_at = ? WHERE endpoint = ?").bind(
        old,
        now - 7 * 86_400_000,
        `${FCM}delivered`,
      ),
    ]);
    const report = await runRetention(getDb(env.DB), new Date(now));
    expect(report.pushSubscriptions).toEqual({ rows: 1, complete: true });
    expect(await stored(`${FCM}idle`)).toEqual({ row: null, games: [] });
    expect((await stored(`${FCM}fresh`)).games).toEqual(["lotto"]);
    expect((await stored(`${FCM}delivered`)).games).toEqual(["lotto"]);
  });
});

describe("migration 0006: the rows stored before one spelling", () => {
  it("spells every endpoint one way and makes one subscription of each device's spellings, games merged", async () => {
    const keys = [await browserKeys(), await browserKeys(), await browserKeys()];
    const rows: [string, (typeof keys)[number], number, string, string | null][] = [
      ["HTTPS://FCM.googleapis.com:443/fcm/send/dup", keys[0]!, 1_000, "lotto", "2026-11-18"],
      ["https://fcm.googleapis.com./fcm/send/dup", keys[1]!, 3_000, "lotto", "2026-11-21"],
      ["https://Fcm.Googleapis.com/fcm/send/dup", keys[0]!, 2_000, "powerball", null],
      ["https://wns2-par02p.notify.windows.com/w/?token=Keep-Case", keys[2]!, 1_000, "daily-lotto", null],
      ["https://127.0.0.1:9443/push/test", keys[2]!, 1_000, "lotto", null],
    ];
    await env.DB.batch(
      rows.flatMap(([endpoint, key, createdAt, game, last]) => [
        env.DB.prepare("INSERT INTO push_subscriptions (endpoint, p256dh, auth, created_at) VALUES (?, ?, ?, ?)").bind(
          endpoint,
          key.p256dh,
          key.auth,
          createdAt,
        ),
        env.DB.prepare("INSERT INTO push_subscription_games (endpoint, game, last_draw_date) VALUES (?, ?, ?)").bind(endpoint, game, last),
      ]),
    );

    const migration = migrationsEnv.TEST_MIGRATIONS.find((m) => m.name.startsWith("0006_"));
    expect(migration).toBeDefined();
    await env.DB.batch(migration!.queries.map((query) => env.DB.prepare(query)));

    const subscriptions = await env.DB.prepare("SELECT endpoint, auth FROM push_subscriptions ORDER BY endpoint").all();
    expect(subscriptions.results).toEqual([
      // The spelling stored last gives the keys: the browser's newest.
      { endpoint: "https://127.0.0.1:9443/push/test", auth: keys[2]!.auth },
      { endpoint: `${FCM}dup`, auth: keys[1]!.auth },
      { endpoint: "https://wns2-par02p.notify.windows.com/w/?token=Keep-Case", auth: keys[2]!.auth },
    ]);
    const games = await env.DB.prepare("SELECT endpoint, game, last_draw_date FROM push_subscription_games ORDER BY endpoint, game").all();
    expect(games.results).toEqual([
      { endpoint: "https://127.0.0.1:9443/push/test", game: "lotto", last_draw_date: null },
      // The newest draw each game was sent: no draw is pushed to the device twice.
      { endpoint: `${FCM}dup`, game: "lotto", last_draw_date: "2026-11-21" },
      { endpoint: `${FCM}dup`, game: "powerball", last_draw_date: null },
      { endpoint: "https://wns2-par02p.notify.windows.com/w/?token=Keep-Case", game: "daily-lotto", last_draw_date: null },
    ]);
    const leftovers = await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE name LIKE 'push_%merged' OR name = 'push_endpoint_spellings'",
    ).all();
    expect(leftovers.results).toEqual([]);
  });
});
