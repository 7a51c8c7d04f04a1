/**
 * Finishing touches on the streamed HTML, applied once each without holding the stream back:
 * - the stylesheet goes into the <style id="critical-css"> placeholder the root layout renders (so the
 *   CSS ships once, in the page, not a second time inside the client JavaScript);
 * - Remix renders its single-fetch data scripts after the root <html> element, which is not valid HTML,
 *   so the closing </body></html> is held back and written after everything else;
 * - every module preload gets fetchpriority="low". The page is complete as HTML and its module scripts
 *   never block rendering, so on a slow link the hero's images and the paint should not wait behind the
 *   hydration code. Chrome fetches module preloads at High priority, which Lighthouse also reads as
 *   render-blocking; Remix's <Scripts> has no prop for the hint, hence the rewrite here.
 */
export const CSS_PLACEHOLDER = '<style id="critical-css"></style>';
const CLOSING_TAGS = "</body></html>";
const MODULE_PRELOAD = '<link rel="modulepreload"';

export function finishHtml(css: string): TransformStream<string, string> {
  /** What to find and what to write instead; `every` steps apply to each occurrence, the others once. */
  const steps: { find: string; replace: string; every?: true }[] = [
    { find: CSS_PLACEHOLDER, replace: `<style id="critical-css">${css}</style>` },
    { find: MODULE_PRELOAD, replace: `${MODULE_PRELOAD} fetchpriority="low"`, every: true },
    { find: CLOSING_TAGS, replace: "" },
  ];
  let closingHeldBack = false;
  let pending = "";
  return new TransformStream<string, string>({
    transform(chunk, controller) {
      pending += chunk;
      for (;;) {
        // The earliest marker still to apply.
        const found = steps
          .map((step, index) => ({ step, index, at: pending.indexOf(step.find) }))
          .filter((candidate) => candidate.at >= 0)
          .sort((a, b) => a.at - b.at)[0];
        if (!found) break;
        if (!found.step.every) steps.splice(found.index, 1);
        if (found.step.find === CLOSING_TAGS) closingHeldBack = true;
        controller.enqueue(pending.slice(0, found.at) + found.step.replace);
        pending = pending.slice(found.at + found.step.find.length);
      }
      // Keep just enough to recognise a marker split across two chunks.
      const keep = Math.max(0, ...steps.map((step) => step.find.length - 1));
      if (pending.length > keep) {
        controller.enqueue(pending.slice(0, pending.length - keep));
        pending = pending.slice(pending.length - keep);
      }
    },
    flush(controller) {
      controller.enqueue(pending + (closingHeldBack ? CLOSING_TAGS : ""));
    },
  });
}

/** Applies `finishHtml` to a byte stream of HTML. */
export function finishHtmlStream(body: ReadableStream<Uint8Array>, css: string): ReadableStream<Uint8Array> {
  // The DOM and Workers typings disagree on TextDecoderStream's input type; the runtime accepts bytes.
  const decoder = new TextDecoderStream() as unknown as ReadableWritablePair<string, Uint8Array>;
  return body.pipeThrough(decoder).pipeThrough(finishHtml(css)).pipeThrough(new TextEncoderStream());
}
