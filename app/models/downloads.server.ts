/**
 * A game's whole history for the downloads (app/routes/data.$file.ts): `/data/{game}.csv` (the draws, in
 * the import's format), `/data/{game}-divisions.csv` (their prize divisions, the import's divisions.csv)
 * and `/data/{game}.json` (draws with their divisions). Format: docs/data-format.md.
 *
 * The history is read from D1 a page of DOWNLOAD_PAGE_SIZE draws at a time, oldest first, by keyset on
 * the draw date (game + draw_date is unique, and its index serves `draw_date > ?` in order; an OFFSET
 * would make D1 step over every earlier row again on each page), and each page is written into the
 * response's stream as it arrives. A page is asked for only when the stream wants more, so neither the
 * Worker nor D1 ever holds the whole file (the largest, Lotto with its divisions, is about 2,600 draws
 * and 18,000 division rows). A draw and its divisions come in one batch, so they agree with each other
 * even while an ingest writes.
 */
import { and, asc, eq, gt, inArray } from "drizzle-orm";
import { z } from "zod";
import { LICENCE_NOTE } from "~/content/data-sources";
import { OPEN_DATA_LICENCE } from "~/content/open-data";
import type { Db } from "~/db/client.server";
import { draws, prizeDivisions } from "~/db/schema";
import {
  DIVISION_FILE_HEADER,
  divisionFileLine,
  drawFileHeader,
  drawFileLine,
  sourceCodesOf,
  type CsvDivision,
} from "~/import/results-csv-writer.server";
import { downloadPaths } from "~/site/draw-paths";
import { log } from "~/http/log.server";
import { displayName, GAME_IDS, type GameId } from "~/rules/games";

/** Draws per D1 query: a few pages for the largest game, each answer well under a megabyte. */
export const DOWNLOAD_PAGE_SIZE = 500;

type DownloadKind = "draws-csv" | "divisions-csv" | "json";

export interface DownloadFile {
  game: GameId;
  kind: DownloadKind;
  /** The file name the download is saved under. */
  name: string;
}

/**
 * Divisions come as a file of their own per game, `{game}-divisions.csv`, rather than one divisions.csv of
 * every game: the import refuses a divisions file whole when one of its rows has no draw, so an
 * all-games file would import only beside all six game files, while `lotto.csv` with
 * `lotto-divisions.csv` (saved as divisions.csv) imports by itself into an empty database. Each file
 * also stays one game's size and one game's cache entry, purged when that game changes.
 */
const FILE_NAMES = (game: GameId): Record<DownloadKind, string> => {
  const paths = downloadPaths(game); // the paths, in one place with the site's others
  const name = (path: string) => path.slice("/data/".length);
  return { "draws-csv": name(paths.csv), "divisions-csv": name(paths.divisions), json: name(paths.json) };
};

const DOWNLOAD_FILES = new Map<string, DownloadFile>(
  GAME_IDS.flatMap((game) =>
    Object.entries(FILE_NAMES(game)).map(([kind, name]): [string, DownloadFile] => [name, { game, kind: kind as DownloadKind, name }]),
  ),
);

/** The `{file}` of `/data/{file}`: one of the names above, exactly (paths reach the route lower-cased). */
export const downloadFileSchema = z.string().transform((name, ctx): DownloadFile => {
  const file = DOWNLOAD_FILES.get(name);
  if (!file) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: "unknown download" });
    return z.NEVER;
  }
  return file;
});

const drawColumns = {
  id: draws.id,
  drawNumber: draws.drawNumber,
  drawDate: draws.drawDate,
  numbers: draws.numbers,
  drawnOrder: draws.drawnOrder,
  bonus: draws.bonus,
  jackpot: draws.jackpot,
  nextJackpot: draws.nextJackpot,
  rollover: draws.rollover,
  rolloverAmount: draws.rolloverAmount,
  source: draws.source,
};

const divisionColumns = {
  drawId: prizeDivisions.drawId,
  division: prizeDivisions.division,
  match: prizeDivisions.match,
  winners: prizeDivisions.winners,
  payout: prizeDivisions.payout,
};

export interface HistoryPage {
  draws: {
    id: number;
    drawNumber: number | null;
    drawDate: string;
    numbers: number[];
    drawnOrder: number[] | null;
    bonus: number | null;
    jackpot: number | null;
    nextJackpot: number | null;
    rollover: boolean | null;
    rolloverAmount: number | null;
    source: string;
  }[];
  /** Each draw's divisions by division number, by draw id; empty when not asked for. */
  divisions: Map<number, CsvDivision[]>;
}

/** The page of a game's draws after a date, oldest first (the first page: after ""). */
function pageQuery(db: Db, game: GameId, after: string, size: number) {
  return db
    .select(drawColumns)
    .from(draws)
    .where(and(eq(draws.game, game), gt(draws.drawDate, after)))
    .orderBy(asc(draws.drawDate))
    .limit(size);
}

/**
 * The divisions of the same page, in the same batch: the subquery names the page's draws itself, so the
 * batch needs no answer from its first query (one round trip a page, one transaction).
 */
function pageDivisionsQuery(db: Db, game: GameId, after: string, size: number) {
  const pageIds = db
    .select({ id: draws.id })
    .from(draws)
    .where(and(eq(draws.game, game), gt(draws.drawDate, after)))
    .orderBy(asc(draws.drawDate))
    .limit(size);
  return db
    .select(divisionColumns)
    .from(prizeDivisions)
    .where(inArray(prizeDivisions.drawId, pageIds))
    .orderBy(asc(prizeDivisions.drawId), asc(prizeDivisions.division));
}

