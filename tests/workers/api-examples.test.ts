/**
 * The /api page's examples (app/api/api-examples.server.ts) run the API calls' own read plans together in
 * one batch: each example must be exactly what the call answers when asked on its own, through the Worker.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { shownAnswer } from "~/api/api-examples.server";
import { loadApiPage } from "~/api/api-page.server";
import { createLoadContext } from "~/edge/load-context.server";
import worker from "../../workers/app";
import { clearDraws, testDraw, writeDraws } from "./seed";
import { env } from "./test-env";

beforeAll(async () => {
  await clearDraws();
  await writeDraws([
    testDraw({
      game: "lotto",
      drawDate: "2026-11-18",
      numbers: [1, 2, 3, 4, 5, 6],
      bonus: 7,
      divisions: [
        { division: 1, match: "6", winners: 1, payout: 1_000_000 },
        { division: 2, match: "5+bonus", winners: 2, payout: 90_000 },
      ],
    }),
    testDraw({ game: "lotto", drawDate: "2026-11-14", numbers: [8, 9, 10, 11, 12, 13], bonus: 14 }),
    testDraw({ game: "lotto-plus-1", drawDate: "2026-11-18", numbers: [21, 22, 23, 24, 25, 26], bonus: 27 }),
    testDraw({ game: "powerball", drawDate: "2026-11-17", numbers: [1, 2, 3, 4, 5], bonus: 6 }),
  ]);
});

describe("the /api page's examples", () => {
  it("are the answers each call gives on its own, for every documented GET call", async () => {
    const page = await loadApiPage(createLoadContext({ env, ctx: createExecutionContext() }));
    const examples = page.calls.flatMap((call) => (call.example ? [call.example] : []));
    expect(examples.map((example) => example.path).sort()).toEqual(
      [
        "/api/hot-numbers",
        "/api/hot-numbers/{gameType}",
        "/api/next-draw",
        "/api/results/history",
        "/api/results/latest",
        "/api/results/{game}/{date}",
        "/api/statistics/{game}",
      ].sort(),
    );
    expect(examples.find((example) => example.path === "/api/results/{game}/{date}")?.request).toBe("/api/results/lotto/2026-11-18");
    for (const example of examples) {
      const ctx = createExecutionContext();
      const response = await worker.fetch(new Request(`${env.SITE_URL}${example.request}`) as never, { ...env, EDGE_CACHE_TTL: "0" }, ctx);
      const body = await response.json();
      await waitOnExecutionContext(ctx);
      expect(example.status, example.request).toBe(response.status);
      expect(example.answer, example.request).toBe(shownAnswer(body));
    }
    // The history's divisions come from the same page of draws, read in the same batch.
    const history = examples.find((example) => example.path === "/api/results/history")!;
    expect(history.answer).toContain('"winners": 1');
    expect(page.downloads.find((download) => download.game === "lotto")).toMatchObject({
      draws: 2,
      first: "2026-11-14",
      last: "2026-11-18",
    });
  });
});
