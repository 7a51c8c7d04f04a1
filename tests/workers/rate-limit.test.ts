/**
 * The shared rate limiter: each limit's numbers hold through the real Workers Rate Limiting binding
 * (wrangler.toml [[ratelimits]], run locally by miniflare), the D1 fallback counts the same where the
 * binding is absent or fails, and client addresses are keyed as documented.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/client.server";
import { clientAddress, normaliseAddress, UNKNOWN_CLIENT } from "~/http/client-address.server";
import { checkRateLimit, RATE_LIMITS, rateLimitedJson, type RateLimitName } from "~/limits/rate-limit.server";
import { env } from "./test-env";

const db = getDb(env.DB);
const NAMES = Object.keys(RATE_LIMITS) as RateLimitName[];

/** A documentation-range IPv4 address (RFC 5737) nobody else in this run uses. */
let next = 0;
const freshAddress = () => `198.51.100.${++next}`;

/**
 * miniflare's local binding counts in windows aligned to the clock (now / period), so a burst that
 * straddles a window's end would start counting again. Start each burst well inside one window.
 */
async function awayFromWindowEdge(periodSeconds: number) {
  const periodMs = periodSeconds * 1000;
  const msLeft = periodMs - (Date.now() % periodMs);
  if (msLeft < 3000) await new Promise((resolve) => setTimeout(resolve, msLeft + 50));
}

async function fallbackRows(key: string) {
  const { results } = await env.DB.prepare("SELECT count, reset_at AS resetAt FROM rate_limits WHERE key = ?").bind(key).all();
  return results;
}

afterEach(() => vi.restoreAllMocks());

describe("the Workers Rate Limiting bindings of wrangler.toml", () => {
  it.each(NAMES)("%s: allows exactly its limit per address per period, then refuses with Retry-After", async (name) => {
    const rule = RATE_LIMITS[name];
    const address = freshAddress();
    await awayFromWindowEdge(rule.periodSeconds);
    const outcomes = [];
    for (let i = 0; i <= rule.limit; i++) outcomes.push(await checkRateLimit({ bindings: env, db }, name, address));

    expect(outcomes.slice(0, rule.limit).every((o) => o.allowed)).toBe(true);
    expect(outcomes[rule.limit]).toEqual({
      allowed: false,
      retryAfterSeconds: rule.periodSeconds,
      message: expect.stringContaining("a minute"),
    });
    // Counted by the binding, not by the fallback.
    expect(await fallbackRows(`${name}:${address}`)).toEqual([]);
    // Another address still has its whole budget.
    expect((await checkRateLimit({ bindings: env, db }, name, freshAddress())).allowed).toBe(true);
  });

  it("keeps separate counters per limit: the contact budget spent leaves sign-in untouched", async () => {
    const address = freshAddress();
    await awayFromWindowEdge(60);
    for (let i = 0; i <= RATE_LIMITS.contact.limit; i++) await checkRateLimit({ bindings: env, db }, "contact", address);
    expect((await checkRateLimit({ bindings: env, db }, "contact", address)).allowed).toBe(false);
    expect((await checkRateLimit({ bindings: env, db }, "signIn", address)).allowed).toBe(true);
  });
});

