/**
 * SVG path data for line charts of many points (the jackpot history: thousands of draws), written small:
 * one path for all the lines, each run of points a subpath, in relative steps of tenths of a unit with
 * no byte SVG does not need. A run keeps, per one-unit column, only its first, lowest, highest and last
 * point: a chart a few hundred units wide shows nothing more (min/max decimation), and a history of
 * 1,900 draws costs a third of its points.
 */
export interface ChartPoint {
  x: number;
  y: number;
}

/** The points of a run that can show, in order: per one-unit column, its first, lowest, highest and last. */
export function visiblePoints(run: readonly ChartPoint[]): ChartPoint[] {
  const kept: ChartPoint[] = [];
  for (let start = 0; start < run.length;) {
    const column = Math.round(run[start]!.x);
    let end = start + 1;
    while (end < run.length && Math.round(run[end]!.x) === column) end++;
    const inColumn = run.slice(start, end);
    const lowest = inColumn.reduce((a, b) => (b.y < a.y ? b : a));
    const highest = inColumn.reduce((a, b) => (b.y > a.y ? b : a));
    const keep = new Set([inColumn[0]!, lowest, highest, inColumn.at(-1)!]);
    kept.push(...inColumn.filter((point) => keep.has(point)));
    start = end;
  }
  return kept;
}

/** A number of tenths as SVG reads it at its shortest: "12.4", ".3", "-.5", "7". */
function tenths(value: number): string {
  const text = (Math.abs(value) / 10).toString().replace(/^0\./, ".");
  return value < 0 ? `-${text}` : text;
}

/** Two numbers with a space between them only where SVG needs one (a sign or a second point separates). */
function pair(a: number, b: number): string {
  const [first, second] = [tenths(a), tenths(b)];
  const joined = second.startsWith("-") || (second.startsWith(".") && first.includes("."));
  return `${first}${joined ? "" : " "}${second}`;
}

/**
 * One path: each run a subpath of straight lines through its visible points; `dot` ends each subpath
 * with "h0" instead, for runs of one point drawn by a round line cap.
 */
export function runsPath(runs: readonly (readonly ChartPoint[])[], { dots = false } = {}): string {
  let d = "";
  let at: [number, number] | null = null;
  for (const run of runs) {
    const points = (dots ? run.slice(0, 1) : visiblePoints(run)).map((p): [number, number] => [Math.round(p.x * 10), Math.round(p.y * 10)]);
    points.forEach(([x, y], i) => {
      if (!at) d += `M${pair(x, y)}`;
      else d += `${i === 0 ? "m" : "l"}${pair(x - at[0], y - at[1])}`;
      at = [x, y];
    });
    if (dots && points.length > 0) d += "h0";
  }
  return d;
}
