/**
 * The /api routes are declared by hand in app/routes.ts (the flat-routes convention skips `routes/api.*`),
 * so a new API file that is not declared there would be no route at all: every one must be named.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const ROUTES = new URL("../../app/routes/", import.meta.url);

describe("app/routes.ts", () => {
  it("declares every routes/api.* file", () => {
    const config = readFileSync(new URL("../routes.ts", ROUTES), "utf8");
    const apiFiles = readdirSync(ROUTES).filter((name) => name.startsWith("api."));
    expect(apiFiles.length).toBeGreaterThan(10);
    const undeclared = apiFiles.filter((name) => !config.includes(`"routes/${name}`));
    expect(undeclared).toEqual([]);
  });
});
