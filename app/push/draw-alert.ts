/**
 * What an alert carries: the draw, never anything about the subscriber. The phone's service worker reads
 * it (readDrawAlert), checks the tickets it keeps against it and words the notification
 * (app/tickets/alert-notification.ts); a tap opens `url`, the draw's own page. Client-safe and without
 * zod, so the service worker stays small.
 */
import { GAME_IDS, type GameId } from "~/rules/game-names";

// A type, not an interface: the push library takes it as plain JSON.
export type DrawAlert = {
  kind: "draw";
  game: GameId;
  drawDate: string;
  drawNumber: number | null;
  numbers: number[];
  bonus: number | null;
  url: string;
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const isBall = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;

/** The alert in a push's JSON, or null when it is not one. */
export function readDrawAlert(json: unknown): DrawAlert | null {
  if (!isRecord(json) || json.kind !== "draw") return null;
  const { game, drawDate, drawNumber, numbers, bonus, url } = json;
  if (typeof game !== "string" || !(GAME_IDS as readonly string[]).includes(game)) return null;
  if (typeof drawDate !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(drawDate)) return null;
  if (drawNumber !== null && !isBall(drawNumber)) return null;
  if (!Array.isArray(numbers) || numbers.length === 0 || !numbers.every(isBall)) return null;
  if (bonus !== null && !isBall(bonus)) return null;
  if (typeof url !== "string" || !URL.canParse(url)) return null;
  return { kind: "draw", game: game as GameId, drawDate, drawNumber, numbers, bonus, url };
}
