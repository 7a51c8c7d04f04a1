// @ts-check
// The tools the tests drive that npm cannot bring (a browser, a Java runtime) come from Debian: installed
// with apt when missing and we are root (CI and a fresh machine are), otherwise named with the command.
import { execSync } from "node:child_process";

/**
 * Makes sure `isPresent()` holds, installing the Debian package `pkg` when it does not; exits the
 * process with a line saying what to do when it cannot.
 *
 * @param {string} pkg the Debian package
 * @param {{ isPresent: () => boolean, what: string, manualHint?: string }} tool `what` names the missing tool
 */
export function ensureDebianPackage(pkg, { isPresent, what, manualHint = "" }) {
  if (isPresent()) return;
  if (process.getuid?.() !== 0) {
    console.error(`${what} is missing. Install it: sudo apt-get install -y ${pkg}${manualHint}.`);
    process.exit(1);
  }
  console.log(`${what} is missing: installing Debian's ${pkg}…`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`, { stdio: "inherit" });
  if (!isPresent()) {
    console.error(`${what} is still missing after installing ${pkg}.`);
    process.exit(1);
  }
}
