/** Splits a content file into its front matter (`key: value` lines between `---`) and Markdown body. */
export function splitFrontMatter(source: string): { data: Record<string, string>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) return { data: {}, body: source };
  const data: Record<string, string> = {};
  for (const line of match[1]!.split(/\r?\n/)) {
    const colon = line.indexOf(":"); // values may contain colons: split on the first only
    if (colon <= 0) continue;
    data[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return { data, body: source.slice(match[0].length) };
}

export const listValue = (value: string | undefined) =>
  (value ?? "").split(",").map((item) => item.trim()).filter(Boolean);
