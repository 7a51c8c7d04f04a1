import { displayName, GAME_NAMES, GAMES, hasPowerBall } from "~/rules/games";
import { MAX_BOARDS } from "~/rules/check-numbers";
import { addOnsOf, BOARD_LETTERS, MAX_DRAWS, TICKET_GAMES } from "~/tickets/ticket";
import { ticketFieldId as fieldId, type TicketField } from "~/tickets/ticket-form";
import { FIELD_CLASS, SUBMIT_CLASS } from "../form-classes";
import { DAILY_LOTTO_PLUS } from "~/facts/facts";
import { formatDay, monthName } from "~/words/dates";
import { hook, WalletHook } from "~/tickets/wallet-hooks";

/** Boards shown open; the rest of the ten sit behind "More boards". */
const OPEN_BOARDS = 2;
const errorClass = "mt-1 text-sm font-semibold text-red-700";
const POWERBALL_GAMES = TICKET_GAMES.filter((game) => hasPowerBall(game)).join(" ");

/** A field's message, empty and hidden until the script fills it. */
function FieldError({ field }: { field: TicketField }) {
  return <p id={`${fieldId(field)}-error`} className={errorClass} {...hook(WalletHook.fieldError, field)} hidden />;
}

function BoardFields({ letter }: { letter: string }) {
  const board: TicketField = `board-${letter}`;
  const powerball: TicketField = `powerball-${letter}`;
  return (
    <div className="grid grid-cols-[1fr_6rem] gap-2">
      <div className="col-span-2 sm:col-span-1">
        <label htmlFor={fieldId(board)} className="text-sm font-semibold">
          Board {letter}
        </label>
        <input
          id={fieldId(board)}
          name={board}
          autoComplete="off"
          spellCheck={false}
          className={`${FIELD_CLASS} font-mono`}
          aria-describedby={`ticket-boards-hint ${fieldId(board)}-error`}
        />
        <FieldError field={board} />
      </div>
      <div {...hook(WalletHook.forGames, POWERBALL_GAMES)} hidden>
        <label htmlFor={fieldId(powerball)} className="text-sm font-semibold">
          PowerBall {letter}
        </label>
        <input
          id={fieldId(powerball)}
          name={powerball}
          inputMode="numeric"
          autoComplete="off"
          className={FIELD_CLASS}
          aria-describedby={`${fieldId(powerball)}-error`}
        />
        <FieldError field={powerball} />
      </div>
    </div>
  );
}

/**
 * "Add a ticket": the ticket as it is printed. Its fields are disabled until the wallet's script runs
 * (shown from the start, so nothing moves when the script enables them), and it never submits: the script
 * reads it (app/tickets/ticket-form.ts) and keeps the ticket on the device, so without the script no
 * numbers could go to the server in a URL.
 */
