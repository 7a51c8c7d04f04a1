/**
 * The late results' watch (issue 42), inlined inside the watch element of the pages that await a draw
 * (components/watch/ResultsWatch.tsx: the home page, a game page, tonight's "not yet" draw page and My
 * Tickets). While an awaited draw's window is open (its draw time until the next morning) and the page
 * is visible, it asks the edge-cached `/api/results/latest` about every 30 s with the last answer's ETag
 * (a 304 costs a few bytes), backing off after errors. When the draw arrives, each of the page's arrival
 * slots for its game shows the numbers, the late lines of that game go, a polite live region says
 * "Tonight's Lotto results are in", and RESULTS_ARRIVED tells the page's other scripts: no reload. Outside
 * the windows, or with the page hidden, nothing is asked. Without JavaScript the page is as it was served.
 */
import { formatDay, formatDrawNumber } from "~/format";
import { arrivals, nextOpening, pollDelay, readWatches, RESULTS_ARRIVED, watchedAt, whoseResults, type ArrivedDraw } from "./results-watch";

const LATEST = "/api/results/latest";

function start(root: HTMLElement): void {
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
    const arrived = arrivals(pending, answer);
    if (arrived.length === 0) return;
    const now = Date.now();
    for (const { watch, draw } of arrived) {
      const title = `${whoseResults(watch.name, draw.drawDate, now)} are in`;
      for (const slot of document.querySelectorAll<HTMLElement>(`[data-watch-arrival="${watch.game}"]`)) fill(slot, title, draw);
      for (const line of document.querySelectorAll<HTMLElement>(`[data-late-for="${watch.game}"]`)) line.hidden = true;
      document.dispatchEvent(new CustomEvent(RESULTS_ARRIVED, { detail: { game: watch.game, drawDate: draw.drawDate } }));
    }
    if (status) status.textContent = arrived.map(({ watch, draw }) => `${whoseResults(watch.name, draw.drawDate, now)} are in.`).join(" ");
    pending = pending.filter((watch) => !arrived.some((done) => done.watch === watch));
  };

  document.addEventListener("visibilitychange", plan);
  plan();
}

/** A copy of a ball of the slot's template with another number (its first text; a bonus ball keeps its label). */
function ball(template: Element, value: number): Node {
  const copy = template.cloneNode(true);
  if (copy.firstChild) copy.firstChild.textContent = String(value);
  return copy;
}

/** The slot's title, date and balls (made from its template, the markup of the page's own balls), shown. */
function fill(slot: HTMLElement, title: string, draw: ArrivedDraw): void {
  const template = slot.querySelector("template")?.content.firstElementChild;
  const heading = slot.querySelector("[data-watch-title]");
  const balls = slot.querySelector("[data-watch-balls]");
  const link = slot.querySelector<HTMLAnchorElement>("[data-watch-link]");
  if (!template || !heading || !balls) return;
  const [main, plus, bonus] = [...template.children];
  const drawn = template.cloneNode(false) as HTMLElement;
  drawn.replaceChildren(
    ...draw.numbers.map((value) => ball(main!, value)),
    ...(draw.bonusNumber !== null && plus && bonus ? [plus.cloneNode(true), ball(bonus, draw.bonusNumber)] : []),
  );
  const bonusLabel = draw.bonusNumber !== null && bonus ? `, ${bonus.getAttribute("title") ?? "Bonus"} ${draw.bonusNumber}` : "";
  drawn.setAttribute("aria-label", `${draw.numbers.join(", ")}${bonusLabel}`);
  // "Tonight's Lotto results are in: Sat 5 Dec 2026, draw 2744" (the date once, where the title has none).
  const day = formatDay(draw.drawDate);
  const details = [
    ...(title.includes(day) ? [] : [day]),
    ...(draw.drawNumber !== null ? [`draw ${formatDrawNumber(draw.drawNumber)}`] : []),
  ];
  heading.textContent = details.length > 0 ? `${title}: ${details.join(", ")}` : title;
  balls.replaceChildren(drawn);
  link?.setAttribute("href", (link.getAttribute("href") ?? "").replace(/\d{4}-\d{2}-\d{2}$/, draw.drawDate));
  slot.hidden = false;
}

const root = document.querySelector<HTMLElement>("[data-watch]");
// The slots may follow the watch element in the page: start once it is all parsed.
if (root && document.readyState === "loading") document.addEventListener("DOMContentLoaded", () => start(root));
else if (root) start(root);
