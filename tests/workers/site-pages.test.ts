/**
 * SITE_PAGES (app/site/site-pages.ts) drives the sitemap, the purge after an ingest and most page-wide
 * tests, so it must name every page the build serves: each page route with a fixed path is listed, and
 * nothing listed is missing from the routes. A new page fails here until it says how often it changes.
 */
import { describe, expect, it } from "vitest";
import { GAME_IDS } from "~/rules/games";
import { gamePath } from "~/site/draw-paths";
import { PRIVATE_PREFIXES, SITE_PAGES } from "~/site/site-pages";
import { fullPath } from "~/edge/route-policy.server";
// The server build, typed (workers/server-build.d.ts).
import * as build from "#server-build";

const routes = build.routes;

describe("SITE_PAGES and the routes", () => {
  const pagePaths = Object.entries(routes)
    // A page renders something (resource routes have no default export); the root layout is no page.
    .filter(([, route]) => typeof route?.module.default === "function" && route.parentId !== undefined)
    .map(([id]) => fullPath(routes, id));

  it("lists every public page route with a fixed path", () => {
    const fixed = pagePaths.filter((path) => !/[:*]/.test(path) && !PRIVATE_PREFIXES.some((prefix) => path.startsWith(prefix)));
    const listed = SITE_PAGES.map((page) => page.path);
    expect(fixed.filter((path) => !listed.includes(path))).toEqual([]);
  });

  it("lists only pages the routes serve (the game pages through /results/:game)", () => {
    const games = GAME_IDS.map(gamePath);
    const fixed = new Set(pagePaths);
    const missing = SITE_PAGES.map((page) => page.path).filter(
      (path) => !fixed.has(path) && !(games.includes(path) && pagePaths.includes("/results/:game")),
    );
    expect(missing).toEqual([]);
  });
});
