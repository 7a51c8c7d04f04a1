/**
 * Remix renders its single-fetch data scripts after the root <html> element, so a streamed page ends
 * "</body></html><script>…". Browsers cope, but it is not valid HTML. This transform holds the closing
 * tags back and writes them after everything else, without delaying any other byte of the stream.
 */
const CLOSING_TAGS = "</body></html>";

export function closingTagsLast(): TransformStream<string, string> {
  let found = false;
  let pending = "";
  return new TransformStream<string, string>({
    transform(chunk, controller) {
      if (found) {
        controller.enqueue(chunk);
        return;
      }
      pending += chunk;
      const at = pending.indexOf(CLOSING_TAGS);
      if (at >= 0) {
        found = true;
        controller.enqueue(pending.slice(0, at) + pending.slice(at + CLOSING_TAGS.length));
        pending = "";
        return;
      }
      // Keep just enough to recognise closing tags split across two chunks.
      const keep = CLOSING_TAGS.length - 1;
      if (pending.length > keep) {
        controller.enqueue(pending.slice(0, -keep));
        pending = pending.slice(-keep);
      }
    },
    flush(controller) {
      controller.enqueue(pending + (found ? CLOSING_TAGS : ""));
    },
  });
}

/** Applies `closingTagsLast` to a byte stream of HTML. */
export function withClosingTagsLast(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  // The DOM and Workers typings disagree on TextDecoderStream's input type; the runtime accepts bytes.
  const decoder = new TextDecoderStream() as unknown as ReadableWritablePair<string, Uint8Array>;
  return body.pipeThrough(decoder).pipeThrough(closingTagsLast()).pipeThrough(new TextEncoderStream());
}
