import { formatInteger } from "~/words/numbers";

const WIDTH = 340;
const ROW = 15;
const LABEL = 28;
const VALUE = 34;
const TOP = 18;

const escapeAttribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const r1 = (value: number) => Math.round(value * 10) / 10;

/**
 * The bars as one path: each a rectangle with corners of 2 (as `<rect rx="2">` draws it), the next one
 * reached by a relative move, so a bar costs its right edge and not its coordinates. A bar of no length
 * draws nothing, as a rect of no width.
 */
function barsPath(widths: readonly number[]): string {
  let d = "";
  let at: { x: number; y: number } | null = null;
  widths.forEach((width, i) => {
    if (width <= 0) return;
    // The corners' horizontal radius: 2, or half of a shorter bar (SVG's rule for rx), the vertical one 2.
    const r = Math.min(2, width / 2);
    const x = r1(LABEL + r);
    const y = TOP + i * ROW + 1;
    d += at ? (x === at.x ? `m0 ${y - at.y}` : `m${r1(x - at.x)} ${y - at.y}`) : `M${x} ${y}`;
    // A quarter of an ellipse to (dx, dy), written as SVG does without a space before a minus sign.
    const arc = (dx: number, dy: number) => `a${r} 2 0 0 1${dx < 0 ? "" : " "}${dx}${dy < 0 ? "" : " "}${dy}`;
    d += `H${r1(LABEL + width - r)}${arc(r, 2)}v${ROW - 8}${arc(-r, 2)}H${x}${arc(-r, -2)}v-${ROW - 8}${arc(r, -2)}`;
    at = { x, y };
  });
  return d;
}

/**
 * The chart's markup. Written as one string because a page holds three of these charts with 50-odd
 * rows each: as React elements they cost more to render than the rest of the page together, as text
 * almost nothing. Everything in it is a number or the escaped label. Its inks are the page's palette
 * (classes, not fixed colours), so it sits on the panel in either colour scheme. The labels are a column of lines
 * (`dy`) rather than text placed row by row, and the bars one path: a row adds its figures and little else.
 */
function ballChartSvg(balls: readonly { number: number; drawn: number }[], expected: number, label: string, colour: string): string {
  const top = Math.max(1, expected, ...balls.map((b) => b.drawn)) * 1.05;
  const barArea = WIDTH - LABEL - VALUE;
  const x = (count: number) => r1(LABEL + (count / top) * barArea);
  const height = TOP + balls.length * ROW + 4;
  const expectedX = x(expected);
  const bars = barsPath(balls.map((b) => r1(Math.max(0, x(b.drawn) - LABEL))));
  // The first line sits at TOP + 10; each tspan moves one row down.
  const line = (attributes: string, text: string) => `<tspan ${attributes}dy="${ROW}">${text}</tspan>`;
  const numbers = balls.map((b) => line(`x="${LABEL - 6}" `, `${b.number}`)).join("");
  const counts = balls.map((b) => line(`x="${r1(x(b.drawn) + 4)}" `, formatInteger(b.drawn))).join("");
  return (
    `<svg viewBox="0 0 ${WIDTH} ${height}" class="h-auto w-full" role="img" aria-label="${escapeAttribute(label)}">` +
    `<text x="${r1(Math.min(expectedX + 4, WIDTH - VALUE - 70))}" y="12" font-size="11" class="fill-slate-700">expected ${expected.toFixed(1)}</text>` +
    `<path fill="${colour}" d="${bars}"/>` +
    `<line x1="${expectedX}" x2="${expectedX}" y1="${TOP - 2}" y2="${height - 2}" class="stroke-amber-800" stroke-width="1.5" stroke-dasharray="4 3"/>` +
    // The labels last, with a halo, so the expected line never runs through a number.
    `<g font-size="11" class="fill-slate-900 stroke-white" stroke-width="3" paint-order="stroke">` +
    `<text y="${TOP + 10 - ROW}" text-anchor="end">${numbers}</text><text y="${TOP + 10 - ROW}">${counts}</text></g>` +
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
