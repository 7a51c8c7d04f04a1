/**
 * The late results' watch (issue 42), inlined inside the watch element of the pages that await a draw
 * and show it (components/watch/ResultsWatch.tsx: the home page, a game page, tonight's "not yet" draw
 * page). The loop (watch-loop.ts) asks while a draw is due or late; when one arrives, each of the page's
 * arrival slots for its game shows the numbers and the late lines of that game go: no reload. Without
 * JavaScript the page is as it was served.
 */
import { formatDay } from "~/words/dates";
import { formatDrawNumber } from "~/words/numbers";
import type { ArrivedDraw } from "./results-watch";
import { startWatch } from "./watch-loop";

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
const start = (watched: HTMLElement) =>
  startWatch(watched, (watch, draw, title) => {
    for (const slot of document.querySelectorAll<HTMLElement>(`[data-watch-arrival="${watch.game}"]`)) fill(slot, title, draw);
    for (const line of document.querySelectorAll<HTMLElement>(`[data-late-for="${watch.game}"]`)) line.hidden = true;
  });
if (root && document.readyState === "loading") document.addEventListener("DOMContentLoaded", () => start(root));
else if (root) start(root);
