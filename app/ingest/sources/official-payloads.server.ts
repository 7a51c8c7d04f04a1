/**
 * zod shapes of the official API's answers (sources.md section 2). Every answer is checked against
 * these before anything reaches D1; an answer that does not fit is refused whole.
 * Numbers arrive as JSON numbers or numeric strings (clients saw both), so both are accepted.
 */
import { z } from "zod";
import { SourceError } from "../http-client.server";

/** A JSON number, or a string holding one (read as that number); anything else is "must be <what>". */
const numeric = (what: string) =>
  z.preprocess((value) => (typeof value === "string" && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value), z.number({ invalid_type_error: `must be ${what}` }));
const wholeNumber = numeric("a whole number").pipe(z.number().int().nonnegative());
const cents = numeric("an amount in cents").pipe(z.number().finite().nonnegative());
const ball = numeric("a ball number").pipe(z.number().int().min(1).max(99));

/** Every answer: `{ code, msg, data }` with code 0 = success. */
const envelopeSchema = z.object({ code: z.union([z.number(), z.string()]), msg: z.string().nullish(), data: z.unknown() });

export const listItemSchema = z.object({
  wagerIssue: wholeNumber.pipe(z.number().positive()),
  drawTime: z.string().min(1),
  winNumList: z.array(ball).min(1).max(10),
  nextJackpot: cents.nullish(),
  saleMoney: cents.nullish(),
  winPoolName: z.string().nullish(),
  winPoolId: wholeNumber.nullish(),
  isLatestIssue: z.union([z.boolean(), z.number()]).nullish(),
});
export type ListItem = z.infer<typeof listItemSchema>;

export const listDataSchema = z.object({
  list: z.array(listItemSchema),
  pages: wholeNumber.nullish(),
  total: wholeNumber.nullish(),
});
export type ListData = z.infer<typeof listDataSchema>;

const winNumSchema = z.object({ winNum: ball, winNumFlag: z.union([z.literal(0), z.literal(1), z.literal("0"), z.literal("1")]).transform(Number) });

export const detailDataSchema = z.object({
  winNotice: z.object({
    issue: wholeNumber,
    drawTime: z.string().nullish(),
    winNums: z.array(winNumSchema).min(1).max(10),
    winLevels: z.array(z.unknown()).nullish(),
  }),
});
export type DetailData = z.infer<typeof detailDataSchema>;

/**
 * ASSUMED shape of one `winLevels` entry. Only `winLevelName` is confirmed by public code; the other
 * names are our best reading of the API's naming (`winX` fields, money in cents) and must be adjusted
 * here, and only here, when a real payload is seen:
 *   { winLevel: 1, winLevelName: "DIV 1", winCount: 0, winAmount: 0 }   // winAmount: cents per winner
 * Without `winLevel` the division number is read from the name's digits ("Division 3" → 3).
 */
const winLevelSchema = z.object({
  winLevel: wholeNumber.nullish(),
  winLevelName: z.string().min(1),
  winCount: wholeNumber.nullish(),
  winAmount: cents.nullish(),
});

export interface WinLevel {
  division: number;
  winners: number | null;
  /** Cents per winner. */
  amountCents: number | null;
}

/** One prize level of the detail answer, or a reason it cannot be read. */
export function parseWinLevel(raw: unknown): WinLevel | { error: string } {
  const parsed = winLevelSchema.safeParse(raw);
  if (!parsed.success) return { error: zodReason(parsed.error) };
  const level = parsed.data;
  const fromName = /(\d+)/.exec(level.winLevelName)?.[1];
  const division = level.winLevel ?? (fromName ? Number(fromName) : null);
  if (!division || division < 1) return { error: `no division number in "${level.winLevelName}"` };
  return { division, winners: level.winCount ?? null, amountCents: level.winAmount ?? null };
}

export function zodReason(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join(".") || "answer"}: ${issue.message}`)
    .join("; ");
}

/** Unwraps `{ code, msg, data }` and checks `data`; a non-zero code or a wrong shape is a SourceError. */
export function parseAnswer<T>(body: unknown, dataSchema: z.ZodType<T, z.ZodTypeDef, unknown>, what: string): T {
  const envelope = envelopeSchema.safeParse(body);
  if (!envelope.success) throw new SourceError("bad-payload", `${what}: not a {code, msg, data} answer (${zodReason(envelope.error)})`);
  if (Number(envelope.data.code) !== 0) {
    throw new SourceError("api", `${what}: the source answered code ${envelope.data.code}${envelope.data.msg ? ` (${envelope.data.msg})` : ""}`);
  }
  const data = dataSchema.safeParse(envelope.data.data);
  if (!data.success) throw new SourceError("bad-payload", `${what}: unexpected answer (${zodReason(data.error)})`);
  return data.data;
}
