/**
 * Who the games are: ids, names, families and the names of their bonus balls. Part of the rules module
 * (games.ts re-exports all of it and adds the eras); a file of its own so that a page's script can name
 * a game and colour its balls without carrying every era of every game (the home page's budget).
 * Client-safe.
 */

export const GAME_IDS = ["lotto", "lotto-plus-1", "lotto-plus-2", "powerball", "powerball-plus", "daily-lotto"] as const;

export type GameId = (typeof GAME_IDS)[number];
export type Family = "lotto" | "powerball" | "daily-lotto";

/** The new operator took over on this date; the 2026 eras and names start here. */
export const NEW_OPERATOR_FROM = "2026-06-01";

export interface GameName {
  id: GameId;
  name: string;
  shortName: string;
  family: Family;
  /** The name the operator publishes the game under now, where it changed. */
  currentName?: { name: string; since: string };
  /** The main game this one shares a ticket with (Plus games). */
  addOnTo?: GameId;
}

export const GAME_NAMES: Record<GameId, GameName> = {
  lotto: { id: "lotto", name: "Lotto", shortName: "Lotto", family: "lotto" },
  "lotto-plus-1": { id: "lotto-plus-1", name: "Lotto Plus 1", shortName: "Plus 1", family: "lotto", addOnTo: "lotto" },
  "lotto-plus-2": {
    id: "lotto-plus-2",
    name: "Lotto Plus 2",
    shortName: "Plus 2",
    family: "lotto",
    addOnTo: "lotto",
    currentName: { name: "LOTTO 5 MAX", since: NEW_OPERATOR_FROM },
  },
  powerball: { id: "powerball", name: "PowerBall", shortName: "PowerBall", family: "powerball" },
  "powerball-plus": {
    id: "powerball-plus",
    name: "PowerBall Plus",
    shortName: "PB Plus",
    family: "powerball",
    addOnTo: "powerball",
    currentName: { name: "PowerBall XTRA", since: NEW_OPERATOR_FROM },
  },
  "daily-lotto": { id: "daily-lotto", name: "Daily Lotto", shortName: "Daily Lotto", family: "daily-lotto" },
};

export function isGameId(value: string): value is GameId {
  return (GAME_IDS as readonly string[]).includes(value);
}

/**
 * The game's one name on every page: the spec's ("Lotto Plus 2"). The operator's new brand is never
 * glued on ("Lotto Plus 2 (LOTTO 5 MAX)" read as two games, even on 2018 pages): where a draw from the
 * brand's date is shown, `brandOn` gives it as a small subtitle (components/BrandLine.tsx).
 */
export function displayName(game: GameId): string {
  return GAME_NAMES[game].name;
}

/**
 * The name the operator published this draw under, where it differs from the game's name: the new brand
 * ("LOTTO 5 MAX", "PowerBall XTRA") on draws from its date only, so a 2018 page never carries it.
 */
export function brandOn(game: GameId, date: string): string | null {
  const current = GAME_NAMES[game].currentName;
  return current && date >= current.since ? current.name : null;
}

/** The games drawn on the same nights as this one, in the usual order (itself included). */
export function familyOf(game: GameId): GameId[] {
  return GAME_IDS.filter((other) => GAME_NAMES[other].family === GAME_NAMES[game].family);
}

/**
 * Whether a game's extra ball is a PowerBall (drawn from a drum of its own, part of every board) rather
 * than a bonus ball (drawn from the main drum, matched only for the lower divisions). Daily Lotto has
 * neither; its family is asked where that matters. Every "PowerBall or bonus" choice of wording starts here.
 */
export const hasPowerBall = (game: GameId): boolean => GAME_NAMES[game].family === "powerball";

/** The extra ball's name as a heading or label: "PowerBall", "Bonus Ball". */
export function bonusName(game: GameId): string {
  return hasPowerBall(game) ? "PowerBall" : "Bonus Ball";
}

/** "6" → "Match 6", "5+bonus" → "Match 5 + Bonus" for a stored match code. */
export function matchCodeLabel(code: string): string {
  const [main, extra] = code.split("+");
  if (!extra) return `Match ${main}`;
  return `Match ${main} + ${extra === "powerball" ? "PowerBall" : "Bonus"}`;
}
