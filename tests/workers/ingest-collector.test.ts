/**
 * The collector's push (POST /api/ingest/official) through the whole Worker into the real D1: raw answers
 * of the official API, built by the fake source's own payload builders, signed with INGEST_SECRET and
 * replayed through the official adapter and the write path. All figures invented.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import worker from "../../workers/app";
import { pushSignature, type HistoryPage, type PushedAnswer } from "~/ingest/collector-answers.server";
import { collectHistory, type RecordedPage } from "~/ingest/collector-record.server";
import { RECENT_PAGE_SIZE } from "~/ingest/sources/official.server";
import { LOTTO_NEW, LOTTO_PREVIOUS, POWERBALL_NEW } from "../fake-source/draws";
import { detailData, FAKE_POOLS, listItem, ok } from "../fake-source/payloads";
import { testDraw, writeDraws } from "./seed";
import { clearAll, divisionRows, drawRow, env, runs, snapshot, tenant, TEST_HTTP } from "../fake-source/workers-kit";

const ORIGIN = "https://collector.test";
const SECRET = "test-ingest-secret-0123456789abcdef";
/** Never asked: every answer comes from the push. */
const RESULTS_SOURCE_URL = "https://results-api.invalid/api";

const lotto = FAKE_POOLS.lotto;
/** Lotto's list page and its newest draw's detail, as the adapter asks for them and the API answers. */
function lottoAnswers(draw = LOTTO_NEW): PushedAnswer[] {
  return [
    {
      request: {
        path: "/engine/draw/issueWinPoolInfoPageQuery",
        // Key order of the collector's JSON need not be the adapter's.
        body: { winPoolId: lotto.winPoolId, pageSize: RECENT_PAGE_SIZE, pageNum: 1, gameId: lotto.gameId },
      },
      response: ok({ list: [listItem("lotto", draw)], pageNum: 1, pageSize: RECENT_PAGE_SIZE, total: 1, pages: 1 }),
    },
    {
      request: {
        path: "/engine/draw/getIssueDrawResultDetail",
        body: { gameId: lotto.gameId, wagerIssue: String(draw.issue), winPoolId: lotto.winPoolId, plusFlag: 0 },
      },
      response: ok(detailData("lotto", draw, draw.levels)),
    },
  ];
}

const now = () => String(Math.floor(Date.now() / 1000));

