/**
 * "Tell me when … results are in" (issue 32, docs/alerts.md): the buttons of a results-alerts section
 * (components/alerts/ResultsAlerts.tsx) subscribe this browser to Web Push for a game, and unsubscribe it.
 * Nothing happens until a tap: the permission prompt, the service worker and the subscription all wait for
 * one. The server is sent the browser's push subscription and the games, never a ticket: the service
 * worker checks the wallet's tickets on the device when an alert arrives.
 *
 * Which games this browser asked for is remembered here (localStorage) to show the buttons' state; the
 * server's answer to every change is what is remembered, so the two agree.
 */
import { decodeBase64Url } from "~/push/base64url";
import { registerServiceWorker } from "./service-worker-registration";
import { WalletHook } from "~/tickets/wallet-hooks";

const STORAGE_KEY = "results-alerts";

/** Jackpot thresholds by game (issue 45): kept and shown by jackpot-choices.ts, on a game's own pages. */
export type Jackpots = Record<string, number>;

/** Whether alerts can be offered: yes, only from the Home Screen (iOS Safari in a tab), or not at all. */
export type PushSupport = "yes" | "home-screen" | "no";

export interface Browser {
  hasPush: boolean;
  userAgent: string;
  platform: string;
  maxTouchPoints: number;
}

export function pushSupport(browser: Browser): PushSupport {
  if (browser.hasPush) return "yes";
  // iOS (and iPadOS, which calls itself a Mac with a touch screen) gives web pages the Push API only once
  // the site is added to the Home Screen (iOS 16.4+); in a Safari tab it is missing.
  const apple = /iPhone|iPad|iPod/.test(browser.userAgent) || (browser.platform === "MacIntel" && browser.maxTouchPoints > 1);
  return apple ? "home-screen" : "no";
}

const HOME_SCREEN_FIRST =
  "On iPhone and iPad, alerts work once this site is on your Home Screen (iOS 16.4 or later): tap Share, then Add to Home Screen, open the site from there and turn alerts on.";
export const BLOCKED = "Notifications from this site are blocked in this browser's settings: allow them there, then tap again.";
export const NOT_ALLOWED = "You didn't allow notifications, so no alert was set: tap again and choose Allow.";
export const NO_PUSH_SERVICE =
  "This browser cannot receive alerts: it may be a private window, or push messages are switched off in its settings.";
export const OFFLINE = "The alert could not be changed: check your connection and tap again.";

/**
 * How long subscribing may take (the service worker becoming ready, the push service's subscription) and
 * each call to the API: a browser without a working push service can leave `pushManager.subscribe`
 * pending for ever, and the buttons must come back.
 */
export const ALERT_TIME_LIMIT_MS = 10_000;
export const TIMED_OUT = `This browser did not set up the alert within ${ALERT_TIME_LIMIT_MS / 1000} seconds: it may not be able to receive alerts (a private window, or push messages switched off). Tap again to retry.`;

/** A refusal from the API, told to the player as it is. */
export class Refused extends Error {}

/** A step that took longer than ALERT_TIME_LIMIT_MS. */
export class TimedOut extends Error {}

