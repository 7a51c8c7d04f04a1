import { afterEach, describe, expect, it, vi } from "vitest";
import {
  ALERT_TIME_LIMIT_MS,
  BLOCKED,
  doneMessage,
  failureMessage,
  gamesAfterTap,
  NO_PUSH_SERVICE,
  NOT_ALLOWED,
  OFFLINE,
  permissionMessage,
  pushSupport,
  Refused,
  refusalMessage,
  TIMED_OUT,
  TimedOut,
  withTimeLimit,
} from "~/browser/results-alerts";

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

describe("alert buttons that never hang", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("gives a step 10 seconds: a promise that never settles is a TimedOut then, not before", async () => {
    vi.useFakeTimers();
    expect(ALERT_TIME_LIMIT_MS).toBe(10_000);
    let outcome: unknown = "pending";
    withTimeLimit(new Promise(() => {})).then(
      () => (outcome = "resolved"),
      (error: unknown) => (outcome = error),
    );
    await vi.advanceTimersByTimeAsync(9_999);
    expect(outcome).toBe("pending");
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBeInstanceOf(TimedOut);
  });

  it("lets a step that answers in time through, with its value or its error, and leaves no timer behind", async () => {
    vi.useFakeTimers();
    await expect(withTimeLimit(Promise.resolve("subscribed"))).resolves.toBe("subscribed");
    await expect(withTimeLimit(Promise.reject(new DOMException("x", "AbortError")))).rejects.toMatchObject({ name: "AbortError" });
    expect(vi.getTimerCount()).toBe(0);
  });

  it("after the prompt: nothing when allowed; dismissed is not blocked; blocked only when denied", () => {
    expect(permissionMessage("granted")).toBeNull();
    expect(permissionMessage("default")).toBe(NOT_ALLOWED);
    expect(NOT_ALLOWED).toMatch(/^You didn't allow notifications.*tap again/);
    expect(permissionMessage("denied")).toBe(BLOCKED);
    expect(BLOCKED).toMatch(/blocked in this browser's settings/);
  });

  it.each([
    ["the API's own refusal", new Refused("games must name at least one game."), "granted", "games must name at least one game."],
    ["the time limit", new TimedOut("no answer"), "granted", TIMED_OUT],
    [
      "no push service (subscribe's AbortError)",
      new DOMException("Registration failed - push service not available", "AbortError"),
      "granted",
      NO_PUSH_SERVICE,
    ],
    ["push not supported here", new DOMException("no", "NotSupportedError"), "granted", NO_PUSH_SERVICE],
    ["no service worker allowed (a private window)", new DOMException("no", "SecurityError"), "granted", NO_PUSH_SERVICE],
    ["permission taken back to ask again", new DOMException("no", "NotAllowedError"), "default", NOT_ALLOWED],
    ["permission blocked meanwhile", new DOMException("no", "NotAllowedError"), "denied", BLOCKED],
    ["a network failure", new TypeError("Failed to fetch"), "granted", OFFLINE],
    ["the API's time limit", new DOMException("timed out", "TimeoutError"), "granted", OFFLINE],
  ] as const)("after %s, says what happened", (_, error, permission, message) => {
    expect(failureMessage(error, permission)).toBe(message);
  });

  it("words the time limit and a browser without a push service plainly", () => {
    expect(TIMED_OUT).toBe(
      "This browser did not set up the alert within 10 seconds: it may not be able to receive alerts (a private window, or push messages switched off). Tap again to retry.",
    );
    expect(NO_PUSH_SERVICE).toMatch(/^This browser cannot receive alerts: it may be a private window, or push messages are switched off/);
  });
});
