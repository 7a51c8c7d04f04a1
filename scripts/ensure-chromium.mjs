// @ts-check
// Browser tests drive Debian's chromium (Playwright's own browser download cannot work offline).
import { existsSync } from "node:fs";
import { CHROMIUM_PATH } from "./lib/chromium.mjs";
import { ensureDebianPackage } from "./lib/debian-package.mjs";

ensureDebianPackage("chromium", {
  isPresent: () => existsSync(CHROMIUM_PATH),
  what: `The browser (${CHROMIUM_PATH})`,
  manualHint: " (or set CHROME_PATH)",
});
