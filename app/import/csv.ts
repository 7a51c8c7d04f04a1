/**
 * The CSV reader for the results files: comma-separated, optional double quotes, header row. Parsing is
 * csv-parse's (the csv project's sync API): a quoted field may hold commas, doubled quotes and line
 * breaks, which the hand-written line splitter it replaces could not read. This module keeps what the
 * results files rely on around it: each record's 1-based line number (where the record starts, for the
 * import's messages), fields trimmed, blank lines skipped, a missing field read as "" and a leading BOM
 * ignored. csv-parse/sync uses the global Buffer, which Node has and workerd has under nodejs_compat
 * (wrangler.toml); the Worker itself never imports this reader (only tests in workerd do).
 */
import { parse } from "csv-parse/sync";

export interface CsvRecord {
  /** 1-based line number in the file where the record starts, for error messages. */
  line: number;
  values: Record<string, string>;
}

/** A file that is not CSV at all (a quote never closed, text after a closing quote). */
export class CsvSyntaxError extends Error {
  constructor(
    /** The line the broken record starts on. */
    readonly line: number,
    message: string,
  ) {
    super(message);
    this.name = "CsvSyntaxError";
  }
}

interface Row {
  line: number;
  fields: string[];
}

/** What a person fixing the file needs to hear, for the errors a results file can make. */
function syntaxReason(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === "CSV_QUOTE_NOT_CLOSED") return "a quoted field starts here and is never closed";
  if (code === "CSV_INVALID_CLOSING_QUOTE" || code === "CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE") {
    return 'a closing quote must be followed by a comma or the end of the line (write a quote inside a quoted field as "")';
  }
  return `not valid CSV: ${error instanceof Error ? error.message : String(error)}`;
}

function parseRows(text: string): Row[] {
  const rows: Row[] = [];
  // The line the next record starts on: csv-parse counts the line a record ends on.
  let next = 1;
  try {
    parse(text.replace(/^\uFEFF/, "").replace(/\r\n/g, "\n"), {
      // CRLF is turned into LF above: csv-parse miscounts lines when a record delimiter is two characters.
      record_delimiter: "\n",
      // A short or long row is the results reader's business (a missing field reads as ""), not a parse error.
      relax_column_count: true,
      // A quote inside an unquoted field (`5"`) is kept as text.
      relax_quotes: true,
      trim: true,
      on_record: (fields: string[], { lines }) => {
        rows.push({ line: next, fields: fields.map((field) => field.trim()) });
        next = lines + 1;
        return null;
      },
    });
  } catch (error) {
    throw new CsvSyntaxError(next, syntaxReason(error));
  }
  return rows;
}

/** One line's fields, trimmed (a line holding a quoted line break is not one line: use parseCsv). */
export function parseCsvLine(line: string): string[] {
  return parseRows(line)[0]?.fields ?? [""];
}

/** The header and every record; throws CsvSyntaxError, with the line, on text that is not CSV. */
export function parseCsv(text: string): { header: string[]; records: CsvRecord[] } {
  const [first, ...rest] = parseRows(text);
  const header = first?.fields ?? [""];
  const records: CsvRecord[] = [];
  for (const { line, fields } of rest) {
    // A blank (or whitespace-only) line is no record.
    if (fields.length === 1 && fields[0] === "") continue;
    records.push({ line, values: Object.fromEntries(header.map((name, i) => [name, fields[i] ?? ""])) });
  }
  return { header, records };
}
