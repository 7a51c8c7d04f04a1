import { describe, expect, it } from "vitest";
import { CsvSyntaxError, parseCsv, parseCsvLine } from "~/import/csv";
import { readDivisionFile, readDrawFile } from "~/import/results-csv.server";
import { csvField } from "~/import/results-csv-writer.server";

describe("the CSV reader", () => {
  it("reads a quoted field holding a line break and an escaped quote, and numbers lines from where each record starts", () => {
    const text = 'name,note,n\r\nfirst,"line one\nsaid ""hi"", then left",1\n\n  \nsecond , plain ,2\n';
    const { header, records } = parseCsv(text);
    expect(header).toEqual(["name", "note", "n"]);
    expect(records).toEqual([
      { line: 2, values: { name: "first", note: 'line one\nsaid "hi", then left', n: "1" } },
      // Blank and whitespace-only lines are skipped but still counted; fields are trimmed.
      { line: 6, values: { name: "second", note: "plain", n: "2" } },
    ]);
  });

  it("ignores a BOM, reads a missing field as empty and ignores an extra one", () => {
    expect(parseCsv("\uFEFFa,b\n1\n2,3,4").records).toEqual([
      { line: 2, values: { a: "1", b: "" } },
      { line: 3, values: { a: "2", b: "3" } },
    ]);
    expect(parseCsv("")).toEqual({ header: [""], records: [] });
  });

  it("keeps a quote inside an unquoted field as text", () => {
    expect(parseCsvLine('5",x')).toEqual(['5"', "x"]);
    expect(parseCsvLine(' "a, b" , c ')).toEqual(["a, b", "c"]);
  });

  it("names the line a broken record starts on", () => {
    const unclosed = () => parseCsv('a,b\n1,2\n3,"never closed\n4,5\n');
    expect(unclosed).toThrow(CsvSyntaxError);
    expect(unclosed).toThrow("a quoted field starts here and is never closed");
    try {
      unclosed();
    } catch (error) {
      expect((error as CsvSyntaxError).line).toBe(3);
    }
  });

  it("reports a syntax error as a problem of the file, on its line, instead of throwing", () => {
    const header = "draw_number,draw_date,n1,n2,n3,n4,n5,n6,bonus";
    const result = readDrawFile("lotto", `${header}\n,2025-10-01,1,2,3,4,5,6,7\n,2025-10-04,"1"x,2,3,4,5,6,7\n`);
    expect(result.draws).toEqual([]);
    expect(result.errors).toEqual([{ line: 3, reason: expect.stringMatching(/^a closing quote must be followed by a comma/) }]);
    expect(readDivisionFile('game,division,match,winners,payout_rand,draw_date\nlotto,1,"6', () => true).errors).toEqual([
      { line: 2, reason: "a quoted field starts here and is never closed" },
    ]);
  });
});

describe("the CSV writer's fields", () => {
  it("quotes commas, quotes and line breaks, and the reader reads them back", () => {
    const values = ['say "hi"', "a, b", "two\nlines", 'all, "three"\nat once', "plain"];
    const line = values.map(csvField).join(",");
    expect(line).toBe('"say ""hi""","a, b","two\nlines","all, ""three""\nat once",plain');
    const { records } = parseCsv(`${values.map((_, i) => `c${i}`).join(",")}\n${line}\nnext,row\n`);
    expect(Object.values(records[0]!.values)).toEqual(values);
    expect(records[1]!.line).toBe(5);
  });

  it("writes unknown as empty and numbers and booleans as JavaScript prints them", () => {
    expect([null, 0, 3500000.5, true, false].map(csvField)).toEqual(["", "0", "3500000.5", "true", "false"]);
  });
});
