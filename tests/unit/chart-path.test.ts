import { describe, expect, it } from "vitest";
import { runsPath, visiblePoints } from "~/components/statistics/chart-path";
import { subpaths } from "./svg-path";

describe("line chart paths", () => {
  it("keeps, per one-unit column, the first, lowest, highest and last point, in order", () => {
    const run = [
      { x: 10, y: 50 },
      { x: 10.1, y: 20 },
      { x: 10.2, y: 40 },
      { x: 10.3, y: 90 },
      { x: 10.4, y: 60 },
      { x: 12, y: 30 },
    ];
    expect(visiblePoints(run)).toEqual([run[0], run[1], run[3], run[4], run[5]]);
  });

  it("writes each run as a subpath that reads back to its points, to a tenth", () => {
    const runs = [
      [
        { x: 62, y: 212 },
        { x: 70.3, y: 12.1 },
        { x: 80.55, y: 100 },
      ],
      [
        { x: 100, y: 0.5 },
        { x: 101.7, y: 150 },
      ],
    ];
    const d = runsPath(runs);
    expect(d.match(/[Mm]/g)).toHaveLength(2);
    expect(subpaths(d)).toEqual([
      [
        { x: 62, y: 212 },
        { x: 70.3, y: 12.1 },
        { x: 80.6, y: 100 },
      ],
      [
        { x: 100, y: 0.5 },
        { x: 101.7, y: 150 },
      ],
    ]);
  });

  it("draws a lone point as a subpath of no length, for a round line cap to show", () => {
    const d = runsPath([[{ x: 5, y: 6 }], [{ x: 7.5, y: 2 }]], { dots: true });
    expect(d).toBe("M5 6h0m2.5-4h0");
    expect(subpaths(d)).toEqual([[{ x: 5, y: 6 }], [{ x: 7.5, y: 2 }]]);
  });
});
