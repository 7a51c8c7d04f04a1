/** A small CSV reader for the results files: comma-separated, optional double quotes, header row. */

export interface CsvRecord {
  /** 1-based line number in the file, for error messages. */
  line: number;
  values: Record<string, string>;
}

export function parseCsvLine(line: string): string[] {
  const fields: string[] = [];
  let current = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        current += '"';
        i++;
      } else if (char === '"') quoted = false;
      else current += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      fields.push(current);
      current = "";
    } else current += char;
  }
  fields.push(current);
  return fields.map((field) => field.trim());
}

export function parseCsv(text: string): { header: string[]; records: CsvRecord[] } {
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  const header = parseCsvLine(lines[0] ?? "");
  const records: CsvRecord[] = [];
  lines.slice(1).forEach((line, index) => {
    if (line.trim() === "") return;
    const fields = parseCsvLine(line);
    records.push({ line: index + 2, values: Object.fromEntries(header.map((name, i) => [name, fields[i] ?? ""])) });
  });
  return { header, records };
}
