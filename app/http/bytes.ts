/**
 * Searching UTF-8 bytes for ASCII markers (the HTML stream's tags and placeholders) without decoding them: an ASCII byte
 * never occurs inside a multi-byte character, so a match in the bytes is a match in the text.
 */

/** Where `needle` first starts in `haystack` at or after `from`, or -1. */
export function indexOfBytes(haystack: Uint8Array, needle: Uint8Array, from = 0): number {
  const first = needle[0];
  if (first === undefined) return -1;
  for (let at = haystack.indexOf(first, from); at !== -1 && at + needle.length <= haystack.length; at = haystack.indexOf(first, at + 1)) {
    if (bytesAt(haystack, needle, at)) return at;
  }
  return -1;
}

/** True when `haystack` holds `needle` at `at`. */
function bytesAt(haystack: Uint8Array, needle: Uint8Array, at: number): boolean {
  if (at < 0 || at + needle.length > haystack.length) return false;
  for (let index = 0; index < needle.length; index++) if (haystack[at + index] !== needle[index]) return false;
  return true;
}
