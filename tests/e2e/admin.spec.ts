/**
 * /admin in the browser, at 390px (mobile project) and 1280px (desktop project): signing in and out, the
 * Data Refresh states against the fake results source (tests/fake-source; the e2e server points the
 * Worker's RESULTS_SOURCE_URL at its "e2e" tenant), a Manual Entry message beside its field, and axe.
 *
 * The admin secrets are the e2e server's test-only values (scripts/e2e-server.mjs). Every test is its own
 * client (its own CF-Connecting-IP, which `wrangler dev` keeps), so the per-address limits on sign-in and
 * refresh never carry over from one test to the next.
 *
 * The refresh publishes draws identical to the fixtures' newest ones (tests/fixtures/csv), so it succeeds
 * for every game without changing what the other specs assert on this shared database. Invented figures.
 */
import type { Page } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { FORM_MIN_FILL_MS } from "../../app/input/honeypot.server";
import { fakeTenant, type PublishedDraw } from "../fake-source/control";
import type { Fault } from "../fake-source/handler";
import { expectNoSeriousA11yViolations } from "./axe";
import { expect, test, waitForHydration } from "./fixtures";

const PASSWORD = "e2e-admin-password-not-a-secret";
const SUCCESS = "Data refreshed with real lottery data from the official results API";
const source = fakeTenant(`http://127.0.0.1:${process.env.E2E_FAKE_SOURCE_PORT ?? 8790}`, "e2e");

/** The newest fixture draw of every game, as the official source would list it. */
const FIXTURE_NEWEST: Record<string, PublishedDraw[]> = {
  lotto: [{ issue: 2739, date: "2026-11-18", numbers: [2, 10, 16, 24, 32, 41], bonus: 33, nextJackpotRand: 9_500_000 }],
  "lotto-plus-1": [{ issue: 2739, date: "2026-11-18", numbers: [5, 8, 14, 38, 39, 44], bonus: 4 }],
  "lotto-plus-2": [{ issue: 2739, date: "2026-11-18", numbers: [4, 23, 34, 37, 41, 47], bonus: 19 }],
  powerball: [{ issue: 1809, date: "2026-11-17", numbers: [6, 7, 10, 42, 44], bonus: 2, nextJackpotRand: 11_000_000 }],
  "powerball-plus": [{ issue: 1809, date: "2026-11-17", numbers: [2, 15, 17, 41, 43], bonus: 1 }],
  "daily-lotto": [{ issue: 1518, date: "2026-11-19", numbers: [8, 17, 23, 26, 36] }],
};
/** The first list request waits a moment, so the "Refreshing..." state can be seen. */
const SLOW_START: Fault[] = [{ endpoint: "list", delayMs: 1500, times: 1 }];

/** Chromium logs a non-OK answer to the page's own request; tests expect exactly those. */
const statusLogged = (status: number, text: string) => `Failed to load resource: the server responded with a status of ${status} (${text})`;

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": `2001:db8:ad:${randomBytes(2).toString("hex")}::1` });
});

async function signIn(page: Page) {
  await page.goto("/admin");
  await waitForHydration(page);
  await page.getByLabel("Admin password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Admin" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
}

const refreshButton = (page: Page) => page.getByRole("button", { name: /^(Refresh Data|Refreshing\.\.\.)$/ });
const resultsCard = (page: Page) => page.getByTestId("refresh-results");
const note = (page: Page) => page.getByTestId("refresh-note");

test.describe("signing in", () => {
  test("a wrong password is refused beside the field; the right one opens the panel; sign out closes it", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/admin");
    await waitForHydration(page);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    await expect(page.getByText("System Status")).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel("Admin password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByLabel("Admin password")).toHaveAccessibleDescription("That password is not correct.");
    await expect(page.getByLabel("Admin password")).toHaveAttribute("aria-invalid", "true");
    expect(consoleErrors.splice(0)).toEqual([statusLogged(401, "Unauthorized")]);

    await page.getByLabel("Admin password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    for (const name of ["Data Refresh", "Manual Entry", "Data Management", "System Status"]) {
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    }
    // The session cookie is out of reach of scripts.
    expect(await page.evaluate(() => document.cookie)).not.toContain("admin_session");
    const [cookie] = (await page.context().cookies()).filter((c) => c.name === "__Host-admin_session");
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: "Strict", path: "/" });

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByLabel("Admin password")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Admin password")).toBeVisible();
    await expect(page.getByText("System Status")).toHaveCount(0);
  });
});

