/**
 * A draw's answer read in the browser (My Tickets' own address, `walletDrawPath`, which holds the public
 * `/api/results/{game}/{date}` answer when we hold the draw): the fields the results need, checked
 * by hand (the wallet's script carries no zod). Anything else (another game or date, a field of the
 * wrong kind) is not a draw, so a broken or foreign answer can never be read as a result. Client-safe.
 */
import type { GameId } from "~/rules/games";
import type { PublishedDraw } from "./ticket-results";

/**
 * My Tickets' answer about one draw (routes/api.wallet.$game.$date.ts), asked by the wallet and its
 * service worker: the draw, or that it is not in yet or missing, always as a 200, so the wallet logs no
 * error for a draw we do not hold (issue 43). Here, below both the pages' scripts and the server's purge.
 */
export const walletDrawPath = (game: GameId, date: string) => `/api/wallet/${game}/${date}`;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const isBall = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;
const isCount = (value: unknown): value is number | null => value === null || (Number.isInteger(value) && (value as number) >= 0);
const isRand = (value: unknown): value is number | null =>
  value === null || (typeof value === "number" && Number.isFinite(value) && value >= 0);

/** The draw of `game` on `date` in an API answer's JSON, or null when the JSON is not that draw. */
export function readPublishedDraw(json: unknown, game: GameId, date: string): PublishedDraw | null {
  if (!isRecord(json) || json.gameType !== game || json.drawDate !== date) return null;
  const { numbers, bonusNumber, divisions } = json;
  if (!Array.isArray(numbers) || numbers.length === 0 || !numbers.every(isBall)) return null;
  if (bonusNumber !== null && !isBall(bonusNumber)) return null;
  if (!Array.isArray(divisions)) return null;
  const rows: PublishedDraw["divisions"][number][] = [];
  for (const row of divisions as unknown[]) {
    if (!isRecord(row) || !isBall(row.division) || typeof row.match !== "string" || !isCount(row.winners) || !isRand(row.payout))
      return null;
    rows.push({ division: row.division, match: row.match, winners: row.winners, payout: row.payout });
  }
  return { gameType: game, drawDate: date, numbers, bonusNumber, divisions: rows };
}
