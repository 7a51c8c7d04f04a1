/**
 * The late results' watch, its pure parts: when a page watches for a draw (app/rules/results-watch.ts),
 * how long it waits between questions and after errors, and what counts as the draw's arrival
 * (app/browser/results-watch.ts). Clocks are set; figures invented.
 */
import { describe, expect, it } from "vitest";
import { awaitedDraw, watchWindow } from "~/rules/results-watch";
import { arrivals, MAX_BACKOFF_MS, nextOpening, pollDelay, POLL_MS, readWatches, watchedAt, whoseResults } from "~/browser/results-watch";

const at = (iso: string) => new Date(iso);

describe("when a page watches for a draw", () => {
  it("from the draw time to the next morning's catch-up run (06:30 SAST)", () => {
    // Saturday 5 Dec 2026, Lotto at 21:00 SAST (19:00 UTC); the catch-up runs at 04:30 UTC.
    expect(watchWindow("lotto", "2026-12-05")).toEqual({ from: at("2026-12-05T19:00:00.000Z"), until: at("2026-12-06T04:30:00.000Z") });
    expect(watchWindow("lotto", "2026-12-05", 48)!.until).toEqual(at("2026-12-07T19:00:00.000Z"));
  });

  it("tonight's draw, from before its draw time (the page sleeps until then), until it is held", () => {
    expect(awaitedDraw("lotto", at("2026-12-05T12:00:00Z"), "2026-12-02")).toEqual({
      game: "lotto",
      drawDate: "2026-12-05",
      from: "2026-12-05T19:00:00.000Z",
      until: "2026-12-06T04:30:00.000Z",
    });
    expect(awaitedDraw("lotto", at("2026-12-05T20:45:00Z"), "2026-12-05")).toBeNull();
  });

  it("last night's draw until the morning, then nothing: a late draw is not watched for days", () => {
    expect(awaitedDraw("lotto", at("2026-12-06T02:00:00Z"), "2026-12-02")?.drawDate).toBe("2026-12-05");
    expect(awaitedDraw("lotto", at("2026-12-06T04:30:00Z"), "2026-12-02")).toBeNull();
    // Monday: no Lotto draw, and Saturday's window has closed.
    expect(awaitedDraw("lotto", at("2026-12-07T18:00:00Z"), "2026-12-02")).toBeNull();
  });

  it("last night's missing draw before tonight's; tonight's once last night's is held", () => {
    // Daily Lotto draws every night: at 03:00 SAST Tuesday, Monday's is the late one.
    expect(awaitedDraw("daily-lotto", at("2026-12-08T01:00:00Z"), "2026-12-06")?.drawDate).toBe("2026-12-07");
    expect(awaitedDraw("daily-lotto", at("2026-12-08T01:00:00Z"), "2026-12-07")?.drawDate).toBe("2026-12-08");
  });

  it("nothing for a game with no draw held, nor on a day without a draw", () => {
    expect(awaitedDraw("lotto", at("2026-12-05T20:00:00Z"), null)).toBeNull();
    expect(awaitedDraw("powerball", at("2026-12-07T20:00:00Z"), "2026-12-04")).toBeNull();
  });
});

describe("the page's questions", () => {
  it("about every 30 s, spread by ±10 %", () => {
    expect(pollDelay(0, 0.5)).toBe(POLL_MS);
    expect(pollDelay(0, 0)).toBe(27_000);
    expect(pollDelay(0, 0.999)).toBeLessThan(33_000);
  });

  it("back off after errors in a row, doubling up to 5 minutes", () => {
    expect([1, 2, 3, 4, 10].map((failures) => pollDelay(failures, 0.5))).toEqual([
      60_000,
      120_000,
      240_000,
      MAX_BACKOFF_MS,
      MAX_BACKOFF_MS,
    ]);
  });

  const watches = readWatches(
    JSON.stringify([
      { game: "lotto", name: "Lotto", drawDate: "2026-12-05", from: "2026-12-05T19:00:00.000Z", until: "2026-12-06T04:30:00.000Z" },
      {
        game: "daily-lotto",
        name: "Daily Lotto",
        drawDate: "2026-12-05",
        from: "2026-12-05T19:00:00.000Z",
        until: "2026-12-06T04:30:00.000Z",
      },
      { game: "powerball", name: "PowerBall", drawDate: "2026-12-05", from: "2026-12-06T04:30:00.000Z", until: "2026-12-05T19:00:00.000Z" },
      {
        game: "lotto-plus-1",
        name: "Lotto Plus 1",
        drawDate: "5 Dec",
        from: "2026-12-05T19:00:00.000Z",
        until: "2026-12-06T04:30:00.000Z",
      },
    ]),
  );

  it("read only well-formed watches from the page; anything else asks nothing", () => {
    expect(watches.map((watch) => watch.game)).toEqual(["lotto", "daily-lotto"]);
    expect(readWatches("not json")).toEqual([]);
    expect(readWatches('{"game":"lotto"}')).toEqual([]);
    expect(readWatches(undefined)).toEqual([]);
  });

  it("only inside the window: none before the draw time (the next opening is planned), none after the morning", () => {
    expect(watchedAt(watches, Date.parse("2026-12-05T18:59:59Z"))).toEqual([]);
    expect(nextOpening(watches, Date.parse("2026-12-05T12:00:00Z"))).toBe(Date.parse("2026-12-05T19:00:00Z"));
    expect(watchedAt(watches, Date.parse("2026-12-05T19:30:00Z"))).toHaveLength(2);
    expect(watchedAt(watches, Date.parse("2026-12-06T04:30:00Z"))).toEqual([]);
    expect(nextOpening(watches, Date.parse("2026-12-06T04:30:00Z"))).toBeNull();
  });

  it("count a draw as arrived when the game's latest is the awaited date (or later), never an older one", () => {
    const latest = {
      lotto: { drawDate: "2026-12-05", drawNumber: 2745, numbers: [3, 11, 19, 28, 40, 52], bonusNumber: 7, jackpot: null },
      "daily-lotto": { drawDate: "2026-12-04", drawNumber: null, numbers: [1, 2, 3, 4, 5], bonusNumber: null },
    };
    expect(arrivals(watches, latest)).toEqual([
      { watch: watches[0], draw: { drawDate: "2026-12-05", drawNumber: 2745, numbers: [3, 11, 19, 28, 40, 52], bonusNumber: 7 } },
    ]);
    expect(arrivals(watches, { ...latest, "daily-lotto": { ...latest["daily-lotto"], drawDate: "2026-12-06" } })).toHaveLength(2);
    expect(arrivals(watches, { lotto: { drawDate: "2026-12-05", numbers: "3 11 19" } })).toEqual([]);
    expect(arrivals(watches, null)).toEqual([]);
    expect(arrivals(watches, { lotto: null })).toEqual([]);
  });

  it("say whose results are in by the SA date", () => {
    expect(whoseResults("Lotto", "2026-12-05", Date.parse("2026-12-05T21:59:00Z"))).toBe("Tonight's Lotto results");
    expect(whoseResults("Lotto", "2026-12-05", Date.parse("2026-12-05T22:01:00Z"))).toBe("Last night's Lotto results");
    expect(whoseResults("Lotto", "2026-12-05", Date.parse("2026-12-07T08:00:00Z"))).toBe("The Lotto results of Sat 5 Dec 2026");
  });
});
