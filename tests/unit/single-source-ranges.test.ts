import { describe, expect, it } from "vitest";
import { singleSourceCode, singleSourceRanges } from "~/coverage/single-source-ranges";

describe("single-source stretches of the imported history (/data-sources)", () => {
  it("reads one code from an imported draw's source, and none from a cross-checked, live or unlabelled one", () => {
    expect(singleSourceCode("csv:W")).toBe("W");
    expect(singleSourceCode("csv:W|L")).toBeNull();
    expect(singleSourceCode("official")).toBeNull();
    expect(singleSourceCode("manual")).toBeNull();
    expect(singleSourceCode("csv")).toBeNull();
    expect(singleSourceCode("csv:")).toBeNull();
  });

  it("joins consecutive held draws of the same one source, in date order, and breaks at any other draw", () => {
    const held = ["2020-01-03", "2020-01-01", "2020-01-02", "2020-01-04", "2020-01-05", "2020-01-06", "2020-01-08", "2020-01-09"];
    const single = new Map([
      ["2020-01-01", "W"],
      ["2020-01-02", "W"],
      ["2020-01-03", "W"],
      // 4 January is cross-checked; 5 and 6 rest on two different sources; 8 and 9 on W again, with
      // 7 January not held at all (a gap does not break a stretch: it is not a draw of another source).
      ["2020-01-05", "Q"],
      ["2020-01-06", "C"],
      ["2020-01-08", "W"],
      ["2020-01-09", "W"],
    ]);
    expect(singleSourceRanges(held, single)).toEqual([
      { code: "W", from: "2020-01-01", to: "2020-01-03", draws: 3 },
      { code: "Q", from: "2020-01-05", to: "2020-01-05", draws: 1 },
      { code: "C", from: "2020-01-06", to: "2020-01-06", draws: 1 },
      { code: "W", from: "2020-01-08", to: "2020-01-09", draws: 2 },
    ]);
  });

  it("has no stretch when every draw is confirmed, or none is held", () => {
    expect(singleSourceRanges(["2020-01-01", "2020-01-02"], new Map())).toEqual([]);
    expect(singleSourceRanges([], new Map())).toEqual([]);
  });
});
