/**
 * What an alert carries: the draw, never anything about the subscriber. The phone's service worker reads
 * it, checks the tickets it keeps against it and words the notification (app/browser/service-worker.ts);
 * a tap opens `url`, the draw's own page. Client-safe: the service worker parses it with the same schema.
 */
import { z } from "zod";
import { GAME_IDS } from "~/rules/game-names";

export const drawAlertSchema = z.object({
  kind: z.literal("draw"),
  game: z.enum(GAME_IDS),
  drawDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  drawNumber: z.number().int().nullable(),
  numbers: z.array(z.number().int()).min(1),
  bonus: z.number().int().nullable(),
  url: z.string().url(),
});

export type DrawAlert = z.infer<typeof drawAlertSchema>;
