/**
 * The results widget (/embed/{game}) in a real browser: framed by a page of another origin (a tiny Node
 * server on its own port, holding the snippet of app/api/embed.ts) it renders with its styles applied,
 * while the site's own pages refuse to be framed there; on its own it fits a 320-400 × 180 frame in both
 * colour schemes, passes axe, and works the same when it comes from the edge cache.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { embedSnippet } from "~/api/embed";
import { GAME_IDS } from "~/rules/games";
import { expectNoSeriousA11yViolations } from "./axe";
import { expect, test } from "./fixtures";

/** The fixtures' newest Lotto draw (tests/fixtures/csv/lotto.csv). */
const LOTTO = { numbers: ["2", "10", "16", "24", "32", "41"], bonus: "33", date: "Wed 18 Nov 2026" };
const LOTTO_GREEN = "rgb(4, 120, 87)"; // #047857, app/tailwind.css

let server: Server;
let otherOrigin: string;
let siteOrigin: string;

test.beforeAll(async () => {
  siteOrigin = new URL(test.info().project.use.baseURL!).origin;
  // Another site: the same host, another port, so another origin. It frames the widget with the snippet
  // we hand out, and the home page as a plain iframe.
  const page = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Another site</title></head><body>',
    "<h1>Another site</h1>",
    embedSnippet(siteOrigin, "lotto"),
    `<iframe id="home" src="${siteOrigin}/" title="The site's home page" width="360" height="180"></iframe>`,
    "</body></html>",
  ].join("\n");
  server = createServer((_request, response) => response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(page));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  otherOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  expect(otherOrigin).not.toBe(siteOrigin);
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

test.describe("framed by another site", () => {
  test("the widget renders in its frame; the home page refuses to be framed", async ({ page, consoleErrors }) => {
    // Chromium reports a refused frame on the framing page's console: "Framing 'http://…/' violates the
    // following Content Security Policy directive: "frame-ancestors 'none'". The request has been blocked."
    const refused = page.waitForEvent(
      "console",
      (message) => message.text().includes(`'${siteOrigin}/'`) && /blocked|refused/i.test(message.text()),
    );
    await page.goto(otherOrigin);

    const widget = page.frameLocator(`iframe[src="${siteOrigin}/embed/lotto"]`);
    await expect(widget.getByRole("heading", { name: "Lotto" })).toBeVisible();
    await expect(widget.locator(".ball")).toHaveText([...LOTTO.numbers, LOTTO.bonus]);
    await expect(
      widget.getByRole("img", { name: `Winning numbers: ${LOTTO.numbers.join(", ")}, Bonus Ball ${LOTTO.bonus}` }),
    ).toBeVisible();
    await expect(widget.getByText(LOTTO.date)).toBeVisible();
    // Its own stylesheet applies inside the frame (the CSP's hash matches): solid balls in the game's colour.
    await expect(widget.locator(".ball").first()).toHaveCSS("background-color", LOTTO_GREEN);
    await expect(widget.locator(".ball").first()).toHaveCSS("border-radius", "50%");
    const link = widget.getByRole("link", { name: /Full results/ });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener");

    // The home page: refused, so its frame never holds the site.
    const message = await refused;
    expect(message.text()).toContain("frame-ancestors 'none'");
    const frame = await (await page.locator("#home").elementHandle()).contentFrame();
    expect(frame!.url()).not.toContain(siteOrigin);
    // The refusal is the only error on the page: the widget itself logged none (no blocked style).
    expect(consoleErrors.splice(0)).toEqual([message.text()]);
  });
});

test.describe("the widget on its own", () => {
  for (const scheme of ["light", "dark"] as const) {
    test(`fits a 320 × 180 frame for every game and passes axe (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width: 320, height: 180 });
      for (const game of GAME_IDS) {
        await page.goto(`/embed/${game}`);
        await expect(page.locator(".ball").first()).toBeVisible();
        const { scrollWidth, scrollHeight } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          scrollHeight: document.documentElement.scrollHeight,
        }));
        expect(scrollWidth, `${game} fits the frame's width`).toBeLessThanOrEqual(320);
        expect(scrollHeight, `${game} fits the frame's height`).toBeLessThanOrEqual(180);
        // The background follows the scheme (an oklch colour in dark, read back as sRGB through a canvas).
        const [r, g, b] = await page.evaluate(() => {
          const context = document.createElement("canvas").getContext("2d")!;
          context.fillStyle = getComputedStyle(document.body).backgroundColor;
          context.fillRect(0, 0, 1, 1);
          return [...context.getImageData(0, 0, 1, 1).data];
        });
        const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
        if (scheme === "dark") expect(luminance, `${game} is dark`).toBeLessThan(60);
        else expect(luminance, `${game} is light`).toBeGreaterThan(240);
        await expectNoSeriousA11yViolations(page);
      }
    });
  }

  test("served from the edge cache, it is the same page and its styles still apply", async ({ page, request }) => {
    const first = await request.get("/embed/powerball");
    expect(first.status()).toBe(200);
    const response = await page.goto("/embed/powerball");
    expect(response!.headers()["x-edge-cache"]).toBe("HIT");
    expect(await response!.text()).toBe(await first.text());
    await expect(page.locator(".ball").first()).toHaveCSS("background-color", "rgb(30, 64, 175)"); // #1e40af
    await expect(page.locator(".bonus")).toHaveCSS("background-color", "rgb(185, 28, 28)"); // #b91c1c
  });

  test("an unknown game is a tiny 404 page", async ({ page, consoleErrors }) => {
    const response = await page.goto("/embed/keno");
    expect(response!.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Unknown game" })).toBeVisible();
    await expect(page.locator("script")).toHaveCount(0);
    // The browser logs the 404 itself.
    expect(consoleErrors.splice(0).every((line) => /404/.test(line))).toBe(true);
  });
});
