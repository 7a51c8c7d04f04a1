/** Every page test fails on a console error or an uncaught page error (hydration included). */
import { test as base, expect } from "@playwright/test";

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * The scripts a page carries beyond its structured data and the site script every page inlines
 * (app/browser/), the hero's, the wallet's, the results alerts' and the late results' watch: Remix's and
 * React's, which only the admin's pages load.
 */
export const FRAMEWORK_SCRIPTS =
  "script:not([type='application/ld+json']):not(#site-script):not(#hero-script):not(#wallet-script):not(#alerts-script):not(#gameAlerts-script):not(#watch-script)";

/** Waits until the page is ready: React has hydrated it, or it needs no script (root.tsx sets the marker). */
export async function waitForHydration(page: import("@playwright/test").Page) {
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
}
