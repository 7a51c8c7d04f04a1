/**
 * Every field of the official API that we read, what it becomes in our terms, and how sure we are of it
 * (sources.md section 2, and 2c: what four public clients ran into). The zod shapes of the answers are
 * BUILT from these tables, so no field is read without its line here: when a real payload says
 * otherwise, this module is the one to change.
 *
 * Confidence of a mapping (the field's name and its meaning):
 * - "verified": read by two or more independent public clients, or documented in sources.md as verified;
 * - "seen once": read by one public client, or named without confirmation;
 * - "assumed": our reading; no client confirms it.
 *
 * Only four fields are REQUIRED (sources.md 2c: all a client needs): a list item's `wagerIssue`,
 * `drawTime` and `winNumList`, and the detail's `winLevels` (whose entries are then read strictly).
 * Every other field is optional WHATEVER its type: types drift on the live feed, so a value of an
 * unexpected type is read as absent and named in the run's warnings (`ignoredFields`), never a reason
 * to refuse the answer.
 */
import { z } from "zod";
import { ball, cents, wholeNumber, zodReason } from "./official-payloads.server";

export type Confidence = "verified" | "seen once" | "assumed";

export interface FieldMapping<S extends z.ZodTypeAny = z.ZodTypeAny, R extends boolean = boolean> {
  /** How the value is read (units, numbers as strings). */
  schema: S;
  /** Where it goes in our terms, or why it is not stored. */
  ours: string;
  confidence: Confidence;
  /** A required field refuses the answer when absent or unreadable; any other is dropped with a warning. */
  required: R;
}

export const field = <S extends z.ZodTypeAny>(schema: S, ours: string, confidence: Confidence): FieldMapping<S, false> => ({
  schema,
  ours,
  confidence,
  required: false,
});
export const requiredField = <S extends z.ZodTypeAny>(schema: S, ours: string): FieldMapping<S, true> => ({
  schema,
  ours,
  confidence: "verified",
  required: true,
});

type Tolerant<S extends z.ZodTypeAny> = z.ZodCatch<z.ZodOptional<z.ZodNullable<S>>>;
type ShapeOf<T extends Record<string, FieldMapping>> = {
  [K in keyof T]: T[K]["required"] extends true ? T[K]["schema"] : Tolerant<T[K]["schema"]>;
};

/** How a field is parsed inside its answer: a required one as it is, an optional one never failing. */
export function fieldSchema(mapping: FieldMapping): z.ZodTypeAny {
  return mapping.required ? mapping.schema : mapping.schema.nullish().catch(undefined);
}

/** The zod object shape of a table of fields. */
export function shapeOf<T extends Record<string, FieldMapping>>(fields: T): ShapeOf<T> {
  return Object.fromEntries(Object.entries(fields).map(([name, mapping]) => [name, fieldSchema(mapping)])) as ShapeOf<T>;
}

const shortValue = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
};

/**
 * The optional fields of `raw` that were dropped for an unexpected type, one line each ('saleMoney: must
 * be an amount in cents; ignored (got "n/a")'), for the run's warnings. `prefix` names the part they are in.
 */
export function ignoredFields(fields: Record<string, FieldMapping>, raw: unknown, prefix?: string): string[] {
  if (typeof raw !== "object" || raw === null) return [];
  const record = raw as Record<string, unknown>;
  return Object.entries(fields).flatMap(([name, mapping]) => {
    const value = record[name];
    if (mapping.required || value === undefined || value === null) return [];
    const parsed = mapping.schema.safeParse(value);
    return parsed.success ? [] : [`${zodReason(parsed.error, prefix ? `${prefix}.${name}` : name)}; ignored (got ${shortValue(value)})`];
  });
}

/** true/false, 1/0 or "1"/"0". */
const flag = z.union([z.boolean(), z.literal(0), z.literal(1), z.literal("0"), z.literal("1")]).transform((value) => Number(value) === 1);

