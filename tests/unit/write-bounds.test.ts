/**
 * The bounds every write shares, one by one: a draw's time against the clock the caller passes, the one
 * bound on rand, a pushed body's depth and array sizes before it is parsed, and a webhook delivery's
 * signed time. The Worker-level refusals are in tests/workers (write-bounds, ingest-resultsza,
 * ingest-collector).
 */
import { describe, expect, it } from "vitest";
import { jsonShapeProblem, parseBoundedJson } from "~/http/json-body.server";
import { dispatchedAtOf } from "~/ingest/resultsza-webhook.server";
import { parseDraw } from "~/input/draw-input.server";
import { MAX_RAND, randAmountProblem } from "~/input/rand-amount";
import { isDrawnBy } from "~/rules/schedule";

const lotto = { game: "lotto", drawNumber: null, numbers: [1, 8, 17, 29, 33, 47], bonus: 5, source: "test" };
/** Wednesday 25 Nov 2026, 20:59 SAST: Lotto draws at 21:00. */
const BEFORE_THE_DRAW = new Date("2026-11-25T18:59:59Z");
const AT_THE_DRAW = new Date("2026-11-25T19:00:00Z");

describe("a draw's time", () => {
  it("is drawn once its era's draw time has passed on its SA date, not before", () => {
    expect(isDrawnBy("lotto", "2026-11-25", BEFORE_THE_DRAW)).toBe(false);
    expect(isDrawnBy("lotto", "2026-11-25", AT_THE_DRAW)).toBe(true);
    expect(isDrawnBy("lotto", "2026-11-24", BEFORE_THE_DRAW)).toBe(true);
    // 23:30 UTC on the 24th is already the 25th in SA: that day's draw is still ahead.
    expect(isDrawnBy("lotto", "2026-11-25", new Date("2026-11-24T23:30:00Z"))).toBe(false);
    expect(isDrawnBy("lotto", "1999-01-02", AT_THE_DRAW)).toBe(false);
  });

  it("refuses a date after today in SA, and today's draw before its time, by the clock passed", () => {
    expect(parseDraw({ ...lotto, drawDate: "2099-12-29" }, { now: AT_THE_DRAW })).toEqual({
      errors: ["drawDate: 2099-12-29 is after today in South Africa (2026-11-25); a draw is stored only once it has been drawn"],
    });
    expect(parseDraw({ ...lotto, drawDate: "2026-11-25" }, { now: BEFORE_THE_DRAW })).toEqual({
      errors: ["drawDate: Lotto draws at 21:00 SAST and it is 20:59; today's draw is stored only once it has been drawn"],
    });
    expect(parseDraw({ ...lotto, drawDate: "2026-11-25" }, { now: AT_THE_DRAW })).toHaveProperty("draw");
  });
});

describe("rand", () => {
  it("is at most R 1,000,000,000 and never negative, in one place", () => {
    expect(randAmountProblem(MAX_RAND)).toBeNull();
    expect(randAmountProblem(0)).toBeNull();
    expect(randAmountProblem(MAX_RAND + 0.01)).toBe("must be at most R 1,000,000,000");
    expect(randAmountProblem(-0.01)).toBe("must not be negative");
    expect(randAmountProblem(Number.POSITIVE_INFINITY)).toBe("must be an amount of rand");
  });

  it("bounds every amount of a draw and its divisions", () => {
    const drawn = { ...lotto, drawDate: "2026-11-25" };
    const errors = (fields: Record<string, unknown>) => {
      const parsed = parseDraw({ ...drawn, ...fields }, { now: AT_THE_DRAW });
      return "errors" in parsed ? parsed.errors : [];
    };
    expect(errors({ nextJackpot: 1e300 })).toEqual(["nextJackpot: must be at most R 1,000,000,000"]);
    expect(errors({ jackpot: -1 })).toEqual(["jackpot: must not be negative"]);
    expect(errors({ sales: 2e9, prizePool: 2e9, rolloverAmount: 2e9 })).toHaveLength(3);
    expect(errors({ divisions: [{ division: 1, match: "6", winners: 1, payout: 1_000_000_001 }] })).toEqual([
      "divisions.0.payout: must be at most R 1,000,000,000",
    ]);
    expect(errors({ jackpot: MAX_RAND })).toEqual([]);
  });
});

describe("a pushed body's shape, before it is parsed", () => {
  it("refuses nesting past 32 levels, counting only brackets outside strings", () => {
    expect(jsonShapeProblem(`${"[".repeat(32)}${"]".repeat(32)}`)).toBeNull();
    expect(jsonShapeProblem(`${"[".repeat(33)}${"]".repeat(33)}`)).toBe("the body nests more than 32 levels deep");
    expect(jsonShapeProblem(`{"a":"${"[".repeat(5_000)}"}`)).toBeNull();
    expect(jsonShapeProblem(`{"a":"\\"${"{".repeat(50)}"}`)).toBeNull();
  });

  it("refuses an array of more than 1000 items; an object's keys and strings' commas do not count", () => {
    expect(jsonShapeProblem(JSON.stringify(Array.from({ length: 1_000 }, () => 0)))).toBeNull();
    expect(jsonShapeProblem(JSON.stringify(Array.from({ length: 1_001 }, () => 0)))).toBe(
      "an array in the body holds more than 1000 items",
    );
    expect(jsonShapeProblem(JSON.stringify(Object.fromEntries(Array.from({ length: 2_000 }, (_, i) => [`k${i}`, i]))))).toBeNull();
    expect(jsonShapeProblem(JSON.stringify([",".repeat(5_000)]))).toBeNull();
    // Each array counts its own items: 600 in each of two arrays is fine.
    const two = Array.from({ length: 600 }, () => 0);
    expect(jsonShapeProblem(JSON.stringify([two, two]))).toBeNull();
  });

  it("parses what is in bounds and says why it refuses the rest", () => {
    expect(parseBoundedJson('{"a":[1,2]}')).toEqual({ ok: true, value: { a: [1, 2] } });
    expect(parseBoundedJson("{not json")).toEqual({ ok: false, message: "the body is not JSON" });
    expect(parseBoundedJson("[".repeat(5_000))).toEqual({ ok: false, message: "the body nests more than 32 levels deep" });
  });
});

describe("a webhook delivery's signed time", () => {
  const now = new Date("2026-11-21T19:05:00Z");
  it("is taken within five minutes behind and a minute ahead, as ISO UTC", () => {
    expect(dispatchedAtOf("2026-11-21T19:00:00Z", now)).toEqual({ at: "2026-11-21T19:00:00.000Z" });
    expect(dispatchedAtOf("2026-11-21T21:05:30+02:00", now)).toEqual({ at: "2026-11-21T19:05:30.000Z" });
  });

  it.each([
    [null, "dispatched_at is required"],
    ["", "dispatched_at is required"],
    ["2026-11-21 19:05", "not an ISO 8601 time with its zone"],
    ["2026-11-21T19:05:00", "not an ISO 8601 time with its zone"],
    ["1763751900", "not an ISO 8601 time with its zone"],
    ["2026-11-21T18:59:59Z", "more than 5 minutes ago"],
    ["2026-11-21T19:06:01Z", "ahead of the site's clock by more than 60 s"],
  ])("refuses %j", (value, reason) => {
    expect(dispatchedAtOf(value, now)).toEqual({ problem: expect.stringContaining(reason) });
  });
});