async function readPage(db: Db, game: GameId, after: string, options: { divisions: boolean; pageSize: number }): Promise<HistoryPage> {
  if (!options.divisions) return { draws: await pageQuery(db, game, after, options.pageSize), divisions: new Map() };
  const [rows, divisionRows] = await db.batch([
    pageQuery(db, game, after, options.pageSize),
    pageDivisionsQuery(db, game, after, options.pageSize),
  ]);
  const divisions = new Map<number, CsvDivision[]>();
  for (const { drawId, ...division } of divisionRows) {
    const list = divisions.get(drawId) ?? [];
    list.push(division);
    divisions.set(drawId, list);
  }
  return { draws: rows, divisions };
}

/**
 * A game's draws page by page, oldest first; with `divisions`, each page with its draws' divisions. The
 * next page is read only when the caller asks for it. Ends after the first page shorter than the size.
 */
export async function* historyPages(
  db: Db,
  game: GameId,
  options: { divisions: boolean; pageSize?: number },
): AsyncGenerator<HistoryPage, void, undefined> {
  const pageSize = options.pageSize ?? DOWNLOAD_PAGE_SIZE;
  let after = "";
  for (;;) {
    const page = await readPage(db, game, after, { divisions: options.divisions, pageSize });
    if (page.draws.length > 0) yield page;
    if (page.draws.length < pageSize) return;
    after = page.draws[page.draws.length - 1]!.drawDate;
  }
}

/** How a file is written: what comes before the draws, the text of each page, what closes it. */
interface FileWriter {
  divisions: boolean;
  head: string;
  page(page: HistoryPage, first: boolean): string;
  tail: string;
}

function drawsCsv(game: GameId): FileWriter {
  return {
    divisions: false,
    head: drawFileHeader(game),
    page: (page) => page.draws.map((draw) => drawFileLine(game, draw)).join(""),
    tail: "",
  };
}

function divisionsCsv(game: GameId): FileWriter {
  return {
    divisions: true,
    head: DIVISION_FILE_HEADER,
    page: (page) =>
      page.draws.flatMap((draw) => (page.divisions.get(draw.id) ?? []).map((division) => divisionFileLine(game, draw, division))).join(""),
    tail: "",
  };
}

/**
 * `{ game, name, licence, note, sources, draws: [...] }`: the header fields come first so the draws can
 * follow as they are read, one draw a line. Field names follow the JSON API's (`bonusNumber`, rand amounts,
 * null for what we do not hold).
 */
function historyJson(game: GameId, siteUrl: string): FileWriter {
  const head = JSON.stringify({
    game,
    name: displayName(game),
    licence: { name: OPEN_DATA_LICENCE.name, url: OPEN_DATA_LICENCE.url },
    note: LICENCE_NOTE,
    sources: `${siteUrl}/data-sources`,
  });
  return {
    divisions: true,
    // The object above without its closing brace, then the array the draws go into.
    head: `${head.slice(0, -1)},"draws":[`,
    page: (page, first) =>
      page.draws
        .map((draw, i) => {
          const entry = {
            drawNumber: draw.drawNumber,
            drawDate: draw.drawDate,
            numbers: draw.numbers,
            drawnOrder: draw.drawnOrder,
            bonusNumber: draw.bonus,
            jackpot: draw.jackpot,
            nextJackpot: draw.nextJackpot,
            rollover: draw.rollover,
            rolloverAmount: draw.rolloverAmount,
            sources: sourceCodesOf(draw.source),
            divisions: page.divisions.get(draw.id) ?? [],
          };
          return `${first && i === 0 ? "" : ","}\n${JSON.stringify(entry)}`;
        })
        .join(""),
    tail: "\n]}\n",
  };
}

function writerFor(file: DownloadFile, siteUrl: string): FileWriter {
  if (file.kind === "draws-csv") return drawsCsv(file.game);
  if (file.kind === "divisions-csv") return divisionsCsv(file.game);
  return historyJson(file.game, siteUrl);
}

const encoder = new TextEncoder();

/**
 * The file as a stream. The first page is read before this returns, so a database that is down fails
 * here, where the loader turns it into the usual 503; a failure on a later page (the answer has begun)
 * errors the stream, so the transfer breaks off rather than ending in what looks like a whole file.
 * Each later page is read when the stream is pulled, that is when the reader (the client, or the edge
 * cache storing the answer) has taken the page before.
 */
export async function downloadStream(
  db: Db,
  file: DownloadFile,
  siteUrl: string,
  options: { pageSize?: number } = {},
): Promise<ReadableStream<Uint8Array>> {
  const writer = writerFor(file, siteUrl);
  const pages = historyPages(db, file.game, { divisions: writer.divisions, pageSize: options.pageSize });
  const firstPage = await pages.next();
  let next: IteratorResult<HistoryPage, void> | null = firstPage;
  let first = true;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(writer.head));
    },
    async pull(controller) {
      try {
        // A pull must enqueue something or close: a pull that returns empty-handed is not called again,
        // and the reader would wait for ever. A page of draws without divisions writes nothing to the
        // divisions file, so read on until a page writes something or the pages end.
        for (;;) {
          const result = next ?? (await pages.next());
          next = null;
          if (result.done) {
            if (writer.tail) controller.enqueue(encoder.encode(writer.tail));
            controller.close();
            return;
          }
          const text = writer.page(result.value, first);
          first = false;
          if (text) {
            controller.enqueue(encoder.encode(text));
            return;
          }
        }
      } catch (error) {
        log.error(`download ${file.name}: reading a page failed`, { file: file.name, error });
        controller.error(error);
      }
    },
    async cancel() {
      await pages.return();
    },
  });
}
