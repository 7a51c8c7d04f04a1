import { describe, expect, it } from "vitest";
import type { DrawRow } from "~/db/schema";
import { heroSlide } from "~/views/hero-slides.server";

/** An instant given as SA wall-clock time. */
const sast = (dateTime: string) => new Date(`${dateTime}+02:00`);
const SUNDAY = sast("2026-11-22T10:00:00");

/** A stored draw; every figure invented. */
function row(fields: Partial<DrawRow> & Pick<DrawRow, "game" | "drawDate" | "numbers">): DrawRow {
  return {
    id: 1,
    drawNumber: null,
    drawnOrder: null,
    bonus: null,
    jackpot: null,
    nextJackpot: null,
    rollover: null,
    rolloverAmount: null,
    prizePool: null,
    sales: null,
    drawMachine: null,
    source: "test",
    createdAt: "",
    updatedAt: "",
    ...fields,
  };
}

describe("hero slides", () => {
  it("lead with the next draw's jackpot when the draw just before announced it", () => {
    // Lotto's next draw is Wed 25 Nov; Sat 21 Nov announced its jackpot.
    const slide = heroSlide(
      "lotto",
      "Next Lotto Draw",
      SUNDAY,
      row({ game: "lotto", drawDate: "2026-11-21", numbers: [1, 2, 3, 4, 5, 6], bonus: 7, nextJackpot: 9_500_000 }),
    );
    expect(slide).toMatchObject({
      lead: "jackpot",
      heading: "Next Lotto Draw",
      jackpot: 9_500_000,
      headline: "R 9,500,000",
      last: null,
      lines: ["Wed 25 Nov 2026 at 21:00 SAST"],
      drawDate: "2026-11-25",
      drawTime: "21:00",
    });
    expect(slide.targetIso).toBe("2026-11-25T21:00:00+02:00");
  });

  it("lead with the last draw's numbers and date when the next jackpot is unknown", () => {
    // The newest draw we hold is older than the one that announces the next jackpot: its estimate is stale.
    const slide = heroSlide(
      "lotto",
      "Next Lotto Draw",
      SUNDAY,
      row({ game: "lotto", drawDate: "2026-11-18", numbers: [2, 10, 16, 24, 32, 41], bonus: 33, nextJackpot: 9_500_000 }),
    );
    expect(slide).toMatchObject({
      lead: "latest",
      heading: "Latest Lotto Results",
      jackpot: null,
      headline: null,
      drawDate: "2026-11-25",
      last: { drawDate: "2026-11-18", numbers: [2, 10, 16, 24, 32, 41], bonus: 33 },
      lines: ["Drawn Wed 18 Nov 2026", "Next draw: Wed 25 Nov 2026 at 21:00 SAST"],
      countdownLabel: "Time until the next Lotto draw",
    });
    const unknown = heroSlide(
      "lotto",
      "Next Lotto Draw",
      SUNDAY,
      row({ game: "lotto", drawDate: "2026-11-21", numbers: [1, 2, 3, 4, 5, 6], bonus: 7 }),
    );
    expect(unknown.lead).toBe("latest");
  });

  it("never give the two slides the same empty headline", () => {
    const powerball = heroSlide(
      "powerball",
      "Next Powerball Jackpot",
      SUNDAY,
      row({ game: "powerball", drawDate: "2026-11-17", numbers: [6, 7, 10, 42, 44], bonus: 2 }),
    );
    const lotto = heroSlide(
      "lotto",
      "Next Lotto Draw",
      SUNDAY,
      row({ game: "lotto", drawDate: "2026-11-18", numbers: [2, 10, 16, 24, 32, 41], bonus: 33 }),
    );
    expect(powerball.heading).toBe("Latest PowerBall Results");
    expect(powerball.heading).not.toBe(lotto.heading);
    expect(powerball.last).not.toEqual(lotto.last);
  });

  it("lead with the next draw's date when no draw is held", () => {
    const powerball = heroSlide("powerball", "Next Powerball Jackpot", SUNDAY, undefined);
    const lotto = heroSlide("lotto", "Next Lotto Draw", SUNDAY, undefined);
    expect(powerball).toMatchObject({
      lead: "date",
      heading: "Next PowerBall Draw",
      headline: "Tue 24 Nov 2026 at 21:00 SAST",
      last: null,
      lines: [],
    });
    expect(lotto).toMatchObject({ lead: "date", heading: "Next Lotto Draw", headline: "Wed 25 Nov 2026 at 21:00 SAST" });
    expect(powerball.headline).not.toBe(lotto.headline);
  });
});
