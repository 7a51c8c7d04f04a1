/**
 * The project's own results (data/*.csv and data/divisions.csv), read by the import's readers and put in
 * the shape `/api/results/{game}/{date}` answers, for the ticket engine's tests: real draws with the
 * prize tables that were paid.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { readDivisionFile, readDrawFile } from "~/import/results-csv.server";
import { GAME_IDS, type GameId } from "~/rules/games";
import type { DrawLookup, PublishedDraw } from "~/tickets/ticket-results";

const dataFile = (name: string) => readFileSync(fileURLToPath(new URL(`../../data/${name}`, import.meta.url)), "utf8");

function load(): Map<string, PublishedDraw> {
  const draws = new Map<string, PublishedDraw>();
  const key = (game: string, date: string) => `${game}|${date}`;
  for (const game of GAME_IDS) {
    const file = readDrawFile(game, dataFile(`${game}.csv`));
    if (file.errors.length > 0) throw new Error(`data/${game}.csv: ${JSON.stringify(file.errors.slice(0, 3))}`);
    for (const draw of file.draws)
      draws.set(key(game, draw.drawDate), {
        gameType: game,
        drawDate: draw.drawDate,
        numbers: draw.numbers,
        bonusNumber: draw.bonus,
        divisions: [],
      });
  }
  const divisions = readDivisionFile(dataFile("divisions.csv"), (game, date) => draws.has(key(game, date)));
  if (divisions.errors.length > 0) throw new Error(`data/divisions.csv: ${JSON.stringify(divisions.errors.slice(0, 3))}`);
  for (const row of divisions.divisions) {
    const draw = draws.get(key(row.game, row.drawDate))!;
    draws.set(key(row.game, row.drawDate), {
      ...draw,
      divisions: [...draw.divisions, { division: row.division, match: row.match, winners: row.winners, payout: row.payout }],
    });
  }
  return draws;
}

export const REAL_DRAWS = load();

/** The real draw of a game on a date; throws when data/ lacks it (a test's premise, not a result). */
export function realDraw(game: GameId, date: string): PublishedDraw {
  const draw = REAL_DRAWS.get(`${game}|${date}`);
  if (!draw) throw new Error(`data/ holds no ${game} draw on ${date}`);
  return draw;
}

/** The lookup the browser builds from the API, over data/: null where data/ holds no draw. */
export const realLookup: DrawLookup = (game, date) => REAL_DRAWS.get(`${game}|${date}`) ?? null;
