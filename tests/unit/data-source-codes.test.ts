/**
 * Every source code the shipped history names (data/*.csv, the `sources` column) is described on
 * /data-sources (app/content/data-sources.ts): a new version of the data that brings a new source must
 * bring its description too, or the page would list a bare code.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseCsv } from "~/import/csv";
import { HISTORY_SOURCES } from "~/content/data-sources";
import { GAME_IDS } from "~/rules/games";

describe("data/ source codes", () => {
  it("each one is described for the /data-sources page", () => {
    const codes = new Set<string>();
    for (const game of GAME_IDS) {
      for (const { values } of parseCsv(readFileSync(`data/${game}.csv`, "utf8")).records) {
        for (const code of (values.sources ?? "").split("|").filter(Boolean)) codes.add(code);
      }
    }
    const described = new Set(HISTORY_SOURCES.map((source) => source.code));
    expect([...codes].filter((code) => !described.has(code)).sort()).toEqual([]);
    expect(codes.size).toBeGreaterThan(5);
  });
});