test.describe("sessions end at once", () => {
  const sessionCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === "__Host-admin_session");

  test("after signing out, the old cookie put back opens nothing", async ({ page }) => {
    await signIn(page);
    const cookie = await sessionCookie(page);
    expect(cookie).toBeTruthy();
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByLabel("Admin password")).toBeVisible();

    // A copy of the cookie (from before the sign-out) is worth nothing: the session row is gone.
    await page.context().addCookies([cookie!]);
    await page.goto("/admin");
    await expect(page.getByLabel("Admin password")).toBeVisible();
    await expect(page.getByText("System Status")).toHaveCount(0);
  });

  test("End all sessions (sign out everywhere), on System Status, ends the session of another browser too", async ({ page, browser }) => {
    const other = await browser.newContext({
      viewport: page.viewportSize(),
      extraHTTPHeaders: { "CF-Connecting-IP": `2001:db8:ad:${randomBytes(2).toString("hex")}::2` },
    });
    const otherPage = await other.newPage();
    await signIn(otherPage);
    await signIn(page);
    await expect(page.getByTestId("access-status")).toContainText(/Open sessions: \d+ \(this one included\)/);

    await page.getByRole("button", { name: "End all sessions" }).click();
    await expect(page.getByLabel("Admin password")).toBeVisible();
    await otherPage.reload();
    await expect(otherPage.getByLabel("Admin password")).toBeVisible();
    await other.close();
  });
});

