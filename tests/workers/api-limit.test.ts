/**
 * The public API's per-address limit (issue 22): calls the edge cache cannot answer count, and past
 * RATE_LIMITS.api the answer is 429 with Retry-After, readable from any origin and never stored; answers
 * the cache holds are served to the same address regardless; other addresses are not affected.
 */
import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { purgeResults } from "~/edge/edge-cache.server";
import { RATE_LIMITS } from "~/limits/rate-limit.server";
import { clearDraws, testDraw, writeDraws } from "./seed";

const ORIGIN = "https://www.salottoresults.co.za"; // SITE_URL: cache keys use the canonical origin
const get = (path: string, address: string) => SELF.fetch(`https://example.test${path}`, { headers: { "CF-Connecting-IP": address } });
const LIMIT = RATE_LIMITS.api.limit;

/** miniflare counts in clock-aligned windows: start a burst well inside one. */
async function awayFromWindowEdge() {
  const periodMs = RATE_LIMITS.api.periodSeconds * 1000;
  const msLeft = periodMs - (Date.now() % periodMs);
  if (msLeft < 15_000) await new Promise((resolve) => setTimeout(resolve, msLeft + 50));
}

/** Uncached calls: each query string is a page of its own to the cache, so each one is a miss. */
async function spend(address: string, count: number, gameType = "both"): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 1; i <= count; i++)
    statuses.push((await get(`/api/results/history?gameType=${gameType}&limit=${(i % 500) + 1}`, address)).status);
  return statuses;
}

beforeAll(async () => {
  await clearDraws();
  await writeDraws([testDraw({ game: "lotto", drawDate: "2026-11-18", numbers: [1, 2, 3, 4, 5, 6], bonus: 7 })]);
  await purgeResults(ORIGIN, ["/api/results/latest"]);
});

describe("the API's per-address limit", () => {
  it(
    `allows ${LIMIT} uncached calls a period, then answers 429 with Retry-After; cached answers still come`,
    { timeout: 120_000 },
    async () => {
      await awayFromWindowEdge();
      const address = "203.0.113.7";
      // Cached before the budget runs out; it must keep coming from the cache afterwards.
      expect((await get("/api/results/latest", address)).headers.get("X-Edge-Cache")).toBe("MISS");
      const statuses = await spend(address, LIMIT - 1);
      expect(statuses.filter((status) => status !== 200)).toEqual([]);

      const refused = await get("/api/results/history?gameType=lotto", address);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(refused.headers.get("Access-Control-Allow-Origin")).toBe("*");
      expect(refused.headers.get("Cache-Control")).toBe("no-store");
      expect((await refused.json<{ error: string }>()).error).toMatch(/Too many API requests/);

      const cached = await get("/api/results/latest", address);
      expect(cached.status).toBe(200);
      expect(cached.headers.get("X-Edge-Cache")).toBe("HIT");
      // The refusal was not stored: another address gets the real answer of the same call.
      const other = await get("/api/results/history?gameType=lotto", "203.0.113.8");
      expect(other.status).toBe(200);
      // Pages and the refresh call are not counted against the API's budget.
      expect((await get("/data-sources", address)).status).toBe(200);
    },
  );

  it(
    "ticket checks share the limit: past it a check is refused with a message on the page and Retry-After; the form still shows",
    { timeout: 120_000 },
    async () => {
      await awayFromWindowEdge();
      const address = "203.0.113.9";
      const check = `/check-numbers?game=lotto&numbers=${encodeURIComponent("1 2 3 4 5 6")}`;
      const first = await get(check, address);
      expect(first.status).toBe(200);
      expect(await first.text()).toContain("In all our records");
      // Calls the first test did not make, so none is answered from the cache.
      expect((await spend(address, LIMIT - 1, "lotto")).filter((status) => status !== 200)).toEqual([]);

      const refused = await get(check, address);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(refused.headers.get("Cache-Control")).toBe("no-store");
      const html = await refused.text();
      expect(html).toContain(`checks and API calls share a limit of ${LIMIT} a minute`);
      expect(html).toContain('name="numbers"');
      expect(html).not.toContain("In all our records");
      // The form without numbers reads nothing and is not counted; another address checks as usual.
      expect((await get("/check-numbers", address)).status).toBe(200);
      expect((await get(check, "203.0.113.10")).status).toBe(200);
    },
  );
});
