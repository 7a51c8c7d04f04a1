/**
 * The privacy page describes the site as it is (issue 20 §2): the cookies it names are exactly the ones the
 * code sets, and it never says the contact form needs a cookie. The runtime side (no visitor page or form
 * answer sets a cookie; the admin sign-in sets the one the page names) is tests/workers/content-privacy.test.ts.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "~/admin/session.server";
import { contentPage } from "~/content/pages.server";
import { walletDrawPath } from "~/tickets/published-draw";

/** Every source file of the app and the Worker. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

const COOKIE_WRITERS =
  /createCookie(?:SessionStorage)?\s*[<(]|createSessionStorage\s*[<(]|document\.cookie\s*=|["']Set-Cookie["']\s*[:,]\s*[`"']/;

const html = contentPage("privacy-policy").html;
const text = html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

/** The first cell of each row of the page's cookie table (the table whose first header is "Cookie"). */
function cookieTableNames(): string[] {
  const table = /<table>\s*<thead>\s*<tr>\s*<th>Cookie<\/th>[\s\S]*?<\/table>/.exec(html)?.[0];
  if (!table) throw new Error("the privacy page has no cookie table");
  return [...table.matchAll(/<tr>\s*<td>([\s\S]*?)<\/td>/g)].map((m) => m[1]!);
}

describe("the privacy page's cookies", () => {
  it("are set in one place in the code: the admin session", () => {
    const writers = [...sources("app"), ...sources("workers")].filter((path) => COOKIE_WRITERS.test(readFileSync(path, "utf8")));
    expect(writers).toEqual([join("app", "admin", "session.server.ts")]);
    expect(readFileSync("app/admin/session.server.ts", "utf8")).toMatch(/name: SESSION_COOKIE/);
  });

  it("are exactly the cookies the code sets, by name", () => {
    const rows = cookieTableNames();
    const named = rows.map((cell) => /<code>([^<]+)<\/code>/.exec(cell)?.[1] ?? `(no name: ${cell})`);
    expect(named).toEqual([SESSION_COOKIE]);
  });

  it("never say a visitor or the contact form gets one", () => {
    expect(text).not.toMatch(
      /anti-?forgery cookie|csrf cookie|form (?:sets|uses|needs|requires) (?:a |an )?(?:\w+ )?cookie|without (?:the|a|this) cookie/i,
    );
    expect(text).toMatch(/Visitors get no cookie/);
    expect(text).toMatch(/contact form works without cookies/);
  });

  it("list what the site stores", () => {
    for (const stored of [
      "Contact messages",
      "your name, e-mail address, subject, category and message",
      "Rate-limit counters",
      "Admin audit log",
    ]) {
      expect(text).toContain(stored);
    }
  });
});

describe("the privacy page and My Tickets", () => {
  it("says the tickets stay in the browser's storage and are never sent", () => {
    expect(html).toContain('<a href="/my-tickets">My Tickets</a>');
    expect(text).toContain("in your browser&#39;s own storage (IndexedDB) on your device");
    expect(text).toContain("by its game and date only");
  });

  it("is true of the wallet's code: IndexedDB through idb-keyval, and the API asked by game and date", () => {
    const store = readFileSync("app/browser/wallet-store.ts", "utf8");
    expect(store).toMatch(/from "idb-keyval"/);
    const draws = readFileSync("app/browser/wallet-draws.ts", "utf8");
    expect([...draws.matchAll(/fetch\(([^,)]+)/g)].map((m) => m[1])).toEqual(["walletDrawPath(game"]);
    // My Tickets' address of a draw (issue 43): its game and date, nothing else.
    expect(walletDrawPath("lotto", "2026-11-18")).toBe("/api/wallet/lotto/2026-11-18");
    // The offline module asks for the wallet's own page, and nothing else; no other wallet module talks to the network.
    const offline = readFileSync("app/browser/wallet-offline.ts", "utf8");
    expect([...offline.matchAll(/fetch\(([^,)]+)/g)].map((m) => m[1])).toEqual(["location.pathname"]);
    const quiet = readdirSync("app/browser").filter(
      (file) => file.startsWith("wallet-") && !["wallet-draws.ts", "wallet-offline.ts"].includes(file),
    );
    for (const name of quiet)
      expect(readFileSync(join("app/browser", name), "utf8")).not.toMatch(/\bfetch\(|XMLHttpRequest|sendBeacon|WebSocket/);
  });

  it("says what a win-alert subscription holds, that no ticket is sent, and how long it is kept", () => {
    expect(text).toContain("your phone checks your tickets itself, so we never learn them");
    expect(text).toContain("or {{retention.pushSubscriptionIdle}} after the last alert that reached it");
  });

  it("says that a jackpot amount is kept with the subscription, as the schema keeps it, and never sent in an alert (issue 45)", () => {
    const schema = readFileSync("app/db/schema.ts", "utf8");
    expect(schema).toMatch(/jackpotThreshold: integer\("jackpot_threshold"\)/);
    expect(schema).toMatch(/jackpotToldOn: text\("jackpot_told_on"\)/);
    expect(text).toContain("any jackpot amount you chose for a game and the last draw whose jackpot estimate you were told of");
    expect(text).toContain("we keep that amount with the subscription");
    expect(text).toContain("never your amount or anything else about you");
    expect(text).toContain("are worked out on your phone from the tickets kept there");
  });

  it("says what the offline copies hold, as the service worker keeps them", () => {
    expect(text).toContain("These copies hold no ticket numbers, are only used when the network fails");
    const policy = readFileSync("app/browser/offline-policy.ts", "utf8");
    expect(policy).toContain('export const OFFLINE_PAGES = ["/my-tickets", "/"] as const;');
  });
});
