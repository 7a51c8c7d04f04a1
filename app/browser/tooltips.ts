/**
 * Tooltips (components/Tooltip.tsx renders each as a wrapper `[data-tooltip]` holding the control and a
 * hidden `[role=tooltip]`): shown after 700 ms of hover or keyboard focus, at once when another closed
 * less than 300 ms ago, hidden when the pointer or focus leaves and on Escape wherever focus is (WCAG
 * 1.4.13). While one shows, its control is described by it. One shows at a time.
 */
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "./timing";

let timer: ReturnType<typeof setTimeout> | undefined;
let shown: HTMLElement | undefined;
let lastClosedAt = -Infinity;

function tipOf(wrapper: HTMLElement): HTMLElement | null {
  return wrapper.querySelector<HTMLElement>("[role=tooltip]");
}

function schedule(wrapper: HTMLElement): void {
  clearTimeout(timer);
  const skip = Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS;
  timer = setTimeout(() => show(wrapper), skip ? 0 : TOOLTIP_DELAY_MS);
}

function show(wrapper: HTMLElement): void {
  const tip = tipOf(wrapper);
  if (!tip) return;
  if (shown && shown !== wrapper) hide();
  tip.hidden = false;
  wrapper.firstElementChild?.setAttribute("aria-describedby", tip.id);
  shown = wrapper;
}

function hide(): void {
  clearTimeout(timer);
  if (!shown) return;
  const tip = tipOf(shown);
  if (tip) tip.hidden = true;
  shown.firstElementChild?.removeAttribute("aria-describedby");
  shown = undefined;
  lastClosedAt = Date.now();
}

/** The wrapper an event's target sits in, unless the event only moves within it (`related` inside too). */
function crossedWrapper(event: Event, related: EventTarget | null): HTMLElement | undefined {
  const wrapper = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-tooltip]") : null;
  if (!wrapper || (related instanceof Node && wrapper.contains(related))) return undefined;
  return wrapper;
}

export function startTooltips(root: Document): void {
  const enter = (event: MouseEvent | FocusEvent) => {
    const wrapper = crossedWrapper(event, event.relatedTarget);
    if (wrapper) schedule(wrapper);
  };
  const leave = (event: MouseEvent | FocusEvent) => {
    if (crossedWrapper(event, event.relatedTarget)) hide();
  };
  root.addEventListener("mouseover", enter);
  root.addEventListener("focusin", enter);
  root.addEventListener("mouseout", leave);
  root.addEventListener("focusout", leave);
  root.addEventListener("keydown", (event) => {
    if (event.key === "Escape") hide();
  });
}
