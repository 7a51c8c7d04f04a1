/**
 * The words of a jackpot alert (issue 45, app/push/jackpot-alert.ts) against real estimates of data/, as
 * the alert queue's consumer builds the push (the next scheduled draw, the official price on its date):
 * PowerBall's R 112 million announced on Fri 9 Oct 2026 (a price only hobby projects state: not
 * confirmed), Lotto's R 16 million of Wed 13 Nov 2024 (R 5 a board, sourced), Lotto Plus 1's R 5.5 million
 * and the Daily Lotto's R 520,000.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readDrawFile } from "~/import/results-csv.server";
import { jackpotNotification, jackpotText, readJackpotAlert, type JackpotAlert } from "~/push/jackpot-alert";
import { OFFERED_THRESHOLDS, JACKPOT_THRESHOLD_MAX, JACKPOT_THRESHOLD_MIN } from "~/push/jackpot-threshold";
import { confirmedPriceOn } from "~/rules/prices";
import { nextScheduledDrawDate } from "~/rules/schedule";
import { GAME_IDS, type GameId } from "~/rules/games";

/** The alert the consumer would push for a real draw's estimate. */
function alertFor(game: GameId, drawDate: string): JackpotAlert {
  const text = readFileSync(fileURLToPath(new URL(`../../data/${game}.csv`, import.meta.url)), "utf8");
  const draw = readDrawFile(game, text, new Date("2026-12-07T08:00:00Z")).draws.find((d) => d.drawDate === drawDate);
  if (!draw?.nextJackpot) throw new Error(`data/ holds no ${game} estimate on ${drawDate}`);
  const next = nextScheduledDrawDate(game, drawDate)!;
  return {
    kind: "jackpot",
    game,
    estimate: draw.nextJackpot,
    drawDate: next,
    price: confirmedPriceOn(game, next),
    url: `https://x.test/results/${game}`,
  };
}

describe("a jackpot alert's notification", () => {
  it("names the game, the estimate and the next draw's date; the price not confirmed where only hobby projects state it", () => {
    const alert = alertFor("powerball", "2026-10-09");
    expect(alert).toMatchObject({ estimate: 112_000_000, drawDate: "2026-10-13", price: null });
    expect(jackpotNotification(alert)).toEqual({
      title: "PowerBall jackpot: R 112 million",
      body: "Estimated for the draw of Tue 13 Oct 2026. The official price of a board is not confirmed.",
    });
  });

  it("gives the official price where our price table holds a sourced one", () => {
    expect(jackpotNotification(alertFor("lotto", "2024-11-13"))).toEqual({
      title: "Lotto jackpot: R 16 million",
      body: "Estimated for the draw of Sat 16 Nov 2024. A board costs R 5 (official price).",
    });
  });

  it("words a part of a million and an amount under one plainly, never more than the estimate", () => {
    expect(jackpotNotification(alertFor("lotto-plus-1", "2026-10-03")).title).toBe("Lotto Plus 1 jackpot: R 5.5 million");
    expect(jackpotNotification(alertFor("daily-lotto", "2026-10-07")).title).toBe("Daily Lotto jackpot: R 520,000");
    expect(jackpotText(1_299_999)).toBe("R 1.2 million");
    expect(jackpotText(250_000_000)).toBe("R 250 million");
  });

  it("asks for nothing and carries nothing about the subscriber", () => {
    const words = Object.values(jackpotNotification(alertFor("powerball", "2026-10-09"))).join(" ");
    expect(words).not.toMatch(/buy|play now|claim|threshold|your/i);
  });

  it("is read from a push only when whole", () => {
    const alert = alertFor("powerball", "2026-10-09");
    expect(readJackpotAlert(JSON.parse(JSON.stringify(alert)))).toEqual(alert);
    expect(readJackpotAlert({ ...alert, kind: "draw" })).toBeNull();
    expect(readJackpotAlert({ ...alert, game: "keno" })).toBeNull();
    expect(readJackpotAlert({ ...alert, estimate: -1 })).toBeNull();
    expect(readJackpotAlert({ ...alert, price: "R 5" })).toBeNull();
    expect(readJackpotAlert({ ...alert, drawDate: "13/10/2026" })).toBeNull();
    expect(readJackpotAlert({ ...alert, url: "not a url" })).toBeNull();
  });
});

describe("the thresholds offered", () => {
  it("are a few per game, rising, within the bounds a subscription may ask", () => {
    for (const game of GAME_IDS) {
      const offered = OFFERED_THRESHOLDS[game];
      expect(offered.length, game).toBeGreaterThanOrEqual(2);
      expect([...offered].sort((a, b) => a - b)).toEqual(offered);
      for (const amount of offered)
        expect(amount >= JACKPOT_THRESHOLD_MIN && amount <= JACKPOT_THRESHOLD_MAX, `${game} ${amount}`).toBe(true);
    }
  });
});
