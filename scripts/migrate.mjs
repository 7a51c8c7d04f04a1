// @ts-check
// npm run db:migrate [-- --remote | --local] [--persist-to DIR]: applies migrations/ to the local D1 (or
// the real one with --remote); --persist-to keeps the local database in DIR, as wrangler's flag does.
import { spawnSync } from "node:child_process";
import { readArgs, usageError } from "./lib/cli.mjs";

const USAGE = "Usage: npm run db:migrate [-- --remote | --local] [--persist-to DIR]";
const { values } = readArgs({
  usage: USAGE,
  options: { remote: { type: "boolean", default: false }, local: { type: "boolean", default: false }, "persist-to": { type: "string" } },
});
if (values.remote && values.local) usageError("--remote and --local exclude each other", USAGE);
if (values.remote && values["persist-to"]) usageError("--persist-to is for the local database, not with --remote", USAGE);
const where = values.remote ? ["--remote"] : ["--local", ...(values["persist-to"] ? ["--persist-to", values["persist-to"]] : [])];
const result = spawnSync("wrangler", ["d1", "migrations", "apply", "DB", ...where], {
  stdio: "inherit",
  env: { ...process.env, CI: "true" }, // non-interactive: no confirmation prompt
});
process.exit(result.status ?? 1);
