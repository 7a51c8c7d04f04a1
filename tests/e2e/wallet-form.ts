/** A ticket added through My Tickets' form, as a player types it: what the wallet specs share. */
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

export async function addTicket(
  page: Page,
  numbers: string,
  { firstDraw = "18/11/2026", draws = 1, price = "7.50", lottoPlus1 = false } = {},
) {
  await page.getByLabel("Game", { exact: true }).selectOption("lotto");
  await page.getByLabel("Board A", { exact: true }).fill(numbers);
  if (lottoPlus1) await page.getByLabel("Lotto Plus 1", { exact: true }).check();
  await page.getByLabel("First draw").fill(firstDraw);
  await page.getByLabel("Draws", { exact: true }).fill(String(draws));
  // Our price table holds no price since June 2026: the player types the one printed on the ticket.
  await expect(page.getByLabel("Price paid (rand)")).toHaveValue("");
  await page.getByLabel("Price paid (rand)").fill(price);
  await page.getByRole("button", { name: "Add ticket" }).click();
  await expect(page.locator("[data-ticket]").first()).toBeVisible();
}

/** The specs' usual ticket: Lotto with Lotto Plus 1, one board, for Wed 18 Nov 2026 (Match 4 on Lotto in the fixtures). */
export const addLottoTicket = (page: Page) => addTicket(page, "2 10 16 24 1 3", { lottoPlus1: true });
