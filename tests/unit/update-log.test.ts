import { describe, expect, it } from "vitest";
import { toPublicRun } from "~/views/ingest-log.server";

const NOW = new Date("2026-11-24T20:00:00Z");

type Row = Parameters<typeof toPublicRun>[0];

/** A stored run's public columns; the details as the ingest writes them (app/ingest/run-ingest.server.ts). */
function run({ details, ...fields }: Partial<Omit<Row, "details">> & { details?: unknown } = {}): Row {
  return {
    id: 7,
    startedAt: "2026-11-24T19:10:00.000Z",
    trigger: "cron",
    source: "official",
    outcome: "ok",
    added: 1,
    updated: 1,
    details: JSON.stringify(
      details !== undefined
        ? details
        : {
            durationMs: 812,
            games: {
              lotto: {
                added: 1,
                updated: 1,
                unchanged: 3,
                warnings: ["2026-11-21: off-schedule"],
                rejected: [],
                updates: [
                  {
                    drawDate: "2026-11-18",
                    drawNumber: 2739,
                    changed: {
                      numbers: { from: [2, 10, 16, 24, 32, 41], to: [2, 10, 16, 24, 32, 44] },
                      nextJackpot: { from: 9_500_000, to: 9_600_000 },
                    },
                  },
                ],
              },
              powerball: {
                added: 0,
                updated: 0,
                unchanged: 4,
                warnings: [],
                rejected: ["2026-11-20: differs from the draw we hold"],
                updates: [],
              },
            },
          },
    ),
    ...fields,
  };
}

describe("the public ingest log", () => {
  it("lists every correction with its field, old and new value", () => {
    const shown = toPublicRun(run(), NOW);
    expect(shown).toMatchObject({
      id: 7,
      trigger: "cron",
      source: "Official results API",
      outcome: "ok",
      added: 1,
      updated: 1,
      rejected: 1,
      failedGames: [],
      correctionsCut: false,
    });
    expect(shown.corrections).toEqual([
      { game: "lotto", drawDate: "2026-11-18", field: "Numbers", from: "2 10 16 24 32 41", to: "2 10 16 24 32 44" },
      { game: "lotto", drawDate: "2026-11-18", field: "Next jackpot", from: "R 9,500,000", to: "R 9,600,000" },
    ]);
  });

  it("names the bonus ball by game and formats rollovers, divisions and unknown values", () => {
    const details = {
      games: {
        powerball: {
          updates: [
            {
              drawDate: "2026-11-17",
              changed: { bonus: { from: 2, to: 3 }, rollover: { from: null, to: false }, divisions: { from: 0, to: 9 } },
            },
          ],
        },
      },
    };
    expect(toPublicRun(run({ details }), NOW).corrections).toEqual([
      { game: "powerball", drawDate: "2026-11-17", field: "PowerBall", from: "2", to: "3" },
      { game: "powerball", drawDate: "2026-11-17", field: "Jackpot rolled over", from: "none", to: "no" },
      { game: "powerball", drawDate: "2026-11-17", field: "Prize divisions", from: "0 divisions", to: "9 divisions" },
    ]);
  });

  it("shows a run whose details are missing or of another shape without them, never failing", () => {
    for (const details of [
      null,
      { games: "lotto" },
      { games: { lotto: { updates: [{ drawDate: "yesterday", changed: {} }] } } },
      { games: { lotto: { updates: [{ drawDate: "2026-11-18", changed: { numbers: { from: "x", to: "y" } } }] } } },
    ]) {
      const shown = toPublicRun(run({ details }), NOW);
      expect(shown).toMatchObject({ rejected: null, corrections: [], failedGames: [], correctionsCut: false });
    }
    for (const text of [null, "{not json", ""]) {
      expect(toPublicRun({ ...run(), details: text }, NOW)).toMatchObject({ rejected: null, corrections: [] });
    }
  });

  it("says which games failed, but not why, and tells a stopped run from a running one", () => {
    const failed = toPublicRun(
      run({ outcome: "partial", details: { games: { lotto: { error: "fetch http://10.0.0.5/engine failed" }, powerball: { added: 0 } } } }),
      NOW,
    );
    expect(failed.failedGames).toEqual(["lotto"]);
    expect(JSON.stringify(failed)).not.toContain("10.0.0.5");
    expect(toPublicRun(run({ outcome: "running", startedAt: "2026-11-24T19:50:00.000Z", details: null }), NOW).outcome).toBe("running");
    expect(toPublicRun(run({ outcome: "running", startedAt: "2026-11-24T17:00:00.000Z", details: null }), NOW).outcome).toBe("unfinished");
  });

  it("says when a run corrected more draws than its details list", () => {
    expect(toPublicRun(run({ updated: 60 }), NOW).correctionsCut).toBe(true);
  });
});
