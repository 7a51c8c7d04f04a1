import { TicketForm } from "~/components/my-tickets/TicketForm";
import { CLAIMS } from "~/facts/facts";
import { ResultsAlerts } from "~/components/alerts/ResultsAlerts";
import { GAME_IDS } from "~/rules/game-names";
import { hook, WalletHook } from "~/tickets/wallet-hooks";

/**
 * My tickets: a wallet kept on the device only (IndexedDB, no account, no cookie). The page is the
 * form and an empty list; the wallet's script fills the list from storage and the public API.
 */
export function MyTicketsPage({ alerts, officialUrl }: { alerts: boolean; officialUrl: string }) {
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-3xl font-bold">My Tickets</h1>
        <p className="mt-2 max-w-3xl text-slate-700">
          Add your tickets as they are printed, and see what every board won in every draw, with the last day to claim: a prize must be
          claimed within {CLAIMS.deadlineDays} days of its draw (
          <a href="/claiming-prizes" className="text-brand-700 underline">
            how to claim
          </a>
          ).
        </p>
        <p className="mt-2 max-w-3xl text-slate-700">
          Your tickets are kept on this device only, in this browser: no account, no cookie, and your numbers are never sent to us. The page
          asks our public results for draws by game and date, and checks your numbers here.
        </p>
      </header>
      <noscript>
        <p className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900">
          My Tickets needs JavaScript: it keeps your tickets in this browser and checks them here. Without it, check a ticket&rsquo;s
          numbers with{" "}
          <a href="/check-numbers" className="font-semibold underline">
            Check My Numbers
          </a>
          , which works without JavaScript.
        </p>
      </noscript>
      {/* A ticket opened from a link (its fragment): shown, and kept only if the player adds it. */}
      <section {...hook(WalletHook.shared)} hidden aria-labelledby="shared-ticket-heading" className="space-y-3">
        <h2 id="shared-ticket-heading" className="text-xl font-bold">
          Shared ticket
        </h2>
        <p {...hook(WalletHook.sharedMessage)} className="text-slate-700" />
        <ol {...hook(WalletHook.sharedList)} className="space-y-4" />
        <button
          type="button"
          {...hook(WalletHook.keepShared)}
          hidden
          className="min-h-11 rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white"
        >
          Add this ticket to My tickets
        </button>
      </section>
      <TicketForm />
      <section aria-labelledby="your-tickets-heading" className="space-y-3">
        <h2 id="your-tickets-heading" tabIndex={-1} className="text-xl font-bold">
          Your tickets
        </h2>
        <p
          {...hook(WalletHook.changes)}
          hidden
          className="rounded-xl border border-brand-600 bg-brand-50 p-4 font-semibold text-brand-900"
        />
        <p role="status" {...hook(WalletHook.status)} className="min-h-6 text-slate-700" />
        <p
          {...hook(WalletHook.undo)}
          hidden
          className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-300 bg-slate-50 p-3"
        >
          Ticket deleted.
          <button
            type="button"
            {...hook(WalletHook.undoButton)}
            className="min-h-11 rounded-lg border border-slate-400 px-4 py-2 font-semibold"
          >
            Undo
          </button>
        </p>
        <ol {...hook(WalletHook.list)} {...hook(WalletHook.officialUrl, officialUrl)} className="space-y-4" />
        <div className="flex flex-wrap items-end gap-4">
          <button
            type="button"
            {...hook(WalletHook.exportButton)}
            disabled
            className="min-h-11 rounded-lg border border-slate-400 px-4 py-2 font-semibold disabled:opacity-60"
          >
            Export my tickets
          </button>
          <div>
            <label htmlFor="wallet-import" className="text-sm font-semibold">
              Import tickets from a file
            </label>
            <input
              id="wallet-import"
              type="file"
              accept="application/json,.json"
              {...hook(WalletHook.importInput)}
              disabled
              className="mt-1 block min-h-11"
            />
          </div>
          <button
            type="button"
            {...hook(WalletHook.deleteAll)}
            disabled
            className="min-h-11 rounded-lg border border-red-700 px-4 py-2 font-semibold text-red-800 disabled:opacity-60"
          >
            Delete all my tickets
          </button>
        </div>
      </section>
      {alerts ? <ResultsAlerts games={GAME_IDS} suggest /> : null}
      <section {...hook(WalletHook.spending)} hidden aria-labelledby="spending-heading" className="space-y-3">
        <h2 id="spending-heading" className="text-xl font-bold">
          My spending
        </h2>
        <p className="max-w-3xl text-slate-700">
          For your eyes only, worked out on this device: what your tickets&rsquo; draws cost, where our records hold the price, against what
          they won. Playing should stay fun; if it is not,{" "}
          <a href="/responsible-gaming" className="font-semibold text-brand-700 underline">
            help is free and confidential
          </a>
          .
        </p>
        <p {...hook(WalletHook.limitLine)} className="font-semibold" />
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-labelledby="spending-caption">
          <table className="text-sm">
            <caption id="spending-caption" className="text-left font-semibold">
              Cost and winnings by month and year
            </caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-3 text-left">
                  Month or year
                </th>
                <th scope="col" className="py-1 pr-3 text-left">
                  Cost
                </th>
                <th scope="col" className="py-1 text-left">
                  Won
                </th>
              </tr>
            </thead>
            <tbody {...hook(WalletHook.spendingRows)} />
          </table>
        </div>
        <form {...hook(WalletHook.limitForm)} noValidate className="flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor="wallet-limit" className="text-sm font-semibold">
              Monthly limit (rand)
            </label>
            <input
              id="wallet-limit"
              name="limit"
              inputMode="decimal"
              autoComplete="off"
              className="mt-1 block min-h-11 w-40 rounded-lg border border-slate-400 bg-white px-3 py-2 aria-[invalid=true]:border-red-700"
              aria-describedby="wallet-limit-error"
            />
          </div>
          <button type="submit" className="min-h-11 rounded-lg border border-slate-400 px-4 py-2 font-semibold">
            Set limit
          </button>
          <button type="button" {...hook(WalletHook.limitClear)} className="min-h-11 rounded-lg border border-slate-400 px-4 py-2">
            No limit
          </button>
          <p id="wallet-limit-error" hidden className="w-full text-sm font-semibold text-red-700" />
        </form>
      </section>
    </div>
  );
}
