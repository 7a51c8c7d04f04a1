/**
 * The wallet's hooks, named once: the data-* attributes by which /my-tickets' script (app/browser/wallet-*.ts)
 * finds the page's markup (app/routes/my-tickets.tsx, app/components/my-tickets/, the alerts' section) and
 * marks the cards it draws (which the e2e tests read). The markup writes them with `hook`, the script
 * selects them with `[${WalletHook.list}]` and reads them with getAttribute.
 *
 * An enum rather than an object: esbuild inlines an enum's members across modules and folds the selectors
 * into plain strings, so the inlined script holds the same strings as when they were typed out, and no
 * table of names travels with it (the page's weight budget is tight: scripts/lib/public-routes.mjs).
 */
export enum WalletHook {
  // The page (my-tickets.tsx)
  shared = "data-wallet-shared",
  sharedMessage = "data-wallet-shared-message",
  sharedList = "data-wallet-shared-list",
  keepShared = "data-wallet-keep-shared",
  changes = "data-wallet-changes",
  status = "data-wallet-status",
  undo = "data-wallet-undo",
  undoButton = "data-wallet-undo-button",
  list = "data-wallet-list",
  /** On the list: where the official results are, the link of what we cannot tell. */
  officialUrl = "data-official-url",
  exportButton = "data-wallet-export",
  importInput = "data-wallet-import",
  deleteAll = "data-wallet-delete-all",
  spending = "data-wallet-spending",
  spendingRows = "data-wallet-spending-rows",
  limitLine = "data-wallet-limit-line",
  limitForm = "data-wallet-limit-form",
  limitClear = "data-wallet-limit-clear",
  // The ticket form (components/my-tickets/TicketForm.tsx)
  form = "data-wallet-form",
  fields = "data-wallet-fields",
  /** A field's message; its value is the field's name. */
  fieldError = "data-field-error",
  /** Shown for these games only (space-separated ids). */
  forGames = "data-for-games",
  /** An add-on's checkbox; its value is its main game. */
  addOnOf = "data-addon-of",
  // The results alerts' section (components/alerts/ResultsAlerts.tsx, browser/results-alerts.ts)
  alertsSuggest = "data-alerts-suggest",
  /** Set on the section while this device follows a game. */
  following = "data-following",
  // What the script draws (wallet-view.ts, wallet-spending.ts); the values are the script's own
  ticket = "data-ticket",
  deleteTicket = "data-delete-ticket",
  shareTicket = "data-share-ticket",
  game = "data-game",
  board = "data-board",
  draw = "data-draw",
  verdict = "data-verdict",
  claim = "data-claim",
  total = "data-total",
  finished = "data-finished",
  price = "data-price",
  period = "data-period",
}

/**
 * A hook as JSX props, to spread on an element: `<ol {...hook(WalletHook.list)}>`. Without a value it
 * renders as React renders a bare `data-*` attribute (`="true"`), so the HTML is unchanged.
 */
export const hook = (name: WalletHook, value: string | true = true) => ({ [name]: value });
