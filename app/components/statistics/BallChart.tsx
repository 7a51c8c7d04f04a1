import { formatInteger } from "~/format";

const WIDTH = 340;
const ROW = 15;
const LABEL = 28;
const VALUE = 34;
const TOP = 18;

const escapeAttribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const r1 = (value: number) => Math.round(value * 10) / 10;

/**
 * The chart's markup. Written as one string because a page holds three of these charts with 50-odd
 * rows each: as React elements they cost more to render than the rest of the page together, as text
 * almost nothing. Everything in it is a number or the escaped label.
 */
export function ballChartSvg(balls: readonly { number: number; drawn: number }[], expected: number, label: string, colour: string): string {
  const top = Math.max(1, expected, ...balls.map((b) => b.drawn)) * 1.05;
  const barArea = WIDTH - LABEL - VALUE;
  const x = (count: number) => r1(LABEL + (count / top) * barArea);
  const height = TOP + balls.length * ROW + 4;
  const expectedX = x(expected);
  const bars = balls
    .map(
      (b, i) => `<rect x="${LABEL}" y="${TOP + i * ROW + 1}" width="${r1(Math.max(0, x(b.drawn) - LABEL))}" height="${ROW - 4}" rx="2"/>`,
    )
    .join("");
  const labels = balls
    .map(
      (b, i) =>
        `<text x="${LABEL - 6}" y="${TOP + i * ROW + 10}" text-anchor="end">${b.number}</text><text x="${r1(x(b.drawn) + 4)}" y="${TOP + i * ROW + 10}">${formatInteger(b.drawn)}</text>`,
    )
    .join("");
  return (
    `<svg viewBox="0 0 ${WIDTH} ${height}" class="h-auto w-full rounded bg-[#fff]" role="img" aria-label="${escapeAttribute(label)}">` +
    `<text x="${r1(Math.min(expectedX + 4, WIDTH - VALUE - 70))}" y="12" font-size="11" fill="#334155">expected ${expected.toFixed(1)}</text>` +
    `<g fill="${colour}">${bars}</g>` +
    `<line x1="${expectedX}" x2="${expectedX}" y1="${TOP - 2}" y2="${height - 2}" stroke="#92400e" stroke-width="1.5" stroke-dasharray="4 3"/>` +
    // The labels last, with a halo, so the expected line never runs through a number.
    `<g font-size="11" fill="#0f172a" stroke="#f8fafc" stroke-width="3" paint-order="stroke">${labels}</g>` +
    `</svg>`
  );
}

/**
 * Times each ball was drawn as horizontal bars (one row per ball, so the numbers stay readable on a
 * phone), with chance's expected count as a dashed line. `label` is its text alternative: it names the
 * table on the page that holds the same figures.
 */
export function BallChart({
  balls,
  expected,
  label,
  colour = "#0f7a3d",
}: {
  balls: readonly { number: number; drawn: number }[];
  expected: number;
  label: string;
  colour?: string;
}) {
  return <figure className="w-full max-w-md" dangerouslySetInnerHTML={{ __html: ballChartSvg(balls, expected, label, colour) }} />;
}
