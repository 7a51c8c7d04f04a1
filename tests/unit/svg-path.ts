/** Reads back the path data app/components/statistics/chart-path.ts writes: subpaths of absolute points. */
export function subpaths(d: string): { x: number; y: number }[][] {
  const result: { x: number; y: number }[][] = [];
  let at = { x: 0, y: 0 };
  for (const [, command, args] of d.matchAll(/([MmLlHh])([^MmLlHh]*)/g)) {
    const numbers = (args!.match(/-?(\d+\.?\d*|\.\d+)/g) ?? []).map(Number);
    if (command === "H") at = { x: numbers[0]!, y: at.y };
    else if (command === "h") at = { x: at.x + numbers[0]!, y: at.y };
    else if (command === "M" || command === "L") at = { x: numbers[0]!, y: numbers[1]! };
    else at = { x: at.x + numbers[0]!, y: at.y + numbers[1]! };
    const point = { x: Math.round(at.x * 10) / 10, y: Math.round(at.y * 10) / 10 };
    if (command === "M" || command === "m") result.push([point]);
    else if (command !== "h" && command !== "H") result.at(-1)!.push(point);
  }
  return result;
}
