// @ts-check
// Browser tests drive Debian's chromium (Playwright's own browser download cannot work offline).
// Installs it with apt when it is missing and we are root; otherwise says how.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const path = process.env.CHROME_PATH ?? "/usr/bin/chromium";
if (!existsSync(path)) {
  if (process.getuid?.() === 0) {
    console.log("chromium is missing: installing Debian's package…");
    execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", { stdio: "inherit" });
  } else {
    console.error(`No browser at ${path}. Install it: sudo apt-get install -y chromium (or set CHROME_PATH).`);
    process.exit(1);
  }
}
