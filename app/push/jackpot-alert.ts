/**
 * A jackpot alert (issue 45): a game's next-jackpot estimate has gone over the threshold a subscriber set
 * ("tell me when the PowerBall jackpot is over R 100 million"). What the push carries: the game, the
 * estimate, the next draw's date, the official price of a board on that date (null where our price table
 * holds no confirmed one: app/rules/prices.ts) and the game's page; never the threshold or anything else
 * about the subscriber. The service worker reads it (readJackpotAlert) and words it (jackpotNotification):
 * it names the facts and asks for nothing. Client-safe and without zod, so the service worker stays small.
 */
import { formatDay } from "~/words/dates";
import { formatRand } from "~/words/numbers";
import { GAME_IDS, GAME_NAMES, type GameId } from "~/rules/game-names";

// A type, not an interface: the push library takes it as plain JSON.
export type JackpotAlert = {
  kind: "jackpot";
  game: GameId;
  /** The next draw's estimated jackpot, rand. */
  estimate: number;
  /** The SA date of the draw the estimate is for. */
  drawDate: string;
  /** Rand per board on that date by our price table; null when no confirmed price is held. */
  price: number | null;
  url: string;
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const isAmount = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value) && value > 0;

/** The alert in a push's JSON, or null when it is not one. */
export function readJackpotAlert(json: unknown): JackpotAlert | null {
  if (!isRecord(json) || json.kind !== "jackpot") return null;
  const { game, estimate, drawDate, price, url } = json;
  if (typeof game !== "string" || !(GAME_IDS as readonly string[]).includes(game)) return null;
  if (!isAmount(estimate) || (price !== null && !isAmount(price))) return null;
  if (typeof drawDate !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(drawDate)) return null;
  if (typeof url !== "string" || !URL.canParse(url)) return null;
  return { kind: "jackpot", game: game as GameId, estimate, drawDate, price, url };
}

/**
 * "R 110 million", "R 2.5 million", "R 500,000": how jackpots are spoken of; exact below a million.
 * Rounded down to a tenth of a million, so the words never promise more than the estimate.
 */
export function jackpotText(amount: number): string {
  if (amount < 1_000_000) return formatRand(amount);
  const tenths = Math.floor(amount / 100_000);
  return `R ${tenths % 10 === 0 ? formatRand(tenths / 10).slice(2) : (tenths / 10).toFixed(1)} million`;
}

/**
 * "PowerBall jackpot: R 112 million" / "Estimated for the draw of Fri 9 Oct 2026. A board costs R 5
 * (official price)." or "… The price of a board is not confirmed." No call to play, nothing asked.
 */
export function jackpotNotification(alert: JackpotAlert): { title: string; body: string } {
  const price =
    alert.price === null ? "The official price of a board is not confirmed." : `A board costs ${formatRand(alert.price)} (official price).`;
  return {
    title: `${GAME_NAMES[alert.game].name} jackpot: ${jackpotText(alert.estimate)}`,
    body: `Estimated for the draw of ${formatDay(alert.drawDate)}. ${price}`,
  };
}
