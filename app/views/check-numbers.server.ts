/**
 * The checker's answers, built from its rows (app/models/check-numbers.server.ts): the chosen night's
 * draws with each board's verdict, and "In all our records" for each board. The matching is the one
 * verdict of app/tickets/verdict.ts (the rules of app/rules/check-numbers.ts); this module applies it
 * to the rows and builds the draws' links and the lists the page shows.
 *
 * Every draw is matched against every board (cheap: a few thousand draws, up to ten boards), but a win
 * is kept as the draw's index and its match until it is shown: the summary shows ten per board, a page
 * fifty, and a ten-board check once answered 1.1 MB listing every win of every board.
 */
import { disputedDrawDate, NO_DRAW_PERIODS, type DisputedDrawDate } from "~/content/data-sources";
import type { Ticket } from "~/rules/check-numbers";
import { drawPath } from "~/site/draw-paths";
import { displayName, divisionCode, eraOn, familyOf, GAME_IDS, type GameId } from "~/rules/games";
import { isScheduledDrawDate, previousScheduledDrawDate, saDate, saInstant } from "~/rules/schedule";
import { claimDeadline } from "~/tickets/claims";
import { absentVerdict, drawVerdicts, type BoardVerdict, type PayoutState, type Verdict } from "~/tickets/verdict";
import type { RecordsView } from "~/input/records-view.server";
import { groupDivisions } from "~/models/draws.server";
import type { CheckerRows, DrawDivisionPair, PayoutRow } from "~/models/check-numbers.server";
import { scheduleGaps } from "~/coverage/schedule-gaps";

/** The wins the summary shows of each board: its best. */
const BEST_WINS = 10;
/** The rows of a page of one board's wins. */
const WINS_PER_PAGE = 50;

/** A draw as the checker shows it: the game, the date and the balls drawn. */
interface ShownDraw {
  game: GameId;
  gameName: string;
  drawDate: string;
  drawNumber: number | null;
  numbers: number[];
  bonus: number | null;
}

export interface TicketWin extends ShownDraw {
  matched: number[];
  bonusMatched: boolean;
  division: number;
  match: string;
  /** Rand per winner of that division, when the draw's divisions are in our records. */
  payout: number | null;
  /** Without a payout: whether it may still be published (the draw is recent) or is a gap in our records. */
  payoutState: PayoutState;
}

/** What "In all our records" checked of one game of the family: the same draws for every board. */
export interface RecordsChecked {
  game: GameId;
  gameName: string;
  /** Draws of a period whose prize structure we know: each board's answer is a win, no prize or "cannot tell". */
  drawsChecked: number;
  /** Draws of a period whose prize structure we do not have (PowerBall's 45-ball years): no board can be told. */
  drawsUnknown: number;
  /** The first and last of those draws. */
  unknownFrom: string | null;
  unknownTo: string | null;
  /** Scheduled draws between the first and the last we hold that our records miss: not checked at all. */
  drawsMissing: number;
  /** The first draw checked (of a known structure). */
  firstDate: string | null;
}

/** How many times a board won one division. */
interface DivisionCount {
  game: GameId;
  gameName: string;
  division: number;
  /** Stored match code: "6", "5+bonus", "4+powerball". */
  match: string;
  count: number;
}

/** A draw where a board's match is one no source prices for its period (the 58-ball period's 2 + Bonus). */
export interface UnpricedMatch {
  game: GameId;
  gameName: string;
  drawDate: string;
  /** Stored match code: "2+bonus". */
  match: string;
}

/** How many draws of one game a board could not be told about (its match unpriced, or the period's structure unknown). */
export interface CannotTellCount {
  game: GameId;
  gameName: string;
  count: number;
}

