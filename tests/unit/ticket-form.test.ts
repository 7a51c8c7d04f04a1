/**
 * The "Add a ticket" form (parseTicketForm): a message per field in the site's words, each board checked
 * under the rules of every draw the ticket covers (both sides of the June 2026 change), and a ticket only
 * when everything is right. Ranges and counts come from app/rules/games.ts.
 */
import { describe, expect, it } from "vitest";
import { eraOn } from "~/rules/games";
import { parseTicketForm, suggestedPrice, type TicketFormValues } from "~/tickets/ticket-form";
import { BOARD_LETTERS } from "~/tickets/ticket";

const form = (values: Partial<TicketFormValues>): TicketFormValues => ({
  game: "lotto",
  boards: ["1 2 3 4 5 6"],
  powerballs: [],
  addOns: [],
  firstDraw: "08/08/2026",
  draws: "1",
  ...values,
});
const errorsOf = (values: Partial<TicketFormValues>) => {
  const result = parseTicketForm(form(values));
  return result.ok ? {} : result.errors;
};

describe("a valid ticket", () => {
  it("reads boards as printed (spaces or commas, sorted), the add-ons in the rules' order, the date as dd/mm/yyyy", () => {
    const result = parseTicketForm(
      form({ boards: ["6, 5 4,3 2 1", "52 40 30 20 10 7"], addOns: ["lotto-plus-2", "lotto-plus-1"], firstDraw: "8/8/2026", draws: "4" }),
    );
    expect(result).toEqual({
      ok: true,
      ticket: {
        game: "lotto",
        boards: [
          { numbers: [1, 2, 3, 4, 5, 6], powerball: null },
          { numbers: [7, 10, 20, 30, 40, 52], powerball: null },
        ],
        addOns: ["lotto-plus-1", "lotto-plus-2"],
        firstDraw: "2026-08-08",
        draws: 4,
      },
    });
  });

  it("a PowerBall ticket has one PowerBall per board", () => {
    const result = parseTicketForm(
      form({
        game: "powerball",
        boards: ["1 2 3 4 5", "46 47 48 49 50"],
        powerballs: ["16", "1"],
        addOns: ["powerball-plus"],
        firstDraw: "07/08/2026",
      }),
    );
    expect(result.ok && result.ticket.boards).toEqual([
      { numbers: [1, 2, 3, 4, 5], powerball: 16 },
      { numbers: [46, 47, 48, 49, 50], powerball: 1 },
    ]);
  });

  it("ten boards, A to J, and ten draws", () => {
    const boards = BOARD_LETTERS.map((_, i) => `${i + 1} ${i + 11} ${i + 21} ${i + 31} ${i + 41} 52`);
    const result = parseTicketForm(form({ boards, draws: "10" }));
    expect(result.ok && result.ticket.boards).toHaveLength(10);
  });
});