async function push(
  body: string,
  options: {
    secret?: string;
    timestamp?: string;
    signature?: string;
    bindings?: Record<string, string>;
    headers?: Record<string, string>;
  } = {},
) {
  const timestamp = options.timestamp ?? now();
  const signature = options.signature ?? pushSignature(options.secret ?? SECRET, timestamp, body);
  const ctx = createExecutionContext();
  const request = new Request(`${ORIGIN}/api/ingest/official`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Ingest-Timestamp": timestamp, "X-Ingest-Signature": signature, ...options.headers },
    body,
  }) as Parameters<NonNullable<typeof worker.fetch>>[0];
  const bindings = { ...env, RESULTS_SOURCE_URL, INGEST_SECRET: SECRET, ...options.bindings } as unknown as Env;
  const res = await worker.fetch(request, bindings, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

const bodyOf = (answers: PushedAnswer[]) => JSON.stringify({ answers });

beforeEach(clearAll);

describe("POST /api/ingest/official", () => {
  it("stores a signed push of a list and a detail, as a collector run; the same push again changes nothing", async () => {
    const res = await push(bodyOf(lottoAnswers()));

    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const answer = await res.json<Record<string, unknown>>();
    expect(answer).toMatchObject({ added: 1, updated: 0, outcome: "partial" });
    expect((answer.results as Record<string, string>).lotto).toBe("1 added, 0 updated, 0 unchanged");
    // No answer was pushed for the other games: they fail as a 404 would, and store nothing.
    expect((answer.results as Record<string, string>).powerball).toMatch(/^failed: .*HTTP 404/);
    expect(await drawRow("lotto", "2026-11-21")).toMatchObject({ draw_number: 2741, numbers: "[4,15,23,31,42,50]", bonus: 9 });
    expect(await divisionRows("lotto", "2026-11-21")).toHaveLength(8);
    const [run] = await runs();
    expect(run).toMatchObject({ trigger: "collector", source: "official", draws_added: 1 });

    const before = await snapshot();
    const again = await push(bodyOf(lottoAnswers()));
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ added: 0, updated: 0 });
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a wrong signature, another secret's or an old timestamp with 401, storing nothing", async () => {
    const body = bodyOf(lottoAnswers());
    const wrong = await push(body, { signature: `sha256=${"0".repeat(64)}` });
    expect(wrong.status).toBe(401);
    expect((await push(body, { secret: "another-secret-0123456789abcdef" })).status).toBe(401);
    const old = String(Math.floor(Date.now() / 1000) - 301);
    expect((await push(body, { timestamp: old })).status).toBe(401);
    expect((await push(body, { signature: "" })).status).toBe(401);
    expect(await snapshot()).toEqual({ draws: [], divisions: [] });
    expect(await runs()).toEqual([]);
  });

  it("answers 503 when INGEST_SECRET is not configured", async () => {
    const res = await push(bodyOf(lottoAnswers()), { bindings: { INGEST_SECRET: "" } });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: "not configured" });
    expect(await runs()).toEqual([]);
  });

  it("refuses an answer the adapter refuses (a ball out of range) with 400 and the reason, storing nothing", async () => {
    const res = await push(bodyOf(lottoAnswers({ ...LOTTO_NEW, numbers: [42, 4, 31, 15, 50, 99] })));
    expect(res.status).toBe(400);
    const answer = await res.json<{ error: string; message: string }>();
    expect(answer.error).toBe("refused");
    expect(answer.message).toBe("lotto: main numbers must be 1-52 on 2026-11-21; got 99");
    expect(await snapshot()).toEqual({ draws: [], divisions: [] });
    expect(await runs()).toEqual([]);
  });

  it("refuses a body of the wrong shape with 400", async () => {
    const res = await push(JSON.stringify({ answers: [{ request: { path: "engine" }, response: {} }] }));
    expect(res.status).toBe(400);
    expect(await runs()).toEqual([]);
  });

  it("refuses a body over 1 MiB with 413 before reading it; a push between 64 KiB and 1 MiB is let through", async () => {
    const big = bodyOf([...lottoAnswers(), { request: { path: "/padding", body: null }, response: "x".repeat(1024 * 1024) }]);
    const res = await push(big);
    expect(res.status).toBe(413);
    expect(await runs()).toEqual([]);

    const padded = bodyOf([...lottoAnswers(), { request: { path: "/padding", body: null }, response: "x".repeat(200 * 1024) }]);
    const accepted = await push(padded);
    expect(accepted.status).toBe(200);
    expect(await drawRow("lotto", "2026-11-21")).not.toBeNull();
  });

  it("answers GET with 405", async () => {
    const ctx = createExecutionContext();
    const res = await worker.fetch(
      new Request(`${ORIGIN}/api/ingest/official`) as Parameters<NonNullable<typeof worker.fetch>>[0],
      { ...env, INGEST_SECRET: SECRET } as unknown as Env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(405);
  });
});

describe("POST /api/ingest/official refuses, with 400 and its reason as JSON, what no draw can be", () => {
  // Saturday 21 Nov, 22:00 SAST: that night's Lotto draw is in, the next is days away.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-21T20:00:00.000Z"));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    [
      "a draw dated 29 Dec 2099",
      () => bodyOf(lottoAnswers({ ...LOTTO_NEW, date: "2099-12-29" })),
      "2099-12-29 is after today in South Africa (2026-11-21)",
    ],
    [
      "a draw dated next week",
      () => bodyOf(lottoAnswers({ ...LOTTO_NEW, date: "2026-11-28" })),
      "2026-11-28 is after today in South Africa",
    ],
    [
      "a next jackpot of 1e300 rand",
      () => bodyOf(lottoAnswers({ ...LOTTO_NEW, nextJackpotRand: 1e300 })),
      "nextJackpot: must be at most R 1,000,000,000",
    ],
    ["a body nested 5,000 deep", () => `{"answers":${"[".repeat(5_000)}${"]".repeat(5_000)}}`, "nests more than 32 levels deep"],
    ["an array of 5,000 items", () => JSON.stringify({ answers: Array.from({ length: 5_000 }, () => 0) }), "more than 1000 items"],
  ])("%s", async (_, body, reason) => {
    // The night's draw, pushed properly first: the latest results must stay what they are.
    expect((await push(bodyOf(lottoAnswers()))).status).toBe(200);
    const before = await snapshot();
    const runsBefore = await runs();

    const res = await push(body());

    expect(res.status).toBe(400);
    expect(res.headers.get("Content-Type")).toContain("application/json");
    expect((await res.json<{ message: string }>()).message).toContain(reason);
    expect(await snapshot()).toEqual(before);
    expect(await runs()).toEqual(runsBefore);
  });
});

