/**
 * Test-side helpers for the fake results source: build a scenario from invented draws and set it on a
 * tenant of the running server (plain fetch, so they run inside workerd and in Playwright alike).
 */
import type { Fault, LoggedRequest, Scenario } from "./handler";
import { detailData, listItem, pendingItem, poolKeyOf, type FakeDraw, type FakeGame, type FakeLevel } from "./payloads";
import { resultszaDraws } from "./resultsza";

export interface PublishedDraw extends FakeDraw {
  /** Prize levels the detail call answers with; none = divisions not published yet (no `winLevels`). */
  levels?: FakeLevel[];
  /** Listed before it is drawn: no numbers in the list item (`winNumList` empty, null or absent), no detail. */
  pending?: "empty" | "null" | "absent";
}

/** Scenario pools from draws per game (give them newest first, as the API lists them). */
export function officialPools(games: Partial<Record<FakeGame, PublishedDraw[]>>): NonNullable<Scenario["pools"]> {
  const pools: NonNullable<Scenario["pools"]> = {};
  for (const [game, draws] of Object.entries(games) as [FakeGame, PublishedDraw[]][]) {
    pools[poolKeyOf(game)] = {
      list: draws.map((draw) => (draw.pending ? pendingItem(game, draw, draw.pending) : listItem(game, draw))),
      details: Object.fromEntries(draws.filter((d) => !d.pending).map((d) => [String(d.issue), detailData(game, d, d.levels)])),
    };
  }
  return pools;
}

export function fakeTenant(baseUrl: string, tenant: string) {
  return {
    officialUrl: `${baseUrl}/t/${tenant}/official`,
    /** The same official API as reached from a South African home connection: `block` does not refuse it. */
    homeOfficialUrl: `${baseUrl}/t/${tenant}/home/official`,
    resultszaUrl: `${baseUrl}/t/${tenant}/resultsza`,
    searchUrl: `${baseUrl}/t/${tenant}/search/customsearch/v1`,
    braveSearchUrl: `${baseUrl}/t/${tenant}/search/brave/res/v1/web/search`,
    async set(scenario: Scenario): Promise<void> {
      const res = await fetch(`${baseUrl}/__control/${tenant}`, { method: "PUT", body: JSON.stringify(scenario) });
      if (!res.ok) throw new Error(`fake source control answered ${res.status}`);
    },
    /** Convenience: publish these draws, with optional faults. */
    publish(games: Partial<Record<FakeGame, PublishedDraw[]>>, faults: Fault[] = []): Promise<void> {
      return this.set({ pools: officialPools(games), faults });
    },
    /**
     * Official draws and ResultsZA's (draws, or entries built with `resultszaEntry` for a reading of its
     * own), ResultsZA answering the key `apiKey`.
     */
    publishBoth(
      official: Partial<Record<FakeGame, PublishedDraw[]>>,
      resultsza: Partial<Record<FakeGame, (PublishedDraw | Record<string, unknown>)[]>>,
      apiKey: string,
    ): Promise<void> {
      return this.set({ pools: officialPools(official), resultsza: { apiKey, draws: resultszaDraws(resultsza) } });
    },
    /** The draws are there, but every official request from a datacentre (the Worker) is refused with HTTP 403. */
    block(games: Partial<Record<FakeGame, PublishedDraw[]>> = {}): Promise<void> {
      return this.set({ pools: officialPools(games), blocked: true });
    },
    async requests(): Promise<LoggedRequest[]> {
      return (await fetch(`${baseUrl}/__control/${tenant}/requests`)).json();
    },
    /** The headers of each request so far, in the order of `requests()` (names in lower case). */
    async requestHeaders(): Promise<Record<string, string>[]> {
      return (await fetch(`${baseUrl}/__control/${tenant}/headers`)).json();
    },
  };
}

export type FakeTenant = ReturnType<typeof fakeTenant>;
