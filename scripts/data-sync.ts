/**
 * npm run data:sync -- <dir> [--into <data dir>]
 *
 * Brings a new version of the results history into data/: reads every result file of <dir> with the
 * import's own checks, and copies nothing when any row fails. Otherwise copies the CSV files, the data
 * team's README (as PROVENANCE.md) and CHANGES.md, prints rows before → after per file, and rewrites
 * the coverage table of data/README.md from the new files.
 */
import { copyFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { readArgs } from "./lib/cli.mjs";
import { checkFolder, coverage, coverageTable, problemLines, RESULT_FILES, withCoverage } from "./lib/data-folder";

/** The data team's own documents, copied beside the files under these names. */
const DOCUMENTS: [from: string, to: string][] = [
  ["README.md", "PROVENANCE.md"],
  ["CHANGES.md", "CHANGES.md"],
];

const USAGE = "Usage: npm run data:sync -- <folder with lotto.csv, …, divisions.csv>";
const { values, positionals } = readArgs({ usage: USAGE, options: { into: { type: "string", default: "data" } }, allowPositionals: true });
/** The project's data/ (another folder only for the tests). */
const DATA_DIR = values.into;
const source = positionals[0];
if (!source || positionals.length > 1) {
  console.error(USAGE);
  process.exit(2);
}

const incoming = checkFolder(source);
if (incoming.missing.length > 0) {
  console.error(`✗ ${source} lacks ${incoming.missing.join(", ")}; nothing copied`);
  process.exit(1);
}
if (incoming.errors.length > 0) {
  for (const line of problemLines(incoming.errors)) console.error(`  error ${line}`);
  console.error(`✗ ${source} has rows the import would refuse; nothing copied`);
  process.exit(1);
}

const lineCount = (path: string) =>
  existsSync(path)
    ? readFileSync(path, "utf8")
        .split(/\r?\n/)
        .filter((line) => line.trim() !== "").length - 1
    : 0;
for (const file of RESULT_FILES) {
  const before = lineCount(join(DATA_DIR, file));
  copyFileSync(join(source, file), join(DATA_DIR, file));
  const after = lineCount(join(DATA_DIR, file));
  console.log(`  ${file.padEnd(20)} ${String(before).padStart(6)} → ${String(after).padStart(6)} rows`);
}
for (const [from, to] of DOCUMENTS) {
  if (existsSync(join(source, from))) copyFileSync(join(source, from), join(DATA_DIR, to));
}

const readmePath = join(DATA_DIR, "README.md");
writeFileSync(readmePath, withCoverage(readFileSync(readmePath, "utf8"), coverageTable(coverage(checkFolder(DATA_DIR)))));
console.log(`✓ ${DATA_DIR} holds the new version; coverage table in ${readmePath} rewritten. Review with git diff, then commit.`);
