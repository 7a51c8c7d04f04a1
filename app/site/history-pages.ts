import { GAME_IDS, type GameId } from "../rules/games";

/**
 * The games each history page shows and the one it starts on. The three routes (loader, page and the
 * handle's edge-cache key, app/edge/cache-key.server.ts) read this, so the key accepts exactly the games a page does.
 */
export const HISTORY_PAGES = {
  "/history": { games: GAME_IDS, defaultGame: undefined },
  "/lotto-history": { games: ["lotto", "lotto-plus-1", "lotto-plus-2"], defaultGame: "lotto" },
  "/powerball-history": { games: ["powerball", "powerball-plus"], defaultGame: "powerball" },
} as const satisfies Record<string, { games: readonly GameId[]; defaultGame: GameId | undefined }>;
