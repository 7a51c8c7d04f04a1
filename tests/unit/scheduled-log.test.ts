/**
 * How loud a cron run's log line is (app/ingest/scheduled.server.ts): production keeps LOG_LEVEL=warn, so
 * a draw night that brought nothing must not be written at `info`.
 */
import { describe, expect, it } from "vitest";
import { scheduledRunLevel } from "~/ingest/scheduled.server";
import type { IngestSummary } from "~/ingest/run-ingest.server";

const summary = (outcome: IngestSummary["outcome"], broke = false): IngestSummary => ({
  ok: outcome === "ok",
  outcome,
  broke,
  source: "official",
  message: "",
  results: {},
  changed: [],
});

describe("scheduledRunLevel", () => {
  it.each([
    ["nothing to fetch", null, "info"],
    ["every game in", summary("ok"), "info"],
    ["some games in", summary("partial"), "info"],
    ["every game refused or unreachable", summary("failed"), "warn"],
    ["the run itself broke", summary("failed", true), "error"],
  ] as const)("%s: %s", (_, run, level) => {
    expect(scheduledRunLevel(run)).toBe(level);
  });
});
