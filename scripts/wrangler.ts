/** Runs wrangler's D1 commands against the local database (or the real one with --remote). */
import { spawnSync } from "node:child_process";

export interface D1Target {
  remote: boolean;
  /** Local state folder (wrangler's --persist-to), for separate test databases. */
  persistTo?: string;
}

function targetArgs(target: D1Target): string[] {
  if (target.remote) return ["--remote"];
  return ["--local", ...(target.persistTo ? ["--persist-to", target.persistTo] : [])];
}

function runWrangler(args: string[]): string {
  const result = spawnSync("wrangler", args, { encoding: "utf8", maxBuffer: 256 * 1024 * 1024, env: { ...process.env, CI: "true" } });
  if (result.status !== 0) {
    throw new Error(`wrangler ${args.slice(0, 4).join(" ")} failed:\n${result.stderr || result.stdout}`);
  }
  return result.stdout;
}

/** SELECT through wrangler; returns the rows. */
export function d1Query<T>(target: D1Target, sqlText: string): T[] {
  const out = runWrangler(["d1", "execute", "DB", ...targetArgs(target), "--json", "--command", sqlText]);
  const parsed = JSON.parse(out) as { results: T[] }[];
  return parsed.flatMap((part) => part.results);
}

export function d1ExecuteFile(target: D1Target, file: string): void {
  runWrangler(["d1", "execute", "DB", ...targetArgs(target), "--yes", "--file", file]);
}

export function d1ApplyMigrations(target: D1Target): void {
  runWrangler(["d1", "migrations", "apply", "DB", ...targetArgs(target)]);
}
