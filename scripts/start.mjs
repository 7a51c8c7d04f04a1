// npm start: build if needed, apply migrations to the local D1, then serve the built Worker with
// `wrangler dev` on $PORT (default 8787). --test-scheduled exposes /__scheduled to run the cron locally.
import { spawn, spawnSync } from "node:child_process";
import { buildIfNeeded } from "./build-if-needed.mjs";

const port = process.env.PORT ?? "8787";
buildIfNeeded();

const migrate = spawnSync("wrangler", ["d1", "migrations", "apply", "DB", "--local"], {
  stdio: "inherit",
  env: { ...process.env, CI: "true" },
});
if (migrate.status !== 0) process.exit(migrate.status ?? 1);

const count = spawnSync("wrangler", ["d1", "execute", "DB", "--local", "--json", "--command", "SELECT COUNT(*) AS n FROM draws"], {
  encoding: "utf8",
});
const draws = count.status === 0 ? JSON.parse(count.stdout)[0].results[0].n : null;
if (draws === 0) {
  // A first backfill of the last 30 days from the official source (scripts/ingest.ts). Without a
  // network it fails fast and says so; the site starts either way.
  const from = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  console.log(`\nThe local database has no draws yet: fetching the draws since ${from} from the results source…`);
  const ingest = spawnSync("tsx", ["scripts/ingest.ts", "--backfill", "--from", from], { stdio: "inherit" });
  if (ingest.status !== 0) {
    console.log(
      "\nThe first fetch did not complete (see above). Load results from CSV files with\n" +
        "  npm run db:import -- <folder with lotto.csv, powerball.csv, …>   (format: docs/data-format.md)\n" +
        "or try again later with  npm run ingest -- --backfill --from " + from + "\n",
    );
  }
}

console.log(`\nServing on http://localhost:${port}  (cron locally: curl "http://localhost:${port}/__scheduled?cron=*/10+19-21+*+*+*")\n`);
const server = spawn("wrangler", ["dev", "--port", port, "--test-scheduled", ...process.argv.slice(2)], { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
