/**
 * The readings two sources disagree on (draw_disagreements, app/models/draw-provenance.server.ts), as the
 * admin's System Status and the public correction log on /data-sources list them: open ones first, then
 * the latest settled ones, each with both readings (app/views/source-disagreements.server.ts words them).
 */
import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { drawDisagreements, draws } from "~/db/schema";

/** How many the lists show. */
const DISAGREEMENTS_LISTED = 20;

export function disagreementsQuery(db: Db, limit = DISAGREEMENTS_LISTED) {
  return db
    .select({
      id: drawDisagreements.id,
      game: draws.game,
      drawDate: draws.drawDate,
      drawNumber: draws.drawNumber,
      source: drawDisagreements.source,
      keptSource: drawDisagreements.keptSource,
      fields: drawDisagreements.fields,
      held: drawDisagreements.held,
      kept: drawDisagreements.kept,
      raisedAt: drawDisagreements.raisedAt,
      resolvedAt: drawDisagreements.resolvedAt,
    })
    .from(drawDisagreements)
    .innerJoin(draws, eq(draws.id, drawDisagreements.drawId))
    .orderBy(sql`${drawDisagreements.resolvedAt} IS NOT NULL`, desc(drawDisagreements.raisedAt))
    .limit(limit);
}

export type DisagreementRow = Awaited<ReturnType<typeof disagreementsQuery>>[number];
