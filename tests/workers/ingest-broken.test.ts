/**
 * A broken official source: every case must leave D1 as it was and record the failure in ingest_runs;
 * 5xx, timeouts and dropped connections are retried (bounded), 4xx and bad payloads are not.
 */
import { beforeEach, describe, expect, it } from "vitest";
import type { Fault } from "../fake-source/handler";
import { LOTTO_NEW, LOTTO_PREVIOUS } from "../fake-source/draws";
import { detailData, listItem, poolKeyOf } from "../fake-source/payloads";
import { officialPools } from "../fake-source/control";
import { clearAll, drawRow, ingest, runs, snapshot, tenant, TEST_HTTP } from "../fake-source/workers-kit";
import { testDraw, writeDraws } from "./seed";

const source = tenant("ingest-broken");
const lottoPool = poolKeyOf("lotto");

/** The scenario of a normal night, with the list answer replaced by `list` or broken by `faults`. */
async function publishLotto(options: { list?: unknown[]; faults?: Fault[]; details?: Record<string, unknown> } = {}) {
  const pools = officialPools({ lotto: [LOTTO_NEW, LOTTO_PREVIOUS] });
  if (options.list) {
    // The detail answers then follow the list (the fake builds them from its items).
    pools[lottoPool]!.list = options.list;
    pools[lottoPool]!.details = {};
  }
  if (options.details) Object.assign(pools[lottoPool]!.details!, options.details);
  await source.set({ pools, faults: options.faults ?? [] });
}

const item = (overrides: Record<string, unknown> = {}, draw = LOTTO_NEW) => ({ ...listItem("lotto", draw), ...overrides });
const without = (field: string) => {
  const copy: Record<string, unknown> = listItem("lotto", LOTTO_NEW);
  delete copy[field];
  return copy;
};

beforeEach(async () => {
  await clearAll();
  // What we held before the broken night: an older draw that must survive untouched.
  await writeDraws([
    testDraw({
      game: "lotto",
      drawDate: "2026-11-14",
      drawNumber: 2739,
      numbers: [1, 8, 19, 27, 36, 44],
      bonus: 12,
      nextJackpot: 8_000_000,
      divisions: [{ division: 1, match: "6", winners: 0, payout: 0 }],
    }),
  ]);
});

const listCalls = async () => (await source.requests()).filter((r) => r.endpoint === "list").length;

interface BrokenCase {
  name: string;
  setup: () => Promise<void>;
  error: RegExp;
  /** List requests expected: 3 = retried twice, 1 = not retried. */
  listCalls: number;
  http?: typeof TEST_HTTP;
}

