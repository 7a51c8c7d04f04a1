/**
 * Every field of the official API that we read, what it becomes in our terms, and how sure we are of it
 * (sources.md section 2). The zod shapes of the answers are BUILT from these tables, so no field is read
 * without its line here: when a real payload says otherwise, this module is the one to change.
 *
 * Confidence of a mapping (the field's name and its meaning):
 * - "verified": read by two or more independent public clients, or documented in sources.md as verified;
 * - "seen once": read by one public client, or named without confirmation;
 * - "assumed": our reading; no client confirms it.
 * A field that is not "verified" is optional: its absence never fails an answer.
 */
import { z } from "zod";
import type { GameId } from "~/rules/games";
import { centsToRand, splitWinNumbers } from "./official-mapping.server";
import { ball, cents, wholeNumber, zodReason } from "./official-payloads.server";

export type Confidence = "verified" | "seen once" | "assumed";

export interface FieldMapping<S extends z.ZodTypeAny = z.ZodTypeAny> {
  /** How the value is read (units, numbers as strings). */
  schema: S;
  /** Where it goes in our terms, or why it is not stored. */
  ours: string;
  confidence: Confidence;
}

const field = <S extends z.ZodTypeAny>(schema: S, ours: string, confidence: Confidence): FieldMapping<S> => ({ schema, ours, confidence });

/** The zod object shape of a table of fields. */
function shapeOf<T extends Record<string, FieldMapping>>(fields: T): { [K in keyof T]: T[K]["schema"] } {
  return Object.fromEntries(Object.entries(fields).map(([name, mapping]) => [name, mapping.schema])) as { [K in keyof T]: T[K]["schema"] };
}

/** One item of `issueWinPoolInfoPageQuery`'s `data.list` (one draw of one pool). */
export const LIST_ITEM_FIELDS = {
  wagerIssue: field(
    wholeNumber.pipe(z.number().positive()),
    "drawNumber (the same number for a main game and its Plus pools on one night)",
    "verified",
  ),
  drawTime: field(
    z.string().min(1),
    "drawDate: the SA date; a timestamp without a zone is read as UTC (that reading: seen once)",
    "verified",
  ),
  winNumList: field(
    z.array(ball).min(1).max(10),
    "numbers, then the bonus ball / PowerBall LAST (none for Daily Lotto); the main balls as listed are drawnOrder (that the list keeps the drawn order: seen once)",
    "verified",
  ),
  nextJackpot: field(cents.nullish(), "nextJackpot (cents → rand)", "verified"),
  saleMoney: field(cents.nullish(), "sales (cents → rand)", "verified"),
  winPoolName: field(z.string().nullish(), "not stored (LOTTO, LOTTO 5 MAX, …; we ask per winPoolId instead)", "verified"),
  isLatestIssue: field(z.union([z.boolean(), z.number()]).nullish(), "which item's nextDrawTime is the game's next draw", "verified"),
  winPoolId: field(wholeNumber.nullish(), "checked: must be the pool we asked for", "assumed"),
  rolloverAmount: field(cents.nullish(), "rolloverAmount (cents → rand)", "seen once"),
  nextDrawTime: field(z.string().nullish(), "not stored: the run details' nextDrawTime (a UTC instant) for later use", "seen once"),
  /** The jackpot on offer in this draw. Public clients show one; the field name is our guess. */
  jackpotAmount: field(cents.nullish(), "jackpot (cents → rand)", "assumed"),
};

/** `getIssueDrawResultDetail`'s `data.winNotice`. */
export const WIN_NOTICE_FIELDS = {
  issue: field(wholeNumber, "checked: must be the draw we asked for", "verified"),
  drawTime: field(z.string().nullish(), "not used (the list's drawTime is)", "verified"),
  winNums: field(
    z
      .array(
        z.object({ winNum: ball, winNumFlag: z.union([z.literal(0), z.literal(1), z.literal("0"), z.literal("1")]).transform(Number) }),
      )
      .min(1)
      .max(10),
    "checked: the same balls as the list (winNumFlag 0 main, 1 bonus / PowerBall)",
    "verified",
  ),
  winLevels: field(z.array(z.unknown()).nullish(), "divisions, one entry a prize level (absent or empty: not published yet)", "verified"),
};

/**
 * One entry of `winLevels`, as three independent public clients read it, e.g.
 *   { winLevelId: 2, winLevelName: "DIV 2", winCount: 1, winAmount: 25000050, addWinAmount: 0, matches: "MATCH 5 + BONUS" }
 */
