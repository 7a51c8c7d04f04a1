/**
 * The history pages' query parameters (parseHistoryParams) on each of the three pages, with their own
 * games and default (app/site/history-pages.ts): what is kept, what is dropped with a message, and that
 * no message repeats what was sent.
 */
import { describe, expect, it } from "vitest";
import { parseHistoryParams } from "~/input/history-params";
import { GAME_IDS, GAMES, type GameId } from "~/rules/games";
import { HISTORY_PAGES } from "~/site/history-pages";

const PAGES = Object.entries(HISTORY_PAGES).map(([path, page]) => ({
  path,
  games: page.games as readonly GameId[],
  defaultGame: page.defaultGame,
}));

const parse = (query: string, page: (typeof PAGES)[number]) => parseHistoryParams(new URLSearchParams(query), page.games, page.defaultGame);

describe.each(PAGES)("$path", (page) => {
  const unknownGame = `Unknown game: this page shows ${page.games.map((id) => GAMES[id].name).join(", ")}. Showing ${page.defaultGame ? GAMES[page.defaultGame].name : "all games"}.`;

  it("no parameters: the page's default game, nothing else, no message", () => {
    expect(parse("", page)).toEqual({
      game: page.defaultGame,
      from: undefined,
      to: undefined,
      date: undefined,
      expanded: false,
      messages: [],
    });
  });

  it.each(page.games)("game=%s is kept", (game) => {
    expect(parse(`game=${game}`, page)).toMatchObject({ game, messages: [] });
    expect(parse(`game=%20${game}%20`, page)).toMatchObject({ game, messages: [] });
  });

  it.each([
    ...GAME_IDS.filter((id) => !page.games.includes(id)).map((id) => [`another page's game (${id})`, id]),
    ["an unknown game", "keno"],
    ["a game's display name", "Lotto"],
    ["a notice someone wrote", "Official notice: call 0800 000 000"],
  ])("%s falls back to the default with the page's own message, which never repeats the value", (_, value) => {
    expect(parse(`game=${encodeURIComponent(value)}`, page)).toMatchObject({ game: page.defaultGame, messages: [unknownGame] });
  });

  it.each([["game="], ["game=%20%20"]])("%s (blank) is the default, no message", (query) => {
    expect(parse(query, page)).toMatchObject({ game: page.defaultGame, messages: [] });
  });

  it("game=both shows every game where the page has more than two, else the default", () => {
    expect(parse("game=both", page)).toMatchObject({ game: page.games.length > 2 ? undefined : page.defaultGame, messages: [] });
  });
});

describe("dates", () => {
  const page = PAGES[0]!;

  it.each([
    ["dd/mm/yyyy", "14/11/2026", "2026-11-14"],
    ["one-digit day and month", "4/1/2026", "2026-01-04"],
    ["dashes", "14-11-2026", "2026-11-14"],
    ["dots", "14.11.2026", "2026-11-14"],
    ["a space", "14 11 2026", "2026-11-14"],
    ["ISO, as our links write it", "2026-11-14", "2026-11-14"],
    ["whitespace around", "  14/11/2026 ", "2026-11-14"],
    ["29 February of a leap year", "29/02/2024", "2024-02-29"],
  ])("%s is read (%s)", (_, value, iso) => {
    for (const name of ["from", "to", "date"] as const) {
      expect(parse(`${name}=${encodeURIComponent(value)}`, page)).toMatchObject({ [name]: iso, messages: [] });
    }
  });

  it.each([
    ["from", "from date"],
    ["to", "to date"],
    ["date", "search date"],
  ])("%s that is not a date is dropped with a message naming the field, not the value", (name, label) => {
    for (const value of ["31/02/2026", "29/02/2025", "2026-13-01", "14/11/26", "yesterday", "14/11/2026x", "<b>notice</b>"]) {
      const result = parse(`${name}=${encodeURIComponent(value)}`, page);
      expect(result[name as "from" | "to" | "date"], value).toBeUndefined();
      expect(result.messages, value).toEqual([`The ${label} is not a date in the form dd/mm/yyyy, so it was ignored.`]);
    }
  });

  it.each([
    [
      "from after to: swapped, with a message",
      "from=20/11/2026&to=01/11/2026",
      { from: "2026-11-01", to: "2026-11-20" },
      ["The from date was after the to date, so they were swapped."],
    ],
    ["from before to: kept", "from=01/11/2026&to=20/11/2026", { from: "2026-11-01", to: "2026-11-20" }, []],
    ["the same day: kept", "from=14/11/2026&to=2026-11-14", { from: "2026-11-14", to: "2026-11-14" }, []],
    ["only from", "from=01/11/2026", { from: "2026-11-01", to: undefined }, []],
    ["only to", "to=01/11/2026", { from: undefined, to: "2026-11-01" }, []],
  ])("%s", (_, query, range, messages) => {
    expect(parse(query, page)).toMatchObject({ ...range, messages });
  });

  it("every problem is reported, in order", () => {
    expect(parse("game=keno&from=x&to=y&date=z", PAGES[1]!).messages).toHaveLength(4);
  });
});

describe("expanded", () => {
  it.each([
    ["1", true],
    ["0", false],
    ["true", false],
    ["", false],
    [" 1", false],
  ])("expanded=%j is %s", (value, expanded) => {
    expect(parse(`expanded=${encodeURIComponent(value)}`, PAGES[0]!).expanded).toBe(expanded);
  });
});
