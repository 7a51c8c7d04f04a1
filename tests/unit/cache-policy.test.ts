/**
 * One cache-policy vocabulary (issue 44 §2): each named policy's Cache-Control, and no other server module
 * writing a Cache-Control value of its own (the service worker, which runs in the browser, answers its own
 * offline pages; HSTS's max-age is not a cache's).
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { cacheControl, EDGE_CACHE_STALE, EDGE_CACHE_TTL, edgeEntryCacheControl, edgeStorage } from "~/http/cache-policy";

describe("cache policies", () => {
  it("says, for each name, who may keep the answer and for how long", () => {
    expect(cacheControl("results")).toBe(`public, max-age=${EDGE_CACHE_TTL}, s-maxage=${EDGE_CACHE_TTL}`);
    expect(cacheControl("notYet")).toBe("public, max-age=0, s-maxage=15");
    expect(cacheControl("feed")).toBe("public, max-age=300");
    expect(cacheControl("sitemap")).toBe("public, max-age=3600");
    expect(cacheControl("manifest")).toBe("public, max-age=3600");
    expect(cacheControl("redirect")).toBe("public, max-age=86400");
    expect(cacheControl("robots")).toBe("public, max-age=86400");
    expect(cacheControl("serviceWorker")).toBe("no-cache");
    expect(cacheControl("none")).toBe("no-store");
    expect(edgeEntryCacheControl(EDGE_CACHE_TTL + EDGE_CACHE_STALE)).toBe("public, max-age=120");
  });

  it("says, for each name, how long the edge keeps the answer, or that it never stores one", () => {
    const usual = { fresh: EDGE_CACHE_TTL, stale: EDGE_CACHE_STALE };
    for (const name of ["page", "results", "feed", "sitemap", "manifest", "robots"] as const)
      expect(edgeStorage(name), name).toEqual(usual);
    expect(edgeStorage("notYet")).toEqual({ fresh: 15, stale: EDGE_CACHE_STALE });
    for (const name of ["redirect", "serviceWorker", "none"] as const) expect(edgeStorage(name), name).toBeNull();
    // A page writes no Cache-Control of its own (browsers revalidate it): the type refuses to write one.
    // @ts-expect-error -- "page" says nothing to browsers
    expect(() => cacheControl("page")).toThrow(/writes no Cache-Control/);
  });

  it("is the only server module that writes a Cache-Control value", () => {
    const files = readdirSync("app", { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
      .map((entry) => `${entry.parentPath}/${entry.name}`)
      .filter((file) => file !== "app/http/cache-policy.ts" && !file.startsWith("app/browser/"));
    const writers = files.filter((file) => {
      const text = readFileSync(file, "utf8").replace(/"Strict-Transport-Security": "max-age=\d+[^"]*"/g, "");
      // A value written, not read: `max-age=` or `s-maxage=` followed by a number or an interpolation, or a bare directive string.
      return /(?:max-age|s-maxage)=(?:\d|\$\{)|["'`](?:no-store|no-cache)["'`]/.test(text);
    });
    expect(writers).toEqual([]);
  });
});
