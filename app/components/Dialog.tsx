import type { ReactNode } from "react";

/**
 * A modal dialog, rendered closed on the server: the site script (app/browser/dialogs.ts) opens it with
 * showModal, so focus moves into it and is trapped by the browser, Escape closes it, and focus returns
 * to the control that opened it. A click on the backdrop closes it too. Its close buttons sit in a
 * `<form method="dialog">`, which closes it natively.
 */
export function Dialog({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const titleId = `${id}-title`;
  return (
    <dialog
      id={id}
      aria-labelledby={titleId}
      className="follow-scheme m-auto max-w-md rounded-xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-black/60"
    >
      <div className="p-6">
        <h2 id={titleId} className="text-lg font-bold">
          {title}
        </h2>
        {children}
      </div>
    </dialog>
  );
}
