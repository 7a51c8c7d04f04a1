import { describe, expect, it } from "vitest";
import { parseHistoryQuery, parseHotNumbersGame } from "~/input/api-query";

const q = (query: string) => parseHistoryQuery(new URLSearchParams(query));

describe("API query validation", () => {
  it("defaults to all games and 20 rows; both means all games", () => {
    expect(q("")).toEqual({ ok: true, value: { game: undefined, limit: 20 } });
    expect(q("gameType=both&limit=50")).toEqual({ ok: true, value: { game: undefined, limit: 50 } });
    expect(q("gameType=daily-lotto&limit=1")).toEqual({ ok: true, value: { game: "daily-lotto", limit: 1 } });
  });

  it("explains what is wrong and what is allowed", () => {
    expect(q("gameType=keno")).toEqual({ ok: false, error: expect.stringContaining('Invalid gameType "keno". Allowed: both, lotto') });
    for (const limit of ["0", "501", "2.5", "abc", "-1", ""]) {
      expect(q(`limit=${limit}`)).toEqual({ ok: false, error: "limit must be a whole number from 1 to 500." });
    }
    expect(q("limit=5&limit=6")).toEqual({ ok: false, error: "Give limit once, not 2 times." });
  });

  it("needs one real game for hot numbers", () => {
    expect(parseHotNumbersGame("powerball")).toEqual({ ok: true, value: "powerball" });
    expect(parseHotNumbersGame("both").ok).toBe(false);
    expect(parseHotNumbersGame(null).ok).toBe(false);
  });
});