/** `promise`, or a TimedOut rejection once `ms` have passed without it settling. */
export function withTimeLimit<T>(promise: Promise<T>, ms: number = ALERT_TIME_LIMIT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

/** What the player is told after the permission prompt, or null when alerts may go ahead. */
export function permissionMessage(permission: NotificationPermission): string | null {
  if (permission === "granted") return null;
  // "default": the prompt was closed or ignored, nothing is blocked; only "denied" lives in the settings.
  return permission === "denied" ? BLOCKED : NOT_ALLOWED;
}

/**
 * What the player is told when a change failed: the API's own reason, the time limit, the permission
 * as it stands now, a browser without a push service, or the connection.
 */
export function failureMessage(error: unknown, permission: NotificationPermission): string {
  if (error instanceof Refused) return error.message;
  if (error instanceof TimedOut) return TIMED_OUT;
  // The API's fetch failed or hit its own time limit: the connection.
  if (error instanceof TypeError || (error instanceof DOMException && error.name === "TimeoutError")) return OFFLINE;
  if (error instanceof DOMException) {
    // The permission taken back meanwhile: said as it stands now.
    if (error.name === "NotAllowedError" && permission !== "granted") return permissionMessage(permission)!;
    // What pushManager.subscribe and the service worker's registration reject with where no push service
    // answers (a private window; Brave or Chromium with push switched off) or no worker is allowed.
    return NO_PUSH_SERVICE;
  }
  return OFFLINE;
}

/** The games after a tap on `game`'s button: added when it was off, taken out when it was on. */
export function gamesAfterTap(current: readonly string[], game: string, wasOn: boolean): string[] {
  return wasOn ? current.filter((other) => other !== game) : [...new Set([...current, game])].sort();
}

/** What the player reads after a change that worked; `name` is the game's (the button's data-alert-name). */
export function doneMessage(name: string, on: boolean): string {
  return on ? `Done: this device will be told when ${name} results are in.` : `Stopped: no more ${name} alerts on this device.`;
}

/** The reason a refusal from the API gives (its `message`, else its `error`), or a general one. */
export function refusalMessage(body: unknown): string {
  if (body && typeof body === "object") {
    const { message, error } = body as { message?: unknown; error?: unknown };
    if (typeof message === "string") return message;
    if (typeof error === "string" && error.includes(" ")) return error;
  }
  return "The alert could not be changed just now: please try again in a minute.";
}

/** The games this browser follows, as the server last answered them (My Tickets reads it too). */
export function savedGames(): string[] {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "[]");
    return Array.isArray(saved) ? saved.filter((game): game is string => typeof game === "string") : [];
  } catch {
    return [];
  }
}

function saveGames(games: readonly string[]): void {
  try {
    if (games.length === 0) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, JSON.stringify(games));
  } catch {
    // Storage refused (a private window): the alerts still work; the buttons only forget their state.
  }
}

async function send(method: "POST" | "DELETE", body: unknown): Promise<unknown> {
  const response = await fetch("/api/push/subscriptions", {
    method,
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(ALERT_TIME_LIMIT_MS),
  });
  const answer: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) throw new Refused(refusalMessage(answer));
  return answer;
}

async function serverKey(): Promise<Uint8Array<ArrayBuffer>> {
  const response = await fetch("/api/push/key", { signal: AbortSignal.timeout(ALERT_TIME_LIMIT_MS) });
  const answer: unknown = await response.json().catch(() => null);
  const key = (answer as { publicKey?: unknown } | null)?.publicKey;
  const bytes = response.ok && typeof key === "string" ? decodeBase64Url(key) : null;
  if (!bytes) throw new Refused(refusalMessage(answer));
  return bytes;
}

const sameBytes = (a: ArrayBuffer | null | undefined, b: Uint8Array) =>
  !!a && a.byteLength === b.length && new Uint8Array(a).every((byte, index) => byte === b[index]);

/**
 * This browser's push subscription for the site's current key, made if there is none. The service
 * worker's readiness and the push service's answer each get ALERT_TIME_LIMIT_MS: either may never come.
 */
async function subscription(): Promise<PushSubscription> {
  const [registration, key] = await Promise.all([withTimeLimit(registerServiceWorker()), serverKey()]);
  const existing = await withTimeLimit(registration.pushManager.getSubscription());
  if (existing && sameBytes(existing.options.applicationServerKey, key)) return existing;
  // Made with an older key (the site's keys changed): a push signed with the new one would be refused.
  await withTimeLimit(existing?.unsubscribe() ?? Promise.resolve(true));
  return withTimeLimit(registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }));
}

async function existingSubscription(): Promise<PushSubscription | null> {
  const registration = await withTimeLimit(navigator.serviceWorker.getRegistration("/"));
  return (await withTimeLimit(registration?.pushManager.getSubscription() ?? Promise.resolve(null))) ?? null;
}

/**
 * Changes this browser's games to `games` and, when given, its jackpot thresholds to `jackpots` (absent:
 * the server keeps those it holds); answers what the server now holds.
 */
