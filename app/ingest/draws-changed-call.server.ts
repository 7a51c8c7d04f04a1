/**
 * The "draws changed" call (POST /api/ingest/draws-changed): `npm run ingest -- --remote` writes the
 * real D1 from a machine, not through the Worker, so after a run that changed draws it names them to the
 * site, and the site takes the step every write of draws takes (`context.drawsChanged`: alerts queued,
 * pages purged and rendered back from D1's primary). Signed as the collector's push is, with the same
 * secret, headers and 300 s window (collector-answers.server.ts), so nothing new to configure or trust.
 * The wire format and the site's check; shared by Node (scripts/lib/tell-site.ts) and workerd.
 */
import { z } from "zod";
import { GAME_IDS } from "~/rules/games";
import { isIsoDate } from "~/words/sa-time";
import { readSignedCall, signedPost, type SignedCallRefusal } from "./collector-answers.server";
import { BACKFILL_PAGE_SIZE } from "./sources/official.server";

export const DRAWS_CHANGED_PATH = "/api/ingest/draws-changed";

/**
 * The most draws one call names: a page of a backfill, as one collector push of a history page brings
 * (each draw purges and warms about ten pages in the request's waitUntil). A longer run calls again.
 */
export const MAX_CHANGED_DRAWS = BACKFILL_PAGE_SIZE;

const changedDrawSchema = z
  .object({
    game: z.enum(GAME_IDS),
    drawDate: z.string().refine(isIsoDate, "a date as YYYY-MM-DD"),
  })
  .strict();

const drawsChangedBodySchema = z.object({ changed: z.array(changedDrawSchema).min(1).max(MAX_CHANGED_DRAWS) }).strict();

export type ChangedDrawList = z.infer<typeof drawsChangedBodySchema>["changed"];

/** The signed POST naming `changed` (at most MAX_CHANGED_DRAWS of them). */
export function signedDrawsChanged(secret: string, changed: ChangedDrawList, now = Date.now()): RequestInit {
  return signedPost(secret, { changed }, now);
}

export type DrawsChangedOutcome = { status: 200; changed: ChangedDrawList } | SignedCallRefusal;

/** The site's check of a call: its signature first (a refused call reads nothing), then its body. */
export function acceptDrawsChanged(args: {
  secret: string | undefined;
  headers: Headers;
  rawBody: string;
  now?: Date;
}): DrawsChangedOutcome {
  const call = readSignedCall(drawsChangedBodySchema, { ...args, now: args.now ?? new Date() });
  if (!call.ok) return call.refusal;
  // Named twice is one draw: the step would purge and warm its pages twice.
  const unique = new Map(call.value.changed.map((draw) => [`${draw.game}|${draw.drawDate}`, draw]));
  return { status: 200, changed: [...unique.values()] };
}
