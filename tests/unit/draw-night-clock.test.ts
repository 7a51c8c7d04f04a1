import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { drawNightAsks } from "~/rules/ingest-schedule";
import { isScheduledDrawDate, saDate, saTime } from "~/rules/schedule";
import { cronsOf, cronTimesOn, drawNightCron, firstNight, planNights, seededRandom } from "../../scripts/lib/draw-night-clock";

const wranglerCron = drawNightCron(cronsOf(readFileSync("wrangler.toml", "utf8")));

describe("the publication benchmark's clock (scripts/lib/draw-night-clock.ts)", () => {
  it("fires wrangler.toml's draw-night cron every 2 minutes from 21:00 to 23:58 SAST, and the Worker asks on each run until 22:30", () => {
    const times = cronTimesOn(wranglerCron, "2026-12-02");
    expect(times).toHaveLength(90);
    expect(times.map(saTime).slice(0, 3)).toEqual(["21:00", "21:02", "21:04"]);
    expect(saTime(times.at(-1)!)).toBe("23:58");
    expect(new Set(times.map(saDate))).toEqual(new Set(["2026-12-02"]));
    expect(times.filter((at) => saTime(at) <= "22:30").every(drawNightAsks)).toBe(true);
  });

  it("reads cron fields as Cloudflare does (UTC), keeping the runs of the SA evening", () => {
    // 21:00-21:30 UTC is 23:00-23:30 SAST; 22:00 UTC is midnight SAST, the next SA day.
    expect(cronTimesOn("0-30/10 21,22 * * *", "2026-12-02").map(saTime)).toEqual(["23:00", "23:10", "23:20", "23:30"]);
    // 16:30 UTC is 18:30 SAST, inside the evening; 15:30 UTC (17:30 SAST) is not.
    expect(cronTimesOn("30 15,16 * * *", "2026-12-02").map(saTime)).toEqual(["18:30"]);
    expect(() => cronTimesOn("*/2 19-21 * * 3", "2026-12-02")).toThrow(/only minute and hour/);
    expect(() => drawNightCron(["30 4 * * *"])).toThrow(/one draw-night cron/);
  });

  it("plays Lotto and PowerBall nights in order, publishing within the window, the same nights for the same seed", () => {
    const plan = (seed: number) =>
      planNights({ from: "2026-11-27", count: 20, random: seededRandom(seed), window: { from: "21:00", to: "22:30" } });
    const nights = plan(30);
    expect(nights).toHaveLength(20);
    expect(nights.map((night) => night.date).slice(0, 4)).toEqual(["2026-11-27", "2026-11-28", "2026-12-01", "2026-12-02"]);
    for (const night of nights) {
      expect(isScheduledDrawDate(night.game, night.date)).toBe(true);
      expect(saDate(night.publishAt)).toBe(night.date);
      expect(saTime(night.publishAt) >= "21:00" && saTime(night.publishAt) < "22:30").toBe(true);
      expect(night.games).toContain("daily-lotto");
      expect(night.games).toContain(night.game);
    }
    expect(nights.find((night) => night.game === "lotto")?.games).toEqual(["lotto", "lotto-plus-1", "lotto-plus-2", "daily-lotto"]);
    expect(plan(30)).toEqual(nights);
    expect(plan(31).map((night) => night.publishAt)).not.toEqual(nights.map((night) => night.publishAt));
    // Spread over the window, not bunched: a uniform draw of 20 puts some in each half.
    const early = nights.filter((night) => saTime(night.publishAt) < "21:45").length;
    expect(early).toBeGreaterThan(2);
    expect(early).toBeLessThan(18);
  });

  it("starts after the newest draw held, and never before today", () => {
    expect(firstNight("2026-10-09", new Date("2026-11-27T00:30:00Z"))).toBe("2026-11-27");
    expect(firstNight("2026-11-28", new Date("2026-11-27T00:30:00Z"))).toBe("2026-11-29");
    expect(firstNight(null, new Date("2026-11-26T22:30:00Z"))).toBe("2026-11-27");
  });
});