/** "In all our records" for one board, summed up. */
export interface BoardSummary {
  wins: number;
  /** Division 1 first; a division whose match changed between eras once per match. */
  divisions: DivisionCount[];
  /** The payouts per winner our records hold for its wins, added up (rand), and how many of its wins had one. */
  prizeTotal: number;
  paidWins: number;
  /** At most BEST_WINS: the highest division first (the smallest number), then the newest. */
  best: TicketWin[];
  /** Per game, the draws this board cannot be told about: never counted as "no win". */
  cannotTell: CannotTellCount[];
  /** The draws where its match is unpriced, newest first, at most BEST_WINS (the rest are counted in cannotTell). */
  unpriced: UnpricedMatch[];
  /** Wins and possible prizes whose draws are still within the time to claim: how many, and the oldest (the first to close). */
  claimable: { draws: number; oldest: string } | null;
}

export type RecordsAnswer =
  | {
      kind: "summary";
      checked: RecordsChecked[];
      /** One per board, in the order entered. */
      boards: BoardSummary[];
      /** A page past the end of a board's list was asked for: the summary instead. */
      missingPage: { board: number; page: number; wins: number; pages: number } | null;
    }
  | {
      kind: "list";
      checked: RecordsChecked[];
      /** 1-based, as in the address. */
      board: number;
      page: number;
      pages: number;
      wins: number;
      /** The board's draws that cannot be told, per game (the list holds wins only). */
      cannotTell: CannotTellCount[];
      /** The place of the page's first win in the list (1-based). */
      first: number;
      /** The page's wins, newest first. */
      rows: TicketWin[];
    };

/** One draw of the chosen night, with each board's verdict in it (app/tickets/verdict.ts). */
export interface NightDraw extends ShownDraw {
  path: string;
  boards: BoardVerdict[];
}

/** A draw of the chosen night that was not checked: not in our records (yet), or not drawn yet. */
export interface UncheckedDraw {
  game: GameId;
  gameName: string;
  drawDate: string;
  /** The same for every board: cannot tell (result pending or missing), or not drawn. */
  verdict: Verdict;
}

export type NightAnswer =
  | {
      kind: "found";
      date: string;
      latest: boolean;
      draws: NightDraw[];
      /**
       * The family's draws scheduled on `date` that our records do not hold, and when the latest draw was
       * asked for, those of the game's newest drawn night if it is newer: every board's answer there is unknown.
       */
      unchecked: UncheckedDraw[];
      previous: string | null;
      next: string | null;
      /** The night's draw has a disputed date (content/data-sources.ts): the page says so. */
      disputed: DisputedDrawDate | null;
    }
  /** A chosen date with no draw of the game: the nearest draws on either side instead. */
  | { kind: "no-draw"; date: string; previous: string | null; next: string | null }
  | { kind: "no-draws" };

export interface CheckerData {
  night: NightAnswer;
  records: RecordsAnswer;
  /** The SA date the answers were given on (claim lines count from it). */
  today: string;
}

/**
 * The draws of the night, the chosen game first. A Plus game is bought on the same ticket as its main
 * game (Lotto Plus 1 and 2 only with Lotto, PowerBall Plus only with PowerBall), with the same boards:
 * someone who picks Lotto Plus 1 holds those boards in Lotto (and perhaps Plus 2) that night too, so the
 * checker answers for every draw of the night, leading with the game they asked about.
 */
function nightOrder(game: GameId) {
  return (a: { game: string }, b: { game: string }) =>
    Number(b.game === game) - Number(a.game === game) || GAME_IDS.indexOf(a.game as GameId) - GAME_IDS.indexOf(b.game as GameId);
}

/** The night asked for: a ticket of the other date of a disputed draw is checked against the draw we hold. */
export function checkedNight(game: GameId, asked: string | null): { date: string | null; disputed: DisputedDrawDate | null } {
  // A ticket of the other date of a disputed draw (Wed 29 Apr 2026 for the Lotto draw we hold on Thu 30 Apr)
  // is checked against the draw we hold, since it may be the same draw (issue 43).
  const disputed = asked ? (disputedDrawDate(game, asked) ?? null) : null;
  return { date: disputed && asked === disputed.other ? disputed.kept : asked, disputed };
}

/**
 * The chosen night's answer: each draw of the family that night with every board's verdict and its page,
 * the draws our records miss, and the previous and next draws. `now`: the clock the verdicts are given by
 * (a result still pending, a payout still to come, the claim lines).
 */
