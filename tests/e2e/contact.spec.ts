/**
 * /contact-us in the browser, with and without JavaScript.
 *
 * The e2e server is one Worker with one database, and every request comes from 127.0.0.1, so the contact
 * limit (5 messages a minute per address, the real binding of wrangler.toml) would be shared by every
 * test. Instead each test is its own client: it sends its own CF-Connecting-IP, which `wrangler dev`
 * keeps (it fills the header only when a request has none; on Cloudflare the edge always sets it). No
 * test spends another's budget, and the limit test meets the real limit, not a test-only one.
 */
import type { Page } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { FORM_MIN_FILL_MS } from "../../app/input/honeypot.server";
import { expectNoSeriousA11yViolations } from "./axe";
import { expect, test, waitForHydration } from "./fixtures";

const SENT_TITLE = "Message Sent Successfully";
const SENT_TEXT = "Thank you for contacting us. We'll get back to you within 24-48 hours.";
const LIMIT = 5;

/** Chromium logs a 4xx answer to the page's own request; these tests expect exactly those. */
const statusLogged = (status: 400 | 429) =>
  `Failed to load resource: the server responded with a status of ${status} (${status === 400 ? "Bad Request" : "Too Many Requests"})`;

test.beforeEach(async ({ page }) => {
  // A documentation-range IPv6 /64 of its own for every test and every run (the limit counts per /64).
  const network = randomBytes(4).toString("hex");
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": `2001:db8:${network.slice(0, 4)}:${network.slice(4)}::1` });
});

