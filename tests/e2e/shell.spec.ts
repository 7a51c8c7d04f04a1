import { expect, FRAMEWORK_SCRIPTS, test, waitForHydration } from "./fixtures";
import { expectNoSeriousA11yViolations } from "./axe";

test.describe("header, drawer, footer, dialogs", () => {
  test("marks the current section; Blog stays marked under /blog/", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "desktop menu");
    await page.goto("/lotto-history");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "History", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Latest Results" })).not.toHaveAttribute("aria-current", "page");
  });

  test("the History submenu opens by keyboard and closes on Escape", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "desktop menu");
    await page.goto("/");
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: "History menu" });
    const submenu = page.locator("#submenu-history");
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(submenu).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "All Results", exact: true })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(submenu).toBeHidden();
    await expect(toggle).toBeFocused();

    // A click outside closes it; choosing a link navigates on the client and closes it.
    await toggle.click();
    await page.mouse.click(10, 400);
    await expect(submenu).toBeHidden();
    await toggle.click();
    await submenu.getByRole("link", { name: "Lotto History" }).click();
    await expect(page).toHaveURL(/\/lotto-history$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Lotto/);
    await expect(submenu).toBeHidden();
  });

  test("a page loads no script file, and its menus open and close without one", async ({ page }, testInfo) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/about");
    await expect(page.locator(FRAMEWORK_SCRIPTS)).toHaveCount(0);
    if (testInfo.project.name === "desktop") {
      const toggle = page.getByRole("button", { name: "Tips & Predictions menu" });
      const submenu = page.locator("#submenu-tips");
      await toggle.click();
      await expect(submenu).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(submenu).toBeHidden();
      expect(scripts).toEqual([]);
      await toggle.click();
      await submenu.getByRole("link", { name: "Lotto Predictions" }).click();
      await expect(page).toHaveURL(/\/lotto-predictions$/);
    } else {
      const button = page.getByRole("button", { name: "Menu" });
      const drawer = page.getByTestId("mobile-drawer");
      await button.click();
      await expect(drawer).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await drawer.getByRole("button", { name: "Close" }).click();
      await expect(drawer).toBeHidden();
      await expect(button).toBeFocused();
      await button.click();
      await page.mouse.click(20, 400);
      await expect(drawer).toBeHidden();
      await button.click();
      await drawer.getByRole("link", { name: "Blog" }).click();
      await expect(page).toHaveURL(/\/blog$/);
      expect(scripts).toEqual([]);
    }
  });

  test("below 768px the menu is a 300px right-hand drawer that closes on Escape, outside click and choice", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "mobile", "mobile drawer");
    await page.goto("/");
    await waitForHydration(page);
    const button = page.getByRole("button", { name: "Menu" });
    const drawer = page.getByTestId("mobile-drawer");
    await button.click();
    await expect(drawer).toBeVisible();
    const box = (await drawer.boundingBox())!;
    expect(box.width).toBe(300);
    expect(Math.round(box.x + box.width)).toBe(390);
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await page.mouse.click(20, 400); // the backdrop, left of the drawer
    await expect(drawer).toBeHidden();

    await button.click();
    await drawer.getByRole("link", { name: "Powerball History" }).click();
    await expect(page).toHaveURL(/\/powerball-history$/);
    await expect(drawer).toBeHidden();
  });

  test("Play Now asks before leaving; Continue opens the operator with no opener, Stay clears", async ({ page, context }) => {
    await page.goto("/");
    await waitForHydration(page);
    const slider = page.getByTestId("hero-slider");
    await slider
      .getByRole("link", { name: /Play Now/ })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: "You are leaving this site" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Stay on This Site" }).click();
    await expect(dialog).toBeHidden();

    await slider
      .getByRole("link", { name: /Play Now/ })
      .first()
      .click();
    // The operator's site is not reachable from here: catch the new tab's request instead of loading it.
    await context.route("https://www.nationallottery.co.za/**", (route) => route.fulfill({ body: "operator" }));
    const [popup] = await Promise.all([context.waitForEvent("page"), dialog.getByRole("button", { name: "Continue" }).click()]);
    expect(popup.url()).toContain("nationallottery.co.za");
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await expect(dialog).toBeHidden();
  });

  test("the footer states the disclaimer, 18+ and opens the helplines dialog", async ({ page }) => {
    await page.goto("/check-numbers");
    await waitForHydration(page);
    const footer = page.locator("footer");
    await expect(footer).toContainText("not affiliated with the National Lottery");
    await expect(footer).toContainText("official public announcements");
    await expect(footer.getByRole("link", { name: "Lottery Scams" })).toHaveAttribute("href", "/lottery-scams");
    await expect(footer.getByRole("link", { name: "responsiblegambling.org.za" })).toHaveAttribute(
      "href",
      "https://responsiblegambling.org.za",
    );
    await expect(footer).toContainText("Gamble responsibly, 18+ only");
    await expect(footer.getByRole("link", { name: /EuroMillions/ })).toHaveAttribute("rel", "noopener noreferrer sponsored");
    await expect(footer.getByRole("navigation", { name: "International Lotteries" }).getByRole("link")).toHaveCount(6);
    await footer.getByRole("link", { name: "Need help?" }).click();
    const dialog = page.getByRole("dialog", { name: "Play responsibly" });
    await expect(dialog).toContainText("0800 006 008");
    await expect(dialog).toContainText("0800 567 567");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("an unknown path is the spec's 404 page with status 404", async ({ page, consoleErrors }) => {
    const response = await page.goto("/no-such-page");
    expect(response!.status()).toBe(404);
    // Chromium logs the document's own 404 status; that one is expected here.
    expect(consoleErrors.splice(0)).toEqual(["Failed to load resource: the server responded with a status of 404 (Not Found)"]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
    await expect(page.getByText("Oops! The page you're looking for doesn't exist or may have been moved.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to Homepage" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("button", { name: "Go Back" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