describe("messages beside the fields", () => {
  it.each([
    [{ game: "keno" }, "game", "Choose a game from the list."],
    [{ game: "lotto-plus-1" }, "game", "Choose a game from the list."],
    [{ firstDraw: "" }, "firstDraw", "Enter the date of the ticket's first draw as dd/mm/yyyy (for example 14/11/2026)."],
    [{ firstDraw: "31/02/2026" }, "firstDraw", '"31/02/2026" is not a date we can read. Type it as dd/mm/yyyy (for example 14/11/2026).'],
    [{ firstDraw: "09/08/2026" }, "firstDraw", "There is no Lotto draw on Sun 9 Aug 2026: Lotto is drawn on Wednesday and Saturday."],
    [{ firstDraw: "25/12/2027" }, "firstDraw", "There is no Lotto draw on Sat 25 Dec 2027: Lotto is drawn on Wednesday and Saturday."],
    [
      { game: "daily-lotto", boards: ["1 2 3 4 5"], firstDraw: "01/01/2019" },
      "firstDraw",
      "Daily Lotto's first draw was on Sun 10 Mar 2019.",
    ],
    [{ draws: "" }, "draws", "Enter how many consecutive draws the ticket plays: a whole number from 1 to 10."],
    [{ draws: "11" }, "draws", "Enter how many consecutive draws the ticket plays: a whole number from 1 to 10."],
    [{ draws: "0" }, "draws", "Enter how many consecutive draws the ticket plays: a whole number from 1 to 10."],
    [{ draws: "2.5" }, "draws", "Enter how many consecutive draws the ticket plays: a whole number from 1 to 10."],
    [{ addOns: ["powerball-plus"] }, "addOns", "Choose only Lotto's add-ons: Lotto Plus 1, Lotto Plus 2."],
    [
      { game: "daily-lotto", boards: ["1 2 3 4 5"], addOns: ["lotto-plus-1"] },
      "addOns",
      "Daily Lotto has no add-on this wallet can check.",
    ],
    [
      { addOns: ["lotto-plus-2"], firstDraw: "29/07/2017" },
      "addOns",
      "Lotto Plus 2 was first drawn on Wed 2 Aug 2017: it was not played on Sat 29 Jul 2017.",
    ],
    [{ boards: [] }, "board-A", "Enter the 6 numbers of board A."],
    [{ boards: ["1 2 3 4 5"] }, "board-A", "Lotto needs exactly 6 numbers; you entered 5."],
    [{ boards: ["1 2 3 4 5 x"] }, "board-A", "Enter 6 whole numbers separated by spaces or commas."],
    [{ boards: ["1 2 3 4 5 53"] }, "board-A", "Each number must be from 1 to 52."],
    [{ boards: ["1 2 3 4 5 5"] }, "board-A", "Each number can be chosen only once (5 is there twice)."],
    [{ boards: ["1 2 3 4 5 6", "", "1 2 3 4 5 6"] }, "board-B", "Board B is empty: fill the boards in order, as they are printed."],
    [
      { game: "powerball", boards: ["1 2 3 4 5"], powerballs: [""], firstDraw: "07/08/2026" },
      "powerball-A",
      "Enter PowerBall A: a number from 1 to 16.",
    ],
    [
      { game: "powerball", boards: ["1 2 3 4 5"], powerballs: ["17"], firstDraw: "07/08/2026" },
      "powerball-A",
      "PowerBall A must be a number from 1 to 16.",
    ],
    [
      { game: "powerball", boards: ["1 2 3 4 5", ""], powerballs: ["1", "2"], firstDraw: "07/08/2026" },
      "board-B",
      "Enter the numbers of board B too, or clear PowerBall B.",
    ],
  ] as const)("%o → %s: %s", (values, field, message) => {
    const result = parseTicketForm(form(values));
    expect(result.ok).toBe(false);
    expect(result.ok ? undefined : result.errors[field]).toBe(message);
  });

  it("gives every wrong field its message at once, and no ticket", () => {
    const result = parseTicketForm(form({ boards: ["1 2 3", "1 2 3 4 5 99"], firstDraw: "nonsense", draws: "20" }));
    expect(result.ok ? [] : Object.keys(result.errors).sort()).toEqual(["board-A", "board-B", "draws", "firstDraw"]);
  });

  it("a PowerBall is ignored on a game without one", () => {
    expect(parseTicketForm(form({ powerballs: ["99"] })).ok).toBe(true);
  });
});

