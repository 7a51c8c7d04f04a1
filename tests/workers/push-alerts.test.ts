/**
 * Win alerts sent (issue 32 §2), end to end in workerd: subscriptions made through the API, a new draw
 * queued on the real `PUSH_ALERTS` queue, the Worker's own `queue` handler as its consumer, and pushes
 * posted over HTTPS to the fake push service (tests/fake-push), whose records the tests read back: the
 * VAPID token is verified against our public key and the payload decrypted with the subscriber's keys,
 * as a push service and a browser would. Draws are invented.
 */
import { SELF } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { encodeBase64Url } from "~/push/base64url";
import { getDb } from "~/db/client.server";
import { pageEnds } from "~/models/push-subscriptions.server";
import { PAGE_SIZE, sendAlertPage } from "~/push/alert-consumer.server";
import { readDrawAlert } from "~/push/draw-alert";
import { readJackpotAlert } from "~/push/jackpot-alert";
import { queueDrawAlerts } from "~/push/queue-alerts.server";
import { saDate } from "~/words/sa-time";
import { parseEnv } from "~/http/env.server";
import { decryptPush, newSubscriber, verifyVapid, type Subscriber } from "../fake-push/browser-side";
import type { ReceivedPush } from "../fake-push/server";
import { clearDraws, testDraw, writeDraws } from "./seed";
import { env } from "./test-env";

const bindings = env as unknown as Env & { FAKE_PUSH_ORIGIN: string; VAPID_PUBLIC_KEY: string };
const PUSH = bindings.FAKE_PUSH_ORIGIN;
/**
 * Tonight's draws: queued at 22:00 SAST that night (only recent draws make an alert). The pushes
 * themselves go out on the real clock, which their VAPID tokens and the queue need.
 */
const TONIGHT = new Date("2026-11-21T20:00:00Z");
const TODAY = saDate(TONIGHT);
let next = 0;

async function subscribe(subscriber: Subscriber, id: string, games: string[], jackpots?: Record<string, number>) {
  const res = await SELF.fetch("https://alerts.test/api/push/subscriptions", {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": `198.18.8.${++next}` },
    body: JSON.stringify({ endpoint: `${PUSH}/push/${id}`, keys: { p256dh: subscriber.p256dh, auth: subscriber.auth }, games, jackpots }),
  });
  expect(res.status).toBe(201);
}

const pushesTo = async (id: string) => (await fetch(`${PUSH}/control/pushes/${id}`)).json<ReceivedPush[]>();
const answerWith = (id: string, status: number) =>
  fetch(`${PUSH}/control/answer`, { method: "POST", body: JSON.stringify({ id, status }) });

/** Polls until `check` passes (the queue delivers its batch within about a second). */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const subscriptionRow = (id: string) =>
  env.DB.prepare("SELECT failures, last_success_at FROM push_subscriptions WHERE endpoint = ?").bind(`${PUSH}/push/${id}`).first();

/**
 * Subscriptions stored straight into D1, as saveSubscription stores them (the API's per-address limit
 * would take an address each): one browser key pair, each its own auth secret and endpoint.
 */
async function storeSubscriptions(ids: readonly string[], subscriber: Subscriber, game: string) {
  const statements = ids.flatMap((id) => [
    env.DB.prepare("INSERT INTO push_subscriptions (endpoint, p256dh, auth, created_at) VALUES (?, ?, ?, ?)").bind(
      `${PUSH}/push/${id}`,
      subscriber.p256dh,
      encodeBase64Url(crypto.getRandomValues(new Uint8Array(16))),
      Date.now(),
    ),
    env.DB.prepare("INSERT INTO push_subscription_games (endpoint, game) VALUES (?, ?)").bind(`${PUSH}/push/${id}`, game),
  ]);
  for (let start = 0; start < statements.length; start += 1000) await env.DB.batch(statements.slice(start, start + 1000));
}

/** How many rows `sql` counts for the endpoints of the subscriptions tagged `tag`. */
const countTagged = (sql: string, tag: string) => async () =>
  (await env.DB.prepare(sql).bind(`${PUSH}/push/${tag}-%`).first<{ n: number }>())!.n;
