/**
 * {{schedule.christmas}}: the next two Christmas Days, the weekly draw days they fall on and what the draw
 * schedule expects (no draw on 25 December), counted from the day given.
 */
import { describe, expect, it } from "vitest";
import { christmasText, nextChristmases } from "~/content/christmas-draws";
import { isScheduledDrawDate } from "~/rules/schedule";

describe("christmasText", () => {
  it("names Christmas 2026 (a Friday, PowerBall's day) and 2027 (a Saturday, Lotto's day) from December 2026", () => {
    expect(christmasText("2026-12-07")).toBe(
      "Fri 25 Dec 2026 falls on PowerBall's draw day and Sat 25 Dec 2027 falls on Lotto's draw day; the schedule we keep expects no draw of any game on either",
    );
    // What the sentence says of the schedule is what the schedule module answers.
    for (const game of ["lotto", "powerball", "daily-lotto"] as const) expect(isScheduledDrawDate(game, "2027-12-25")).toBe(false);
  });

  it("counts from next year once this year's Christmas has passed, and says when a Christmas is no weekly draw day", () => {
    expect(nextChristmases("2026-12-25")).toEqual(["2026-12-25", "2027-12-25"]);
    expect(nextChristmases("2026-12-26")).toEqual(["2027-12-25", "2028-12-25"]);
    expect(christmasText("2027-12-26")).toBe(
      "Mon 25 Dec 2028 falls on no weekly game's draw day and Tue 25 Dec 2029 falls on PowerBall's draw day; the schedule we keep expects no draw of any game on either",
    );
  });
});
