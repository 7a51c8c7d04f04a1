// @ts-check
// The floor of client JavaScript for this stack: a Remix app with one trivial route, built with the
// project's own Remix, React and Vite versions and future flags. scripts/lib/javascript-size.mjs builds
// it and measures what its page loads.
import { fileURLToPath } from "node:url";
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import remixConfig from "../../../remix.config.js";

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  logLevel: "warn",
  plugins: [remix({ ...remixConfig, appDirectory: "app", buildDirectory: process.env.FLOOR_BUILD_DIR ?? "build" })],
});
