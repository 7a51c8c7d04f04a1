/**
 * The search source on Brave's Search API (SEARCH_PROVIDER "brave", sources.md §4a), against the tests'
 * fake Brave: off without its key; with it, the same queries, extraction, rules and cross-check as on
 * Google's, asked with the key in X-Subscription-Token, for South African pages of the draw's day or
 * week. Google's stays usable until its end (1 Jan 2027), then says what to change. System Status names
 * the engine in use. All figures invented.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { systemStatus } from "~/admin/status.server";
import { LOTTO_PREVIOUS } from "../fake-source/draws";
import { officialPools } from "../fake-source/control";
import { braveAnswer, searchAnswer } from "../fake-source/payloads";
import { appEnv, clearAll, db, drawRow, ingest, runs, SATURDAY_NIGHT, snapshot, tenant } from "../fake-source/workers-kit";
import { testDraw, writeDraws } from "./seed";

const source = tenant("ingest-search-brave");
const brave = (braveKey = "test-brave-key") => appEnv(source, { searchProvider: "brave", braveKey });

beforeEach(async () => {
  await clearAll();
  await writeDraws([testDraw({ game: "lotto", drawDate: "2026-11-14", drawNumber: 2739, numbers: [1, 8, 19, 27, 36, 44], bonus: 12 })]);
});

describe("the search source on Brave", () => {
  it("is not configured without BRAVE_SEARCH_API_KEY, whatever Google's secrets, and asks nothing", async () => {
    await source.set({});
    const env = appEnv(source, { searchProvider: "brave", searchKey: "google-key", engineId: "google-engine" });
    const summary = await ingest(source, { env, source: "search" });
    expect(summary).toMatchObject({ outcome: "failed", message: "Search source: not configured: set the secret BRAVE_SEARCH_API_KEY." });
    expect(await source.requests()).toEqual([]);
  });

  it("stores what Brave's pages quote when it passes the rules and agrees with the official source", async () => {
    await source.set({
      pools: officialPools({ lotto: [LOTTO_PREVIOUS] }),
      search: [
        {
          match: "21 November 2026",
          answer: braveAnswer([
            {
              title: "<strong>Lotto</strong> Results for Saturday 21 November 2026",
              description: "The winning numbers were <strong>4</strong>, 15, 23, 31, 42, 50 and the Bonus Ball was 9.",
            },
            {
              title: "Lotto 21/11/2026",
              description: "See the full payout table.",
              extraSnippets: ["Lotto 21/11/2026 results: 4-15-23-31-42-50 + 9"],
            },
          ]),
        },
        // Disagrees with the official 2, 10, 16, 24, 32, 41 + 33: refused.
        {
          match: "18 November 2026",
          answer: braveAnswer([{ title: "Lotto results 18 November 2026", description: "Numbers: 2, 10, 16, 24, 32, 40 Bonus: 33" }]),
        },
      ],
    });

    const summary = await ingest(source, { env: brave(), source: "search", games: ["lotto"] });

    expect(summary.results.lotto).toBe("1 added, 0 updated, 0 unchanged, 1 rejected");
    expect(await drawRow("lotto", "2026-11-21")).toMatchObject({ numbers: "[4,15,23,31,42,50]", bonus: 9, source: "search" });
    expect(await drawRow("lotto", "2026-11-18")).toBeNull();
    const requests = await source.requests();
    const headers = await source.requestHeaders();
    const searches = requests.flatMap((request, index) =>
      request.endpoint === "search" ? [{ ...request.body, headers: headers[index]! }] : [],
    );
    // Tonight's draw among the last day's pages, Wednesday's among the week's; South African results first.
    expect(searches).toEqual([
      expect.objectContaining({ q: '"Lotto" results 21 November 2026', country: "ZA", freshness: "pd", count: "10" }),
      expect.objectContaining({ q: '"Lotto" results 18 November 2026', country: "ZA", freshness: "pw" }),
    ]);
    for (const search of searches) {
      expect(search.headers).toMatchObject({ "x-subscription-token": "test-brave-key", accept: "application/json" });
      // Google's key never travels to Brave, nor Brave's in the address.
      expect(search).not.toHaveProperty("key");
    }
    expect((await runs())[0]!.details.games.lotto!.rejected).toEqual([
      "2026-11-18: the search result 2 10 16 24 32 40 + 33 disagrees with the official source",
    ]);
  });

  it("a Brave answer in an unexpected shape fails the game and writes nothing", async () => {
    await source.set({ faults: [{ endpoint: "search", json: { web: { results: "none" } } }] });
    const before = await snapshot();
    const summary = await ingest(source, { env: brave(), source: "search", games: ["lotto"] });
    expect(summary.results.lotto).toMatch(/^failed: search answer: unexpected shape \(web\.results: Expected array/);
    expect(await snapshot()).toEqual(before);
  });
});

describe("Google's search until its end", () => {
  const google = () => appEnv(source, { searchKey: "test-key", engineId: "test-engine" });
  const answer = searchAnswer([{ title: "Daily Lotto results 31 December 2026", snippet: "Numbers: 5, 11, 19, 28, 34" }]);

  it("is asked on 31 Dec 2026, and refused from 1 Jan 2027 with what to change", async () => {
    await source.set({ pools: officialPools({}), search: [{ match: "31 December 2026", answer }] });
    const lastNight = await ingest(source, {
      env: google(),
      source: "search",
      games: ["daily-lotto"],
      now: () => new Date("2026-12-31T21:30:00Z"), // 23:30 SAST on the 31st
    });
    expect(lastNight.results["daily-lotto"]).toBe("1 added, 0 updated, 0 unchanged");

    const asked = (await source.requests()).length;
    const after = await ingest(source, {
      env: google(),
      source: "search",
      games: ["daily-lotto"],
      now: () => new Date("2027-01-01T06:00:00Z"),
    });
    expect(after.results["daily-lotto"]).toBe(
      'failed: Google\'s Custom Search JSON API closed on 2027-01-01: set SEARCH_PROVIDER to "brave" and the secret BRAVE_SEARCH_API_KEY',
    );
    // Only the official list of the first run's cross-check: Google was not asked again.
    expect((await source.requests()).slice(asked).filter((request) => request.endpoint === "search")).toEqual([]);
  });
});

describe("System Status names the search engine", () => {
  it("Brave's when chosen; Google's with its end, before and after it", async () => {
    const searchOf = async (env: ReturnType<typeof appEnv>, now: Date) =>
      (await systemStatus(db(), env, now)).sources.find((s) => s.name === "search");
    expect(await searchOf(brave(), SATURDAY_NIGHT)).toMatchObject({ notConfigured: null, provider: "Brave Search API" });
    expect(await searchOf(brave(""), SATURDAY_NIGHT)).toMatchObject({
      notConfigured: "not configured: set the secret BRAVE_SEARCH_API_KEY",
    });
    expect((await searchOf(appEnv(source), SATURDAY_NIGHT))?.provider).toBe(
      'Google Programmable Search (Custom Search JSON API): stops on 1 Jan 2027; set SEARCH_PROVIDER to "brave" (Brave Search API) before then',
    );
    expect((await searchOf(appEnv(source), new Date("2027-01-02T08:00:00Z")))?.provider).toBe(
      'Google Programmable Search (Custom Search JSON API): closed on 1 Jan 2027; set SEARCH_PROVIDER to "brave" (Brave Search API)',
    );
    const official = (await systemStatus(db(), brave(), SATURDAY_NIGHT)).sources.find((s) => s.name === "official");
    expect(official?.provider).toBeNull();
  });
});
