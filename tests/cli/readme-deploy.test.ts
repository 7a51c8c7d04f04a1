/**
 * The README's deploy steps against what the Worker needs: a deploy from a clean Cloudflare account fails
 * at the first request that touches a binding or secret the steps never created, so every queue of
 * wrangler.toml is created there and every secret the site cannot run its core without is put there.
 * `wrangler deploy --dry-run` (named in the steps) checks the bundle and bindings; it needs no account.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const readme = readFileSync("README.md", "utf8");
const deploySection = readme.slice(readme.indexOf("## Deploy to Cloudflare"));
const deployBlock = /```sh\n([\s\S]*?)```/.exec(deploySection)?.[1] ?? "";
const wranglerToml = readFileSync("wrangler.toml", "utf8");

/** Secrets without which a deployed site loses a core part: the admin, the contact form, the collector, alerts. */
const CORE_SECRETS = [
  "ADMIN_PASSWORD",
  "SESSION_SECRET",
  "ADMIN_API_TOKEN",
  "HONEYPOT_SECRET",
  "INGEST_SECRET",
  "VAPID_PUBLIC_KEY",
  "VAPID_PRIVATE_KEY",
];

describe("README: deploy to Cloudflare", () => {
  it("creates every queue that wrangler.toml binds", () => {
    const queues = [...wranglerToml.matchAll(/^\s*queue\s*=\s*"([^"]+)"/gm)].map((match) => match[1]);
    expect(queues.length).toBeGreaterThan(0);
    for (const queue of new Set(queues)) expect(deployBlock).toContain(`wrangler queues create ${queue}`);
  });

  it("creates the D1 database wrangler.toml names, and migrates and imports into it remotely", () => {
    const database = /database_name\s*=\s*"([^"]+)"/.exec(wranglerToml)?.[1];
    expect(deployBlock).toContain(`wrangler d1 create ${database}`);
    expect(deployBlock).toContain("npm run db:migrate -- --remote");
    expect(deployBlock).toContain("npm run db:import -- data --remote");
  });

  it("puts every core secret, each one the Worker's environment schema knows", () => {
    const schema = readFileSync("app/http/env.server.ts", "utf8");
    for (const name of CORE_SECRETS) {
      expect(schema).toContain(`${name}:`);
      expect(deployBlock).toMatch(new RegExp(`wrangler secret put ${name}\\b`));
    }
  });

  it("checks the bundle with a dry run before deploying", () => {
    expect(deployBlock.indexOf("wrangler deploy --dry-run")).toBeGreaterThan(-1);
    expect(deployBlock.indexOf("wrangler deploy --dry-run")).toBeLessThan(deployBlock.indexOf("npx wrangler deploy\n"));
  });

  it("speaks to any machine: no notes about one machine's mirror or system node", () => {
    expect(readme).not.toMatch(/this machine|registry mirror|system node/i);
  });
});
