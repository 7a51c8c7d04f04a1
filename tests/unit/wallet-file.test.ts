/**
 * The wallet as a file (export, import) and one ticket as a link whose ticket sits in the URL fragment:
 * what goes out comes back the same, and nothing that is not a valid ticket comes in.
 */
import { describe, expect, it } from "vitest";
import { readStoredTicket, type StoredTicket } from "~/tickets/stored-ticket";
import {
  newTicketFragment,
  readNewTicketFragment,
  readShareFragment,
  readWalletFile,
  shareFragment,
  walletFile,
} from "~/tickets/wallet-file";

const lotto: StoredTicket = {
  id: "6f1c",
  added: "2026-11-27T08:00:00.000Z",
  ticket: {
    game: "lotto",
    boards: [
      { numbers: [1, 2, 3, 10, 16, 24], powerball: null },
      { numbers: [5, 8, 14, 38, 39, 44], powerball: null },
    ],
    addOns: ["lotto-plus-1", "lotto-plus-2"],
    firstDraw: "2026-11-18",
    draws: 4,
    price: 80,
  },
};
const powerball: StoredTicket = {
  id: "9a2b",
  added: "2026-11-26T08:00:00.000Z",
  ticket: {
    game: "powerball",
    boards: [{ numbers: [6, 7, 10, 42, 44], powerball: 2 }],
    addOns: ["powerball-plus"],
    firstDraw: "2026-11-17",
    draws: 1,
    price: 15.5,
  },
};
const daily: StoredTicket = {
  id: "c3d4",
  added: "2026-11-25T08:00:00.000Z",
  ticket: { game: "daily-lotto", boards: [{ numbers: [1, 2, 3, 4, 5], powerball: null }], addOns: [], firstDraw: "2026-11-20", draws: 10 },
};

describe("export and import", () => {
  it("an exported wallet imports as the same wallet", () => {
    const text = walletFile([lotto, powerball, daily], new Date("2026-11-27T10:00:00Z"));
    expect(JSON.parse(text)).toMatchObject({ format: "my-tickets", version: 2, exported: "2026-11-27T10:00:00.000Z" });
    // Each record says its own version, and the price the player paid where they gave one.
    expect((JSON.parse(text) as { tickets: unknown[] }).tickets[0]).toMatchObject({ version: 2, id: "6f1c", ticket: { price: 80 } });
    expect(readWalletFile(text)).toEqual({ tickets: [lotto, powerball, daily], skipped: 0 });
  });

  it("leaves out the records that are not valid tickets, and says how many", () => {
    const file = JSON.parse(walletFile([lotto], new Date())) as { tickets: unknown[] };
    file.tickets.push({ ...powerball, ticket: { ...powerball.ticket, boards: [{ numbers: [1, 2, 3, 4, 5], powerball: 99 }] } }, "junk");
    expect(readWalletFile(JSON.stringify(file))).toEqual({ tickets: [lotto], skipped: 2 });
  });

  it.each([
    ["not JSON", "{", "This file is not a My Tickets export (it is not JSON)."],
    ["other JSON", '{"tickets": 3}', "This file is not a My Tickets export."],
    ["an array", "[]", "This file is not a My Tickets export."],
    [
      "a later version",
      '{"format": "my-tickets", "version": 3, "tickets": []}',
      "This export's version (3) is not one this page can read.",
    ],
  ])("refuses %s", (_, text, error) => {
    expect(readWalletFile(text)).toEqual({ error });
  });
});