const deliveredSql = (drawDate: string) =>
  `SELECT count(*) AS n FROM push_subscription_games g JOIN push_subscriptions s ON s.endpoint = g.endpoint
   WHERE g.endpoint LIKE ? AND g.last_draw_date = '${drawDate}' AND s.last_success_at IS NOT NULL`;

beforeAll(async () => {
  // workerd trusts the fake push service's test CA only when NODE_EXTRA_CA_CERTS names it.
  const reachable = await fetch(`${PUSH}/control/pushes/none`).then(
    (res) => res.ok,
    () => false,
  );
  if (!reachable)
    throw new Error(
      "The fake push service is not reachable over HTTPS: run these tests with `npm run test:workers -- <file>`, which sets NODE_EXTRA_CA_CERTS.",
    );
});

beforeEach(async () => {
  await clearDraws();
  await env.DB.batch([env.DB.prepare("DELETE FROM push_subscription_games"), env.DB.prepare("DELETE FROM push_subscriptions")]);
});

describe("a new draw's alert", () => {
  it("reaches each subscriber of its game exactly once, signed with our VAPID key and readable only with the subscriber's keys", async () => {
    const lotto = await newSubscriber();
    const powerball = await newSubscriber();
    const tag = `once-${Date.now()}`;
    await subscribe(lotto, `${tag}-lotto`, ["lotto", "daily-lotto"]);
    await subscribe(powerball, `${tag}-pb`, ["powerball"]);
    await writeDraws([testDraw({ game: "lotto", drawDate: TODAY, numbers: [3, 11, 19, 27, 38, 45], bonus: 50 })]);

    expect(await queueDrawAlerts(bindings.PUSH_ALERTS, [{ game: "lotto", drawDate: TODAY }], TONIGHT)).toBe(1);
    const [push] = await eventually(
      () => pushesTo(`${tag}-lotto`),
      (list) => list.length > 0,
    );
    expect(push, "a push reached the fake push service").toBeDefined();

    // As the push service checks it: a VAPID token for its origin, valid for at most a day, with a mailto: contact.
    expect(push!.headers["content-encoding"]).toBe("aes128gcm");
    expect(Number(push!.headers.ttl)).toBeGreaterThan(0);
    const claims = await verifyVapid(push!.headers.authorization!, bindings.VAPID_PUBLIC_KEY);
    expect(claims.aud).toBe(PUSH);
    expect(claims.sub).toMatch(/^mailto:.+@.+/);
    expect(claims.exp * 1000 - Date.now()).toBeGreaterThan(0);
    expect(claims.exp * 1000 - Date.now()).toBeLessThanOrEqual(24 * 3600 * 1000);

    // As the browser reads it: the draw, and the page to open.
    const alert = readDrawAlert(
      JSON.parse(
        await decryptPush(
          Uint8Array.from(atob(push!.body), (c) => c.charCodeAt(0)),
          lotto,
        ),
      ),
    );
    expect(alert).toMatchObject({ kind: "draw", game: "lotto", drawDate: TODAY, numbers: [3, 11, 19, 27, 38, 45], bonus: 50 });
    expect(alert?.url).toMatch(new RegExp(`/results/lotto/${TODAY}$`));
    // Another subscriber's keys cannot read it.
    await expect(
      decryptPush(
        Uint8Array.from(atob(push!.body), (c) => c.charCodeAt(0)),
        powerball,
      ),
    ).rejects.toThrow();

    // The same draw queued again (a later ingest filling in its prize table): nobody gets a second push.
    await queueDrawAlerts(bindings.PUSH_ALERTS, [{ game: "lotto", drawDate: TODAY }], TONIGHT);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await pushesTo(`${tag}-lotto`)).toHaveLength(1);
    // Nobody who asked only about another game hears of it.
    expect(await pushesTo(`${tag}-pb`)).toEqual([]);
    expect(await subscriptionRow(`${tag}-lotto`)).toMatchObject({ failures: 0 });
  }, 40_000);

  it("a subscription the push service says is gone (410) is deleted; one it refuses for now is kept and counted", async () => {
    const tag = `gone-${Date.now()}`;
    await subscribe(await newSubscriber(), `${tag}-gone`, ["powerball"]);
    await subscribe(await newSubscriber(), `${tag}-busy`, ["powerball"]);
    await answerWith(`${tag}-gone`, 410);
    await answerWith(`${tag}-busy`, 400);
    await writeDraws([testDraw({ game: "powerball", drawDate: TODAY, numbers: [2, 9, 21, 33, 44], bonus: 7 })]);
    await queueDrawAlerts(bindings.PUSH_ALERTS, [{ game: "powerball", drawDate: TODAY }], TONIGHT);

    expect(
      await eventually(
        () => subscriptionRow(`${tag}-gone`),
        (row) => row === null,
      ),
    ).toBeNull();
    expect(
      await eventually(
        () => subscriptionRow(`${tag}-busy`),
        (row) => (row as { failures: number } | null)?.failures === 1,
      ),
    ).toMatchObject({
      failures: 1,
      last_success_at: null,
    });
  }, 40_000);

  it("reaches every subscriber of a page larger than D1 binds in one statement once, and deletes every gone one", async () => {
    // More subscriptions than D1's 100 parameters a statement, in one page (PAGE_SIZE): marking them
    // delivered and deleting the gone must go in slices (ENDPOINTS_PER_STATEMENT), or the page fails
    // after its pushes went out and the queue sends them all again. Stored straight into D1 (the API's
    // per-address limit would take 250 addresses).
    const tag = `many-${Date.now()}`;
    const subscriber = await newSubscriber();
    const delivered = Array.from({ length: 150 }, (_, i) => `${tag}-d${String(i).padStart(3, "0")}`);
    const gone = Array.from({ length: 110 }, (_, i) => `${tag}-g${String(i).padStart(3, "0")}`);
    await storeSubscriptions([...delivered, ...gone], subscriber, "lotto");
    await Promise.all(gone.map((id) => answerWith(id, 410)));
    await writeDraws([testDraw({ game: "lotto", drawDate: TODAY, numbers: [4, 12, 20, 28, 36, 44], bonus: 52 })]);
    await queueDrawAlerts(bindings.PUSH_ALERTS, [{ game: "lotto", drawDate: TODAY }], TONIGHT);

    expect(await eventually(countTagged(deliveredSql(TODAY), tag), (n) => n === delivered.length)).toBe(delivered.length);
    const stored = countTagged("SELECT count(*) AS n FROM push_subscriptions WHERE endpoint LIKE ?", tag);
    expect(await eventually(stored, (n) => n === delivered.length)).toBe(delivered.length);
    // Each delivered one had exactly one push (a failed page would have been retried, sending them again).
    await new Promise((resolve) => setTimeout(resolve, 1500));
    for (const id of [delivered[0]!, delivered[89]!, delivered[90]!, delivered[149]!]) expect(await pushesTo(id), id).toHaveLength(1);
  }, 60_000);

  it("fans out a game of more than a page: cut into ranges of a page each, every subscriber sent once", async () => {
    // 2 full pages and 150 more: the draw's first message queues a message for each full page's range
    // and sends the last 150 itself (alert-consumer.server.ts, PAGE_SIZE 500).
    const tag = `fan-${Date.now()}`;
    const ids = Array.from({ length: 2 * PAGE_SIZE + 150 }, (_, i) => `${tag}-${String(i).padStart(4, "0")}`);
    await storeSubscriptions(ids, await newSubscriber(), "powerball");
    const db = getDb(env.DB);
    // The ranges' ends: every PAGE_SIZE-th endpoint of the game, from where the cut starts.
    expect(await pageEnds(db, "powerball", null, PAGE_SIZE, 100)).toEqual([`${PUSH}/push/${ids[499]}`, `${PUSH}/push/${ids[999]}`]);
    expect(await pageEnds(db, "powerball", null, PAGE_SIZE, 1)).toEqual([`${PUSH}/push/${ids[499]}`]);
    expect(await pageEnds(db, "powerball", `${PUSH}/push/${ids[499]}`, PAGE_SIZE, 100)).toEqual([`${PUSH}/push/${ids[999]}`]);
    expect(await pageEnds(db, "lotto", null, PAGE_SIZE, 100)).toEqual([]);

    await writeDraws([testDraw({ game: "powerball", drawDate: TODAY, numbers: [5, 10, 15, 20, 25], bonus: 3 })]);
    await queueDrawAlerts(bindings.PUSH_ALERTS, [{ game: "powerball", drawDate: TODAY }], TONIGHT);
    expect(await eventually(countTagged(deliveredSql(TODAY), tag), (n) => n === ids.length, 40_000)).toBe(ids.length);
    // The ranges meet without overlapping: each side of each cut had one push.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    for (const index of [0, 499, 500, 999, 1000, ids.length - 1]) expect(await pushesTo(ids[index]!), ids[index]).toHaveLength(1);
  }, 90_000);

  it("two consumers on the same range at once (the draw queued again mid fan-out) send each subscriber one push", async () => {
    const tag = `twice-${Date.now()}`;
    const ids = Array.from({ length: 30 }, (_, i) => `${tag}-${String(i).padStart(2, "0")}`);
    await storeSubscriptions(ids, await newSubscriber(), "lotto-plus-1");
    await writeDraws([testDraw({ game: "lotto-plus-1", drawDate: TODAY, numbers: [1, 9, 17, 25, 33, 41], bonus: 49 })]);
    const deps = { db: getDb(env.DB), env: parseEnv(env), queue: undefined };
    const message = { kind: "draw" as const, game: "lotto-plus-1" as const, drawDate: TODAY, after: null, until: null, attempt: 1 };

    const reports = await Promise.all([sendAlertPage(message, deps), sendAlertPage(message, deps)]);
    expect(reports[0].delivered + reports[1].delivered).toBe(ids.length);
    const counts = await Promise.all(ids.map(async (id) => (await pushesTo(id)).length));
    expect(counts).toEqual(ids.map(() => 1));
  }, 60_000);

  it("is not sent for an old draw, nor for one that is no longer the game's newest", async () => {
    const tag = `old-${Date.now()}`;
    await subscribe(await newSubscriber(), tag, ["daily-lotto"]);
    const yesterday = saDate(new Date(TONIGHT.getTime() - 86_400_000));
    await writeDraws([
      testDraw({ game: "daily-lotto", drawDate: yesterday, numbers: [1, 2, 3, 4, 5] }),
      testDraw({ game: "daily-lotto", drawDate: TODAY, numbers: [6, 7, 8, 9, 10] }),
      testDraw({ game: "daily-lotto", drawDate: "2026-01-05", numbers: [11, 12, 13, 14, 15] }),
    ]);
    // A correction to a January draw queues nothing; yesterday's draw is queued but no longer the newest.
    expect(await queueDrawAlerts(bindings.PUSH_ALERTS, [{ game: "daily-lotto", drawDate: "2026-01-05" }], TONIGHT)).toBe(0);
    expect(await queueDrawAlerts(bindings.PUSH_ALERTS, [{ game: "daily-lotto", drawDate: yesterday }], TONIGHT)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await pushesTo(tag)).toEqual([]);
  }, 40_000);
});

