import type { D1Migration } from "@cloudflare/vitest-plugin";
import { env as rawEnv } from "cloudflare:test";

/**
 * The Worker's bindings in tests, typed from wrangler's generated `Env` (cloudflare:test types its `env`
 * with a `Cloudflare.Env` that does not see those here) plus the test-only migrations binding.
 */
export const env = rawEnv as unknown as Env & { TEST_MIGRATIONS: D1Migration[] };
