/**
 * Pages that watch for late results (issue 42), in Chromium against the built Worker: a home page opened
 * while Lotto's results are late shows the draw's numbers in place, and announces them, within 90 s of a
 * signed ResultsZA delivery, without navigating.
 *
 * How "late" is made honest on the real clock: a server of its own (the e2e server on its own port and
 * database, like draw-night.spec.ts) with the test fixtures, whose newest Lotto draw is of 18 Nov 2026, so
 * the latest scheduled Lotto draw (whichever day the test runs) is not held and its late line shows, as it
 * would in production. Production watches a draw only until the next morning; this server is started with
 * RESULTS_WATCH_HOURS=168 (a var only tests set, app/http/env.server.ts) so that the same draw is still
 * watched whenever the test runs. Nothing else is faked: the page's own clock, its 30-second questions
 * to the edge-cached API, the signed delivery through the real webhook, the write and the purge are real.
 * The draw delivered is the one the page says it awaits (its data-watch), with invented numbers.
 */
import { expect, test, type Page, type Request } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";
import { startE2eServer, type ProcessGroup } from "../../scripts/lib/local-server.mjs";
import { issueOn } from "../../scripts/lib/invented-draw";
import { resultszaEntry, resultszaWebhookBody, resultszaWebhookSignature } from "../fake-source/resultsza";
import type { PublishedDraw } from "../fake-source/control";
import { addDays } from "../../app/words/sa-time";
import { addTicket } from "./wallet-form";

const PORT = Number(process.env.E2E_DRAW_NIGHT_PORT ?? 8796);
const BASE = `http://127.0.0.1:${PORT}`;
/** Test-only: signs the deliveries this server accepts; guards nothing real. */
const WEBHOOK_SECRET = "e2e-resultsza-webhook-secret-not-a-secret";
let server: ProcessGroup | null = null;

test.describe.configure({ mode: "serial" });
/** One real delivery per server: once, in the desktop project. */
const desktopOnly = () => test.skip(test.info().project.name !== "desktop", "one delivery per server");

test.beforeAll(async () => {
  desktopOnly();
  test.setTimeout(240_000);
  server = await startE2eServer(PORT, {
    E2E_STATE: `.wrangler/e2e-watch-${PORT}`,
    E2E_WRANGLER_ARGS: `--var RESULTS_WATCH_HOURS:168 --var RESULTSZA_WEBHOOK_SECRET:${WEBHOOK_SECRET}`,
  });
});

test.afterAll(() => server?.stop());

/** The draw of `game` the page awaits, from its watch element. */
async function awaitedLotto(page: Page, game = "lotto"): Promise<string> {
  const watches = JSON.parse((await page.locator("[data-watch]").getAttribute("data-watch")) ?? "[]") as {
    game: string;
    drawDate: string;
  }[];
  const lotto = watches.find((watch) => watch.game === game);
  if (!lotto) throw new Error(`the home page awaits no ${game} draw: ${JSON.stringify(watches)}`);
  return lotto.drawDate;
}

