import { describe, expect, it } from "vitest";
import { versioned } from "../../scripts/vite-site-script";

const WORKER = 'const VERSION="service-worker-version";self.v=VERSION;';

describe("the service worker's version, written in at build time", () => {
  it("changes when any page script changes, so a deploy serves the browser a new /sw.js", async () => {
    const before = await versioned(WORKER, ["site();", "hero();", "wallet();"]);
    expect(before).toMatch(/^const VERSION="[0-9a-f]{16}";/);
    expect(await versioned(WORKER, ["site();", "hero();", "wallet();"])).toBe(before);
    expect(await versioned(WORKER, ["site();", "hero();", "wallet(2);"])).not.toBe(before);
    expect(await versioned(`${WORKER};`, ["site();", "hero();", "wallet();"])).not.toBe(before);
  });

  it("refuses a worker whose placeholder the minifier lost", async () => {
    await expect(versioned("const VERSION='x';", [])).rejects.toThrow(/lost its/);
  });
});
