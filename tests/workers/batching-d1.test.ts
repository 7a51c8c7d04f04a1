/**
 * batchingD1 (app/db/batching-d1.server.ts): reads issued in the same turn go to D1 as one batch, and
 * every caller gets the answer it would have had alone, so the /api page's examples are unchanged.
 */
import { createExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { batchingD1 } from "~/db/batching-d1.server";
import { getDb } from "~/db/client.server";
import { createLoadContext } from "~/edge/load-context.server";
import { apiExamples } from "~/routes/api._index/examples.server";
import { clearDraws, testDraw, writeDraws } from "./seed";
import { env } from "./test-env";

/** The binding, counting the calls that reach D1. */
function countingD1(real: D1Database) {
  const counts = { batches: 0, single: 0 };
  const statement = (inner: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(inner, {
      get(target, prop) {
        if (prop === "bind") return (...args: unknown[]) => statement(target.bind(...args));
        if (prop === "__inner") return target;
        const value = Reflect.get(target, prop);
        if (typeof value !== "function") return value;
        return (...args: unknown[]) => {
          if (["all", "raw", "first", "run"].includes(String(prop))) counts.single++;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
  const db = {
    prepare: (sql: string) => statement(real.prepare(sql)),
    batch: (statements: D1PreparedStatement[]) => {
      counts.batches++;
      return real.batch(statements.map((s) => (s as unknown as { __inner: D1PreparedStatement }).__inner));
    },
  } as unknown as D1Database;
  return { db, counts };
}

beforeAll(async () => {
  await clearDraws();
  await writeDraws([
    testDraw({
      game: "lotto",
      drawDate: "2026-11-18",
      numbers: [1, 2, 3, 4, 5, 6],
      bonus: 7,
      divisions: [{ division: 1, match: "6", winners: 1, payout: 1_000_000 }],
    }),
    testDraw({ game: "powerball", drawDate: "2026-11-17", numbers: [1, 2, 3, 4, 5], bonus: 6 }),
  ]);
});

describe("batchingD1", () => {
  it("sends the reads of one turn as one batch, each with its own answer", async () => {
    const { db, counts } = countingD1(env.DB);
    const batching = batchingD1(db);
    const [all, first, column, raw, pair] = await Promise.all([
      batching.prepare("SELECT game FROM draws WHERE game = ?").bind("lotto").all(),
      batching.prepare("SELECT game, draw_date FROM draws WHERE game = ?").bind("powerball").first(),
      batching.prepare("SELECT draw_date FROM draws WHERE game = ?").bind("lotto").first("draw_date"),
      batching.prepare("SELECT game, draw_date FROM draws WHERE game = ?").bind("lotto").raw(),
      batching.batch([batching.prepare("SELECT 1 AS one"), batching.prepare("SELECT 2 AS two")]),
    ]);
    expect(counts).toEqual({ batches: 1, single: 0 });
    expect(all.results).toEqual([{ game: "lotto" }]);
    expect(first).toEqual({ game: "powerball", draw_date: "2026-11-17" });
    expect(column).toBe("2026-11-18");
    expect(raw).toEqual([["lotto", "2026-11-18"]]);
    expect(pair.map((r) => r.results)).toEqual([[{ one: 1 }], [{ two: 2 }]]);
    expect(await batching.prepare("SELECT game FROM draws WHERE game = ?").bind("keno").first()).toBeNull();
  });

  it("the /api page's examples are the same read through it", async () => {
    const context = createLoadContext({ env, ctx: createExecutionContext() });
    const alone = await apiExamples(context, env.SITE_URL);
    const batched = await apiExamples({ ...context, db: getDb(batchingD1(context.db.$client)) }, env.SITE_URL);
    expect(alone.length).toBeGreaterThan(5);
    expect(batched).toEqual(alone);
  });
});
