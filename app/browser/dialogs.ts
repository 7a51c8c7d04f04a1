/**
 * The site's dialogs, all server-rendered <dialog>s (components/SiteDialogs.tsx, the header's drawer);
 * closing is native wherever it can be (Escape, and `<form method="dialog">` buttons), and focus returns
 * to the control that opened a modal. This adds what HTML alone cannot do:
 * - a link to an operator (`a[data-leaving]`, Play Now) asks first in the leaving-the-site dialog, whose
 *   Continue (`[data-leaving-continue]`) opens the operator in a new tab with no opener and no referrer.
 *   A click with a modifier key, or any middle click, keeps the link's own behaviour (a new tab);
 * - a link that names a dialog (`a[data-dialog]`, "Need help?") opens it instead of leaving the page;
 * - a click on a modal's backdrop closes it;
 * - in browsers without invoker commands, `button[commandfor]` does what its `command` says.
 */

const LEAVING_DIALOG = "leaving-dialog";

function modalById(id: string | undefined): HTMLDialogElement | null {
  const dialog = id ? document.getElementById(id) : null;
  return dialog instanceof HTMLDialogElement ? dialog : null;
}

function openModal(dialog: HTMLDialogElement): void {
  if (!dialog.open) dialog.showModal();
}

/** Where Continue leads: the operator link last clicked. */
let leavingTo = "";

/** Opens the leaving-the-site dialog for this link; false when the page has none (the link then works as it is). */
function askBeforeLeaving(link: HTMLAnchorElement): boolean {
  const dialog = modalById(LEAVING_DIALOG);
  if (!dialog) return false;
  leavingTo = link.href;
  const address = dialog.querySelector("[data-leaving-address]");
  if (address) address.textContent = leavingTo;
  openModal(dialog);
  return true;
}

function leave(button: Element): void {
  // No opener and no referrer for the operator's site.
  if (leavingTo) window.open(leavingTo, "_blank", "noopener,noreferrer");
  button.closest("dialog")?.close();
}

/** Whether a click on a dialog landed on its backdrop (outside the dialog's own box). */
function onBackdrop(dialog: HTMLDialogElement, event: MouseEvent): boolean {
  const box = dialog.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

const INVOKER_COMMANDS = "command" in HTMLButtonElement.prototype;

export function handleDialogClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  if (!target) return;
  if (target instanceof HTMLDialogElement) {
    if (target.open && onBackdrop(target, event)) target.close();
    return;
  }
  const plainClick = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
  const leaving = target.closest<HTMLAnchorElement>("a[data-leaving]");
  if (leaving && plainClick) {
    if (askBeforeLeaving(leaving)) event.preventDefault();
    return;
  }
  const named = target.closest<HTMLAnchorElement>("a[data-dialog]");
  const dialog = modalById(named?.dataset.dialog);
  if (named && dialog && plainClick) {
    event.preventDefault();
    openModal(dialog);
    return;
  }
  const proceed = target.closest("[data-leaving-continue]");
  if (proceed) {
    leave(proceed);
    return;
  }
  const invoker = INVOKER_COMMANDS ? null : target.closest<HTMLButtonElement>("button[commandfor]");
  const commanded = modalById(invoker?.getAttribute("commandfor") ?? undefined);
  if (invoker && commanded) {
    if (invoker.getAttribute("command") === "show-modal") openModal(commanded);
    else if (invoker.getAttribute("command") === "close") commanded.close();
  }
}
