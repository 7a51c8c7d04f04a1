/**
 * Finishing touches on the streamed HTML, applied once each without holding the stream back:
 * - the stylesheet goes into the <style id="critical-css"> placeholder the root layout renders (so the
 *   CSS ships once, in the page, not a second time inside the client JavaScript), and the pages' scripts
 *   (app/browser/) into their placeholders: the site script on every page, the hero's and the wallet's
 *   where the root layout renders their placeholders at the end of <body>, the alerts' (or a game's
 *   alerts', with its jackpot thresholds) inside the alerts section (components/alerts/ResultsAlerts.tsx),
 *   the late results' watch inside its element (components/watch/ResultsWatch.tsx);
 * - Remix renders its single-fetch data scripts after the root <html> element, which is not valid HTML,
 *   so the closing </body></html> is held back and written after everything else;
 * - every module preload gets fetchpriority="low". The page is complete as HTML and its module scripts
 *   never block rendering, so on a slow link the hero's images and the paint should not wait behind the
 *   hydration code. Chrome fetches module preloads at High priority, which Lighthouse also reads as
 *   render-blocking; Remix's <Scripts> has no prop for the hint, hence the rewrite here.
 *
 * It works on the bytes React writes, never decoding them: the markers are ASCII, which never occurs
 * inside a multi-byte character, and the stylesheet is encoded once per isolate. Decoding every chunk to
 * text and encoding it again (three streams instead of one) cost more CPU than the rest of a small
 * page's render.
 */
import { indexOfBytes } from "../http/bytes";

export const CSS_PLACEHOLDER = '<style id="critical-css"></style>';
/** The pages' inlined scripts (app/browser/), each filled into its own placeholder element. */
export const PAGE_SCRIPTS = ["site", "hero", "wallet", "alerts", "gameAlerts", "watch"] as const;
export type PageScriptName = (typeof PAGE_SCRIPTS)[number];
export type PageScripts = Record<PageScriptName, string>;
/** Where a page wants a script: `<script id="wallet-script"></script>` (ids stay: the admin's pages hydrate them). */
const scriptElement = (name: PageScriptName, code = "") => `<script id="${name}-script">${code}</script>`;
export const SCRIPT_PLACEHOLDER = scriptElement("site");
export const HERO_SCRIPT_PLACEHOLDER = scriptElement("hero");
export const WALLET_SCRIPT_PLACEHOLDER = scriptElement("wallet");
export const ALERTS_SCRIPT_PLACEHOLDER = scriptElement("alerts");
const CLOSING_TAGS = "</body></html>";
const MODULE_PRELOAD = '<link rel="modulepreload"';

const encoder = new TextEncoder();
const CSS_PLACEHOLDER_BYTES = encoder.encode(CSS_PLACEHOLDER);
const CLOSING_TAGS_BYTES = encoder.encode(CLOSING_TAGS);
const MODULE_PRELOAD_BYTES = encoder.encode(MODULE_PRELOAD);
const LOW_PRIORITY_PRELOAD_BYTES = encoder.encode(`${MODULE_PRELOAD} fetchpriority="low"`);
const NOTHING = new Uint8Array(0);

/** What the pages inline: the stylesheet and the scripts, the same for every page of a build. */
export interface Inlined {
  css: string;
  scripts: PageScripts;
}

interface Filled {
  style: Uint8Array;
  scripts: { find: Uint8Array; replace: Uint8Array }[];
}

/** The filled elements, encoded once: every page of an isolate inlines the same stylesheet and scripts. */
let filled: { inlined: Inlined; elements: Filled } | undefined;
function filledElements(inlined: Inlined): Filled {
  if (filled?.inlined.css !== inlined.css || filled.inlined.scripts !== inlined.scripts) {
    filled = {
      inlined,
      elements: {
        style: encoder.encode(`<style id="critical-css">${inlined.css}</style>`),
        scripts: PAGE_SCRIPTS.map((name) => ({
          find: encoder.encode(scriptElement(name)),
          replace: encoder.encode(scriptElement(name, inlined.scripts[name])),
        })),
      },
    };
  }
  return filled.elements;
}

/** What to find and what to write instead; `every` steps apply to each occurrence, the others once. */
interface Step {
  find: Uint8Array;
  replace: Uint8Array;
  every?: true;
}

export function finishHtml(inlined: Inlined): TransformStream<Uint8Array, Uint8Array> {
  const elements = filledElements(inlined);
  const steps: Step[] = [
    { find: CSS_PLACEHOLDER_BYTES, replace: elements.style },
    ...elements.scripts,
    { find: MODULE_PRELOAD_BYTES, replace: LOW_PRIORITY_PRELOAD_BYTES, every: true },
    { find: CLOSING_TAGS_BYTES, replace: NOTHING },
  ];
  let closingHeldBack = false;
  /** The end of the last chunk, kept to recognise a marker split across two chunks. */
  let pending = NOTHING;
  return new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      const bytes = pending.length === 0 ? chunk : concat(pending, chunk);
      let start = 0;
      for (;;) {
        // The earliest marker still to apply.
        let found: { step: Step; index: number; at: number } | undefined;
        steps.forEach((step, index) => {
          const at = indexOfBytes(bytes, step.find, start);
          if (at !== -1 && (!found || at < found.at)) found = { step, index, at };
        });
        if (!found) break;
        if (!found.step.every) steps.splice(found.index, 1);
        if (found.step.find === CLOSING_TAGS_BYTES) closingHeldBack = true;
        if (found.at > start) controller.enqueue(bytes.subarray(start, found.at));
        // A copy: the shared bytes must never be handed to a stream that may take ownership of them.
        if (found.step.replace.length > 0) controller.enqueue(found.step.replace.slice());
        start = found.at + found.step.find.length;
      }
      const keep = Math.max(0, ...steps.map((step) => step.find.length - 1));
      const safeEnd = Math.max(start, bytes.length - keep);
      if (safeEnd > start) controller.enqueue(bytes.subarray(start, safeEnd));
      pending = bytes.slice(safeEnd);
    },
    flush(controller) {
      if (pending.length > 0) controller.enqueue(pending);
      if (closingHeldBack) controller.enqueue(CLOSING_TAGS_BYTES.slice());
    },
  });
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a);
  joined.set(b, a.length);
  return joined;
}

/** Applies `finishHtml` to a byte stream of HTML. */
export function finishHtmlStream(body: ReadableStream<Uint8Array>, inlined: Inlined): ReadableStream<Uint8Array> {
  return body.pipeThrough(finishHtml(inlined));
}