describe("the D1 fallback, where a binding is absent", () => {
  const noBindings = {};

  it.each(NAMES)("%s: allows exactly its limit in a fixed window, refuses with the time left, then starts afresh", async (name) => {
    const rule = RATE_LIMITS[name];
    const address = freshAddress();
    const start = Date.UTC(2026, 10, 22, 12, 0, 0);
    const at = (ms: number) => checkRateLimit({ bindings: noBindings, db, now: start + ms }, name, address);

    // The whole budget spent within the first 10 s of the window, however large it is.
    for (let i = 0; i < rule.limit; i++) expect((await at(Math.floor((i * 10_000) / rule.limit))).allowed).toBe(true);
    const refused = await at(10_500);
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: rule.periodSeconds - 10, message: expect.stringContaining("50 seconds") });
    expect((await at(rule.periodSeconds * 1000 - 1)).allowed).toBe(false);
    // The window started at the first hit; once it has ended, the address has its whole budget again.
    expect((await at(rule.periodSeconds * 1000)).allowed).toBe(true);
    expect(await fallbackRows(`${name}:${address}`)).toEqual([{ count: 1, resetAt: start + 2 * rule.periodSeconds * 1000 }]);
  });

  it("counts concurrent requests exactly: of ten at once, only the limit pass", async () => {
    const address = freshAddress();
    const now = Date.UTC(2026, 10, 22, 13, 0, 0);
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => checkRateLimit({ bindings: noBindings, db, now }, "contact", address)),
    );
    expect(outcomes.filter((o) => o.allowed)).toHaveLength(RATE_LIMITS.contact.limit);
  });

  it("deletes expired windows as it goes, so the table only holds live ones", async () => {
    const now = Date.UTC(2026, 10, 22, 14, 0, 0);
    const old = freshAddress();
    await checkRateLimit({ bindings: noBindings, db, now }, "refresh", old);
    await checkRateLimit({ bindings: noBindings, db, now: now + 61_000 }, "refresh", freshAddress());
    expect(await fallbackRows(`refresh:${old}`)).toEqual([]);
  });

  it("takes over when the binding fails", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = { CONTACT_RATE_LIMITER: { limit: () => Promise.reject(new Error("rate limiter unavailable")) } };
    const address = freshAddress();
    const now = Date.UTC(2026, 10, 22, 15, 0, 0);
    for (let i = 0; i < RATE_LIMITS.contact.limit; i++) {
      expect((await checkRateLimit({ bindings: broken, db, now }, "contact", address)).allowed).toBe(true);
    }
    expect((await checkRateLimit({ bindings: broken, db, now }, "contact", address)).allowed).toBe(false);
    // One JSON line (app/http/log.server.ts) with the binding's error in it.
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(
        /"message":"rate limit CONTACT_RATE_LIMITER failed.*"error":\{"name":"Error","message":"rate limiter unavailable"/,
      ),
    );
  });
});

describe("client addresses", () => {
  const request = (ip?: string) => new Request("https://example.test/", { headers: ip ? { "CF-Connecting-IP": ip } : {} });

  it("uses CF-Connecting-IP, one IPv4 address per client", () => {
    expect(clientAddress(request("203.0.113.7"))).toBe("203.0.113.7");
    expect(clientAddress(request(" ::ffff:203.0.113.7 "))).toBe("203.0.113.7");
  });

  it("counts an IPv6 client by its /64 network, however the address is written", () => {
    const key = "2001:db8:85a3:8d3::/64";
    expect(normaliseAddress("2001:db8:85a3:8d3:1319:8a2e:370:7348")).toBe(key);
    expect(normaliseAddress("2001:0db8:85a3:08d3::1")).toBe(key);
    expect(clientAddress(request("2001:DB8:85A3:8D3:FFFF::2"))).toBe(key);
    expect(normaliseAddress("::1")).toBe("0:0:0:0::/64");
  });

  it("puts requests without a usable address in one shared bucket, never trusting other headers", () => {
    expect(clientAddress(request())).toBe(UNKNOWN_CLIENT);
    expect(clientAddress(new Request("https://example.test/", { headers: { "X-Forwarded-For": "203.0.113.9" } }))).toBe(UNKNOWN_CLIENT);
    for (const junk of ["not an ip", "999.1.1.1", "1:2:3", "1::2::3", "12345::1", "<script>"]) {
      expect(clientAddress(request(junk)), junk).toBe(UNKNOWN_CLIENT);
    }
  });
});

describe("the JSON refusal", () => {
  it("is 429 with Retry-After, no-store and a message a person can act on", async () => {
    const res = rateLimitedJson({
      allowed: false,
      retryAfterSeconds: 42,
      message: "Too many refresh requests. Please wait 42 seconds and try again.",
    });
    expect(res.status).toBe(429);
    expect(res.headers.get("Retry-After")).toBe("42");
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(await res.json()).toEqual({ error: "Too many refresh requests. Please wait 42 seconds and try again." });
  });
});
