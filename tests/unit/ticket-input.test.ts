/**
 * The checker's ticket input (parseCheckForm) for every game, against its current era: what a person can
 * type and the message each mistake gets. Tables built from app/rules/games.ts, so ranges and counts
 * follow the rules; the multi-line, date and era cases are in check-numbers.test.ts.
 */
import { describe, expect, it } from "vitest";
import { parseCheckForm } from "~/input/check-numbers-input.server";
import { currentEra, GAME_IDS, GAMES, type GameId } from "~/rules/games";

const GAMES_WITH_ERA = GAME_IDS.map((game) => ({
  game,
  era: currentEra(game),
  name: GAMES[game].name,
  powerball: GAMES[game].family === "powerball",
}));
const POWERBALL_GAMES = GAMES_WITH_ERA.filter((g) => g.powerball);

/** The form with one numbers line; PowerBall games get 1 in the PowerBall field unless told otherwise. */
function parse(game: GameId, numbers: string, powerball = GAMES[game].family === "powerball" ? "1" : "") {
  return parseCheckForm({ game, numbers, powerball, date: null });
}
const board = (count: number) => Array.from({ length: count }, (_, i) => i + 1);
const lineError = (result: ReturnType<typeof parseCheckForm>) =>
  result.status === "invalid" ? result.errors.lines?.[0]?.message : undefined;

describe.each(GAMES_WITH_ERA)("$game", ({ game, era, name, powerball }) => {
  const n = era.mainCount;
  const expectedPowerball = powerball ? 1 : null;

  describe("valid boards are read, sorted", () => {
    it.each([
      ["spaces, in any order", board(n).reverse().join(" "), board(n)],
      ["commas", board(n).join(","), board(n)],
      ["commas and spaces", board(n).join(", "), board(n)],
      ["semicolons", board(n).join(";"), board(n)],
      ["tabs and runs of spaces", board(n).join(" \t  "), board(n)],
      ["leading and trailing whitespace", `  \t${board(n).join(" ")} \n `, board(n)],
      [
        "leading zeros",
        board(n)
          .map((x) => `0${x}`)
          .join(" "),
        board(n),
      ],
      ["the range's top number", [era.mainMax, ...board(n - 1)].join(" "), [...board(n - 1), era.mainMax]],
    ])("%s", (_, numbers, expected) => {
      expect(parse(game, numbers)).toMatchObject({ status: "ok", boards: [{ numbers: expected, powerball: expectedPowerball }] });
    });
  });

  it.each([
    ["a duplicate", [1, 1, ...board(n).slice(2)], "Each number can be chosen only once (1 is there twice)."],
    ["a duplicate further on", [...board(n - 1), n - 1], `Each number can be chosen only once (${n - 1} is there twice).`],
    ["0", [0, ...board(n).slice(1)], `Each number must be from 1 to ${era.mainMax}.`],
    ["one above the range", [...board(n - 1), era.mainMax + 1], `Each number must be from 1 to ${era.mainMax}.`],
    ["one number too few", board(n - 1), `${name} needs exactly ${n} numbers; you entered ${n - 1}.`],
    [
      "one number too many",
      board(n + 1),
      `${name} needs exactly ${n} numbers; you entered ${n + 1}.${powerball ? " Put your PowerBall after a +." : ""}`,
    ],
    ["two numbers too many", board(n + 2), `${name} needs exactly ${n} numbers; you entered ${n + 2}.`],
  ])("%s is refused: %s", (_, numbers, message) => {
    expect(lineError(parse(game, numbers.join(" ")))).toBe(`Line 1: ${message}`);
  });

  it.each([
    ["a letter", "x"],
    ["a decimal", "2.5"],
    ["a negative", "-2"],
    ["hex", "0x2"],
    ["an exponent", "2e0"],
    ["full-width digits", "２"],
  ])("non-numeric input (%s) is refused", (_, bad) => {
    expect(lineError(parse(game, [bad, ...board(n).slice(1)].join(" ")))).toBe(
      `Line 1: Enter ${n} whole numbers separated by spaces or commas.`,
    );
  });

  it.each([
    ["empty", ""],
    ["only whitespace", " \t\n \r\n "],
  ])("a numbers field that is %s, with no PowerBall, is the empty form", (_, numbers) => {
    expect(parse(game, numbers, "")).toMatchObject({ status: "empty", game });
  });
});

describe.each(POWERBALL_GAMES)("$game's PowerBall", ({ game, era }) => {
  const mains = board(era.mainCount).join(" ");

  it.each([
    ["on the line", `${mains} + ${era.bonusMax}`, "", era.bonusMax],
    ["on the line, no spaces", `${mains}+3`, "", 3],
    ["from the field", mains, "5", 5],
    ["from the field, whitespace around", mains, " 5 ", 5],
    ["the line's over the field's", `${mains} + 4`, "5", 4],
  ])("%s", (_, numbers, field, expected) => {
    expect(parseCheckForm({ game, numbers, powerball: field, date: null })).toMatchObject({
      status: "ok",
      boards: [{ powerball: expected }],
    });
  });

  it.each([["0"], [String((era.bonusMax ?? 0) + 1)], ["x"], ["1.5"], ["-1"]])("%j after the + is refused", (value) => {
    expect(lineError(parseCheckForm({ game, numbers: `${mains} + ${value}`, powerball: "", date: null }))).toBe(
      `Line 1: The PowerBall after the + must be a number from 1 to ${era.bonusMax}.`,
    );
  });

  it.each([["0"], [String((era.bonusMax ?? 0) + 1)], ["x"], ["1.5"]])("%j in the PowerBall field is refused", (value) => {
    const result = parseCheckForm({ game, numbers: mains, powerball: value, date: null });
    expect(result.status === "invalid" && result.errors.powerball).toBe(`Enter your PowerBall: a number from 1 to ${era.bonusMax}.`);
  });

  it("two + signs are refused", () => {
    expect(lineError(parseCheckForm({ game, numbers: `${mains} + 1 + 2`, powerball: "", date: null }))).toBe(
      "Line 1: Use one + only, before the PowerBall.",
    );
  });
});
