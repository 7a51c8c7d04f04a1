/**
 * A message of the alert queue (`PUSH_ALERTS`): the draw to alert about (`kind` "draw": its results, to
 * every subscriber of the game; "jackpot": its next-jackpot estimate, to the subscribers whose threshold it
 * reached, issue 45) and the range of subscriptions
 * it covers (by endpoint, exclusive `after`, inclusive `until`). The first message of a draw covers every
 * subscription; a consumer that finds more than a page sends the rest on as a new message, and one whose
 * pushes a service asked to retry queues its own page again, later (alert-consumer.server.ts).
 */
import { z } from "zod";
import { GAME_IDS } from "~/rules/game-names";

export const alertMessageSchema = z.object({
  /** Messages queued before jackpot alerts have no kind: they are draws'. */
  kind: z.enum(["draw", "jackpot"]).default("draw"),
  game: z.enum(GAME_IDS),
  drawDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  after: z.string().nullable().default(null),
  until: z.string().nullable().default(null),
  /** How many times this page has been tried (retries of 429 and 5xx answers). */
  attempt: z.number().int().min(1).default(1),
});

export type AlertMessage = z.infer<typeof alertMessageSchema>;