/** A field by its label; the label also holds the required marker "*". */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\b`));

async function fillValid(page: Page, overrides: Partial<Record<"name" | "email" | "subject" | "message", string>> = {}) {
  await field(page, "Full Name").fill(overrides.name ?? "Thandi Mokoena");
  await field(page, "Email Address").fill(overrides.email ?? "thandi@example.com");
  await field(page, "Subject").fill(overrides.subject ?? "Saturday Lotto result");
  await page.getByLabel("Category").selectOption("data");
  await field(page, "Message").fill(overrides.message ?? "The bonus ball for Saturday looks different from the official one.");
}

async function expectEmptyForm(page: Page) {
  for (const label of ["Full Name", "Email Address", "Subject", "Message"]) await expect(field(page, label)).toHaveValue("");
  await expect(page.getByLabel("Category")).toHaveValue("");
}

const send = (page: Page) => page.getByRole("button", { name: "Send Message" }).click();

/**
 * Waits as long as a person needs at least to fill the form: a valid form sent sooner after the page (or
 * the last answer, which brings a fresh token) was rendered is taken for a bot's and silently dropped.
 */
const atPersonsPace = (page: Page) => page.waitForTimeout(FORM_MIN_FILL_MS + 200);

test.describe("the contact page", () => {
  test("has one h1, the details, hours, FAQ and notice; its two buttons lead somewhere real", async ({ page }) => {
    await page.goto("/contact-us");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByRole("link", { name: "hello@salottoresults.co.za" })).toHaveAttribute(
      "href",
      "mailto:hello@salottoresults.co.za",
    );
    await expect(page.getByText("Monday - Friday")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Important notice" })).toBeVisible();
    await expect(page.getByText("We are not the National Lottery operator and are not affiliated with it.")).toBeVisible();

    // A hash link clicked while React is still hydrating can be scrolled back by the router's
    // scroll restoration on a slow machine: click once the page is interactive, as a visitor would.
    await waitForHydration(page);
    await page.getByRole("link", { name: "View Complete FAQ" }).click();
    await expect(page).toHaveURL(/#faq$/);
    await expect(page.getByRole("heading", { name: "Frequently asked questions" })).toBeInViewport();

    await expect(page.getByRole("link", { name: "More Resources" })).toHaveAttribute("href", "/responsible-gaming");
    await expectNoSeriousA11yViolations(page);
  });

  test("the honeypot field is hidden from people and from the keyboard", async ({ page }) => {
    await page.goto("/contact-us");
    const trap = page.locator('input[name="name__confirm"]');
    await expect(trap).toHaveCount(1);
    await expect(trap).toBeHidden();
    await field(page, "Full Name").focus();
    await page.keyboard.press("Tab");
    await expect(field(page, "Email Address")).toBeFocused();
  });
});

test.describe("the contact form with JavaScript", () => {
  test("shows each rule's message beside its field and keeps what was typed", async ({ page, consoleErrors }) => {
    await page.goto("/contact-us");
    await waitForHydration(page);
    await send(page);

    const required: [string, string][] = [
      ["Full Name", "Please enter your full name."],
      ["Email Address", "Please enter your email address."],
      ["Subject", "Please enter a subject."],
      ["Message", "Please write your message."],
    ];
    for (const [label, message] of required) {
      await expect(field(page, label)).toHaveAttribute("aria-invalid", "true");
      await expect(field(page, label)).toHaveAccessibleDescription(message);
    }
    await expect(page.getByLabel("Category")).not.toHaveAttribute("aria-invalid");
    await expect(field(page, "Full Name")).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    await fillValid(page, { email: "thandi.example.com" });
    await send(page);
    await expect(field(page, "Email Address")).toHaveAccessibleDescription(
      "Please enter a valid email address, for example name@example.com.",
    );
    for (const label of ["Full Name", "Subject", "Message"]) await expect(field(page, label)).not.toHaveAttribute("aria-invalid");
    await expect(field(page, "Full Name")).toHaveValue("Thandi Mokoena");
    await expect(field(page, "Email Address")).toHaveValue("thandi.example.com");
    await expect(page.getByLabel("Category")).toHaveValue("data");
    await expect(page.getByTestId("toast")).toHaveCount(0);
    expect(consoleErrors.splice(0)).toEqual([statusLogged(400), statusLogged(400)]);
  });

  test("a sent message shows the spec's toast and empties every field", async ({ page }) => {
    await page.goto("/contact-us");
    await waitForHydration(page);
    await fillValid(page);
    await atPersonsPace(page);
    await send(page);
    const toast = page.getByTestId("toast");
    await expect(toast).toContainText(SENT_TITLE);
    await expect(toast).toContainText(SENT_TEXT);
    await expectEmptyForm(page);
    await expectNoSeriousA11yViolations(page);
  });

  test(`after ${LIMIT} messages in a minute the next one is refused beside the form, and kept`, async ({ page, consoleErrors }) => {
    test.setTimeout(90_000);
    // The local binding counts in windows aligned to the clock: start well inside one, or the count restarts
    // (six messages at a person's pace take about 15 s).
    const msLeft = 60_000 - (Date.now() % 60_000);
    if (msLeft < 30_000) await page.waitForTimeout(msLeft + 100);

    await page.goto("/contact-us");
    await waitForHydration(page);
    for (let i = 1; i <= LIMIT; i++) {
      await fillValid(page, { subject: `Message ${i}` });
      await atPersonsPace(page);
      await send(page);
      await expect(page.getByTestId("toast")).toContainText(SENT_TITLE);
      await expectEmptyForm(page);
    }
    await fillValid(page, { subject: "One too many" });
    await atPersonsPace(page);
    await send(page);
    const refusal = page.getByRole("alert").filter({ hasText: "You have sent several messages in a short time" });
    await expect(refusal).toContainText("Please wait a minute and send your message again.");
    await expect(page.locator("form[method=post]")).toHaveAccessibleDescription(/several messages in a short time/);
    await expect(field(page, "Subject")).toHaveValue("One too many");
    // The fifth message's toast does not linger beside the refusal.
    await expect(page.getByTestId("toast")).toHaveCount(0);
    expect(consoleErrors.splice(0)).toEqual([statusLogged(429)]);
  });
});

test.describe("the contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shows the messages beside the fields after a plain post, values kept", async ({ page, consoleErrors }) => {
    await page.goto("/contact-us");
    await fillValid(page, { name: "   ", email: "not-an-email" });
    await send(page);
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(field(page, "Full Name")).toHaveAccessibleDescription("Please enter your full name.");
    await expect(field(page, "Email Address")).toHaveAccessibleDescription(
      "Please enter a valid email address, for example name@example.com.",
    );
    await expect(field(page, "Subject")).toHaveValue("Saturday Lotto result");
    await expect(page.getByLabel("Category")).toHaveValue("data");
    await expect(field(page, "Message")).toHaveValue("The bonus ball for Saturday looks different from the official one.");
    expect(consoleErrors.splice(0)).toEqual([statusLogged(400)]);
  });

  test("a plain post sends the message, shows the confirmation on the page and empties the fields", async ({ page }) => {
    await page.goto("/contact-us");
    await fillValid(page);
    await atPersonsPace(page);
    await send(page);
    const status = page.getByTestId("contact-sent");
    await expect(status).toBeVisible();
    await expect(status).toHaveAttribute("role", "status");
    await expect(status).toContainText(SENT_TITLE);
    await expect(status).toContainText(SENT_TEXT);
    await expectEmptyForm(page);
    // (No axe here: it runs as a script in the page, which this test switches off.)
  });
});
