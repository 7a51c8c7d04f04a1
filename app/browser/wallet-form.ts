/**
 * The "Add a ticket" form in the browser: its values read for parseTicketForm (app/tickets/), each
 * message shown beside its field (and the field marked invalid), the fields that belong to the chosen
 * game shown (the PowerBall fields, the add-ons), and the price filled in from our price table until the
 * player types one. The form never submits to the server: the numbers stay on the device.
 */
import { WalletHook } from "~/tickets/wallet-hooks";
import { BOARD_LETTERS } from "~/tickets/ticket";
import { suggestedPrice, ticketFieldId, type TicketField, type TicketFormErrors, type TicketFormValues } from "~/tickets/ticket-form";

const valueOf = (form: HTMLFormElement, name: string) => {
  const control = form.elements.namedItem(name);
  return control instanceof HTMLInputElement || control instanceof HTMLSelectElement ? control.value : "";
};

export function readTicketForm(form: HTMLFormElement): TicketFormValues {
  const game = valueOf(form, "game");
  const addOns = [...form.querySelectorAll<HTMLInputElement>('input[name="addOn"]:checked')]
    .filter((box) => box.getAttribute(WalletHook.addOnOf) === game)
    .map((box) => box.value);
  return {
    game,
    boards: BOARD_LETTERS.map((letter) => valueOf(form, `board-${letter}`)),
    powerballs: BOARD_LETTERS.map((letter) => valueOf(form, `powerball-${letter}`)),
    addOns,
    firstDraw: valueOf(form, "firstDraw"),
    draws: valueOf(form, "draws"),
    price: valueOf(form, "price"),
  };
}

/**
 * The price field follows the ticket typed (game, add-ons, boards, draws) with our table's price, or
 * stays empty where the table lacks it, until the player types a price of their own; emptying it hands
 * it back to the table.
 */
export function followPrice(form: HTMLFormElement, event?: Event): void {
  const field = form.elements.namedItem("price");
  if (!(field instanceof HTMLInputElement)) return;
  // The player's own typing is never overwritten, even as they empty the field to type another price.
  if (event?.target === field) {
    field.dataset.typed = field.value.trim() === "" ? "" : "yes";
    return;
  }
  if (field.dataset.typed) return;
  const price = suggestedPrice(readTicketForm(form));
  field.value = price === null ? "" : price.toFixed(2);
}

/** After a ticket is added: an empty form, its price the table's again. */
export function resetForm(form: HTMLFormElement): void {
  form.reset();
  const field = form.elements.namedItem("price");
  if (field instanceof HTMLInputElement) field.dataset.typed = "";
  followGame(form);
  followPrice(form);
}

/** Every message beside its field; the first invalid field takes the focus. */
export function showErrors(form: HTMLFormElement, errors: TicketFormErrors): void {
  let first: HTMLElement | null = null;
  for (const message of form.querySelectorAll<HTMLElement>(`[${WalletHook.fieldError}]`)) {
    const field = message.getAttribute(WalletHook.fieldError) as TicketField;
    const text = errors[field];
    message.textContent = text ?? "";
    message.hidden = !text;
    const control = document.getElementById(ticketFieldId(field));
    if (!control) continue;
    if (text) {
      control.setAttribute("aria-invalid", "true");
      first ??= control;
    } else control.removeAttribute("aria-invalid");
  }
  first?.focus();
}

/** Shows the chosen game's PowerBall fields and add-ons, and unticks another game's add-ons. */
export function followGame(form: HTMLFormElement): void {
  const game = valueOf(form, "game");
  for (const element of form.querySelectorAll<HTMLElement>(`[${WalletHook.forGames}]`)) {
    const shown = (element.getAttribute(WalletHook.forGames) ?? "").split(" ").includes(game);
    element.hidden = !shown;
    if (!shown) for (const box of element.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')) box.checked = false;
  }
}

/**
 * A message beside a field goes as soon as the field is corrected (the form read again on every change);
 * new messages wait for the next "Add ticket", so nothing shouts while the player is still typing.
 */
export function clearFixedErrors(form: HTMLFormElement, errors: TicketFormErrors): void {
  for (const message of form.querySelectorAll<HTMLElement>(`[${WalletHook.fieldError}]`)) {
    const field = message.getAttribute(WalletHook.fieldError) as TicketField;
    if (message.hidden || errors[field]) continue;
    message.textContent = "";
    message.hidden = true;
    document.getElementById(ticketFieldId(field))?.removeAttribute("aria-invalid");
  }
}
