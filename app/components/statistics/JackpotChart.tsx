import { formatInteger, formatRand, formatShortDate } from "~/format";
import type { JackpotPoint, JackpotYear } from "~/statistics/records";

// A narrow drawing scaled to the column: its 15-unit labels are about 11 px on a 390 px phone, 18 px at most.
const WIDTH = 480;
const HEIGHT = 240;
const LEFT = 62;
const RIGHT = 14;
const TOP = 12;
const BOTTOM = 28;

export interface JackpotGeometry {
  /** One SVG path per run of draws with a figure: a gap is a gap, never a drop to zero. */
  paths: string[];
  /** Single draws between gaps, drawn as dots (a path of one point draws nothing). */
  dots: { x: number; y: number }[];
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

/** Built on the server: the page carries a few path strings, not thousands of points. */
export function jackpotGeometry(runs: readonly JackpotPoint[][], first: string, last: string): JackpotGeometry {
  const points = runs.flat();
  const top = Math.max(1, ...points.map((p) => p.amount));
  const start = days(first);
  const span = Math.max(1, days(last) - start);
  const x = (date: string) => Math.round((LEFT + ((days(date) - start) / span) * (WIDTH - LEFT - RIGHT)) * 10) / 10;
  const y = (amount: number) => Math.round((TOP + (1 - amount / top) * (HEIGHT - TOP - BOTTOM)) * 10) / 10;
  const paths: string[] = [];
  const dots: { x: number; y: number }[] = [];
  for (const run of runs) {
    if (run.length === 1) dots.push({ x: x(run[0]!.date), y: y(run[0]!.amount) });
    else paths.push(run.map((p, i) => `${i === 0 ? "M" : "L"}${x(p.date)} ${y(p.amount)}`).join(""));
  }
  const firstYear = Number(first.slice(0, 4));
  const lastYear = Number(last.slice(0, 4));
  const step = Math.max(1, Math.ceil((lastYear - firstYear + 1) / 5));
  const xTicks: JackpotGeometry["xTicks"] = [];
  for (let year = first.endsWith("-01-01") ? firstYear : firstYear + 1; year <= lastYear; year += step)
    xTicks.push({ x: x(`${year}-01-01`), label: String(year) });
  // A history within one year: name the year in the middle.
  if (xTicks.length === 0) xTicks.push({ x: Math.round((LEFT + WIDTH - RIGHT) / 2), label: String(firstYear) });
  const yTicks = [0, 0.5, 1].map((f) => ({ y: y(top * f), label: shortRand(top * f) }));
  return { paths, dots, yTicks, xTicks };
}

/**
 * The jackpot figure of every draw we hold as an inline SVG line over time, with a table by year as its
 * text alternative (and for the exact amounts).
 */
export function JackpotChart({
  gameName,
  geometry,
  years,
  held,
}: {
  gameName: string;
  geometry: JackpotGeometry | null;
  years: readonly JackpotYear[];
  held: { draws: number; withFigure: number };
}) {
  return (
    <figure className="space-y-3">
      <figcaption className="text-sm text-slate-700">
        The jackpot figure of each {gameName} draw in our records ({formatInteger(held.withFigure)} of {formatInteger(held.draws)} draws
        hold one). Where we hold no figure, or no draws, the line stops: a gap is a gap, not a fall to zero.
      </figcaption>
      {geometry ? (
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          className="h-auto w-full max-w-xl rounded bg-[#fff]"
          role="img"
          aria-labelledby="jackpot-chart-title"
        >
          <title id="jackpot-chart-title">{`${gameName} jackpot per draw over time; the table below gives each year's highest and lowest figure`}</title>
          {geometry.yTicks.map((tick) => (
            <g key={tick.label}>
              <line x1={LEFT} x2={WIDTH - RIGHT} y1={tick.y} y2={tick.y} stroke="#cbd5e1" strokeWidth="1" />
              <text x={LEFT - 6} y={tick.y + 5} textAnchor="end" fontSize="15" fill="#334155">
                {tick.label}
              </text>
            </g>
          ))}
          {geometry.xTicks.map((tick) => (
            <g key={tick.label}>
              <line x1={tick.x} x2={tick.x} y1={HEIGHT - BOTTOM} y2={HEIGHT - BOTTOM + 5} stroke="#64748b" strokeWidth="1" />
              <text x={tick.x} y={HEIGHT - 6} textAnchor="middle" fontSize="15" fill="#334155">
                {tick.label}
              </text>
            </g>
          ))}
          {geometry.paths.map((d, i) => (
            <path key={i} d={d} fill="none" stroke="#0b6331" strokeWidth="1.5" strokeLinejoin="round" />
          ))}
          {geometry.dots.map((dot, i) => (
            <circle key={i} cx={dot.x} cy={dot.y} r="2.5" fill="#0b6331" />
          ))}
        </svg>
      ) : (
        <p className="text-slate-700">We hold no jackpot figures for {gameName} yet.</p>
      )}
      {years.length > 0 ? (
        <details>
          <summary className="cursor-pointer py-3 text-sm font-semibold text-brand-700">The jackpot figures by year, as a table</summary>
          <div className="mt-2 max-h-96 overflow-auto" tabIndex={0} role="region" aria-label={`${gameName} jackpot figures by year`}>
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{gameName} jackpot figures by year</caption>
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
              <tbody>
                {years.map((year) => (
                  <tr key={year.year} className="border-b border-slate-100">
                    <th scope="row" className="py-1 pr-2 font-normal">
                      {year.year}
                    </th>
                    <td className="py-1 pr-2">
                      {formatInteger(year.draws)} ({formatInteger(year.withFigure)})
                    </td>
                    <td className="py-1 pr-2">
                      {year.highest ? `${formatRand(year.highest.amount)}, ${formatShortDate(year.highest.date)}` : "none held"}
                    </td>
                    <td className="py-1">
                      {year.lowest ? `${formatRand(year.lowest.amount)}, ${formatShortDate(year.lowest.date)}` : "none held"}
                    </td>
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