const cases: BrokenCase[] = [
  {
    name: "HTTP 500 on every attempt",
    setup: () => publishLotto({ faults: [{ endpoint: "list", status: 500 }] }),
    error: /HTTP 500 \(after 3 attempts\)/,
    listCalls: 3,
  },
  {
    name: "a hang longer than the client timeout",
    setup: () => publishLotto({ faults: [{ endpoint: "list", delayMs: 3_000 }] }),
    http: { ...TEST_HTTP, timeoutMs: 300 },
    error: /no answer within 300 ms \(after 3 attempts\)/,
    listCalls: 3,
  },
  {
    name: "HTTP 400 (not retried)",
    setup: () => publishLotto({ faults: [{ endpoint: "list", status: 400 }] }),
    error: /HTTP 400$/,
    listCalls: 1,
  },
  {
    name: "HTTP 403 (refused by the source; not retried)",
    setup: () => publishLotto({ faults: [{ endpoint: "list", status: 403, text: "<html><h1>403 Forbidden</h1></html>" }] }),
    error: /issueWinPoolInfoPageQuery: refused by the source \(HTTP 403\)$/,
    listCalls: 1,
  },
  {
    name: "invalid JSON (not retried)",
    setup: () => publishLotto({ faults: [{ endpoint: "list", text: "<html>Service update</html>" }] }),
    error: /the answer is not valid JSON$/,
    listCalls: 1,
  },
  {
    name: "a non-zero code",
    setup: () => publishLotto({ faults: [{ endpoint: "list", json: { code: 1001, msg: "system busy", data: null } }] }),
    error: /list page 1: the source answered code 1001 \(system busy\)/,
    listCalls: 1,
  },
  {
    name: "an answer without the envelope",
    setup: () => publishLotto({ faults: [{ endpoint: "list", json: [1, 2, 3] }] }),
    error: /list page 1: not a \{code, msg, data\} answer/,
    listCalls: 1,
  },
  {
    name: "a draw whose winNumList is not a list",
    setup: () => publishLotto({ list: [item({ winNumList: "42,4,31,15,50,23,9" }), item({}, LOTTO_PREVIOUS)] }),
    error: /list page 1: unexpected answer \(list\.0\.winNumList: Expected array, received string\)/,
    listCalls: 1,
  },
  {
    name: "a draw number that is no number",
    setup: () => publishLotto({ list: [item({ wagerIssue: "2741a" })] }),
    error: /list\.0\.wagerIssue: must be a whole number/,
    listCalls: 1,
  },
  {
    name: "a draw without drawTime",
    setup: () => publishLotto({ list: [without("drawTime")] }),
    error: /list\.0\.drawTime: Required/,
    listCalls: 1,
  },
  {
    name: "an unreadable drawTime",
    setup: () => publishLotto({ list: [item({ drawTime: "Saturday night" })] }),
    error: /draw 2741 has no readable drawTime \("Saturday night"\)/,
    listCalls: 1,
  },
  {
    name: "a ball out of the era's range",
    setup: () => publishLotto({ list: [item({ winNumList: ["4", "15", "23", "31", "42", "58", "9"] }), item({}, LOTTO_PREVIOUS)] }),
    error: /refused the whole answer: 2026-11-21 \(draw 2741\): main numbers must be 1-52 on 2026-11-21; got 58/,
    listCalls: 1,
  },
  {
    name: "a ball that is not a number",
    setup: () => publishLotto({ list: [item({ winNumList: ["4", "15", "x", "31", "42", "50", "9"] })] }),
    error: /winNumList\.2: must be a ball number/,
    listCalls: 1,
  },
  {
    name: "too few balls",
    setup: () => publishLotto({ list: [item({ winNumList: ["4", "15", "23", "31", "42", "9"] })] }),
    error: /Lotto draws 6 main numbers, got 5/,
    listCalls: 1,
  },
  {
    name: "the same draw listed twice",
    setup: () => publishLotto({ list: [item(), item(), item({}, LOTTO_PREVIOUS)] }),
    error: /the answer lists 2026-11-21 \(draw 2741\) twice/,
    listCalls: 1,
  },
  { name: "an empty list", setup: () => publishLotto({ list: [] }), error: /the source listed no draws/, listCalls: 1 },
  {
    name: "a detail answer that fails (5xx after retries)",
    setup: () => publishLotto({ faults: [{ endpoint: "detail", status: 503 }] }),
    error: /getIssueDrawResultDetail: HTTP 503 \(after 3 attempts\)/,
    listCalls: 1,
  },
  {
    name: "a detail whose balls disagree with the list",
    setup: () => publishLotto({ details: { "2741": detailData("lotto", { ...LOTTO_NEW, numbers: [1, 2, 3, 4, 5, 6] }, []) } }),
    error: /draw 2741 detail: its numbers disagree with the draw list/,
    listCalls: 1,
  },
  {
    name: "an unreadable prize level",
    setup: () =>
      publishLotto({
        details: {
          "2741": {
            winNotice: {
              ...(detailData("lotto", LOTTO_NEW, []).winNotice as object),
              winLevels: [{ winLevelName: "DIV 1", winCount: "many" }],
            },
          },
        },
      }),
    error: /draw 2741 detail: unreadable prize level \(winCount: must be a whole number\)/,
    listCalls: 1,
  },
  {
    name: "a prize level numbered by nothing (no winLevelId, a name that is a match label)",
    setup: () =>
      publishLotto({
        details: {
          "2741": {
            winNotice: {
              ...(detailData("lotto", LOTTO_NEW, []).winNotice as object),
              winLevels: [{ winLevelName: "MATCH 6", matches: "MATCH 6" }],
            },
          },
        },
      }),
    error: /draw 2741 detail: unreadable prize level \(no division number \(winLevelId absent, winLevelName "MATCH 6"\)\)/,
    listCalls: 1,
  },
  {
    name: "a label that is no prize of Lotto",
    setup: () =>
      publishLotto({ details: { "2741": detailData("lotto", LOTTO_NEW, [{ division: 1, winners: 1, payoutRand: 5, label: "MATCH 7" }]) } }),
    error: /refused the whole answer: 2026-11-21 \(draw 2741\): division 1: "7" is not a Lotto prize/,
    listCalls: 1,
  },
  {
    name: "a division number given twice",
    setup: () =>
      publishLotto({
        details: {
          "2741": detailData("lotto", LOTTO_NEW, [
            { division: 1, winners: 0, payoutRand: 0 },
            { division: 1, winners: 2, payoutRand: 9, label: "MATCH 5" },
          ]),
        },
      }),
    error: /2026-11-21 \(draw 2741\): division 1 appears twice/,
    listCalls: 1,
  },
];

