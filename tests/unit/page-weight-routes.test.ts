/**
 * The measuring scripts keep their own list of public routes (scripts/lib/public-routes.mjs), since a
 * script cannot import app/site/site-pages.ts: it must hold every public page of SITE_PAGES, and no admin page.
 */
import { describe, expect, it } from "vitest";
import { SITE_PAGES } from "~/site/site-pages";
import { DEFAULT_BUDGET, parseBytes } from "../../scripts/page-weight.mjs";
import { EXPECTED_STATUS, PUBLIC_ROUTES as ROUTES } from "../../scripts/lib/public-routes.mjs";

describe("page-weight routes", () => {
  it("measures every page of SITE_PAGES", () => {
    expect(SITE_PAGES.map((page) => page.path).filter((path) => !ROUTES.includes(path))).toEqual([]);
  });

  it("measures one page of each parametrised kind and the 404 page, each once, and no admin page", () => {
    for (const path of [
      "/results/lotto/2026-11-18",
      "/results/lotto-plus-1/2026-11-18",
      "/results/powerball/2026",
      "/results/lotto?month=2026-11",
      "/check-numbers?game=lotto&numbers=2+10+16+24+32+41",
      "/statistics/lotto",
      "/blog/power-ball-lotto-results-ultimate-guide",
    ]) {
      expect(ROUTES).toContain(path);
    }
    expect(ROUTES.filter((path) => EXPECTED_STATUS.get(path) === 404)).toHaveLength(1);
    expect(new Set(ROUTES).size).toBe(ROUTES.length);
    expect(ROUTES.filter((path) => path.startsWith("/admin"))).toEqual([]);
  });
});

describe("page-weight --budget", () => {
  it("reads bytes, or KB and MB as multiples of 1024", () => {
    expect(DEFAULT_BUDGET).toBe(25_600);
    expect(parseBytes("25600")).toBe(25_600);
    expect(parseBytes("25KB")).toBe(25_600);
    expect(parseBytes("30k")).toBe(30_720);
    expect(parseBytes("1.5MB")).toBe(1_572_864);
    expect(parseBytes("lots")).toBeNull();
    expect(parseBytes("")).toBeNull();
  });
});
