import { displayName, type GameId } from "~/rules/game-names";
import { hook, WalletHook } from "~/tickets/wallet-hooks";

/**
 * "Tell me when … results are in": a button per game that subscribes this browser to a push when the
 * game's results are in (app/browser/results-alerts.ts, docs/alerts.md). The section ships hidden and its
 * script shows it where the browser can take push alerts (or explains the Home Screen on an iPhone), so a
 * page without JavaScript shows no button that cannot work. The script's placeholder sits inside it: the
 * server inlines the alerts' script only on pages that render this section.
 *
 * `suggest`: the section is My Tickets' own, whose script names its tickets' games in a line of the section
 * and, to a device that follows no game, offers to turn them on (for the claim-by and last-draw reminders).
 *
 * Jackpot alerts (issue 45): once a game is followed, a few thresholds for its next jackpot, one tap each
 * ("Over R 100 million"), and "None"; the threshold is kept with the subscription (the privacy page says so).
 * Offered on a game's own pages (game and draw pages, the gameAlerts script: jackpot-choices.ts builds
 * them), not on My Tickets, whose first visit is at its 40 KB budget; they work only with the script,
 * like the game buttons.
 */

export function ResultsAlerts({ games, suggest = false }: { games: readonly GameId[]; suggest?: boolean }) {
  return (
    <section data-alerts hidden aria-labelledby="alerts-heading" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="alerts-heading" className="text-lg font-bold">
        Results alerts
      </h2>
      {suggest ? (
        <>
          <p className="max-w-3xl text-slate-700">
            A notification on this device as soon as the results are in. No account, and we never see your tickets: this device works out
            what the tickets above won.
          </p>
          <p {...hook(WalletHook.alertsSuggest)} hidden className="font-semibold" />
        </>
      ) : (
        <p className="max-w-3xl text-slate-700">
          A notification on this device as soon as the results are in. No account, and we never see your tickets: if they are in{" "}
          <a href="/my-tickets" className="font-semibold text-brand-700 underline">
            My Tickets
          </a>
          , this device works out what they won.
        </p>
      )}
      <ul className="flex flex-wrap gap-2">
        {games.map((game) => (
          <li key={game}>
            <button
              type="button"
              data-alert-game={game}
              data-alert-name={displayName(game)}
              aria-pressed="false"
              className="min-h-11 rounded-lg border border-brand-700 bg-white px-4 py-2 text-left font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60 aria-pressed:bg-brand-700 aria-pressed:text-white aria-pressed:before:content-['✓_'] aria-pressed:hover:bg-brand-800"
            >
              Tell me when {displayName(game)} results are in
            </button>
          </li>
        ))}
      </ul>
      {suggest ? null : (
        <div data-jackpot-choices hidden className="space-y-2">
          <p className="max-w-3xl text-slate-700">
            Also be told when this game&apos;s next jackpot is estimated over an amount: we keep the amount you choose with the alert.
          </p>
        </div>
      )}
      {/*
        A live region rather than role="status": My Tickets has its own status line, the page's one status.
        What went wrong (data-tone="error", set by the script) reads as an error, not as small grey text.
      */}
      <p
        aria-live="polite"
        data-alerts-status
        className="min-h-6 text-sm text-slate-700 data-[tone=error]:rounded-lg data-[tone=error]:border data-[tone=error]:border-red-300 data-[tone=error]:bg-red-50 data-[tone=error]:p-3 data-[tone=error]:text-base data-[tone=error]:font-semibold data-[tone=error]:text-red-900"
      />
      {/* My Tickets' script leaves the jackpot thresholds out: its first visit is at its budget. */}
      <script id={suggest ? "alerts-script" : "gameAlerts-script"} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />
    </section>
  );
}
