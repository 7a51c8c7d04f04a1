import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { cacheKeyRules, canonicalKey, canonicalPath, pathRedirect, queryRuleFor } from "~/edge/cache-key.server";
import { isCacheableRequest } from "~/edge/edge-cache.server";
import { drawPath, gamePath, yearPath } from "~/site/draw-paths";
import { SITE_PAGES } from "~/site/site-pages";
import { EXPECTED_POLICY } from "../fixtures/route-policy";
import { appRouteTable } from "../fixtures/route-table";

// The rules the routes' handles declare, read as the Worker reads them.
const RULES = cacheKeyRules(await appRouteTable());
const key = (address: string) => canonicalKey(new URL(address, "https://example.test"), RULES);

describe("canonicalPath", () => {
  it("is the identity on the site's own paths, so no route redirects to itself", () => {
    const paths = [
      ...SITE_PAGES.map((page) => page.path),
      "/blog/power-ball-lotto-results-ultimate-guide",
      drawPath("lotto", "2026-11-14"),
      gamePath("powerball-plus"),
      yearPath("lotto-plus-2", "2026"),
      "/api/results/latest",
      "/api/results/history",
      "/api/hot-numbers/lotto",
      "/sitemaps/lotto.xml",
      "/sitemap.xml",
      "/robots.txt",
      "/rss/results.xml",
      "/history.data",
      "/_root.data",
      "/admin",
      "/healthz",
      "/__scheduled",
    ];
    for (const path of paths) expect(canonicalPath(path), path).toBe(path);
  });

  it("decodes unreserved escapes, lower-cases, resolves dot segments and drops repeated and trailing slashes", () => {
    expect(canonicalPath("/%61dmin")).toBe("/admin");
    expect(canonicalPath("/Admin")).toBe("/admin");
    expect(canonicalPath("/%63heck-numbers")).toBe("/check-numbers");
    expect(canonicalPath("/%2e/admin")).toBe("/admin");
    expect(canonicalPath("/x/%2E%2E/admin")).toBe("/admin");
    expect(canonicalPath("//history/")).toBe("/history");
    expect(canonicalPath("/HISTORY.DATA")).toBe("/history.data");
    // Reserved and non-ASCII escapes stay escaped, in one spelling.
    expect(canonicalPath("/a%2fb")).toBe("/a%2Fb");
    expect(canonicalPath("/caf%c3%a9")).toBe("/caf%C3%A9");
    expect(canonicalPath("/100%")).toBe("/100%");
  });

  it("is idempotent", () => {
    for (const path of ["/%61dmin/", "/A%2fB//c/./d/..", "/caf%c3%A9", "/%7Euser"])
      expect(canonicalPath(canonicalPath(path))).toBe(canonicalPath(path));
  });
});

describe("canonicalKey", () => {
  it("keeps only the parameters the route reads, in one order", () => {
    expect(key("/history?cb=1")).toBe("/history");
    expect(key("/history?to=2026-11-01&utm_source=x&game=lotto&from=2026-10-01")).toBe("/history?game=lotto&from=2026-10-01&to=2026-11-01");
    expect(key("/history?from=2026-10-01&game=lotto&to=2026-11-01")).toBe("/history?game=lotto&from=2026-10-01&to=2026-11-01");
    expect(key("/lotto-history?expanded=1")).toBe("/lotto-history?expanded=1");
    expect(key("/api/results/latest?v=1")).toBe("/api/results/latest");
    expect(key("/api/results/history?limit=5&gameType=lotto&z=9")).toBe("/api/results/history?gameType=lotto&limit=5");
    expect(key("/api/hot-numbers?gameType=powerball")).toBe("/api/hot-numbers?gameType=powerball");
    expect(key("/how-to-play?tab=powerball&x=1")).toBe("/how-to-play?tab=powerball");
    expect(key("/how-to-play?tab=daily-lotto")).toBe("/how-to-play?tab=daily-lotto");
    expect(key("/results/lotto?month=2018-03&x=1")).toBe("/results/lotto?month=2018-03");
    expect(key("/results/daily-lotto?x=1")).toBe("/results/daily-lotto");
    expect(key("/?fbclid=abc")).toBe("/");
    expect(key("/_root.data?fbclid=abc")).toBe("/_root.data");
    expect(key("/Admin?x=1")).toBe("/admin");
  });

  it("is null when a parameter the route reads is invalid, repeated, blank or padded", () => {
    for (const address of [
      "/history?game=zzz",
      "/lotto-history?game=powerball",
      "/history?from=2026-13-01",
      "/history?from=2026-11-02&to=2026-11-01", // swapped, with a message
      "/history?expanded=yes",
      "/history?game=lotto&game=powerball",
      "/history?game=",
      "/history?game=%20lotto",
      "/api/results/history?limit=0",
      "/api/results/history?gameType=keno",
      "/api/hot-numbers?gameType=both",
      "/how-to-play?tab=lotto",
      "/results/lotto?month=2018-13",
      "/results/lotto?month=March",
      "/results/lotto?month=1999-12",
    ]) {
      expect(key(address), address).toBeNull();
    }
  });
});