export const WIN_LEVEL_FIELDS = {
  winLevelId: field(wholeNumber.nullish(), "division", "verified"),
  winLevelName: field(
    z.string().nullish(),
    "division when winLevelId is absent (its digits, unless it is a MATCH label); the label when matches is absent and it reads MATCH …",
    "verified",
  ),
  winCount: field(wholeNumber.nullish(), "winners", "verified"),
  winAmount: field(cents.nullish(), "payout: cents paid per winning board → rand", "verified"),
  matches: field(
    z.string().nullish(),
    "match: the source's label (MATCH 3 + BONUS) → our code (3+bonus) by matchCodeFromLabel",
    "verified",
  ),
  /** The clients read the name; what it adds is not known (assumed: an extra per winner), so it is reported, not summed into the payout. */
  addWinAmount: field(cents.nullish(), "not stored: a warning names it when it is above 0", "assumed"),
};

export const listItemSchema = z.object(shapeOf(LIST_ITEM_FIELDS));
export type ListItem = z.infer<typeof listItemSchema>;

/** `issueWinPoolInfoPageQuery`'s `data`: one page of a pool's draws, newest first (observed, not promised). */
export const LIST_PAGE_FIELDS = {
  list: field(z.array(listItemSchema), "the draws of the page", "verified"),
  pages: field(wholeNumber.nullish(), "how many pages a backfill reads at most", "verified"),
  total: field(wholeNumber.nullish(), "not used", "seen once"),
};

export const listDataSchema = z.object(shapeOf(LIST_PAGE_FIELDS));

export const detailDataSchema = z.object({ winNotice: z.object(shapeOf(WIN_NOTICE_FIELDS)) });
export type DetailData = z.infer<typeof detailDataSchema>;

const winLevelSchema = z.object(shapeOf(WIN_LEVEL_FIELDS));

/** A list item's draw fields in our terms (rand, balls split); the run adds the date and divisions. */
export function listItemDraw(game: GameId, item: ListItem) {
  const { numbers, bonus } = splitWinNumbers(game, item.winNumList);
  return {
    drawNumber: item.wagerIssue,
    numbers,
    drawnOrder: numbers,
    bonus,
    jackpot: centsToRand(item.jackpotAmount),
    nextJackpot: centsToRand(item.nextJackpot),
    rolloverAmount: centsToRand(item.rolloverAmount),
    sales: centsToRand(item.saleMoney),
  };
}

/**
 * The source's label grammar, as transcribed from the live feed by a public client: "MATCH 3",
 * "MATCH 3 + BONUS", "MATCH 5 + POWERBALL", and "MATCH POWERBALL" (no digit) for PowerBall alone.
 * Case and spacing are not relied on; "BONUS BALL", "POWER BALL" and "PB" are read too.
 */
const MATCH_LABEL = /^MATCH ?(\d+)?(?: ?(?:\+ ?)?(BONUS(?: BALL)?|POWER ?BALL|PB))?$/;

/**
 * THE mapping of the source's prize-level labels to our match codes: "MATCH 5 + BONUS" → "5+bonus",
 * "MATCH 4 + POWERBALL" → "4+powerball", "MATCH POWERBALL" → "0+powerball", "MATCH 3" → "3". Null when
 * the text is not a Match label. It reads the label only: whether the code fits the game (no "3+bonus"
 * in PowerBall) is the draw rules' check, so a label that does not fit refuses the answer there.
 */
export function matchCodeFromLabel(label: string): string | null {
  const match = MATCH_LABEL.exec(label.trim().toUpperCase().replace(/\s+/g, " "));
  if (!match || (match[1] === undefined && match[2] === undefined)) return null;
  const main = String(Number(match[1] ?? 0));
  if (match[2] === undefined) return main;
  return `${main}+${match[2].startsWith("B") ? "bonus" : "powerball"}`;
}

export interface WinLevel {
  division: number;
  winners: number | null;
  /** Cents per winning board. */
  payoutCents: number | null;
  /** The source's own match label (`matches`, else a `winLevelName` that reads MATCH …), or null. */
  label: string | null;
  addWinAmountCents: number | null;
}

const nonEmpty = (text: string | null | undefined) => (text && text.trim() !== "" ? text.trim() : null);

/** One prize level of the detail answer, or the reason it cannot be read. */
export function parseWinLevel(raw: unknown): WinLevel | { error: string } {
  const parsed = winLevelSchema.safeParse(raw);
  if (!parsed.success) return { error: zodReason(parsed.error) };
  const level = parsed.data;
  const name = nonEmpty(level.winLevelName);
  const nameIsLabel = name !== null && matchCodeFromLabel(name) !== null;
  // "MATCH 3" holds a match count, not a division number.
  const fromName = name && !nameIsLabel ? /(\d+)/.exec(name)?.[1] : undefined;
  const division = level.winLevelId ?? (fromName ? Number(fromName) : null);
  if (!division || division < 1)
    return { error: `no division number (winLevelId absent, winLevelName ${name === null ? "absent" : `"${name}"`})` };
  return {
    division,
    winners: level.winCount ?? null,
    payoutCents: level.winAmount ?? null,
    label: nonEmpty(level.matches) ?? (nameIsLabel ? name : null),
    addWinAmountCents: level.addWinAmount ?? null,
  };
}