export function nightAnswer(
  game: GameId,
  { date, disputed }: ReturnType<typeof checkedNight>,
  { night, nightDivisions, all }: CheckerRows,
  boards: readonly Ticket[],
  now: Date,
): NightAnswer {
  const family = familyOf(game);
  const divisionsByDraw = groupDivisions(nightDivisions);
  const dates = all.filter((row) => row.game === game).map((row) => row.drawDate);
  const chosen = date ?? dates[dates.length - 1] ?? null;
  const previous = chosen ? ([...dates].reverse().find((d) => d < chosen) ?? null) : null;
  const next = chosen ? (dates.find((d) => d > chosen) ?? null) : null;

  if (!chosen) return { kind: "no-draws" };
  if (!night.some((row) => row.game === game)) return { kind: "no-draw", date: chosen, previous, next };
  const held = [...night].sort(nightOrder(game));
  return {
    kind: "found",
    date: chosen,
    latest: date === null || date === dates[dates.length - 1],
    previous,
    next,
    disputed,
    unchecked: [
      ...uncheckedDraws(family, chosen, all, now),
      // Asked for the latest draw: a newer draw of the game than our newest is not in our records (yet).
      ...(date === null && newestDrawn(game, now) > chosen ? uncheckedDraws(family, newestDrawn(game, now), all, now) : []),
    ],
    draws: held.map((row): NightDraw => {
      const drawGame = row.game as GameId;
      const table = divisionsByDraw.get(row.id) ?? [];
      return {
        game: drawGame,
        gameName: displayName(drawGame),
        drawDate: row.drawDate,
        drawNumber: row.drawNumber,
        numbers: row.numbers,
        bonus: row.bonus,
        path: drawPath(drawGame, row.drawDate),
        boards: drawVerdicts(drawGame, row.drawDate, boards, { state: "held", draw: { ...row, divisions: table } }, now),
      };
    }),
  };
}

/**
 * The family's draws of the night `date` that our records do not hold, though the schedule has them (a
 * game not drawn yet in that period, or not on that weekday, is not missing): the boards were not checked
 * there, and their answer is "cannot tell" (or "not drawn" before the draw time), never "no win".
 */
function uncheckedDraws(
  family: readonly GameId[],
  date: string,
  held: readonly { game: string; drawDate: string }[],
  now: Date,
): UncheckedDraw[] {
  return family
    .filter((game) => isScheduledDrawDate(game, date) && !held.some((row) => row.game === game && row.drawDate === date))
    .map((game) => ({ game, gameName: displayName(game), drawDate: date, verdict: absentVerdict(game, date, "absent", now) }));
}

/** The game's newest scheduled draw whose draw time has passed at `now` ("" when there is none). */
function newestDrawn(game: GameId, now: Date): string {
  const today = saDate(now);
  const era = eraOn(game, today);
  if (era && isScheduledDrawDate(game, today) && saInstant(today, era.drawTime) <= now) return today;
  return previousScheduledDrawDate(game, today) ?? "";
}

type StoredDraw = { id: number; game: GameId; drawDate: string; drawNumber: number | null; numbers: number[]; bonus: number | null };

/** A win kept small until it is shown: the draw's index in the family's draws (oldest first) and its verdict. */
interface Win {
  index: number;
  verdict: BoardVerdict & { verdict: Extract<Verdict, { kind: "won" }> };
}

/** What matching every draw gave one board: its wins (oldest first) and the draws it cannot be told about. */
interface BoardMatches {
  wins: Win[];
  /** Draws of a known structure where its match is one no source prices, oldest first, with that match's code. */
  unpriced: { index: number; match: string }[];
  /** Wins and unpriced matches within the time to claim, and the oldest of their draws. */
  claimable: number;
  oldestClaimable: string | null;
}

/**
 * Every draw of the family matched against every board through the one verdict (app/tickets/verdict.ts),
 * without the draws' prize tables (the payouts of the wins are read after, only theirs): a win names its
 * division by the era's rules, a match no source prices is "cannot tell", and a draw of a period whose
 * prize structure we do not have is "cannot tell" for every board, counted per game.
 */
