/**
 * The late results' watch (issue 42), its loop, apart from what a page does with an arrival
 * (watch-script.ts). Outside the awaited draws' windows, or with the page hidden, nothing is asked.
 */
import { arrivals, nextOpening, pollDelay, readWatches, watchedAt, whoseResults, type ArrivedDraw, type Watch } from "./results-watch";

const LATEST = "/api/results/latest";

/**
 * The watch's loop: while one of the page's awaited draws (its `data-watch`) is in its window and the page
 * is visible, asks the edge-cached `/api/results/latest` about every 30 s with the last answer's ETag (a
 * 304 costs a few bytes), backing off after errors; sleeps until the next window opens, and stops when
 * nothing is left to await. Each arrival is said in the polite live region and handed to `arrived`.
 */
export function startWatch(root: HTMLElement, arrived: (watch: Watch, draw: ArrivedDraw, title: string) => void): void {
  const status = root.querySelector("[data-watch-status]");
  let pending = readWatches(root.dataset.watch);
  let etag: string | null = null;
  let failures = 0;
  let timer: number | undefined;
  // The page was just served: its first question waits a full period.
  let lastAsked = Date.now();

  const plan = () => {
    window.clearTimeout(timer);
    timer = undefined;
    if (pending.length === 0 || document.visibilityState === "hidden") return;
    const now = Date.now();
    const jitter = Math.random();
    if (watchedAt(pending, now).length > 0) {
      timer = window.setTimeout(askSoon, Math.max(0, lastAsked + pollDelay(failures, jitter) - now));
      return;
    }
    const opening = nextOpening(pending, now);
    // The pages open at the draw time do not all ask in its first second.
    if (opening !== null) timer = window.setTimeout(askSoon, opening - now + pollDelay(0, jitter) * jitter);
  };

  const ask = async () => {
    timer = undefined;
    if (watchedAt(pending, Date.now()).length === 0) return plan();
    lastAsked = Date.now();
    try {
      const response = await fetch(LATEST, {
        cache: "no-store",
        headers: { Accept: "application/json", ...(etag ? { "If-None-Match": etag } : {}) },
      });
      if (response.status === 304) failures = 0;
      else if (response.ok) {
        const answer: unknown = await response.json();
        etag = response.headers.get("ETag");
        failures = 0;
        show(answer);
      } else failures++;
    } catch {
      failures++;
    }
    plan();
  };

  const askSoon = () => void ask();

  const show = (answer: unknown) => {
    const found = arrivals(pending, answer);
    if (found.length === 0) return;
    const now = Date.now();
    const titles = found.map(({ watch, draw }) => `${whoseResults(watch.name, draw.drawDate, now)} are in`);
    found.forEach(({ watch, draw }, index) => arrived(watch, draw, titles[index]!));
    if (status) status.textContent = titles.map((title) => `${title}.`).join(" ");
    pending = pending.filter((watch) => !found.some((done) => done.watch === watch));
  };

  document.addEventListener("visibilitychange", plan);
  plan();
}
