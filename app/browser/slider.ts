/**
 * The hero slider (components/home/HeroSlider.tsx renders it, the first slide showing): every 5 s the
 * next `[data-slide]` shows, wrapping at the end; the arrows (`[data-slider-step="-1"|"1"]`) and dots
 * (`[data-slider-dot]`) move to a slide and restart the wait. It rests while the pointer is over it or
 * focus is in it, and when the visitor asks for reduced motion. The dots mark the current slide with
 * aria-current, and each arrow's tooltip names the slide it leads to (each slide's `data-hint`).
 */
import { SLIDE_INTERVAL_MS } from "./timing";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

export function startSliders(root: ParentNode): void {
  for (const slider of root.querySelectorAll<HTMLElement>("[data-slider]")) startSlider(slider);
}

function startSlider(slider: HTMLElement): void {
  const slides = [...slider.querySelectorAll<HTMLElement>("[data-slide]")];
  const dots = [...slider.querySelectorAll<HTMLElement>("[data-slider-dot]")];
  const arrows = [...slider.querySelectorAll<HTMLElement>("[data-slider-step]")];
  if (slides.length < 2) return;
  const reducedMotion = window.matchMedia(REDUCED_MOTION);
  let index = 0;
  let hovered = false;
  let focused = false;
  let timer: ReturnType<typeof setInterval> | undefined;

  const restart = () => {
    clearInterval(timer);
    if (!hovered && !focused && !reducedMotion.matches) timer = setInterval(() => go(index + 1), SLIDE_INTERVAL_MS);
  };
  const go = (target: number) => {
    index = (target + slides.length) % slides.length;
    slides.forEach((slide, i) => slide.classList.toggle("invisible", i !== index));
    dots.forEach((dot, i) => {
      if (i === index) dot.setAttribute("aria-current", "true");
      else dot.removeAttribute("aria-current");
    });
    for (const arrow of arrows) {
      const hint = slides[(index + Number(arrow.dataset.sliderStep) + slides.length) % slides.length]?.dataset.hint;
      const tip = arrow.closest("[data-tooltip]")?.querySelector("[role=tooltip]");
      if (tip && hint) tip.textContent = hint;
    }
  };

  slider.addEventListener("click", (event) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-slider-step], [data-slider-dot]") : null;
    if (!control) return;
    go(control.dataset.sliderStep ? index + Number(control.dataset.sliderStep) : Number(control.dataset.sliderDot));
    restart();
  });
  slider.addEventListener("mouseenter", () => {
    hovered = true;
    restart();
  });
  slider.addEventListener("mouseleave", () => {
    hovered = false;
    restart();
  });
  slider.addEventListener("focusin", () => {
    focused = true;
    restart();
  });
  slider.addEventListener("focusout", (event) => {
    focused = event.relatedTarget instanceof Node && slider.contains(event.relatedTarget);
    restart();
  });
  reducedMotion.addEventListener("change", restart);
  restart();
}