function matchBoards(
  family: readonly GameId[],
  boards: readonly Ticket[],
  rows: readonly StoredDraw[],
  now: Date,
): { checked: RecordsChecked[]; matches: BoardMatches[] } {
  const today = saDate(now);
  const checked = new Map<GameId, RecordsChecked>(
    family.map((game) => [
      game,
      {
        game,
        gameName: displayName(game),
        drawsChecked: 0,
        drawsUnknown: 0,
        unknownFrom: null,
        unknownTo: null,
        drawsMissing: 0,
        firstDate: null,
      },
    ]),
  );
  const matches = boards.map((): BoardMatches => ({ wins: [], unpriced: [], claimable: 0, oldestClaimable: null }));
  const heldDates = new Map<GameId, string[]>(family.map((game) => [game, []]));
  rows.forEach((row, index) => {
    const counts = checked.get(row.game)!;
    heldDates.get(row.game)!.push(row.drawDate);
    if (!eraOn(row.game, row.drawDate)?.divisions) {
      counts.drawsUnknown++;
      counts.unknownFrom ??= row.drawDate;
      counts.unknownTo = row.drawDate;
      return;
    }
    counts.drawsChecked++;
    counts.firstDate ??= row.drawDate;
    const claimable = claimDeadline(row.drawDate, today).status !== "expired";
    const verdicts = drawVerdicts(row.game, row.drawDate, boards, { state: "held", draw: { ...row, divisions: [] } }, now);
    verdicts.forEach((answer, b) => {
      const board = matches[b]!;
      const { verdict } = answer;
      if (verdict.kind === "won") board.wins.push({ index, verdict: { ...answer, verdict } });
      else if (verdict.kind === "cannot-tell")
        board.unpriced.push({ index, match: divisionCode(row.game, { main: answer.matched.length, bonus: answer.bonusMatched }) });
      else return;
      if (claimable) {
        board.claimable++;
        board.oldestClaimable ??= row.drawDate;
      }
    });
  });
  for (const [game, held] of heldDates)
    checked.get(game)!.drawsMissing = scheduleGaps(game, held, { noDrawPeriods: NO_DRAW_PERIODS }).missing;
  return { checked: [...checked.values()], matches };
}

/** Highest division first (division 1 is the top prize), then the newest. */
const bestFirst = (a: Win, b: Win) => a.verdict.verdict.division - b.verdict.verdict.division || b.index - a.index;

/** Per game, the draws a board cannot be told about: its unpriced matches and the draws of a period without a known structure. */
function cannotTellOf(checked: readonly RecordsChecked[], board: BoardMatches, rows: readonly StoredDraw[]): CannotTellCount[] {
  return checked
    .map((part) => ({
      game: part.game,
      gameName: part.gameName,
      count: part.drawsUnknown + board.unpriced.filter((match) => rows[match.index]!.game === part.game).length,
    }))
    .filter((part) => part.count > 0);
}

/**
 * "In all our records": every draw of the family matched against every board, and the (draw, division)
 * pairs whose payouts the answer shows (one board's page: that page's wins; the summary: every win, as
 * it adds their prizes up). The loader reads those payouts (app/models/check-numbers.server.ts) and
 * gives their rows to `answer`.
 */