test.describe("the signed-in panel", () => {
  test("fits the screen and axe finds nothing serious, with a visitor's message to read and mark", async ({ page }) => {
    // A visitor writes through /contact-us (this test's own address, so its own contact budget).
    const subject = `Admin e2e ${randomBytes(3).toString("hex")}`;
    await page.goto("/contact-us");
    await waitForHydration(page);
    await page.getByLabel(/^Full Name\b/).fill("Thandi Mokoena");
    await page.getByLabel(/^Email Address\b/).fill("thandi@example.com");
    await page.getByLabel(/^Subject\b/).fill(subject);
    await page.getByLabel(/^Message\b/).fill("The <b>bonus</b> ball for Saturday looks different from the official one.");
    // At a person's pace: a form sent within FORM_MIN_FILL_MS of rendering is taken for a bot's and dropped.
    await page.waitForTimeout(FORM_MIN_FILL_MS + 200);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByTestId("toast")).toContainText("Message Sent Successfully");

    await signIn(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const message = page.getByRole("listitem").filter({ hasText: subject });
    await message.getByText("Read the message", { exact: true }).click();
    await expect(message).toContainText("The <b>bonus</b> ball for Saturday"); // shown as text, never as markup
    await page.getByText("Prize divisions").click(); // the open divisions are checked too
    await expectNoSeriousA11yViolations(page);

    await message.getByRole("button", { name: `Mark handled: ${subject}` }).click();
    await expect(page.getByTestId("data-notice")).toHaveText(`Marked the message "${subject}" as handled.`);
    await expect(page.getByRole("listitem").filter({ hasText: subject })).toContainText("handled");
  });

  test("Data Refresh: Refreshing... with the button disabled, then the results card", async ({ page }) => {
    await source.publish(FIXTURE_NEWEST, SLOW_START);
    await signIn(page);
    await refreshButton(page).click();

    await expect(refreshButton(page)).toHaveText("Refreshing...");
    await expect(refreshButton(page)).toBeDisabled();
    await expect(resultsCard(page)).toHaveCount(0);

    await expect(resultsCard(page)).toBeVisible({ timeout: 15_000 });
    await expect(resultsCard(page)).toContainText(SUCCESS);
    await expect(resultsCard(page).locator("dt", { hasText: /^lotto$/ })).toBeVisible();
    await expect(resultsCard(page).locator("dd").first()).toHaveText(/\d+ added, \d+ updated, \d+ unchanged/);
    await expect(refreshButton(page)).toHaveText("Refresh Data");
    await expect(refreshButton(page)).toBeEnabled();
    await expect(note(page)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test("Data Refresh: a failed refresh shows the note; the next refresh clears it first", async ({ page, consoleErrors }) => {
    await source.set({}); // the source lists nothing: the run fails for every game
    await signIn(page);
    await refreshButton(page).click();
    await expect(note(page)).toContainText("Official source: the refresh failed for every game (the source listed no draws).");
    await expect(resultsCard(page)).toHaveCount(0);
    expect(consoleErrors.splice(0)).toEqual([statusLogged(502, "Bad Gateway")]);

    await source.publish(FIXTURE_NEWEST, SLOW_START);
    await refreshButton(page).click();
    await expect(refreshButton(page)).toHaveText("Refreshing...");
    await expect(note(page)).toHaveCount(0);
    await expect(resultsCard(page)).toContainText(SUCCESS, { timeout: 15_000 });
  });

  test("Data Refresh: a request that gets no answer shows the network message", async ({ page, consoleErrors }) => {
    await signIn(page);
    await page.route("**/admin.data*", (route) => (route.request().method() === "POST" ? route.abort("failed") : route.continue()));
    await refreshButton(page).click();
    await expect(note(page)).toContainText("Network error occurred while refreshing data.");
    await expect(refreshButton(page)).toBeEnabled();
    expect(consoleErrors.splice(0).every((line) => line.includes("net::ERR_FAILED"))).toBe(true);
  });

  test("System Status: Check sources now shows each source's answer per game and stores nothing", async ({ page, request }) => {
    // A Daily Lotto draw after the fixtures' newest: the check says it would add it, and does not.
    const newDaily: PublishedDraw = { issue: 1519, date: "2026-11-20", numbers: [3, 12, 19, 27, 35] };
    await source.publish({ ...FIXTURE_NEWEST, "daily-lotto": [newDaily, ...FIXTURE_NEWEST["daily-lotto"]!] });
    const dailyLatest = async () =>
      ((await (await request.get(`/api/results/latest?fresh=${Date.now()}`)).json()) as Record<string, { drawDate: string }>)[
        "daily-lotto"
      ]!.drawDate;
    const before = await dailyLatest();
    await signIn(page);
    await page.getByRole("button", { name: "Check sources now" }).click();
    await expect(page.getByTestId("source-check-message")).toContainText(
      "Checked without storing anything. Official results API: answered for 6 of 6 games",
      {
        timeout: 15_000,
      },
    );
    const daily = page.getByTestId("source-check-official").getByRole("row", { name: /^Daily Lotto/ });
    await expect(daily).toContainText(/HTTP 200/);
    await expect(daily).toContainText("new draw Fri 20 Nov 2026");
    await expect(page.getByText("Not asked: not configured")).toBeVisible();
    expect(await dailyLatest()).toBe(before);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
  });

  test("Manual Entry: a broken rule is shown beside its field, and what was typed is kept", async ({ page, consoleErrors }) => {
    await signIn(page);
    const numbers = page.getByLabel("Main numbers");
    await page.locator("#draw-game").selectOption("lotto");
    await page.getByLabel("Draw date").fill("2026-11-21");
    await numbers.fill("4 15 23 31 42");
    await page.getByRole("textbox", { name: "Bonus Ball" }).fill("9");
    await page.getByRole("button", { name: "Save draw" }).click();

    await expect(numbers).toHaveAttribute("aria-invalid", "true");
    await expect(numbers).toHaveAccessibleDescription(/Lotto draws 6 main numbers, got 5\./);
    await expect(numbers).toHaveValue("4 15 23 31 42");
    await expect(page.getByRole("textbox", { name: "Bonus Ball" })).not.toHaveAttribute("aria-invalid");
    expect(consoleErrors.splice(0)).toEqual([statusLogged(400, "Bad Request")]);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("signing in and refreshing are plain form posts", async ({ page, consoleErrors }) => {
    await source.publish(FIXTURE_NEWEST);
    await page.goto("/admin");
    await page.getByLabel("Admin password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();

    await page.getByRole("button", { name: "Refresh Data" }).click();
    await expect(resultsCard(page)).toContainText(SUCCESS, { timeout: 15_000 });
    await expect(page).toHaveURL(/\/admin$/);
    expect(consoleErrors).toEqual([]);
  });

  test("End all sessions is a plain form post too", async ({ page }) => {
    await page.goto("/admin");
    await page.getByLabel("Admin password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("button", { name: "End all sessions" }).click();
    await expect(page.getByLabel("Admin password")).toBeVisible();
    await page.goto("/admin");
    await expect(page.getByText("System Status")).toHaveCount(0);
  });
});