export function TicketForm() {
  return (
    <form
      {...hook(WalletHook.form)}
      noValidate
      aria-labelledby="add-ticket-heading"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id="add-ticket-heading" className="text-xl font-bold">
        Add a ticket
      </h2>
      <fieldset {...hook(WalletHook.fields)} disabled className="m-0 min-w-0 space-y-4 border-0 p-0">
        <div>
          <label htmlFor={fieldId("game")} className="text-sm font-semibold">
            Game
          </label>
          <select
            id={fieldId("game")}
            name="game"
            defaultValue="lotto"
            className={FIELD_CLASS}
            aria-describedby={`${fieldId("game")}-error`}
          >
            {TICKET_GAMES.map((game) => (
              <option key={game} value={game}>
                {GAMES[game].name}
              </option>
            ))}
          </select>
          <FieldError field="game" />
        </div>
        <p id="ticket-boards-hint" className="text-sm text-slate-600">
          Each board&rsquo;s numbers as printed, separated by spaces or commas; up to {MAX_BOARDS} boards (A to{" "}
          {BOARD_LETTERS[MAX_BOARDS - 1]}).
        </p>
        {BOARD_LETTERS.slice(0, OPEN_BOARDS).map((letter) => (
          <BoardFields key={letter} letter={letter} />
        ))}
        <details className="rounded-lg border border-slate-200 p-3">
          <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-brand-800">
            More boards ({BOARD_LETTERS[OPEN_BOARDS]} to {BOARD_LETTERS[MAX_BOARDS - 1]})
          </summary>
          <div className="mt-2 space-y-4">
            {BOARD_LETTERS.slice(OPEN_BOARDS).map((letter) => (
              <BoardFields key={letter} letter={letter} />
            ))}
          </div>
        </details>
        <fieldset id={fieldId("addOns")} aria-describedby={`${fieldId("addOns")}-error`}>
          <legend className="text-sm font-semibold">Add-ons played with the ticket</legend>
          {TICKET_GAMES.map((game) => {
            const addOns = addOnsOf(game);
            if (addOns.length === 0) return null;
            return (
              <div key={game} {...hook(WalletHook.forGames, game)} hidden={game !== "lotto"} className="flex flex-wrap gap-x-6">
                {addOns.map((addOn) => (
                  <label key={addOn} className="flex min-h-11 items-center gap-2">
                    <input type="checkbox" name="addOn" value={addOn} {...hook(WalletHook.addOnOf, game)} className="size-5" />
                    {/* A ticket printed today carries the operator's new brand: the box names both, as the ticket may. */}
                    {displayName(addOn)}
                    {GAME_NAMES[addOn].currentName ? ` (${GAME_NAMES[addOn].currentName.name})` : ""}
                  </label>
                ))}
              </div>
            );
          })}
          {/* Daily Lotto Plus was sold from September 2025 to June 2026 (facts.ts): a ticket of then may carry it. */}
          <p {...hook(WalletHook.forGames, "daily-lotto")} hidden className="text-sm text-slate-600" data-testid="daily-lotto-add-on">
            {`${GAMES["daily-lotto"].name} has no add-on today. ${DAILY_LOTTO_PLUS.name}, sold with it from ${monthName(Number(DAILY_LOTTO_PLUS.launched.slice(5, 7)))} ${DAILY_LOTTO_PLUS.launched.slice(0, 4)} until the operator changed (${formatDay(DAILY_LOTTO_PLUS.endedBy)} at the latest), cannot be kept here: our records hold none of its draws.`}
          </p>
          <FieldError field="addOns" />
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={fieldId("firstDraw")} className="text-sm font-semibold">
              First draw
            </label>
            <span id="ticket-first-draw-format" className="block text-xs text-slate-600">
              dd/mm/yyyy
            </span>
            <input
              id={fieldId("firstDraw")}
              name="firstDraw"
              placeholder="e.g. 14/11/2026"
              autoComplete="off"
              className={FIELD_CLASS}
              aria-describedby={`ticket-first-draw-format ${fieldId("firstDraw")}-error`}
            />
            <FieldError field="firstDraw" />
          </div>
          <div>
            <label htmlFor={fieldId("draws")} className="text-sm font-semibold">
              Draws
            </label>
            <span id="ticket-draws-format" className="block text-xs text-slate-600">
              consecutive draws the ticket plays, 1 to {MAX_DRAWS}
            </span>
            <input
              id={fieldId("draws")}
              name="draws"
              defaultValue="1"
              inputMode="numeric"
              autoComplete="off"
              className={FIELD_CLASS}
              aria-describedby={`ticket-draws-format ${fieldId("draws")}-error`}
            />
            <FieldError field="draws" />
          </div>
        </div>
        <div>
          <label htmlFor={fieldId("price")} className="text-sm font-semibold">
            Price paid (rand)
          </label>
          <span id="ticket-price-hint" className="block text-xs text-slate-600">
            as printed on the ticket, for all its boards, add-ons and draws; filled in from our price table where it holds the price
          </span>
          <input
            id={fieldId("price")}
            name="price"
            inputMode="decimal"
            autoComplete="off"
            placeholder="e.g. 22.50"
            className={`${FIELD_CLASS} sm:w-48`}
            aria-describedby={`ticket-price-hint ${fieldId("price")}-error`}
          />
          <FieldError field="price" />
        </div>
        <button type="submit" className={SUBMIT_CLASS}>
          Add ticket
        </button>
      </fieldset>
    </form>
  );
}