/** One item of `issueWinPoolInfoPageQuery`'s `data.list` (one draw of one pool). */
export const LIST_ITEM_FIELDS = {
  wagerIssue: requiredField(
    wholeNumber.pipe(z.number().positive()),
    "drawNumber (a JSON number or a numeric string; the same number for a main game and its Plus pools on one night)",
  ),
  drawTime: requiredField(
    z.string().min(1),
    "drawDate: its date part is the SA date; only an explicit Z or ±hh:mm offset is converted (sources.md 2c)",
  ),
  winNumList: requiredField(
    z.array(ball).min(1).max(10),
    "numbers, then the bonus ball / PowerBall LAST (none for Daily Lotto). Empty, null or absent: not drawn yet, the item is skipped",
  ),
  nextJackpot: field(cents, "nextJackpot (cents → rand); the detail's winPoolInfoVo.nextJackpot when absent", "verified"),
  saleMoney: field(cents, "sales (cents → rand)", "verified"),
  winPoolName: field(z.string(), "not stored (LOTTO, LOTTO 5 MAX, …; we ask per winPoolId instead)", "verified"),
  isLatestIssue: field(flag, "which draw's nextDrawTime is the game's next draw", "verified"),
  winPoolId: field(wholeNumber, "an item of another pool is skipped (the list may answer every pool of the game)", "assumed"),
  plusFlag: field(wholeNumber, "an item of another pool is skipped, as by winPoolId (0/1/2 with pool 100/101/102)", "seen once"),
  /** No client has seen a jackpot-on-offer field (sources.md 2c); read should one appear, else derived. */
  jackpotAmount: field(cents, "jackpot (cents → rand); without it, the previous draw's nextJackpot", "assumed"),
};

/** One ball of `winNotice.winNums`. */
const winNumSchema = z.object({
  winNum: ball,
  winNumFlag: flag.transform(Number),
  numSn: wholeNumber.nullish().catch(undefined),
});

/** `getIssueDrawResultDetail`'s `data.winNotice`. */
export const WIN_NOTICE_FIELDS = {
  gameId: field(wholeNumber, "not used", "seen once"),
  issue: field(wholeNumber, "checked: must be the draw we asked for", "verified"),
  drawTime: field(z.string(), "not used (the list's drawTime is)", "verified"),
  winNums: field(
    z.array(winNumSchema).min(1).max(10),
    "checked: the same balls as the list (winNumFlag 0 main, 1 bonus / PowerBall); numSn (the ball's sequence number) gives drawnOrder",
    "verified",
  ),
  winLevels: requiredField(
    z.array(z.unknown()).nullish(),
    "divisions, one entry a prize level (absent, empty or all zeros: not published yet, nothing stored)",
  ),
};

/** `getIssueDrawResultDetail`'s `data.winPoolInfoVo`: the pool's figures of that draw. */
export const WIN_POOL_INFO_FIELDS = {
  winPoolId: field(wholeNumber, "not used", "seen once"),
  winPoolName: field(z.string(), "not used", "seen once"),
  nextJackpot: field(cents, "nextJackpot (cents → rand) when the list item has none", "seen once"),
  saleMoney: field(cents, "sales (cents → rand) when the list item has none", "seen once"),
  salesIncome: field(cents, "not stored", "seen once"),
  rolloverAmount: field(cents, "rolloverAmount (cents → rand)", "seen once"),
  nextDrawTime: field(z.string(), "not stored: the run details' nextDrawTime (a UTC instant) for later use", "seen once"),
  drawMachineId: field(z.string(), 'stored as the draw\'s machine (draws.draw_machine, "RNG2")', "seen once"),
};

/** `getIssueDrawResultDetail`'s `data`: three parts. */
export const DETAIL_FIELDS = {
  winNotice: requiredField(z.object(shapeOf(WIN_NOTICE_FIELDS)), "the draw's balls and prize levels"),
  winPoolInfoVo: field(z.object(shapeOf(WIN_POOL_INFO_FIELDS)), "the pool's money figures, next draw time and draw machine", "seen once"),
  isLatestIssue: field(flag, "which draw's nextDrawTime is the game's next draw", "seen once"),
};

