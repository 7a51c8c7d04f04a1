/**
 * Dark mode mirrors the shades the site uses (app/tailwind.css, `@media (prefers-color-scheme: dark)`).
 * The block is inlined into every page, so it lists only the shades the stylesheet uses: a shade a class
 * starts using must get its dark value there (or it stays light on a dark page), and a value no class
 * uses any more only costs every page bytes. Which shades are used is what Tailwind itself says: its
 * theme layer declares only the variables the built stylesheet reads. The stylesheet is compiled here as
 * the build's plugin (@tailwindcss/vite) compiles it: the same compiler, over the sources it names.
 */
import { readFileSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { compile } from "@tailwindcss/node";
import { Scanner } from "@tailwindcss/oxide";
import { beforeAll, describe, expect, it } from "vitest";

const STYLESHEET = fileURLToPath(new URL("../../app/tailwind.css", import.meta.url));
/** The palettes dark mode mirrors (500 is kept as it is in both schemes), and white. */
const MIRRORED = /^--color-(?:(?:slate|red|amber|sky|blue|brand)-(?!500$)\d+|white)$/;

const source = readFileSync(STYLESHEET, "utf8");
let built = "";

beforeAll(async () => {
  const compiler = await compile(source, { base: dirname(STYLESHEET), onDependency: () => {} });
  // The stylesheet names its sources (`source(...)`); the build would fall back to the project's root.
  expect(compiler.root).not.toBeNull();
  const root = compiler.root === null || compiler.root === "none" ? [] : [{ ...compiler.root, negated: false }];
  const scanner = new Scanner({ sources: [...root, ...compiler.sources] });
  built = compiler.build(scanner.scan());
});

/** The variables declared (`--name:`) in the first block of `css` that starts at `start`. */
function declaredIn(css: string, start: string): string[] {
  const from = css.indexOf(start);
  expect(from, `${start} in the stylesheet`).toBeGreaterThanOrEqual(0);
  const block = css.slice(from, css.indexOf("}", from));
  return [...block.matchAll(/(--[\w-]+)\s*:/g)].map((match) => match[1]!);
}

describe("dark mode's palette", () => {
  it("has a dark value for every mirrored shade the stylesheet uses, and none for a shade it does not", () => {
    const used = new Set(declaredIn(built, "@layer theme").filter((name) => MIRRORED.test(name)));
    const dark = new Set(declaredIn(source, "@media (prefers-color-scheme: dark)").filter((name) => MIRRORED.test(name)));
    // A guard for the test itself: the site's own colours are among those it reads as used.
    expect(used).toContain("--color-slate-900");
    expect(used).toContain("--color-brand-700");
    expect(
      [...used].filter((name) => !dark.has(name)),
      "used shades without a dark value",
    ).toEqual([]);
    expect(
      [...dark].filter((name) => !used.has(name)),
      "dark values of shades no class uses",
    ).toEqual([]);
  });
});
