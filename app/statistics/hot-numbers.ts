/** The spec's window: hot numbers are based on the last 10 draws (app/api/hot-numbers.server.ts, the tips page). */
export const HOT_NUMBERS_WINDOW = 10;