describe("a push of a history page (npm run collect -- --from)", () => {
  const source = tenant("collector-history");
  // Sunday 22 Nov 2026, 10:00 SAST: the history below is all drawn.
  const NOW = new Date("2026-11-22T08:00:00Z");
  const history = (from: string, games: HistoryPage["game"][] = ["lotto", "powerball"]) => {
    const pages: RecordedPage[] = [];
    return collectHistory({
      baseUrl: source.officialUrl,
      from,
      games,
      now: NOW,
      http: TEST_HTTP,
      onPage: async (recorded) => void pages.push(recorded),
    }).then((result) => ({ ...result, pages }));
  };
  const pushPage = (recorded: RecordedPage, page: HistoryPage = recorded.page) => push(JSON.stringify({ answers: recorded.answers, page }));

  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
    // Wednesday's draw with its prize table too (the figures of Saturday's, invented as they are).
    await source.publish({ lotto: [LOTTO_NEW, { ...LOTTO_PREVIOUS, levels: LOTTO_NEW.levels }], powerball: [POWERBALL_NEW] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("records each game's history page back to the date, and the site stores its draws with their prize tables", async () => {
    const { pages, lines, failed } = await history("2026-06-01");
    expect(failed).toEqual([]);
    expect(lines).toEqual(["lotto: 2 draw(s) back to 2026-06-01", "powerball: 1 draw(s) back to 2026-06-01"]);
    expect(pages.map(({ page, answers, draws }) => [page, answers.length, draws])).toEqual([
      [{ game: "lotto", number: 1, from: "2026-06-01" }, 3, 2],
      [{ game: "powerball", number: 1, from: "2026-06-01" }, 2, 1],
    ]);
    // Wednesday's draw is held without its prize table (as the payouts of Aug – Oct 2026 were): the
    // history fills it.
    await writeDraws([testDraw({ game: "lotto", drawDate: "2026-11-18", drawNumber: 2740, numbers: [2, 10, 16, 24, 32, 41], bonus: 33 })]);
    expect(await divisionRows("lotto", "2026-11-18")).toHaveLength(0);
    for (const page of pages) {
      const res = await push(JSON.stringify({ answers: page.answers, page: page.page }));
      expect(res.status, await res.clone().text()).toBe(200);
    }
    expect(await drawRow("lotto", "2026-11-18")).toMatchObject({ draw_number: 2740, bonus: 33 });
    expect(await drawRow("lotto", "2026-11-21")).toMatchObject({ draw_number: 2741 });
    expect(await divisionRows("lotto", "2026-11-18")).toHaveLength(8);
    expect(await divisionRows("lotto", "2026-11-21")).toHaveLength(8);
    expect(await drawRow("powerball", POWERBALL_NEW.date)).not.toBeNull();
    expect((await runs()).map((run) => [run.trigger, run.source])).toEqual([
      ["collector", "official"],
      ["collector", "official"],
    ]);
    // The same pages again change nothing.
    const before = await snapshot();
    for (const page of pages) await push(JSON.stringify({ answers: page.answers, page: page.page }));
    expect(await snapshot()).toEqual(before);
  });

  it("stops at the date: an older draw on the page is neither asked for in detail nor stored", async () => {
    const { pages } = await history("2026-11-19", ["lotto"]);
    expect(pages.map(({ answers, draws }) => [answers.length, draws])).toEqual([[2, 1]]); // the list, one detail
    expect((await pushPage(pages[0]!)).status).toBe(200);
    expect(await drawRow("lotto", "2026-11-21")).not.toBeNull();
    expect(await drawRow("lotto", "2026-11-18")).toBeNull();
  });

  it("answers for another page than the one named store nothing (that game fails); a bad page is a 400", async () => {
    const { pages } = await history("2026-06-01", ["lotto"]);
    const wrongPage = await pushPage(pages[0]!, { game: "lotto", number: 2, from: "2026-06-01" });
    expect(wrongPage.status).toBe(200);
    expect(await wrongPage.json()).toMatchObject({ added: 0, outcome: "failed" });
    expect(await snapshot()).toEqual({ draws: [], divisions: [] });
    for (const page of [
      { game: "keno", number: 1, from: "2026-06-01" },
      { game: "lotto", number: 0, from: "2026-06-01" },
      { game: "lotto", number: 1, from: "1 June" },
    ]) {
      const res = await push(JSON.stringify({ answers: pages[0]!.answers, page }));
      expect(res.status, JSON.stringify(page)).toBe(400);
    }
    expect(await snapshot()).toEqual({ draws: [], divisions: [] });
  });
});
