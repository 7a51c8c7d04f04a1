// npm run db:migrate [-- --remote]: applies migrations/ to the local D1 (or the real one with --remote).
import { spawnSync } from "node:child_process";

const args = process.argv.slice(2);
const where = args.includes("--remote") ? ["--remote"] : ["--local"];
const rest = args.filter((arg) => arg !== "--remote" && arg !== "--local");
const result = spawnSync("wrangler", ["d1", "migrations", "apply", "DB", ...where, ...rest], {
  stdio: "inherit",
  env: { ...process.env, CI: "true" }, // non-interactive: no confirmation prompt
});
process.exit(result.status ?? 1);