describe("a broken official source", () => {
  it.each(cases)("$name: D1 unchanged, the failure recorded", async ({ setup, error, listCalls: expectedCalls, http }) => {
    await setup();
    const before = await snapshot();

    const summary = await ingest(source, { games: ["lotto"], ...(http ? { http } : {}) });

    expect(await snapshot()).toEqual(before);
    expect(summary.ok).toBe(false);
    expect(summary.message).toMatch(/^Official source: the refresh failed for every game \(/);
    expect(String(summary.results.lotto)).toMatch(/^failed: /);
    const [run] = await runs();
    expect(run).toMatchObject({ outcome: "failed", draws_added: 0, draws_updated: 0 });
    expect(run!.error).toMatch(error);
    expect(String(run!.details.games.lotto!.error)).toMatch(error);
    expect(await listCalls()).toBe(expectedCalls);
  });

  it("a 500 that passes is retried and the run succeeds", async () => {
    await publishLotto({
      faults: [
        { endpoint: "list", status: 500, times: 1 },
        { endpoint: "detail", status: 502, times: 1 },
      ],
    });
    const summary = await ingest(source, { games: ["lotto"] });
    expect(summary).toMatchObject({ ok: true, results: { added: 2 } });
    expect(await listCalls()).toBe(2);
    expect(await drawRow("lotto", "2026-11-21")).toMatchObject({ draw_number: 2741 });
  });

  // Nothing listens on port 9. workerd logs the refused connection as "uncaught exception … Network
  // connection lost" although the client catches it: that log line is expected noise.
  it("an unreachable source fails every game without knocking again for each", async () => {
    const summary = await ingest({ ...source, officialUrl: "http://127.0.0.1:9/nothing" }, { games: ["lotto", "powerball"] });
    expect(summary.ok).toBe(false);
    expect(summary.results.lotto).toMatch(/unreachable .*\(after 3 attempts\)$/);
    expect(summary.results.powerball).toBe("failed: skipped: the source was unreachable");
    expect((await runs())[0]).toMatchObject({ outcome: "failed" });
  });

  it("a 403 is reported as refused by the source and not retried; the other games are not asked", async () => {
    await source.set({ pools: officialPools({ lotto: [LOTTO_NEW], powerball: [] }), faults: [{ endpoint: "list", status: 403 }] });

    const summary = await ingest(source, { games: ["lotto", "powerball"] });

    expect(summary.ok).toBe(false);
    expect(summary.results.lotto).toMatch(/^failed: .*\/engine\/draw\/issueWinPoolInfoPageQuery: refused by the source \(HTTP 403\)$/);
    expect(summary.results.powerball).toBe("failed: skipped: the source refused the previous request");
    expect(await source.requests()).toHaveLength(1);
    const [run] = await runs();
    expect(run!.details.games.lotto!.error).toMatch(/refused by the source \(HTTP 403\)$/);
  });

  it("one failing game does not stop the others: the run is partial", async () => {
    await source.set({
      pools: { ...officialPools({ lotto: [LOTTO_NEW] }), [poolKeyOf("powerball")]: { list: [{ broken: true, winNumList: ["1"] }] } },
    });
    const summary = await ingest(source, { games: ["lotto", "powerball"] });
    expect(summary.results.lotto).toBe("1 added, 0 updated, 0 unchanged");
    expect(summary.results.powerball).toMatch(/^failed: list page 1: unexpected answer/);
    expect(summary.message).toBe("Official source: 1 new draw, 0 updated. Failed: PowerBall.");
    expect((await runs())[0]).toMatchObject({ outcome: "partial", draws_added: 1 });
  });

  it("a draw number we hold for another date is rejected, not overwritten; the others are written", async () => {
    const clash = { ...LOTTO_PREVIOUS, issue: 2739 }; // 2739 is our 2026-11-14
    await source.set({ pools: officialPools({ lotto: [LOTTO_NEW, clash] }) });
    const summary = await ingest(source, { games: ["lotto"] });
    expect(summary.results.lotto).toBe("1 added, 0 updated, 0 unchanged, 1 rejected");
    expect(await drawRow("lotto", "2026-11-18")).toBeNull();
    expect(await drawRow("lotto", "2026-11-14")).toMatchObject({ draw_number: 2739 });
    const [run] = await runs();
    expect(run!.outcome).toBe("partial");
    expect(run!.details.games.lotto!.rejected).toEqual(["2026-11-18 (draw 2739): lotto draw number 2739 is already held by 2026-11-14"]);
  });

  it("a draw listed without numbers beside a drawn one: the drawn one is stored, the other skipped with a note", async () => {
    await publishLotto({ list: [without("winNumList"), item({}, LOTTO_PREVIOUS)] });
    const summary = await ingest(source, { games: ["lotto"] });
    expect(summary).toMatchObject({ ok: true, results: { lotto: "1 added, 0 updated, 0 unchanged" } });
    expect(await drawRow("lotto", "2026-11-18")).toMatchObject({ draw_number: 2740 });
    expect(await drawRow("lotto", "2026-11-21")).toBeNull();
    expect((await runs())[0]!.details.games.lotto!.notes).toContain(
      "list page 1: draw 2741 is listed without numbers (not drawn yet); skipped",
    );
  });

  it("answers in the {code, msg, data} envelope are unwrapped whatever the order of keys", async () => {
    await publishLotto({
      faults: [{ endpoint: "list", json: { data: { list: [listItem("lotto", LOTTO_NEW)], pages: 1 }, msg: "ok", code: "0" } }],
    });
    const summary = await ingest(source, { games: ["lotto"] });
    expect(summary).toMatchObject({ ok: true, results: { added: 1 } });
  });
});
