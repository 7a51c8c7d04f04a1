import { describe, expect, it } from "vitest";
import { countdownTo, easterSunday, isScheduledDrawDate, previousScheduledDrawDate, saDate, upcomingDraw } from "~/rules/schedule";
import { formatDateField, parseDateInput } from "~/input/date-field";

/** An instant given as SA wall-clock time. */
const sast = (dateTime: string) => new Date(`${dateTime}+02:00`);

describe("draw schedule (SAST)", () => {
  it("takes the SA date, not the UTC one, around midnight", () => {
    expect(saDate(new Date("2026-11-24T22:30:00Z"))).toBe("2026-11-25");
    expect(saDate(new Date("2026-11-24T21:59:59Z"))).toBe("2026-11-24");
  });

  it("finds the next Lotto draw across a week end", () => {
    const next = upcomingDraw("lotto", sast("2026-11-22T10:00:00"), "2026-11-21"); // Sunday
    expect(next).toMatchObject({ date: "2026-11-25", time: "21:00", status: "scheduled" });
    expect(next.at.toISOString()).toBe("2026-11-25T19:00:00.000Z");
  });

  it("counts today's draw until 21:00 SAST, then shows it in progress until its results arrive", () => {
    expect(upcomingDraw("powerball", sast("2026-11-24T20:59:59"), "2026-11-20")).toMatchObject({ date: "2026-11-24", status: "scheduled" });
    expect(upcomingDraw("powerball", sast("2026-11-24T21:10:00"), "2026-11-20")).toMatchObject({
      date: "2026-11-24",
      status: "in-progress",
    });
    expect(upcomingDraw("powerball", sast("2026-11-24T21:40:00"), "2026-11-24")).toMatchObject({ date: "2026-11-27", status: "scheduled" });
  });

  it("moves on at SA midnight even when results never arrived", () => {
    // 23:30 UTC on Tuesday is 01:30 SAST on Wednesday.
    expect(upcomingDraw("powerball", new Date("2026-11-24T23:30:00Z"), "2026-11-20")).toMatchObject({ date: "2026-11-27" });
  });

  it("skips Christmas Day for every game", () => {
    expect(isScheduledDrawDate("daily-lotto", "2026-12-25")).toBe(false);
    expect(upcomingDraw("daily-lotto", sast("2026-12-24T22:00:00"), "2026-12-24").date).toBe("2026-12-26");
    expect(isScheduledDrawDate("powerball", "2026-12-25")).toBe(false); // a Friday
    expect(upcomingDraw("powerball", sast("2026-12-23T12:00:00"), "2026-12-22").date).toBe("2026-12-29");
  });

  it("expects PowerBall and PowerBall Plus on Good Friday since 2016, not before", () => {
    expect(easterSunday(2027)).toBe("2027-03-28");
    // Official draws 662, 772, 872 and 982 were the Good Fridays of 2016-2019.
    for (const goodFriday of ["2016-03-25", "2017-04-14", "2018-03-30", "2019-04-19", "2026-04-03", "2027-03-26"]) {
      expect(isScheduledDrawDate("powerball", goodFriday)).toBe(true);
      expect(isScheduledDrawDate("powerball-plus", goodFriday)).toBe(true);
    }
    expect(upcomingDraw("powerball", sast("2027-03-24T12:00:00"), "2027-03-23").date).toBe("2027-03-26");
    // Until 2015 the records show a 7-day gap at Good Friday.
    expect(isScheduledDrawDate("powerball", "2015-04-03")).toBe(false);
    expect(isScheduledDrawDate("powerball", "2010-04-02")).toBe(false);
    expect(isScheduledDrawDate("daily-lotto", "2027-03-26")).toBe(true);
  });

  it("expects no draw before a game's first draw", () => {
    expect(isScheduledDrawDate("powerball", "2009-10-20")).toBe(false);
    expect(isScheduledDrawDate("powerball", "2009-10-23")).toBe(true);
    expect(isScheduledDrawDate("powerball-plus", "2015-11-27")).toBe(false);
    expect(isScheduledDrawDate("powerball-plus", "2015-12-01")).toBe(true);
    expect(isScheduledDrawDate("daily-lotto", "2019-03-09")).toBe(false);
    expect(isScheduledDrawDate("daily-lotto", "2019-03-10")).toBe(true);
  });

  it("finds the draw that announced the next one's jackpot", () => {
    expect(previousScheduledDrawDate("lotto", "2026-11-25")).toBe("2026-11-21");
    expect(previousScheduledDrawDate("powerball", "2026-12-29")).toBe("2026-12-22");
  });

  it("counts down to zero and never below", () => {
    expect(countdownTo(sast("2026-11-25T21:00:00"), sast("2026-11-23T18:27:42"))).toEqual({ days: 2, hours: 2, minutes: 32, seconds: 18 });
    expect(countdownTo(sast("2026-11-25T21:00:00"), sast("2026-11-25T21:00:05"))).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

describe("date fields", () => {
  it.each([
    ["14/11/2026", "2026-11-14"],
    ["4/3/2026", "2026-03-04"],
    ["04-03-2026", "2026-03-04"],
    ["04.03.2026", "2026-03-04"],
    [" 29 02 2024 ", "2024-02-29"],
    ["2026-11-14", "2026-11-14"],
  ])("reads %j as %s", (typed, iso) => {
    expect(parseDateInput(typed)).toBe(iso);
    expect(parseDateInput(formatDateField(iso))).toBe(iso);
  });

  it.each(["31/11/2026", "29/02/2026", "11/14/2026", "2026/11/14", "14/11/26", "", "tomorrow", "1e3/1/2026"])("refuses %j", (typed) => {
    expect(parseDateInput(typed)).toBeNull();
  });

  it("writes the site's dd/mm/yyyy", () => {
    expect(formatDateField("2026-03-04")).toBe("04/03/2026");
  });
});
