/**
 * A pushed JSON body (the collector's, ResultsZA's webhook), its shape bounded before it is parsed: one
 * pass over the raw text counts how deep it nests and how many items each array holds, so a body nested
 * thousands deep or an array of millions is a 400 with its reason, never a stack overflow deeper in (a
 * collector push nested 5,000 deep once answered a plain-text 500). The bounds sit far above what either
 * source sends: an official answer nests about ten deep, the longest array is a push's answers (200).
 */

export interface JsonBounds {
  /** Objects and arrays one inside another. */
  maxDepth: number;
  /** Items in any one array. */
  maxArrayItems: number;
}

const PUSHED_JSON_BOUNDS: JsonBounds = { maxDepth: 32, maxArrayItems: 1_000 };

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/**
 * Why the text's shape is out of bounds, or null. It reads only the structure (brackets and the commas
 * between items, outside strings) and judges no syntax: JSON.parse does that afterwards.
 */
export function jsonShapeProblem(text: string, bounds: JsonBounds = PUSHED_JSON_BOUNDS): string | null {
  // One entry per open container: an array's commas so far, or -1 for an object (its commas do not count).
  const open: number[] = [];
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === BACKSLASH) i++;
      else if (char === QUOTE) inString = false;
      continue;
    }
    if (char === QUOTE) inString = true;
    else if (char === OPEN_ARRAY || char === OPEN_OBJECT) {
      if (open.length >= bounds.maxDepth) return `the body nests more than ${bounds.maxDepth} levels deep`;
      open.push(char === OPEN_ARRAY ? 0 : -1);
    } else if (char === CLOSE_ARRAY || char === CLOSE_OBJECT) open.pop();
    else if (char === COMMA && open.length > 0 && open[open.length - 1]! >= 0) {
      // n commas separate n + 1 items.
      const commas = ++open[open.length - 1]!;
      if (commas >= bounds.maxArrayItems) return `an array in the body holds more than ${bounds.maxArrayItems} items`;
    }
  }
  return null;
}

/** The body parsed, or why it is refused (out of bounds, or not JSON): the caller answers 400 with it. */
export function parseBoundedJson(
  text: string,
  bounds: JsonBounds = PUSHED_JSON_BOUNDS,
): { ok: true; value: unknown } | { ok: false; message: string } {
  const problem = jsonShapeProblem(text, bounds);
  if (problem) return { ok: false, message: problem };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, message: "the body is not JSON" };
  }
}
