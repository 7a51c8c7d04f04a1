/**
 * The tabs of /how-to-play, chosen by `?tab=`: the route reads them and its handle keys the edge cache
 * on them (cache-key.server.ts), so both take them from here. The first is the default (the spec's SA Lotto).
 */
export const HOW_TO_PLAY_TABS = ["lotto", "powerball", "daily-lotto"] as const;
export type HowToPlayTab = (typeof HOW_TO_PLAY_TABS)[number];
