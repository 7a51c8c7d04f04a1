import { formatDay } from "~/words/dates";
import { formatInteger, formatRand } from "~/words/numbers";
import type { JackpotPoint, JackpotYear } from "~/statistics/records";
import { runsPath } from "./chart-path";

// A narrow drawing scaled to the column: its 15-unit labels are about 11 px on a 390 px phone, 18 px at most.
const WIDTH = 480;
const HEIGHT = 240;
// Room for the widest amount label ("R 110m") in a wide system font.
const LEFT = 70;
const RIGHT = 14;
const TOP = 12;
const BOTTOM = 28;

export interface JackpotGeometry {
  /** One SVG path, a subpath per run of draws with a figure: a gap is a gap, never a drop to zero. */
  line: string;
  /** Single draws between gaps, drawn as dots (a line of one point draws nothing): "" when there are none. */
  dots: string;
  yTicks: { y: number; label: string }[];
  xTicks: { x: number; label: string }[];
}

const days = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** "R 232m", "R 1.5m", "R 500k": short labels for the axis; the table gives the exact amounts. */
function shortRand(amount: number): string {
  if (amount >= 1_000_000) return `R ${formatInteger(amount / 1_000_000)}m`;
  if (amount >= 1_000) return `R ${formatInteger(amount / 1_000)}k`;
  return formatRand(amount);
}

/** Built on the server: the page carries two path strings, not thousands of elements. */
export function jackpotGeometry(runs: readonly JackpotPoint[][], first: string, last: string): JackpotGeometry {
  const points = runs.flat();
  const top = Math.max(1, ...points.map((p) => p.amount));
  const start = days(first);
  const span = Math.max(1, days(last) - start);
  const x = (date: string) => Math.round((LEFT + ((days(date) - start) / span) * (WIDTH - LEFT - RIGHT)) * 10) / 10;
  const y = (amount: number) => Math.round((TOP + (1 - amount / top) * (HEIGHT - TOP - BOTTOM)) * 10) / 10;
  const placed = runs.map((run) => run.map((p) => ({ x: x(p.date), y: y(p.amount) })));
  const line = runsPath(placed.filter((run) => run.length > 1));
  const dots = runsPath(
    placed.filter((run) => run.length === 1),
    { dots: true },
  );
  const firstYear = Number(first.slice(0, 4));
  const lastYear = Number(last.slice(0, 4));
  const step = Math.max(1, Math.ceil((lastYear - firstYear + 1) / 5));
  const xTicks: JackpotGeometry["xTicks"] = [];
  for (let year = first.endsWith("-01-01") ? firstYear : firstYear + 1; year <= lastYear; year += step)
    xTicks.push({ x: x(`${year}-01-01`), label: String(year) });
  // A history within one year: name the year in the middle.
  if (xTicks.length === 0) xTicks.push({ x: Math.round((LEFT + WIDTH - RIGHT) / 2), label: String(firstYear) });
  const yTicks = [0, 0.5, 1].map((f) => ({ y: y(top * f), label: shortRand(top * f) }));
  return { line, dots, yTicks, xTicks };
}

/** The chart's text: what it shows, and where the exact figures are. */
const chartTitle = (gameName: string) =>
  `${gameName} jackpot per draw over time; the table below gives each year's highest and lowest figure`;

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The chart as a standalone SVG document (the image the page shows): the jackpot of every draw with a
 * figure as a line over time, gaps left open, lone figures as dots; axes in rand and years. Written as
 * one string, as the ball charts are: it is text, never a React tree.
 */
