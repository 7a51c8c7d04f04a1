/**
 * The fake ResultsZA (sources.md 2c and its public API documentation): `GET
 * /t/<tenant>/resultsza/api/get_<game>_results?date=YYYY-MM-DD&api_key=…` answers `{status, results:
 * {<game>_results: {...}}}` with money in RAND and the 21:00 SAST draw time labelled with a spurious `Z`.
 * No key: 401; a key that is not the scenario's: 403; no draw on that date: 404. Its webhook body and
 * signature are built here too. Names and labels are written out again on purpose: the fake must not
 * borrow the app's mapping, or a wrong mapping would pass its own test. Every figure is INVENTED.
 */
import type { PublishedDraw } from "./control";
import { FAKE_PRIZE_TABLES, type FakeGame } from "./payloads";

/** ResultsZA's endpoint names (`/api/get_<name>_results`) and `game_type` of each of our games. */
export const RESULTSZA_NAMES: Record<FakeGame, { endpoint: string; key: string; gameType: string }> = {
  lotto: { endpoint: "lotto", key: "lotto_results", gameType: "Lotto" },
  "lotto-plus-1": { endpoint: "lotto_plus_1", key: "lotto_plus_1_results", gameType: "Lotto Plus 1" },
  "lotto-plus-2": { endpoint: "lotto_5_max", key: "lotto_5_max_results", gameType: "Lotto 5 Max" },
  powerball: { endpoint: "sa_powerball", key: "powerball_results", gameType: "Powerball" },
  "powerball-plus": { endpoint: "powerball_xtra", key: "powerball_xtra_results", gameType: "Powerball Xtra" },
  "daily-lotto": { endpoint: "daily_lotto", key: "daily_lotto_results", gameType: "Daily Lotto" },
};

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** A ResultsZA draw as its API answers it; `changes` override fields (a disagreeing reading, a wrong type). */
export function resultszaEntry(game: FakeGame, draw: PublishedDraw, changes: Record<string, unknown> = {}): Record<string, unknown> {
  const powerball = game === "powerball" || game === "powerball-plus";
  const labels = FAKE_PRIZE_TABLES[game];
  return {
    // 21:00 SAST, labelled UTC: the spurious Z (sources.md 2c).
    date: `${draw.date}T21:00:00Z`,
    draw_day: WEEKDAYS[new Date(`${draw.date}T12:00:00Z`).getUTCDay()],
    draw_id: draw.issue,
    draw_machine: draw.drawMachineId ?? "RNG2",
    game_type: RESULTSZA_NAMES[game].gameType,
    total_sales: draw.salesRand ?? 18_900_000,
    winning_numbers: draw.numbers,
    ...(powerball ? { powerball: draw.bonus ?? null } : { bonus_ball: draw.bonus ?? null }),
    next_draw_date: `${draw.nextDrawTime?.slice(0, 10) ?? draw.date}T21:00:00Z`,
    ...(draw.nextJackpotRand === undefined ? {} : { next_jackpot: draw.nextJackpotRand }),
    rollover_amount: draw.rolloverRand ?? 0,
    rollover_no: 0,
    divisions: (draw.levels ?? []).map((level) => ({
      division: `DIV ${level.division}`,
      match: (level.label ?? labels[level.division - 1] ?? "").toUpperCase(),
      winners: level.winners,
      winning_amount: level.payoutRand,
    })),
    ...changes,
  };
}

export interface ResultszaScenario {
  apiKey: string;
  /** Entries per endpoint name ("sa_powerball"), any date order. */
  draws: Record<string, Record<string, unknown>[]>;
}

/** Scenario entries from draws per game. */
export function resultszaDraws(games: Partial<Record<FakeGame, (PublishedDraw | Record<string, unknown>)[]>>): ResultszaScenario["draws"] {
  const draws: ResultszaScenario["draws"] = {};
  for (const [game, list] of Object.entries(games) as [FakeGame, (PublishedDraw | Record<string, unknown>)[]][]) {
    // An entry already built (resultszaEntry with changes) goes as it is.
    draws[RESULTSZA_NAMES[game].endpoint] = list.map((draw) =>
      "winning_numbers" in draw ? draw : resultszaEntry(game, draw as PublishedDraw),
    );
  }
  return draws;
}

/** The answer to one results request, as the fake server sends it. */
export function resultszaAnswer(
  scenario: ResultszaScenario | undefined,
  endpoint: string,
  params: URLSearchParams,
): { status: number; body: unknown } {
  const key = params.get("api_key");
  if (!key) return { status: 401, body: { status: "error", message: "API key is required." } };
  if (!scenario || key !== scenario.apiKey) return { status: 403, body: { status: "error", message: "Invalid or inactive API key." } };
  const game = (Object.keys(RESULTSZA_NAMES) as FakeGame[]).find((g) => RESULTSZA_NAMES[g].endpoint === endpoint);
  if (!game) return { status: 404, body: { status: "error", message: "Unknown endpoint." } };
  const entries = scenario.draws[endpoint] ?? [];
  const date = params.get("date");
  const entry = date
    ? entries.find((e) => String(e.date).slice(0, 10) === date)
    : [...entries].sort((a, b) => String(b.date).localeCompare(String(a.date)))[0];
  if (!entry) return { status: 404, body: { status: "error", message: "No results found for the given date." } };
  return { status: 200, body: { status: "success", results: { [RESULTSZA_NAMES[game].key]: entry } } };
}

/**
 * A `result.published` delivery of one draw (the SDK's envelope: event, game, country, dispatched_at,
 * data), dispatched now by the clock the test set; `envelope` overrides its fields (undefined drops one).
 */
export function resultszaWebhookBody(
  game: FakeGame,
  entry: Record<string, unknown>,
  event = "result.published",
  envelope: Record<string, unknown> = {},
): string {
  return JSON.stringify({
    event,
    game: RESULTSZA_NAMES[game].endpoint.replace(/^sa_/, ""),
    country: "ZA",
    dispatched_at: new Date().toISOString(),
    data: entry,
    ...envelope,
  });
}

/**
 * X-ResultsZA-Signature: `sha256=` and the hex HMAC-SHA256 of the raw body, computed here independently
 * of the app (WebCrypto, so the handler's module stays free of Node APIs).
 */
export async function resultszaWebhookSignature(secret: string, body: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const digest = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(body)));
  return `sha256=${Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}
