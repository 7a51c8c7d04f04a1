/**
 * matchTicket over every division of every era of every game, built from the eras table in
 * app/rules/games.ts: a new era or a reordered division table is covered without touching this file.
 * Hand-worked draws are in check-numbers.test.ts; these tables build each board from the rule it must win.
 */
import { describe, expect, it } from "vitest";
import { matchTicket, type DrawToCheck, type Ticket } from "~/rules/check-numbers";
import { GAME_IDS, GAMES, type DivisionRule, type Era, type GameId } from "~/rules/games";

const ERAS = GAME_IDS.flatMap((game) => GAMES[game].eras.map((era) => ({ game, era, name: `${game} from ${era.from}` })));
const RULED_ERAS = ERAS.filter(({ era }) => era.divisions !== null);

/**
 * The draw every case is checked against: mains 1..mainCount. Lotto's bonus comes out of the main drum,
 * so it is a number no main took (mainCount + 1); PowerBall's has a drum of its own, so it is 2, a
 * number that is also a drawn main, which a board holding 2 among its mains must not be credited for.
 */
function drawFor(era: Era): DrawToCheck {
  const numbers = Array.from({ length: era.mainCount }, (_, i) => i + 1);
  const bonus = era.bonusMax === null ? null : era.bonusFromMainDrum ? era.mainCount + 1 : 2;
  return { numbers, bonus };
}

/** A board that matches exactly `main` drawn mains, with or without the bonus ball / PowerBall. */
function boardFor(era: Era, main: number, bonus: boolean): Ticket {
  const draw = drawFor(era);
  const matched = draw.numbers.slice(0, main);
  // Numbers from the top of the range: never drawn (the draw is 1..mainCount, Lotto's bonus mainCount + 1).
  const misses = Array.from({ length: era.mainCount - main }, (_, i) => era.mainMax - i);
  if (era.bonusFromMainDrum && bonus) misses[0] = draw.bonus!;
  const numbers = [...matched, ...misses];
  if (era.bonusMax === null || era.bonusFromMainDrum) return { numbers, powerball: null };
  return { numbers, powerball: bonus ? draw.bonus : draw.bonus! + 1 };
}

/** Every (main, bonus) a board can score in the era: Lotto's bonus needs a board number left over. */
function possibleScores(era: Era): { main: number; bonus: boolean }[] {
  const scores: { main: number; bonus: boolean }[] = [];
  for (let main = 0; main <= era.mainCount; main++) {
    scores.push({ main, bonus: false });
    if (era.bonusMax !== null && !(era.bonusFromMainDrum && main === era.mainCount)) scores.push({ main, bonus: true });
  }
  return scores;
}

const isPrize = (era: Era, score: { main: number; bonus: boolean }) =>
  era.divisions!.some((r) => r.main === score.main && r.bonus === score.bonus);

const DIVISION_CASES = RULED_ERAS.flatMap(({ game, era, name }) =>
  era.divisions!.map((rule) => ({
    game,
    era,
    name,
    rule,
    label: `division ${rule.division}: ${rule.main}${rule.bonus ? " + bonus" : ""}`,
  })),
);

const NO_WIN_CASES = RULED_ERAS.flatMap(({ era, name }) =>
  possibleScores(era)
    .filter((score) => !isPrize(era, score))
    .map((score) => ({ era, name, ...score, label: `${score.main}${score.bonus ? " + bonus" : ""}` })),
);

describe("the tables cover what the eras hold", () => {
  it("every game has an era with rules, and every one of its divisions is a case", () => {
    for (const game of GAME_IDS)
      expect(
        RULED_ERAS.some((e) => e.game === game),
        game,
      ).toBe(true);
    expect(DIVISION_CASES).toHaveLength(RULED_ERAS.reduce((sum, { era }) => sum + era.divisions!.length, 0));
    // Each family has scores that win nothing (Lotto 2, PowerBall 2, Daily Lotto 1).
    for (const { name } of RULED_ERAS)
      expect(
        NO_WIN_CASES.some((c) => c.name === name),
        name,
      ).toBe(true);
  });
});

describe("every division of every era", () => {
  it.each(DIVISION_CASES)("$name, $label", ({ era, rule }) => {
    const draw = drawFor(era);
    const result = matchTicket(era, boardFor(era, rule.main, rule.bonus), draw);
    expect(result.division).toEqual<DivisionRule>(rule);
    expect(result.matched).toEqual(draw.numbers.slice(0, rule.main));
    expect(result.bonusMatched).toBe(rule.bonus);
  });
});

describe("no prize", () => {
  it.each(NO_WIN_CASES)("$name, $label wins nothing", ({ era, main, bonus }) => {
    const result = matchTicket(era, boardFor(era, main, bonus), drawFor(era));
    expect(result.division).toBeNull();
    expect(result.matched).toHaveLength(main);
    expect(result.bonusMatched).toBe(bonus);
  });

  it.each(ERAS.filter(({ era }) => era.divisions === null))(
    "$name: no rules of ours, so even a full match names no division",
    ({ era }) => {
      const result = matchTicket(era, boardFor(era, era.mainCount, false), drawFor(era));
      expect(result.matched).toHaveLength(era.mainCount);
      expect(result.division).toBeNull();
    },
  );
});

describe("which ball counts as the bonus", () => {
  const current = (game: GameId) => GAMES[game].eras.at(-1)!;

  it.each(RULED_ERAS.filter(({ era }) => era.bonusFromMainDrum))(
    "$name: the bonus ball counts on the board, not as a PowerBall",
    ({ era }) => {
      const draw = drawFor(era);
      const board = boardFor(era, 3, false);
      expect(matchTicket(era, { ...board, powerball: draw.bonus }, draw).bonusMatched).toBe(false);
      expect(matchTicket(era, boardFor(era, 3, true), draw).bonusMatched).toBe(true);
    },
  );

  it.each(RULED_ERAS.filter(({ era }) => era.bonusMax !== null && !era.bonusFromMainDrum))(
    "$name: the PowerBall counts only as the board's PowerBall, not among its mains",
    ({ era }) => {
      const draw = drawFor(era);
      // Mains 3, 4, 5 drawn; the PowerBall's number (2, also a drawn main) on the board's mains is a main match only.
      const board = { numbers: [draw.bonus!, 3, 4, 5, era.mainMax], powerball: draw.bonus! + 1 };
      expect(matchTicket(era, board, { ...draw, numbers: [3, 4, 5, 40, 41] })).toMatchObject({ matched: [3, 4, 5], bonusMatched: false });
    },
  );

  it("Daily Lotto has no bonus: a PowerBall on the board is ignored", () => {
    const era = current("daily-lotto");
    expect(matchTicket(era, { numbers: [1, 2, 3, 30, 31], powerball: 1 }, drawFor(era))).toMatchObject({
      bonusMatched: false,
      division: { division: 3 },
    });
  });
});