test("without JavaScript the late page is as served: the late line with the official link, no empty slot", async ({ browser }) => {
  desktopOnly();
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${BASE}/`);
  const strip = page.locator('li[data-game="lotto"]');
  await expect(strip.getByTestId("strip-late")).toContainText("results late, we keep checking");
  await expect(strip.getByTestId("strip-late").getByRole("link", { name: /Official results/ })).toBeVisible();
  await expect(page.locator('[data-watch-arrival="lotto"]').first()).toBeHidden();
  await context.close();
});

test("an open home page shows Lotto's late draw within 90 s of a signed delivery, announced, without navigating", async ({ browser }) => {
  desktopOnly();
  test.setTimeout(240_000);
  const context = await browser.newContext();
  const home = await context.newPage();
  const asked: Request[] = [];
  home.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/results/latest") asked.push(request);
  });
  let navigations = 0;
  await home.goto(`${BASE}/`);
  home.on("framenavigated", (frame) => {
    if (frame === home.mainFrame()) navigations++;
  });
  const drawDate = await awaitedLotto(home);
  const strip = home.locator('li[data-game="lotto"]');
  await expect(strip.getByTestId("strip-late")).toBeVisible();

  // The page asks on its own (about every 30 s) and keeps the ETag for its next question.
  await expect.poll(() => asked.length, { timeout: 60_000 }).toBeGreaterThan(0);

  const draw: PublishedDraw = {
    issue: issueOn("lotto", drawDate, { date: "2026-11-18", number: 2739 }),
    date: drawDate,
    numbers: [3, 11, 19, 28, 40, 52],
    bonus: 7,
    nextJackpotRand: 14_000_000,
  };
  const body = resultszaWebhookBody("lotto", resultszaEntry("lotto", draw));
  const delivered = Date.now();
  const answer = await fetch(`${BASE}/api/ingest/resultsza`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-ResultsZA-Signature": await resultszaWebhookSignature(WEBHOOK_SECRET, body) },
    body,
  });
  expect(answer.status, await answer.text()).toBe(200);

  // In place, in the strip and in the card: the numbers, and the late lines gone.
  const arrival = strip.locator('[data-watch-arrival="lotto"]');
  await expect(arrival).toBeVisible({ timeout: 90_000 });
  const seconds = (Date.now() - delivered) / 1000;
  expect(seconds).toBeLessThanOrEqual(90);
  await expect(arrival.getByRole("img", { name: "3, 11, 19, 28, 40, 52, Bonus Ball 7" })).toBeVisible();
  await expect(arrival).toContainText(/Lotto results (of [A-Za-z0-9 ]+ )?are in: /);
  await expect(arrival.getByRole("link", { name: "See the Lotto draw" })).toHaveAttribute("href", `/results/lotto/${drawDate}`);
  await expect(home.locator('article[data-game="lotto"] [data-watch-arrival="lotto"]')).toBeVisible();
  await expect(home.locator('[data-late-for="lotto"]')).toHaveCount(2);
  for (const line of await home.locator('[data-late-for="lotto"]').all()) await expect(line).toBeHidden();
  await expect(home.locator("[data-watch-status]")).toHaveText(/Lotto results (of .+ )?are in\.$/);
  await expect(home.locator("[data-watch-status]")).toHaveAttribute("aria-live", "polite");
  expect(navigations, "the page was not reloaded").toBe(0);
  // Every question after the first named the answer it had (a 304 while nothing changed).
  expect(asked.length).toBeGreaterThan(1);
  for (const request of asked.slice(1)) expect(await request.headerValue("if-none-match")).toMatch(/^W\/"/);
  await expectNoSeriousA11yViolations(home);
  await strip.screenshot({ path: test.info().outputPath("arrival-strip.png") });
  await home.locator('article[data-game="lotto"]').screenshot({ path: test.info().outputPath("arrival-card.png") });
  console.log(`shown ${seconds.toFixed(1)} s after the delivery, after ${asked.length} questions`);

  await context.close();
});

test("an open My Tickets checks a kept ticket's late draw again by itself and says its results are in", async ({ browser }) => {
  desktopOnly();
  test.setTimeout(240_000);
  // A Lotto draw a week before the Lotto night the home page awaits (its Lotto Plus 1 draw is still awaited
  // after the test above delivered Lotto's): not held either, as the fixtures end on 18 Nov 2026. The page's clock is that draw night's 21:40 SAST, so
  // its result is due and not in: the wallet watches it (from the draw time to the next morning).
  const context = await browser.newContext();
  const probe = await context.newPage();
  await probe.goto(`${BASE}/`);
  const drawDate = addDays(await awaitedLotto(probe, "lotto-plus-1"), -7);
  await probe.close();
  await context.clock.install({ time: new Date(`${drawDate}T19:40:00Z`) });
  const page = await context.newPage();
  const asked: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith("/api/wallet/")) asked.push(path);
  });
  await page.goto(`${BASE}/my-tickets`);
  const [year, month, day] = drawDate.split("-");
  await addTicket(page, "3 11 19 28 40 52", { firstDraw: `${day}/${month}/${year}` });
  const ticket = page.locator("[data-ticket]").first();
  await expect(ticket).toContainText("Result not in yet: we keep checking");
  const before = asked.length;

  const draw: PublishedDraw = {
    issue: issueOn("lotto", drawDate, { date: "2026-11-18", number: 2739 }),
    date: drawDate,
    numbers: [3, 11, 19, 28, 40, 52],
    bonus: 7,
    nextJackpotRand: 12_000_000,
  };
  const body = resultszaWebhookBody("lotto", resultszaEntry("lotto", draw));
  const answer = await fetch(`${BASE}/api/ingest/resultsza`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-ResultsZA-Signature": await resultszaWebhookSignature(WEBHOOK_SECRET, body) },
    body,
  });
  expect(answer.status, await answer.text()).toBe(200);

  // Within about 30 s (and the edge's 15 s "not yet" copy) the ticket shows its result, without a reload.
  await expect(ticket).toContainText("Division 1", { timeout: 90_000 });
  await expect(page.locator("[data-wallet-status]")).toContainText("Lotto results are in.");
  // It asked only the draw's own answer, again by itself (no other API call, no numbers sent).
  expect(asked.slice(before).length).toBeGreaterThan(0);
  for (const path of asked) expect(path).toBe(`/api/wallet/lotto/${drawDate}`);
  await expectNoSeriousA11yViolations(page);
  await context.close();
});
