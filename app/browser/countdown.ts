/**
 * The countdowns (components/home/Countdown.tsx renders them, with the figures at the server's time):
 * every second each `[data-countdown]` recomputes the time left until its `data-target` (an ISO instant)
 * by the visitor's clock, and rewrites its four `[data-figure]`s. Past the target they rest at zero.
 */
import { countdownFigures } from "~/words/numbers";
import { countdownTo } from "~/words/sa-time";
import { COUNTDOWN_TICK_MS } from "./timing";

export function startCountdowns(root: ParentNode): void {
  const countdowns = [...root.querySelectorAll<HTMLElement>("[data-countdown]")]
    .map((element) => ({
      target: new Date(element.dataset.target ?? ""),
      figures: [...element.querySelectorAll<HTMLElement>("[data-figure]")],
    }))
    // A target that is not an instant leaves the server's figures as they are.
    .filter(({ target }) => !Number.isNaN(target.getTime()));
  if (countdowns.length === 0) return;
  setInterval(() => {
    const now = new Date();
    for (const { target, figures } of countdowns) {
      countdownFigures(countdownTo(target, now)).forEach((text, i) => {
        const figure = figures[i];
        if (figure && figure.textContent !== text) figure.textContent = text;
      });
    }
  }, COUNTDOWN_TICK_MS);
}