describe("Remix's own client requests", () => {
  // Only the admin runs React in the browser (and it is signed in and never cached): public pages load no
  // framework, so no visitor asks for a page's data or for route discovery, and the cache keeps no key
  // for them (issue 34 §5).
  it("are never cached: single fetch's data requests and route discovery", () => {
    for (const path of ["/history.data?game=lotto", "/_root.data", "/results/lotto.data", "/__manifest?p=%2Fhow-to-play&version=abc"]) {
      expect(isCacheableRequest(new Request(`https://example.test${path}`), EXPECTED_POLICY), path).toBe(false);
    }
    expect(isCacheableRequest(new Request("https://example.test/history?game=lotto"), EXPECTED_POLICY)).toBe(true);
  });
});

describe("every route that reads the query has a rule", () => {
  // A page whose route reads a parameter the key drops would be served one cached answer for every
  // value of it. Each file below reads the query; a new one fails here until it is listed with the
  // page it serves and that page has a rule (or is never cached).
  const READERS: Record<string, string[]> = {
    // The public API's calls are answered there (the routes run their plans).
    "app/api/call-answers.server.ts": ["/api/hot-numbers", "/api/results/history", "/api/statistics/lotto"],
    "app/routes/api.refresh-google-data.ts": ["/api/refresh-google-data"],
    "app/routes/check-numbers.tsx": ["/check-numbers"],
    "app/routes/how-to-play.tsx": ["/how-to-play"],
    "app/routes/results.$game._index.tsx": ["/results/lotto"],
    "app/loaders/history.server.ts": ["/history"],
    "app/loaders/statistics.server.ts": ["/statistics/lotto"],
  };

  it("lists exactly the files that read the query", () => {
    // Route folders hold a route's own modules: they are read too.
    const files = ["app/routes", "app/loaders", "app/models", "app/api"].flatMap((folder) =>
      readdirSync(folder, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => `${entry.parentPath}/${entry.name}`),
    );
    const readers = files.filter((file) => /searchParams|useSearchParams/.test(readFileSync(file, "utf8")));
    expect(readers.sort()).toEqual(Object.keys(READERS).sort());
  });

  it("gives each of their pages a rule, or keeps it out of the cache", () => {
    for (const [file, pages] of Object.entries(READERS)) {
      for (const page of pages) {
        const cached = isCacheableRequest(new Request(`https://example.test${page}`), EXPECTED_POLICY);
        expect(Boolean(queryRuleFor(page, RULES)) || !cached, `${file}: ${page}`).toBe(true);
      }
    }
  });
});

describe("pathRedirect", () => {
  it("sends a non-canonical path to the canonical one with its query, and leaves canonical paths alone", () => {
    const redirect = pathRedirect(new Request("https://example.test/%61dmin?x=1"));
    expect(redirect?.status).toBe(301);
    expect(redirect?.headers.get("Location")).toBe("/admin?x=1");
    expect(pathRedirect(new Request("https://example.test/history?cb=1"))).toBeNull();
  });
});
