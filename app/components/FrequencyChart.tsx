import type { BallFigure } from "~/statistics/figures";
import { Card } from "~/components/ui/Card";

/** Balls per strip of the chart: strips wrap, so the chart fits a 390 px phone without scrolling sideways. */
const PER_STRIP = 10;

/**
 * How often each ball was drawn over a window, as inline SVG bars, with the same figures in a table (the
 * accessible alternative, also what screen readers use). The bars come in strips of ten balls on one
 * scale that wrap with the width (five strips in a row on a laptop, two on a phone), and take their
 * colours from the page's palette, so the chart follows the dark scheme like the panel around it.
 */
export function FrequencyChart({ stats, title, caption }: { stats: readonly BallFigure[]; title: string; caption: string }) {
  const max = Math.max(1, ...stats.map((s) => s.drawn));
  const barWidth = 14;
  const gap = 4;
  const chartHeight = 120;
  const strips = Array.from({ length: Math.ceil(stats.length / PER_STRIP) }, (_, i) => stats.slice(i * PER_STRIP, (i + 1) * PER_STRIP));
  return (
    <Card as="figure">
      <figcaption className="font-semibold">{title}</figcaption>
      <p className="text-sm text-slate-600">{caption}</p>
      <div
        className="mt-3 flex flex-wrap gap-x-3 gap-y-2 text-slate-700"
        role="img"
        aria-label={`${title}: bar chart; the table below lists the same figures`}
        data-testid="frequency-chart"
      >
        {strips.map((strip) => {
          const width = strip.length * (barWidth + gap);
          return (
            <svg
              key={strip[0]!.number}
              viewBox={`0 0 ${width} ${chartHeight + 20}`}
              width={width}
              height={chartHeight + 20}
              aria-hidden="true"
            >
              {strip.map((s, i) => {
                const height = (s.drawn / max) * chartHeight;
                const x = i * (barWidth + gap);
                return (
                  <g key={s.number}>
                    <rect
                      x={x}
                      y={chartHeight - height}
                      width={barWidth}
                      height={height}
                      rx={2}
                      className={s.drawsSince === 0 ? "fill-gold-500" : "fill-brand-600"}
                    />
                    <text x={x + barWidth / 2} y={chartHeight + 14} fontSize="9" textAnchor="middle" fill="currentColor">
                      {s.number}
                    </text>
                  </g>
                );
              })}
            </svg>
          );
        })}
      </div>
      <p className="mt-1 text-xs text-slate-600">Gold bars: drawn in the newest draw of the window.</p>
      <details className="mt-3">
        <summary className="cursor-pointer py-3 text-sm font-semibold text-brand-700">Show the figures as a table</summary>
        <div className="mt-2 max-h-80 overflow-y-auto" tabIndex={0} role="region" aria-label={`${title} table`}>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b">
                <th scope="col" className="py-1">
                  Ball
                </th>
                <th scope="col" className="py-1">
                  Times drawn
                </th>
                <th scope="col" className="py-1">
                  Draws since last drawn
                </th>
              </tr>
            </thead>
            <tbody>
              {stats.map((s) => (
                <tr key={s.number} className="border-b border-slate-100">
                  <td className="py-1">{s.number}</td>
                  <td className="py-1">{s.drawn}</td>
                  <td className="py-1">
                    {s.drawsSince === null ? "not drawn in this window" : s.drawsSince === 0 ? "drawn in the newest draw" : s.drawsSince}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </Card>
  );
}
