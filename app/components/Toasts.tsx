/**
 * The spec's toast, rendered by the server into the page that answers a form post: it needs no
 * JavaScript. The contact form is the only part of the site that toasts, so there is only ever one on a
 * page ("one at a time" of the spec holds by construction).
 *
 * - **Dismiss**: a non-modal <dialog> closed by its own `<form method="dialog">` button, which browsers
 *   do natively (no request, no script).
 * - **5000 ms** (the spec's default duration): a CSS transition from `@starting-style` (fully shown when
 *   first rendered) to hidden, delayed 4.7 s, fading for 0.3 s; `visibility: hidden` takes it out of the
 *   accessibility tree and from under the pointer. It stays while the pointer is over it or focus is in
 *   it (as the original's toasts pause), and the timer starts again once they leave. Browsers without
 *   `@starting-style` (the `@supports` test below matches the same releases: Chrome 117, Firefox 129,
 *   Safari 17.5) keep it until it is dismissed, rather than hide it at once.
 * - **Heard**: the page loads fresh after a post, so a live region alone would not be announced. The
 *   message is a `role="status"` region that takes focus on load (`autoFocus`), so a screen reader
 *   reads it; Tab then goes on to the dismiss button and the form after it. It is not a control, so it
 *   draws no focus ring of its own (`!`: the site's `:focus-visible` outline is outside the layers).
 */
export function Toast({
  id,
  title,
  description,
  messageTestId,
}: {
  id: string;
  title: string;
  description?: string;
  /** A test id for the message itself (the dialog's is "toast"). */
  messageTestId?: string;
}) {
  return (
    <dialog
      open
      id={id}
      aria-label="Notification"
      data-testid="toast"
      className="fixed inset-x-4 bottom-4 z-50 mx-auto w-auto max-w-sm rounded-lg border border-brand-600 bg-white p-4 text-slate-900 shadow-lg transition-[opacity,visibility] delay-[4700ms] duration-300 focus-within:visible focus-within:opacity-100 focus-within:delay-0 hover:visible hover:opacity-100 hover:delay-0 supports-[(transition-behavior:allow-discrete)_and_(text-wrap:balance)]:invisible supports-[(transition-behavior:allow-discrete)_and_(text-wrap:balance)]:opacity-0 starting:visible starting:opacity-100"
    >
      <div className="flex items-start gap-3">
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the page answering a post opens on its result */}
        <div role="status" tabIndex={-1} autoFocus data-testid={messageTestId} className="flex-1 focus:outline-none!">
          <p className="font-semibold">{title}</p>
          {description ? <p className="mt-1 text-sm text-slate-700">{description}</p> : null}
        </div>
        <form method="dialog">
          <button
            type="submit"
            aria-label="Dismiss notification"
            className="-mt-2 -mr-2 tap rounded text-xl text-slate-700 hover:bg-slate-100"
          >
            <span aria-hidden="true">×</span>
          </button>
        </form>
      </div>
    </dialog>
  );
}