async function changeGames(games: readonly string[], jackpots?: Jackpots): Promise<{ games: string[]; jackpots?: Jackpots }> {
  if (games.length === 0) {
    const existing = await existingSubscription();
    if (existing) {
      // The subscription's JSON as it is: its keys.auth proves to the server that this browser holds it.
      await send("DELETE", existing.toJSON());
      await withTimeLimit(existing.unsubscribe());
    }
    return { games: [], jackpots: {} };
  }
  const pushSubscription = await subscription();
  const answer = (await send("POST", { ...pushSubscription.toJSON(), games, jackpots })) as { games?: unknown; jackpots?: unknown } | null;
  const held = answer?.games;
  return {
    games: Array.isArray(held) ? held.filter((game): game is string => typeof game === "string") : [...games],
    jackpots: answer?.jackpots as Jackpots,
  };
}

/** A change: whether it turns something on, the games, the thresholds (undefined: those held stay), the words after. */
type Change = (turningOn: boolean, games: readonly string[], jackpots: Jackpots | undefined, done: () => string) => Promise<void>;

/**
 * More to a section (a game's jackpot thresholds, jackpot-choices.ts): wired once with the section, its
 * game buttons and a way to change; answers what to do each time the state held is shown (with the
 * thresholds the server answered, none when shown from what this browser remembers).
 */
export type AlertsAddOn = (
  section: HTMLElement,
  buttons: readonly HTMLButtonElement[],
  change: Change,
) => (games: readonly string[], jackpots?: Jackpots) => void;

/** Starts one alerts section: shows it where alerts can work and wires its buttons. */
export function startResultsAlerts(section: HTMLElement, addOn?: AlertsAddOn): void {
  const support = pushSupport({
    hasPush: "serviceWorker" in navigator && "PushManager" in window && "Notification" in window,
    userAgent: navigator.userAgent,
    platform: navigator.platform,
    maxTouchPoints: navigator.maxTouchPoints,
  });
  // Without the Push API (and not an iPhone that could add it) a button would only fail: the section stays hidden.
  if (support === "no") return;
  const status = section.querySelector<HTMLElement>("[data-alerts-status]");
  const buttons = [...section.querySelectorAll<HTMLButtonElement>("button[data-alert-game]")];
  const every = () => [...section.querySelectorAll<HTMLButtonElement>("button")];
  // An error is styled as one (the section's `data-tone` classes), in the same live region.
  const say = (text: string, tone: "info" | "error" = "info") => {
    if (!status) return;
    status.textContent = text;
    if (tone === "error") status.dataset.tone = "error";
    else delete status.dataset.tone;
  };
  const show = (games: readonly string[], jackpots?: Jackpots) => {
    for (const button of buttons) button.setAttribute("aria-pressed", String(games.includes(button.dataset.alertGame ?? "")));
    showMore?.(games, jackpots);
    // My Tickets offers a device that follows no game its tickets' games (wallet-script.ts reads it).
    section.toggleAttribute(WalletHook.following, games.length > 0);
  };

  const showMore = addOn?.(section, buttons, change);

  // Permission withdrawn, or the subscription dropped by the browser: the buttons no longer say "on".
  const granted = support === "yes" && Notification.permission === "granted";
  show(granted ? savedGames() : []);
  if (support === "yes" && savedGames().length > 0) {
    void existingSubscription().then((existing) => {
      if (!existing || !granted) {
        saveGames([]);
        show([], {});
      }
    });
  }

  /** One change: asked for (the permission first when turning something on), sent, and what the server holds shown. */
  async function change(...[turningOn, games, jackpots, done]: Parameters<Change>): Promise<void> {
    if (support === "home-screen") return say(HOME_SCREEN_FIRST);
    if (turningOn) {
      // The prompt is the player's to answer in their own time: no time limit on it.
      const refused = permissionMessage(await Notification.requestPermission());
      if (refused) return say(refused, "error");
    }
    const all = every();
    for (const each of all) each.disabled = true;
    say(turningOn ? "Turning on…" : "Stopping…");
    try {
      const held = await changeGames(games, jackpots);
      saveGames(held.games);
      show(held.games, held.jackpots);
      say(done());
    } catch (error) {
      say(failureMessage(error, Notification.permission), "error");
    } finally {
      for (const each of all) each.disabled = false;
    }
  }

  for (const button of buttons)
    button.addEventListener("click", () => {
      const game = button.dataset.alertGame ?? "";
      const wasOn = button.getAttribute("aria-pressed") === "true";
      void change(!wasOn, gamesAfterTap(savedGames(), game, wasOn), undefined, () => doneMessage(button.dataset.alertName ?? game, !wasOn));
    });
  section.hidden = false;
}
