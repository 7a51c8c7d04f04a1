import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { APP_FILES, storable, storageKey, strategyFor } from "~/browser/offline-policy";
import { APP_ICONS } from "~/site/app-icons";

const ORIGIN = "https://www.example.co.za";
const strategy = (path: string, method = "GET") => strategyFor(method, new URL(path, ORIGIN), ORIGIN);
const answer = (status: number, headers: Record<string, string> = {}, extra: Partial<Pick<Response, "type" | "redirected">> = {}) => ({
  status,
  type: "basic" as ResponseType,
  redirected: false,
  headers: new Headers(headers),
  ...extra,
});

describe("what the service worker keeps for the wallet", () => {
  it.each([
    ["/my-tickets", "network-first"],
    ["/", "network-first"],
    ["/my-tickets?utm_source=x", "network-first"],
    ["/api/results/latest", "network-first"],
    ["/api/results/lotto/2026-11-18", "network-first"],
    ["/api/results/powerball-plus/2026-11-17", "network-first"],
    ["/manifest.webmanifest", "cache-first"],
    ["/icons/icon-192.png", "cache-first"],
  ])("%s: %s", (path, expected) => expect(strategy(path)).toBe(expected));

  it.each([
    "/admin",
    "/admin/anything",
    "/check-numbers",
    "/contact-us",
    "/results/lotto",
    "/api/results/history",
    "/api/results/latest?gameType=lotto",
    "/api/ingest/official",
    "/sw.js",
    "/icons/other.png",
  ])("leaves %s to the browser", (path) => expect(strategy(path)).toBeNull());

  it("leaves every method but GET, and other sites, to the browser", () => {
    expect(strategy("/my-tickets", "POST")).toBeNull();
    expect(strategyFor("GET", new URL("https://elsewhere.example/my-tickets"), ORIGIN)).toBeNull();
  });

  it("keeps only whole, storable answers", () => {
    expect(storable(answer(200, { "Cache-Control": "public, max-age=60" }))).toBe(true);
    expect(storable(answer(200))).toBe(true);
    expect(storable(answer(404))).toBe(false);
    expect(storable(answer(500))).toBe(false);
    expect(storable(answer(206))).toBe(false);
    expect(storable(answer(200, { "Cache-Control": "no-store" }))).toBe(false);
    expect(storable(answer(200, { "Cache-Control": "private, max-age=0" }))).toBe(false);
    expect(storable(answer(200, {}, { redirected: true }))).toBe(false);
    expect(storable(answer(200, {}, { type: "opaque" }))).toBe(false);
  });

  it("stores a page once, whatever its query", () => {
    expect(storageKey(new URL("/my-tickets?utm_source=x", ORIGIN))).toBe(`${ORIGIN}/my-tickets`);
  });

  it("the app's files are answered from the cache, and the icons exist at their sizes", () => {
    for (const path of APP_FILES) expect(strategy(path), path).toBe("cache-first");
    for (const icon of APP_ICONS) {
      const png = readFileSync(new URL(`../../public${icon.src}`, import.meta.url));
      // A PNG's width and height sit at bytes 16 to 23 of its header.
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
    }
  });
});
