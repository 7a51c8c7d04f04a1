/**
 * The official API's envelope and the value types its fields are read with (sources.md section 2). The
 * fields themselves, with what each becomes in our terms, are in `official-fields.server.ts`. Every
 * answer is checked before anything reaches D1; an answer whose required fields do not fit is refused.
 * Numbers arrive as JSON numbers or numeric strings (clients saw both), so both are accepted.
 */
import { z } from "zod";
import { SourceError } from "../http-client.server";

/** A JSON number, or a string holding one (read as that number); anything else is "must be <what>". */
const numeric = (what: string) =>
  z.preprocess(
    (value) => (typeof value === "string" && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value),
    z.number({ invalid_type_error: `must be ${what}` }),
  );
export const wholeNumber = numeric("a whole number").pipe(z.number().int().nonnegative());
export const cents = numeric("an amount in cents").pipe(z.number().finite().nonnegative());
export const ball = numeric("a ball number").pipe(z.number().int().min(1).max(99));

/** Every answer: `{ code, msg, data }` with code 0 = success. */
const envelopeSchema = z.object({ code: z.union([z.number(), z.string()]), msg: z.string().nullish(), data: z.unknown() });

/** The first issues of a failed parse, each with its path ("list.0.drawTime: Required") under `prefix`. */
export function zodReason(error: z.ZodError, prefix?: string): string {
  return error.issues
    .slice(0, 3)
    .map(
      (issue) => `${[prefix, ...issue.path].filter((part) => part !== undefined && part !== "").join(".") || "answer"}: ${issue.message}`,
    )
    .join("; ");
}

/** Unwraps `{ code, msg, data }` and checks `data`; a non-zero code or a wrong shape is a SourceError. */
export function parseAnswer<T>(body: unknown, dataSchema: z.ZodType<T, z.ZodTypeDef, unknown>, what: string): T {
  const envelope = envelopeSchema.safeParse(body);
  if (!envelope.success) throw new SourceError("bad-payload", `${what}: not a {code, msg, data} answer (${zodReason(envelope.error)})`);
  if (Number(envelope.data.code) !== 0) {
    throw new SourceError(
      "api",
      `${what}: the source answered code ${envelope.data.code}${envelope.data.msg ? ` (${envelope.data.msg})` : ""}`,
    );
  }
  const data = dataSchema.safeParse(envelope.data.data);
  if (!data.success) throw new SourceError("bad-payload", `${what}: unexpected answer (${zodReason(data.error)})`);
  return data.data;
}
