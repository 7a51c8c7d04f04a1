/**
 * What only the real server shows: static files come from Workers Static Assets (before the Worker
 * runs), so their headers (public/_headers) are checked here against `wrangler dev`, not in workerd tests.
 * Plus, in the browser: a contact message with script in every field, opened in the signed-in admin,
 * runs nothing (no dialog, no global set). The workers tests check the same HTML is escaped
 * (tests/workers/xss.test.ts); this proves it in a browser that would run it.
 */
import type { APIResponse } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { expect, test, waitForHydration } from "./fixtures";

const PASSWORD = "e2e-admin-password-not-a-secret";

function expectStaticSecurityHeaders(res: APIResponse) {
  const headers = res.headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  // An SVG opened on its own runs nothing.
  expect(headers["content-security-policy"]).toContain("default-src 'none'");
}

test.describe("static files", () => {
  test("a hashed build file is cached for a year, immutable, with the security headers", async ({ request }) => {
    // The admin's pages are the ones that load the build's scripts.
    const html = await (await request.get("/admin")).text();
    const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
    expect(asset, "a script from the build").toBeTruthy();
    const res = await request.get(asset!);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toMatch(/javascript/);
    expect(res.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expectStaticSecurityHeaders(res);
  });

  for (const path of ["/favicon.svg"]) {
    test(`${path} (no hash in its name) gets a short cache and the security headers`, async ({ request }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      expect(res.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
      expect(res.headers()["cache-control"]).toBe("public, max-age=3600");
      expectStaticSecurityHeaders(res);
    });
  }

  test("the headers file itself is not served", async ({ request }) => {
    const res = await request.get("/_headers");
    expect(res.headers()["cache-control"] ?? "").not.toContain("immutable");
    expect(await res.text()).not.toContain("Cache-Control: public, max-age=31536000");
  });
});

test.describe("the Worker's answers under wrangler dev", () => {
  test("a page has the CSP and the other headers; an API answer is nosniff JSON; a PUT is 405", async ({ request }) => {
    const page = await request.get("/lotto-history");
    // A page rendered for this request carries its nonce; a stored copy allows the site's scripts by hash only.
    const csp = page.headers()["content-security-policy"];
    expect(csp).toMatch(
      ["HIT", "STALE"].includes(page.headers()["x-edge-cache"] ?? "")
        ? /script-src 'self' 'sha256-/
        : /script-src 'self' 'nonce-[^']+' 'sha256-/,
    );
    expect(page.headers()["strict-transport-security"]).toMatch(/^max-age=/);
    expect(page.headers()["x-frame-options"]).toBe("DENY");

    const api = await request.get("/api/results/latest");
    expect(api.headers()["content-type"]).toMatch(/^application\/json/);
    expect(api.headers()["x-content-type-options"]).toBe("nosniff");

    const put = await request.put("/api/results/latest", { data: "{}" });
    expect(put.status()).toBe(405);
    expect(put.headers()["allow"]).toBe("GET, HEAD, OPTIONS");
  });

  test("a body declared over 64 KB is refused with 413 before the form reads it", async ({ request }) => {
    const res = await request.post("/contact-us", { form: { name: "x", message: "y".repeat(70 * 1024) } });
    expect(res.status()).toBe(413);
    expect(await res.text()).toContain("too large");
  });
});

test.describe("stored script in the admin", () => {
  test("a contact message with script in every field runs nothing when the admin reads it", async ({ page }) => {
    await page.setExtraHTTPHeaders({ "CF-Connecting-IP": `2001:db8:7e:${randomBytes(2).toString("hex")}::1` });
    const dialogs: string[] = [];
    page.on("dialog", async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    const tag = randomBytes(3).toString("hex");
    const subject = `"><img src=x onerror="window.__xss='subject'"> ${tag}`;

    await page.goto("/contact-us");
    await waitForHydration(page);
    await page.getByLabel(/^Full Name\b/).fill(`<script>window.__xss='name';alert('name')</script>`);
    await page.getByLabel(/^Email Address\b/).fill(`o'neil'+${tag}@example.com`);
    await page.getByLabel(/^Subject\b/).fill(subject);
    await page
      .getByLabel(/^Message\b/)
      .fill(`</textarea><svg onload="window.__xss='message';alert('message')"></svg><script>alert('message')</script>`);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message Sent Successfully").first()).toBeVisible();

    await page.goto("/admin");
    await waitForHydration(page);
    await page.getByLabel("Admin password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Admin" })).toBeVisible();

    // The message is listed as text, and opening it shows its words as text.
    const item = page.locator("li", { hasText: tag }).filter({ has: page.getByText("Read the message") });
    await expect(item.getByText(subject)).toBeVisible();
    await item.getByText("Read the message").click();
    await expect(item.getByText("</textarea><svg onload=", { exact: false })).toBeVisible();
    await page.goto(`/admin?deleteMessage=${await item.locator('input[name="id"]').first().inputValue()}#confirm-delete`);
    await expect(page.locator("#confirm-delete-question")).toContainText(subject);

    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
  });
});