describe("each draw under its own era's rules: a ticket across the June 2026 change", () => {
  it("eras as the rules module holds them: Lotto 1-58 until 31 May 2026, 1-52 after; PowerBall 1-20 then 1-16", () => {
    expect([eraOn("lotto", "2026-05-30")?.mainMax, eraOn("lotto", "2026-06-03")?.mainMax]).toEqual([58, 52]);
    expect([eraOn("powerball", "2026-05-29")?.bonusMax, eraOn("powerball", "2026-06-02")?.bonusMax]).toEqual([20, 16]);
  });

  it("Lotto: 55 is a number of 30 May 2026's draw, so a one-draw ticket takes it; played into June it is refused, naming the draw", () => {
    const board = ["1 2 3 4 5 55"];
    expect(parseTicketForm(form({ boards: board, firstDraw: "30/05/2026", draws: "1" })).ok).toBe(true);
    expect(errorsOf({ boards: board, firstDraw: "30/05/2026", draws: "2" })).toEqual({
      "board-A": "Each number must be from 1 to 52 for the draw of Wed 3 Jun 2026 onwards.",
    });
    // A mistake under every era names no draw.
    expect(errorsOf({ boards: ["1 2 3 4 5 5"], firstDraw: "30/05/2026", draws: "2" })).toEqual({
      "board-A": "Each number can be chosen only once (5 is there twice).",
    });
    // Bought for June only: the message names no draw (one era).
    expect(errorsOf({ boards: board, firstDraw: "03/06/2026" })).toEqual({ "board-A": "Each number must be from 1 to 52." });
  });

  it("PowerBall: a PowerBall of 18 is valid on 29 May 2026 and not on 2 June 2026", () => {
    const values = { game: "powerball", boards: ["1 2 3 4 5"], powerballs: ["18"], firstDraw: "29/05/2026" };
    expect(parseTicketForm(form({ ...values, draws: "1" })).ok).toBe(true);
    expect(errorsOf({ ...values, draws: "2" })).toEqual({
      "powerball-A": "PowerBall A must be a number from 1 to 16 for the draw of Tue 2 Jun 2026 onwards.",
    });
  });
});

describe("the price paid", () => {
  it("is kept with the ticket, in rand and cents as typed", () => {
    for (const [typed, price] of [
      ["22.50", 22.5],
      ["R 15", 15],
      ["7,5", 7.5],
    ] as const) {
      const result = parseTicketForm(form({ price: typed }));
      expect(result.ok && result.ticket.price).toBe(price);
    }
  });

  it.each([
    ["", "Enter the price printed on the ticket, in rand (for example 15 or 22.50)."],
    ["0", '"0" is not a price we can read: type it in rand, more than 0 (for example 15 or 22.50).'],
    ["-5", '"-5" is not a price we can read: type it in rand, more than 0 (for example 15 or 22.50).'],
    [
      "fifteen rand and more",
      '"fifteen rand and mor…" is not a price we can read: type it in rand, more than 0 (for example 15 or 22.50).',
    ],
  ])("the form's price %j gets a message beside the field, and no ticket", (price, message) => {
    expect(errorsOf({ price })).toEqual({ price: message });
  });

  it("is none of a ticket kept before the form asked for it (no price field at all)", () => {
    const result = parseTicketForm(form({}));
    expect(result.ok && "price" in result.ticket).toBe(false);
  });

  it("is filled in from our price table where it holds the price: boards × draws × (game + add-ons)", () => {
    // Lotto R 5 a board and R 2.50 each add-on (sourced from November 2022 to 31 May 2026).
    const values = form({ boards: ["1 2 3 4 5 6", "7 8 9 10 11 12", ""], addOns: ["lotto-plus-1"], firstDraw: "04/01/2023", draws: "2" });
    expect(suggestedPrice(values)).toBe(30);
    // Another game's add-on ticked before the game changed is not counted.
    expect(suggestedPrice({ ...values, addOns: ["lotto-plus-1", "powerball-plus"] })).toBe(30);
    expect(suggestedPrice({ ...values, draws: "1", boards: ["1 2 3 4 5 6"] })).toBe(7.5);
  });

  it("is left empty where the table holds no confirmed price, or the form does not say enough yet", () => {
    // 2026: only hobby projects state the prices since June 2026.
    expect(suggestedPrice(form({ firstDraw: "08/08/2026" }))).toBeNull();
    expect(suggestedPrice(form({ firstDraw: "04/01/2023", boards: [""] }))).toBeNull();
    expect(suggestedPrice(form({ firstDraw: "4 Jan", draws: "1" }))).toBeNull();
    expect(suggestedPrice(form({ firstDraw: "04/01/2023", draws: "11" }))).toBeNull();
    expect(suggestedPrice(form({ game: "keno", firstDraw: "04/01/2023" }))).toBeNull();
  });
});
