import { expect, test } from "./fixtures";

test("the built site loads in chromium and shows the latest results", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Latest Results - All Games" })).toBeVisible();
  await expect(page.locator('article[data-game="lotto"]')).toContainText("Wed 18 Nov 2026");
});

test("the API answers from the same server", async ({ request }) => {
  const response = await request.get("/api/results/history?gameType=powerball&limit=2");
  expect(response.status()).toBe(200);
  expect(await response.json()).toHaveLength(2);
});