/**
 * One entry of `winLevels`, as three independent public clients read it, e.g.
 *   { winLevelId: 2, winLevelName: "DIV 2", winCount: 1, winAmount: 25000050, addWinAmount: 0, matches: "MATCH 5 + BONUS" }
 * `winLevels` is required and these are its contents: a level that cannot be read refuses the answer
 * rather than storing a prize table with a hole in it. Each may be absent (null).
 */
export const WIN_LEVEL_FIELDS = {
  winLevelId: requiredField(wholeNumber.nullish(), "division"),
  winLevelName: requiredField(
    z.string().nullish(),
    "division when winLevelId is absent (its digits, unless it is a MATCH label); the label when matches is absent and it reads MATCH …",
  ),
  winCount: requiredField(wholeNumber.nullish(), "winners"),
  winAmount: requiredField(cents.nullish(), "payout: cents paid per winning board → rand"),
  matches: requiredField(
    z.string().nullish(),
    'match: the source\'s label in its own mixed case ("MATCH 3 + BONUS", "MATCH 5 + PowerBall") → our code by matchCodeFromLabel',
  ),
  /** The clients read the name; what it adds is not known (assumed: an extra per winner), so it is reported, not summed into the payout. */
  addWinAmount: field(cents, "not stored: a warning names it when it is above 0", "assumed"),
};

export const listItemSchema = z.object(shapeOf(LIST_ITEM_FIELDS));
export type ListItem = z.infer<typeof listItemSchema>;

/** `issueWinPoolInfoPageQuery`'s `data`: one page of a game's draws, newest first (observed, not promised). */
export const LIST_PAGE_FIELDS = {
  list: requiredField(z.array(z.unknown()), "the draws of the page (each item read by readListItem)"),
  pages: field(wholeNumber, "how many pages a backfill reads at most", "verified"),
  total: field(wholeNumber, "not used", "seen once"),
};

export const listDataSchema = z.object(shapeOf(LIST_PAGE_FIELDS));

export const detailDataSchema = z.object(shapeOf(DETAIL_FIELDS));
export type DetailData = z.infer<typeof detailDataSchema>;

const winLevelSchema = z.object(shapeOf(WIN_LEVEL_FIELDS));

/** What one raw list item is: a draw, a listed draw not drawn yet, or broken. */
export type ListItemReading =
  { kind: "draw"; item: ListItem; ignored: string[] } | { kind: "pending"; issue: string } | { kind: "broken"; reason: string };

/**
 * One raw list item. An item without numbers (`winNumList` empty, null or absent) is a draw listed
 * before it is drawn (sources.md 2c: it appears around draw time): "pending", to be skipped, whatever
 * else it holds. A required field that is unreadable makes it "broken" (the caller refuses the page).
 */
export function readListItem(raw: unknown, path: string): ListItemReading {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return { kind: "broken", reason: `${path}: not an object` };
  const record = raw as Record<string, unknown>;
  const numbers = record.winNumList;
  if (numbers === undefined || numbers === null || (Array.isArray(numbers) && numbers.length === 0)) {
    const issue = record.wagerIssue;
    return { kind: "pending", issue: typeof issue === "string" || typeof issue === "number" ? String(issue) : "?" };
  }
  const parsed = listItemSchema.safeParse(raw);
  if (!parsed.success) return { kind: "broken", reason: zodReason(parsed.error, path) };
  return { kind: "draw", item: parsed.data, ignored: ignoredFields(LIST_ITEM_FIELDS, raw) };
}

/** The optional fields of a detail answer's three parts that were dropped for their type. */
export function ignoredDetailFields(raw: unknown): string[] {
  const data = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
  return [
    ...ignoredFields(DETAIL_FIELDS, data),
    ...ignoredFields(WIN_NOTICE_FIELDS, data.winNotice, "winNotice"),
    ...ignoredFields(WIN_POOL_INFO_FIELDS, data.winPoolInfoVo, "winPoolInfoVo"),
  ];
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