describe("files and records of the version before the price", () => {
  /** An export as version 1 wrote it: records without a version, tickets without a price. */
  const version1 = `{
  "format": "my-tickets",
  "version": 1,
  "exported": "2026-11-27T10:00:00.000Z",
  "tickets": [
    {
      "id": "9a2b",
      "added": "2026-11-26T08:00:00.000Z",
      "ticket": { "game": "powerball", "boards": [{ "numbers": [6, 7, 10, 42, 44], "powerball": 2 }], "addOns": ["powerball-plus"], "firstDraw": "2026-11-17", "draws": 1 }
    }
  ]
}`;
  const { price: _, ...withoutPrice } = powerball.ticket;

  it("a version 1 export still imports, its tickets without a price", () => {
    expect(readWalletFile(version1)).toEqual({ tickets: [{ ...powerball, ticket: withoutPrice }], skipped: 0 });
  });

  it("a record kept by version 1 is read as it was; one of version 2 with its price; a later version's is not read", () => {
    const record = { id: "9a2b", added: "2026-11-26T08:00:00.000Z", ticket: withoutPrice };
    expect(readStoredTicket(record)).toEqual({ ...powerball, ticket: withoutPrice });
    // A price in a version 1 record is none of version 1's: it is not read as the player's.
    expect(readStoredTicket({ ...record, ticket: { ...withoutPrice, price: 15.5 } })).toEqual({ ...powerball, ticket: withoutPrice });
    expect(readStoredTicket({ ...record, version: 2, ticket: powerball.ticket })).toEqual(powerball);
    expect(readStoredTicket({ ...record, version: 2 })).toEqual({ ...powerball, ticket: withoutPrice });
    expect(readStoredTicket({ ...record, version: 3, ticket: powerball.ticket })).toBeNull();
  });

  it.each([0, -5, "15", Number.NaN])("a record of version 2 with the price %s is not a ticket", (price) => {
    expect(readStoredTicket({ version: 2, id: "9a2b", added: "2026-11-26T08:00:00.000Z", ticket: { ...withoutPrice, price } })).toBeNull();
  });
});

describe("a ticket as a link", () => {
  it.each([lotto, powerball, daily])("$ticket.game: the fragment opens the same ticket", ({ ticket }) => {
    const fragment = shareFragment(ticket);
    expect(fragment).toMatch(/^#ticket=[a-z0-9_.p-]+$/);
    expect(readShareFragment(fragment)).toEqual({ ok: true, ticket });
  });

  it("is short and readable", () => {
    expect(shareFragment(powerball.ticket)).toBe("#ticket=powerball_2026-11-17_1_powerball-plus_6-7-10-42-44p2_15.50");
    expect(shareFragment(lotto.ticket)).toBe("#ticket=lotto_2026-11-18_4_lotto-plus-1.lotto-plus-2_1-2-3-10-16-24.5-8-14-38-39-44_80.00");
    expect(shareFragment(daily.ticket)).toBe("#ticket=daily-lotto_2026-11-20_10__1-2-3-4-5");
  });

  it("a link of before the price still opens its ticket, without one", () => {
    const { price: _, ...withoutPrice } = powerball.ticket;
    expect(readShareFragment("#ticket=powerball_2026-11-17_1_powerball-plus_6-7-10-42-44p2")).toEqual({ ok: true, ticket: withoutPrice });
  });

  it("a fragment that is no ticket link is not read; a wrong ticket gets the form's messages", () => {
    expect(readShareFragment("")).toBeNull();
    expect(readShareFragment("#main")).toBeNull();
    expect(readShareFragment("#ticket=<script>")).toBeNull();
    expect(readShareFragment("#ticket=lotto_2026-11-18_1__1-2-3-4-5-99")).toEqual({
      ok: false,
      errors: { "board-A": "Each number must be from 1 to 52." },
    });
  });
});

describe("a draw page's link to add its ticket", () => {
  it.each([
    ["lotto", "2026-11-18", "#new=lotto_2026-11-18", { game: "lotto", firstDraw: "18/11/2026", addOns: [] }],
    [
      "lotto-plus-1",
      "2026-11-18",
      "#new=lotto_2026-11-18_lotto-plus-1",
      { game: "lotto", firstDraw: "18/11/2026", addOns: ["lotto-plus-1"] },
    ],
    [
      "powerball-plus",
      "2026-11-17",
      "#new=powerball_2026-11-17_powerball-plus",
      { game: "powerball", firstDraw: "17/11/2026", addOns: ["powerball-plus"] },
    ],
    ["daily-lotto", "2026-11-20", "#new=daily-lotto_2026-11-20", { game: "daily-lotto", firstDraw: "20/11/2026", addOns: [] }],
  ] as const)("%s %s: the main game, the date and the add-on", (game, date, fragment, filled) => {
    expect(newTicketFragment(game, date)).toBe(fragment);
    expect(readNewTicketFragment(fragment)).toEqual(filled);
  });

  it.each([
    "",
    "#new=",
    "#new=keno_2026-11-18",
    "#new=lotto_2026-02-31",
    "#new=lotto_2026-11-18_powerball-plus",
    "#new=lotto-plus-1_2026-11-18",
  ])("%s is not one", (hash) => {
    expect(readNewTicketFragment(hash)).toBeNull();
  });
});