describe("a jackpot alert (issue 45)", () => {
  /** What a subscriber's pushes said, decrypted with its keys: the kind of each and the jackpot ones. */
  async function readPushes(id: string, subscriber: Subscriber) {
    const pushes = await pushesTo(id);
    const bodies = await Promise.all(
      pushes.map(
        async (push) =>
          JSON.parse(
            await decryptPush(
              Uint8Array.from(atob(push.body), (c) => c.charCodeAt(0)),
              subscriber,
            ),
          ) as unknown,
      ),
    );
    return { draws: bodies.filter((body) => readDrawAlert(body)).length, jackpots: bodies.flatMap((body) => readJackpotAlert(body) ?? []) };
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 2500));
  const DAY = 86_400_000;
  /** A PowerBall draw with its next-jackpot estimate, stored and queued as an ingest does `days` after tonight. */
  async function ingest(drawDate: string, nextJackpot: number, days: number) {
    await writeDraws([testDraw({ game: "powerball", drawDate, numbers: [5, 10, 15, 20, 25], bonus: 3, nextJackpot })]);
    await queueDrawAlerts(bindings.PUSH_ALERTS, [{ game: "powerball", drawDate }], new Date(TONIGHT.getTime() + days * DAY));
  }

  it("reaches a subscriber whose threshold the estimate crosses from below once per crossing, and nobody without a threshold", async () => {
    const tag = `jackpot-${Date.now()}`;
    const [withThreshold, without] = [await newSubscriber(), await newSubscriber()];
    // Tuesday's draw announced R 90 million for tonight's; then they subscribe.
    await writeDraws([
      testDraw({ game: "powerball", drawDate: "2026-11-17", numbers: [1, 2, 3, 4, 5], bonus: 1, nextJackpot: 90_000_000 }),
    ]);
    await subscribe(withThreshold, `${tag}-100m`, ["powerball"], { powerball: 100_000_000 });
    await subscribe(without, `${tag}-none`, ["powerball"]);

    // Tonight's draw (Friday 20 Nov) announces R 110 million for Tuesday: one jackpot push, besides the results.
    await ingest("2026-11-20", 110_000_000, 0);
    const told = await eventually(
      () => readPushes(`${tag}-100m`, withThreshold),
      (read) => read.jackpots.length > 0 && read.draws > 0,
    );
    expect(told.jackpots).toEqual([
      {
        kind: "jackpot",
        game: "powerball",
        estimate: 110_000_000,
        drawDate: "2026-11-24",
        price: null,
        url: expect.stringMatching(/\/results\/powerball$/),
      },
    ]);
    // The push carries nothing about the subscriber: not the threshold, not the endpoint.
    expect(JSON.stringify(told.jackpots[0])).not.toMatch(/100000000|push\//);
    // The same draw stored and queued again (its prize table filled in): still one.
    await ingest("2026-11-20", 110_000_000, 0);
    // Tuesday's draw: the estimate stays over (R 125 million): no jackpot push, only the results.
    await ingest("2026-11-24", 125_000_000, 3);
    await settle();
    expect(await readPushes(`${tag}-100m`, withThreshold)).toMatchObject({ draws: 2, jackpots: [{ estimate: 110_000_000 }] });
    expect(await readPushes(`${tag}-none`, without)).toEqual({ draws: 2, jackpots: [] });

    // The jackpot is won (R 40 million announced), then it climbs past R 100 million again: a new crossing, a new push.
    await ingest("2026-11-27", 40_000_000, 6);
    await ingest("2026-12-01", 104_000_000, 10);
    const again = await eventually(
      () => readPushes(`${tag}-100m`, withThreshold),
      (read) => read.jackpots.length > 1,
    );
    expect(again.jackpots.map((alert) => [alert.estimate, alert.drawDate])).toEqual([
      [110_000_000, "2026-11-24"],
      [104_000_000, "2026-12-04"],
    ]);
    expect((await readPushes(`${tag}-none`, without)).jackpots).toEqual([]);
  }, 60_000);

  it("is not sent to a subscriber who set the threshold under a jackpot already announced", async () => {
    const tag = `already-${Date.now()}`;
    const subscriber = await newSubscriber();
    await writeDraws([
      testDraw({ game: "powerball", drawDate: "2026-11-17", numbers: [1, 2, 3, 4, 5], bonus: 1, nextJackpot: 120_000_000 }),
    ]);
    await subscribe(subscriber, tag, ["powerball"], { powerball: 100_000_000 });
    await ingest("2026-11-20", 130_000_000, 0);
    await eventually(
      () => readPushes(tag, subscriber),
      (read) => read.draws > 0,
    );
    await settle();
    expect(await readPushes(tag, subscriber)).toEqual({ draws: 1, jackpots: [] });
  }, 40_000);
});
