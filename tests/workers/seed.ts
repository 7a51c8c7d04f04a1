/** Writes test draws through the same upsert the ingest and the import use. All figures are invented. */
import { env } from "./test-env";
import { getDb } from "~/db/client.server";
import { parseDraw, type DrawInput } from "~/input/draw-input.server";
import { drawWriteStatements } from "~/models/draw-writes.server";

export const db = () => getDb(env.DB);

/** Seeds are the test's own world: whatever date a test names has been drawn (the latest instant JS knows). */
const END_OF_TIME = new Date(8.64e15);

export function testDraw(fields: Partial<DrawInput> & Pick<DrawInput, "game" | "drawDate" | "numbers">): DrawInput {
  const parsed = parseDraw({ drawNumber: null, bonus: null, source: "test", ...fields }, { now: END_OF_TIME });
  if ("errors" in parsed) throw new Error(`invalid test draw: ${parsed.errors.join("; ")}`);
  return parsed.draw;
}

export async function writeDraws(draws: DrawInput[]): Promise<void> {
  const database = db();
  const [first, ...rest] = drawWriteStatements(database, draws);
  if (first) await database.batch([first, ...rest]);
}

export async function clearDraws(): Promise<void> {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM draw_disagreements"),
    env.DB.prepare("DELETE FROM draw_sources"),
    env.DB.prepare("DELETE FROM prize_divisions"),
    env.DB.prepare("DELETE FROM draws"),
  ]);
}
