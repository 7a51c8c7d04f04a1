import { describe, expect, it } from "vitest";
import { doneMessage, gamesAfterTap, pushSupport, refusalMessage } from "~/browser/results-alerts";

const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const IPAD_AS_MAC = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15";

describe("results alerts in the browser", () => {
  it("offers alerts where the Push API is, the Home Screen on an iPhone or iPad tab, nothing elsewhere", () => {
    expect(pushSupport({ hasPush: true, userAgent: IPHONE_SAFARI, platform: "iPhone", maxTouchPoints: 5 })).toBe("yes");
    expect(pushSupport({ hasPush: false, userAgent: IPHONE_SAFARI, platform: "iPhone", maxTouchPoints: 5 })).toBe("home-screen");
    // iPadOS Safari calls itself a Mac; only its touch screen tells it apart.
    expect(pushSupport({ hasPush: false, userAgent: IPAD_AS_MAC, platform: "MacIntel", maxTouchPoints: 5 })).toBe("home-screen");
    expect(pushSupport({ hasPush: false, userAgent: IPAD_AS_MAC, platform: "MacIntel", maxTouchPoints: 0 })).toBe("no");
    expect(pushSupport({ hasPush: false, userAgent: "Mozilla/5.0 (X11; Linux x86_64)", platform: "Linux x86_64", maxTouchPoints: 0 })).toBe(
      "no",
    );
  });

  it("a tap adds the game when it was off and takes it out when it was on, the others kept", () => {
    expect(gamesAfterTap([], "lotto", false)).toEqual(["lotto"]);
    expect(gamesAfterTap(["powerball"], "lotto", false)).toEqual(["lotto", "powerball"]);
    expect(gamesAfterTap(["lotto"], "lotto", false)).toEqual(["lotto"]);
    expect(gamesAfterTap(["lotto", "powerball"], "lotto", true)).toEqual(["powerball"]);
    expect(gamesAfterTap(["lotto"], "lotto", true)).toEqual([]);
  });

  it("says what changed, and the API's own reason for a refusal", () => {
    expect(doneMessage("Lotto Plus 1", true)).toBe("Done: this device will be told when Lotto Plus 1 results are in.");
    expect(doneMessage("Daily Lotto", false)).toBe("Stopped: no more Daily Lotto alerts on this device.");
    expect(refusalMessage({ error: "bad request", message: "games must name at least one game." })).toBe(
      "games must name at least one game.",
    );
    expect(refusalMessage({ error: "Too many requests: wait a minute and try again." })).toBe(
      "Too many requests: wait a minute and try again.",
    );
    expect(refusalMessage({ error: "bad_request" })).toMatch(/^The alert could not be changed just now/);
    expect(refusalMessage(null)).toMatch(/^The alert could not be changed just now/);
  });
});
