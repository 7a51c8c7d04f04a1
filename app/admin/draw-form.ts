/**
 * The Manual Entry form's fields as text, the way the browser sends them and the page shows them back.
 * Client-safe (no zod, no server code): the page, the parser (draw-form.server.ts) and the loader share it.
 */
import { eraOn, isGameId, type Era, type GameId } from "~/rules/games";

/** PowerBall has the most divisions (9); the form always offers that many rows. */
export const MAX_DIVISION_ROWS = 9;

export type RolloverValue = "" | "yes" | "no";

export interface DivisionRowValues {
  winners: string;
  payout: string;
}

export interface DrawFormValues {
  game: string;
  drawDate: string;
  drawNumber: string;
  numbers: string;
  bonus: string;
  jackpot: string;
  nextJackpot: string;
  rollover: RolloverValue;
  rolloverAmount: string;
  divisions: DivisionRowValues[];
}

export type DrawFormField = Exclude<keyof DrawFormValues, "divisions"> | "divisions" | "form";
export type DrawFormErrors = Partial<Record<DrawFormField, string[]>>;

export const TEXT_FIELDS = [
  "game",
  "drawDate",
  "drawNumber",
  "numbers",
  "bonus",
  "jackpot",
  "nextJackpot",
  "rollover",
  "rolloverAmount",
] as const;

export const divisionFieldName = (division: number, part: keyof DivisionRowValues) =>
  `div${division}${part === "winners" ? "Winners" : "Payout"}`;

const emptyRows = () => Array.from({ length: MAX_DIVISION_ROWS }, () => ({ winners: "", payout: "" }));

export function emptyDrawForm(game: GameId = "lotto"): DrawFormValues {
  return {
    game,
    drawDate: "",
    drawNumber: "",
    numbers: "",
    bonus: "",
    jackpot: "",
    nextJackpot: "",
    rollover: "",
    rolloverAmount: "",
    divisions: emptyRows(),
  };
}

/** A stored amount as the form shows it: plain digits, cents only when there are some. */
const amountText = (value: number | null) => (value === null ? "" : Number.isInteger(value) ? String(value) : value.toFixed(2));

/** A stored draw as form values, to correct it. */
export function drawToFormValues(draw: {
  game: GameId;
  drawDate: string;
  drawNumber: number | null;
  numbers: readonly number[];
  bonus: number | null;
  jackpot: number | null;
  nextJackpot: number | null;
  rollover: boolean | null;
  rolloverAmount: number | null;
  divisions: readonly { division: number; winners: number | null; payout: number | null }[];
}): DrawFormValues {
  const divisions = emptyRows();
  for (const row of draw.divisions) {
    const slot = divisions[row.division - 1];
    if (slot) {
      slot.winners = row.winners === null ? "" : String(row.winners);
      slot.payout = amountText(row.payout);
    }
  }
  return {
    game: draw.game,
    drawDate: draw.drawDate,
    drawNumber: draw.drawNumber === null ? "" : String(draw.drawNumber),
    numbers: draw.numbers.join(" "),
    bonus: draw.bonus === null ? "" : String(draw.bonus),
    jackpot: amountText(draw.jackpot),
    nextJackpot: amountText(draw.nextJackpot),
    rollover: draw.rollover === null ? "" : draw.rollover ? "yes" : "no",
    rolloverAmount: amountText(draw.rolloverAmount),
    divisions,
  };
}

/** The era whose rules apply to what the form holds now (for hints beside the fields), if it can tell. */
export function formEra(values: Pick<DrawFormValues, "game" | "drawDate">): Era | undefined {
  if (!isGameId(values.game) || !/^\d{4}-\d{2}-\d{2}$/.test(values.drawDate)) return undefined;
  return eraOn(values.game, values.drawDate);
}
