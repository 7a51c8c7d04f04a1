// @ts-check
// The Nu HTML Checker that tests/e2e/seo.spec.ts runs on every page (vnu-jar) is a Java program. vnu-jar's
// postinstall would download a Java runtime, which cannot work offline (it is not in package.json's
// allowScripts): Debian's headless one is installed instead when `java` is missing.
import { spawnSync } from "node:child_process";
import { ensureDebianPackage } from "./lib/debian-package.mjs";

ensureDebianPackage("default-jre-headless", {
  isPresent: () => spawnSync("java", ["-version"], { stdio: "ignore" }).status === 0,
  what: "Java (for the Nu HTML Checker)",
});
