/**
 * The international lotteries' colours live in app/tailwind.css (`[data-lottery]`), not beside the
 * lotteries in app/content/offers.ts: every lottery needs its rule, and the white name on its banner must
 * stay readable (WCAG AA for its text, 4.5:1).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { INTERNATIONAL_LOTTERIES } from "~/content/offers";

const css = readFileSync(new URL("../../app/tailwind.css", import.meta.url), "utf8");

function colourOf(id: string): string | undefined {
  return new RegExp(`\\[data-lottery="${id}"\\]\\s*\\{\\s*--lottery:\\s*(#[0-9a-f]{6});`).exec(css)?.[1];
}

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

describe("the lotteries' colours", () => {
  it.each(INTERNATIONAL_LOTTERIES.map((lottery) => lottery.id))("%s has its colour, and white text on it reads at AA", (id) => {
    const colour = colourOf(id);
    expect(colour, `[data-lottery="${id}"] in app/tailwind.css`).toBeDefined();
    expect((1 + 0.05) / (luminance(colour!) + 0.05)).toBeGreaterThanOrEqual(4.5);
  });

  it("no rule is left for a lottery that is gone", () => {
    const ids = [...css.matchAll(/\[data-lottery="([\w-]+)"\]/g)].map((m) => m[1]);
    expect(ids.sort()).toEqual(INTERNATIONAL_LOTTERIES.map((lottery) => lottery.id).sort());
  });
});