export function recordsCheck(
  game: GameId,
  boards: readonly Ticket[],
  all: CheckerRows["all"],
  view: RecordsView,
  now: Date,
): { pairs: DrawDivisionPair[]; answer: (payouts: readonly PayoutRow[]) => RecordsAnswer } {
  const family = familyOf(game);
  const rows: StoredDraw[] = all.map((row) => ({ ...row, game: row.game as GameId }));
  const { checked, matches } = matchBoards(family, boards, rows, now);
  const toRow = (win: Win, payouts: Payouts): TicketWin => {
    const row = rows[win.index]!;
    const { matched, bonusMatched, verdict } = win.verdict;
    const payout = payouts.get(payoutKey(row.id, verdict.division)) ?? null;
    return {
      game: row.game,
      gameName: displayName(row.game),
      drawDate: row.drawDate,
      drawNumber: row.drawNumber,
      numbers: row.numbers,
      bonus: row.bonus,
      matched,
      bonusMatched,
      division: verdict.division,
      match: verdict.match,
      payout,
      payoutState: payout !== null ? "known" : verdict.payoutState,
    };
  };
  const pairOf = (win: Win): DrawDivisionPair => [rows[win.index]!.id, win.verdict.verdict.division];

  let missingPage: Extract<RecordsAnswer, { kind: "summary" }>["missingPage"] = null;
  if (view.kind === "board") {
    const board = matches[view.board - 1];
    const list = board?.wins ?? [];
    const pages = Math.max(1, Math.ceil(list.length / WINS_PER_PAGE));
    if (board && view.page <= pages) {
      // Newest first: the list is oldest first, so the page is read from its end.
      const end = list.length - (view.page - 1) * WINS_PER_PAGE;
      const shown = list.slice(Math.max(0, end - WINS_PER_PAGE), end).reverse();
      return {
        pairs: shown.map(pairOf),
        answer: (found) => {
          const payouts = payoutsByPair(found);
          return {
            kind: "list",
            checked,
            board: view.board,
            page: view.page,
            pages,
            wins: list.length,
            cannotTell: cannotTellOf(checked, board, rows),
            first: (view.page - 1) * WINS_PER_PAGE + 1,
            rows: shown.map((win) => toRow(win, payouts)),
          };
        },
      };
    }
    missingPage = { board: view.board, page: view.page, wins: list.length, pages };
  }

  const summary = (found: readonly PayoutRow[]): RecordsAnswer => {
    const payouts = payoutsByPair(found);
    const boardSummaries = matches.map((board): BoardSummary => {
      const list = board.wins;
      // By division and match: a division's match can change between eras (Lotto's division 7 was Match 3 until
      // 2026 and is 2 + bonus since), so each pair is counted on its own.
      const byDivision = new Map<string, DivisionCount>();
      let cents = 0;
      let paidWins = 0;
      for (const win of list) {
        const { division, match } = win.verdict.verdict;
        const drawGame = rows[win.index]!.game;
        const key = `${drawGame} ${division} ${match}`;
        const count = byDivision.get(key);
        if (count) count.count++;
        else byDivision.set(key, { game: drawGame, gameName: displayName(drawGame), division, match, count: 1 });
        const payout = payouts.get(payoutKey(rows[win.index]!.id, division));
        if (payout !== undefined) {
          // In cents, so adding up hundreds of amounts with cents never drifts.
          cents += Math.round(payout * 100);
          paidWins++;
        }
      }
      return {
        wins: list.length,
        divisions: [...byDivision.values()].sort(
          (x, y) => family.indexOf(x.game) - family.indexOf(y.game) || x.division - y.division || x.match.localeCompare(y.match),
        ),
        prizeTotal: cents / 100,
        paidWins,
        best: [...list]
          .sort(bestFirst)
          .slice(0, BEST_WINS)
          .map((win) => toRow(win, payouts)),
        cannotTell: cannotTellOf(checked, board, rows),
        unpriced: board.unpriced
          .slice(-BEST_WINS)
          .reverse()
          .map(({ index, match }) => ({
            game: rows[index]!.game,
            gameName: displayName(rows[index]!.game),
            drawDate: rows[index]!.drawDate,
            match,
          })),
        claimable: board.oldestClaimable ? { draws: board.claimable, oldest: board.oldestClaimable } : null,
      };
    });
    return { kind: "summary", checked, boards: boardSummaries, missingPage };
  };
  // The summary adds up every win's payout, so it reads them all (one row per win that has one).
  return { pairs: matches.flatMap((board) => board.wins.map(pairOf)), answer: summary };
}

/** Payout per winner by `payoutKey`; a pair without one is absent. */
type Payouts = Map<string, number>;
const payoutKey = (drawId: number, division: number) => `${drawId}:${division}`;
const payoutsByPair = (rows: readonly PayoutRow[]): Payouts =>
  new Map(rows.map((row) => [payoutKey(row.drawId, row.division), row.payout]));