export function jackpotChartSvg(gameName: string, geometry: JackpotGeometry): string {
  const yLines = geometry.yTicks.map((t) => `<line x1="${LEFT}" x2="${WIDTH - RIGHT}" y1="${t.y}" y2="${t.y}"/>`).join("");
  const xLines = geometry.xTicks.map((t) => `<line x1="${t.x}" x2="${t.x}" y1="${HEIGHT - BOTTOM}" y2="${HEIGHT - BOTTOM + 5}"/>`).join("");
  const yLabels = geometry.yTicks
    .map((t) => `<text x="${LEFT - 6}" y="${t.y + 5}" text-anchor="end">${escapeText(t.label)}</text>`)
    .join("");
  const xLabels = geometry.xTicks
    .map((t) => `<text x="${t.x}" y="${HEIGHT - 6}" text-anchor="middle">${escapeText(t.label)}</text>`)
    .join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">` +
    `<title>${escapeText(chartTitle(gameName))}</title>` +
    // An image follows the viewer's colour scheme by its own style (the page's CSS does not reach into
    // it): the dark values are the page's dark card, rules and inks (app/tailwind.css).
    `<style>@media (prefers-color-scheme:dark){.bg{fill:#1e2433}.grid{stroke:#334155}.ink{fill:#cbd5e1}.line{stroke:#7ddea2}}</style>` +
    `<rect class="bg" width="${WIDTH}" height="${HEIGHT}" fill="#fff"/>` +
    // Lines first, then their labels, each group with its attributes once; nothing of one overlaps the other.
    `<g class="grid" stroke="#cbd5e1">${yLines}</g><g stroke="#64748b">${xLines}</g>` +
    `<g class="ink" font-family="system-ui,sans-serif" font-size="15" fill="#334155">${yLabels}${xLabels}</g>` +
    `<g class="line" fill="none" stroke="#0b6331" stroke-linejoin="round" stroke-linecap="round">` +
    (geometry.line ? `<path d="${geometry.line}" stroke-width="1.5"/>` : "") +
    (geometry.dots ? `<path d="${geometry.dots}" stroke-width="5"/>` : "") +
    `</g></svg>`
  );
}

/**
 * The jackpot figure of every draw we hold as a line over time (an image: jackpotChartSvg), with a table
 * by year as its text alternative (and for the exact amounts).
 */
export function JackpotChart({
  gameName,
  chart,
  years,
  held,
}: {
  gameName: string;
  /** The chart's address (routes/statistics_.$game.jackpots[.]svg.ts); null when no draw holds a figure. */
  chart: { src: string } | null;
  years: readonly JackpotYear[];
  held: { draws: number; withFigure: number };
}) {
  return (
    <figure className="space-y-3">
      <figcaption className="text-sm text-slate-700">
        {`The jackpot figure of each ${gameName} draw in our records (${formatInteger(held.withFigure)} of ${formatInteger(held.draws)} draws hold one). Where we hold no figure, or no draws, the line stops: a gap is a gap, not a fall to zero.`}
      </figcaption>
      {chart ? (
        // An image, loaded as it nears the screen: on a phone it sits far below the first screen, and a
        // history of thousands of draws is the largest part of the page (decision 009).
        <img
          src={chart.src}
          alt={chartTitle(gameName)}
          width={WIDTH}
          height={HEIGHT}
          loading="lazy"
          decoding="async"
          className="h-auto w-full max-w-xl rounded"
        />
      ) : (
        <p className="text-slate-700">{`We hold no jackpot figures for ${gameName} yet.`}</p>
      )}
      {years.length > 0 ? (
        <details>
          <summary className="cursor-pointer py-3 text-sm font-semibold text-brand-700">The jackpot figures by year, as a table</summary>
          <div className="mt-2 max-h-96 overflow-auto" tabIndex={0} role="region" aria-label={`${gameName} jackpot figures by year`}>
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{`${gameName} jackpot figures by year`}</caption>
              <thead>
                <tr className="border-b">
                  <th scope="col" className="py-1 pr-2">
                    Year
                  </th>
                  <th scope="col" className="py-1 pr-2">
                    Draws (with a figure)
                  </th>
                  <th scope="col" className="py-1 pr-2">
                    Highest
                  </th>
                  <th scope="col" className="py-1">
                    Lowest
                  </th>
                </tr>
              </thead>
              <tbody className="stat-rows stat-flush">
                {years.map((year) => (
                  <tr key={year.year}>
                    <th scope="row">{year.year}</th>
                    <td>{`${formatInteger(year.draws)} (${formatInteger(year.withFigure)})`}</td>
                    <td>{year.highest ? `${formatRand(year.highest.amount)}, ${formatDay(year.highest.date)}` : "none held"}</td>
                    <td>{year.lowest ? `${formatRand(year.lowest.amount)}, ${formatDay(year.lowest.date)}` : "none held"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      ) : null}
    </figure>
  );
}
