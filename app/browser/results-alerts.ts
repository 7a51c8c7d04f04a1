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

const STORAGE_KEY = "results-alerts";

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

export const HOME_SCREEN_FIRST =
  "On iPhone and iPad, alerts work once this site is on your Home Screen (iOS 16.4 or later): tap Share, then Add to Home Screen, open the site from there and turn alerts on.";
const BLOCKED = "Notifications from this site are blocked in this browser's settings: allow them there, then tap again.";
const OFFLINE = "The alert could not be changed: check your connection and tap again.";

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

function savedGames(): string[] {
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

/** A refusal the player is told as it is. */
class Refused extends Error {}

async function send(method: "POST" | "DELETE", body: unknown): Promise<unknown> {
  const response = await fetch("/api/push/subscriptions", {
    method,
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const answer: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) throw new Refused(refusalMessage(answer));
  return answer;
}

async function serverKey(): Promise<Uint8Array<ArrayBuffer>> {
  const response = await fetch("/api/push/key");
  const answer: unknown = await response.json().catch(() => null);
  const key = (answer as { publicKey?: unknown } | null)?.publicKey;
  const bytes = response.ok && typeof key === "string" ? decodeBase64Url(key) : null;
  if (!bytes) throw new Refused(refusalMessage(answer));
  return bytes;
}

const sameBytes = (a: ArrayBuffer | null | undefined, b: Uint8Array) =>
  !!a && a.byteLength === b.length && new Uint8Array(a).every((byte, index) => byte === b[index]);

/** This browser's push subscription for the site's current key, made if there is none. */
async function subscription(): Promise<PushSubscription> {
  const [registration, key] = await Promise.all([registerServiceWorker(), serverKey()]);
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameBytes(existing.options.applicationServerKey, key)) return existing;
  // Made with an older key (the site's keys changed): a push signed with the new one would be refused.
  await existing?.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

async function existingSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration("/");
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Changes this browser's games to `games`; answers the games the server now holds. */
async function changeGames(games: readonly string[]): Promise<string[]> {
  if (games.length === 0) {
    const existing = await existingSubscription();
    if (existing) {
      // The subscription's JSON as it is: its keys.auth proves to the server that this browser holds it.
      await send("DELETE", existing.toJSON());
      await existing.unsubscribe();
    }
    return [];
  }
  const pushSubscription = await subscription();
  const answer = await send("POST", { ...pushSubscription.toJSON(), games });
  const held = (answer as { games?: unknown } | null)?.games;
  return Array.isArray(held) ? held.filter((game): game is string => typeof game === "string") : [...games];
}

/** Starts one alerts section: shows it where alerts can work and wires its buttons. */
export function startResultsAlerts(section: HTMLElement): void {
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
  const say = (text: string) => {
    if (status) status.textContent = text;
  };
  const show = (games: readonly string[]) => {
    for (const button of buttons) button.setAttribute("aria-pressed", String(games.includes(button.dataset.alertGame ?? "")));
  };

  // Permission withdrawn, or the subscription dropped by the browser: the buttons no longer say "on".
  const granted = support === "yes" && Notification.permission === "granted";
  show(granted ? savedGames() : []);
  if (support === "yes" && savedGames().length > 0) {
    void existingSubscription().then((existing) => {
      if (!existing || !granted) {
        saveGames([]);
        show([]);
      }
    });
  }

  async function tap(button: HTMLButtonElement): Promise<void> {
    const game = button.dataset.alertGame ?? "";
    if (support === "home-screen") return say(HOME_SCREEN_FIRST);
    const wasOn = button.getAttribute("aria-pressed") === "true";
    if (!wasOn && (await Notification.requestPermission()) !== "granted") return say(BLOCKED);
    for (const each of buttons) each.disabled = true;
    say(wasOn ? "Stopping…" : "Turning on…");
    try {
      const held = await changeGames(gamesAfterTap(savedGames(), game, wasOn));
      saveGames(held);
      show(held);
      say(doneMessage(button.dataset.alertName ?? game, !wasOn));
    } catch (error) {
      say(error instanceof Refused ? error.message : OFFLINE);
    } finally {
      for (const each of buttons) each.disabled = false;
    }
  }

  for (const button of buttons) button.addEventListener("click", () => void tap(button));
  section.hidden = false;
}
