/**
 * Queues the alerts of newly stored draws: one message per draw on the `PUSH_ALERTS` queue, whatever
 * stored it (the cron, the collector, the webhook, the admin). Only draws of the last two days: an alert
 * says "the results are in", and a correction to an old draw is no news. Failing to queue never fails
 * the ingest that called it: it is logged. Each draw queues two messages: its results, and its next-jackpot
 * estimate for the subscribers with a jackpot threshold (issue 45: a draw stored again with a new
 * estimate is looked at again; the consumer pushes once per crossing). The consumer (alert-consumer.server.ts) sends only for a
 * game's newest draw, and once per subscription, however often a draw is queued.
 */
// Relative imports: vite.config.ts loads this through the load context (vite dev's draws-changed step),
// and the config is bundled without the `~` alias.
import type { GameId } from "../rules/games";
import { saDate } from "../words/sa-time";
import { log } from "../http/log.server";
import type { AlertMessage } from "./alert-message";

/** Days back from today (SA) that a stored draw still makes an alert. */
const ALERT_WINDOW_DAYS = 2;

/** The draws of `changed` recent enough to alert about, once each: a results message and a jackpot message. */
export function alertsFor(changed: readonly { game: GameId; drawDate: string }[], now: Date): AlertMessage[] {
  const today = saDate(now);
  const earliest = saDate(new Date(now.getTime() - ALERT_WINDOW_DAYS * 86_400_000));
  const seen = new Set<string>();
  const messages: AlertMessage[] = [];
  for (const { game, drawDate } of changed) {
    if (drawDate < earliest || drawDate > today || seen.has(`${game}|${drawDate}`)) continue;
    seen.add(`${game}|${drawDate}`);
    messages.push({ kind: "draw", game, drawDate, after: null, until: null, attempt: 1 });
    messages.push({ kind: "jackpot", game, drawDate, after: null, until: null, attempt: 1 });
  }
  return messages;
}

export async function queueDrawAlerts(
  queue: Queue | undefined,
  changed: readonly { game: GameId; drawDate: string }[],
  now = new Date(),
): Promise<number> {
  const messages = alertsFor(changed, now);
  if (!queue || messages.length === 0) return 0;
  try {
    await queue.sendBatch(messages.map((body) => ({ body })));
    // How many draws were queued (each with its results and its jackpot message).
    return messages.filter((message) => message.kind === "draw").length;
  } catch (error) {
    log.error("alerts: could not queue the new draws' alerts", { error, draws: messages.map((m) => `${m.game} ${m.drawDate}`) });
    return 0;
  }
}
