import type { HeroSlide } from "~/views/hero-slides.server";
import { DrawBalls } from "../DrawBalls";
import { OperatorLink } from "../SiteDialogs";
import { Tooltip } from "../Tooltip";
import { Countdown } from "./Countdown";

const ARROW_CLASS = "flex h-11 w-11 items-center justify-center rounded-full bg-white/20 text-2xl hover:bg-white/30";

/**
 * The home page's slider, rendered with its first slide showing. The site script (app/browser/slider.ts)
 * moves it on every 5 s, wraps it, and makes the arrows and dots work; without JavaScript the first
 * slide stays, and every game's result is in the cards below.
 */
export function HeroSlider({ slides, serverNow, operatorUrl }: { slides: HeroSlide[]; serverNow: number; operatorUrl: string }) {
  // The slide shown as the page arrives.
  const current = 0;
  return (
    <section
      aria-roledescription="carousel"
      aria-label="Next draws"
      className="fixed-scheme relative grid overflow-hidden rounded-2xl bg-gradient-to-br from-brand-800 to-brand-900 text-white shadow-lg"
      data-testid="hero-slider"
      data-slider
    >
      {slides.map((slide, i) => (
        <div
          key={slide.id}
          role="group"
          aria-roledescription="slide"
          aria-label={`${i + 1} of ${slides.length}: ${slide.heading}`}
          // Every slide sits in the same grid cell and only the current one is visible, so the hero is as
          // tall as its tallest slide: a slide that leads with balls is taller than one with a jackpot,
          // and the page below must not jump every 5 s.
          className={`col-start-1 row-start-1 px-6 py-8 sm:px-16 sm:py-10 ${i === current ? "" : "invisible"}`}
          data-slide={slide.id}
          data-hint={slideHint(slides, i)}
        >
          <h2 className="text-lg font-semibold tracking-wide text-gold-400 uppercase">{slide.heading}</h2>
          {slide.last ? (
            <div className="mt-3">
              <DrawBalls game={slide.id} numbers={slide.last.numbers} bonus={slide.last.bonus} size="hero" />
            </div>
          ) : (
            <p className="mt-2 text-4xl font-extrabold sm:text-5xl">{slide.headline}</p>
          )}
          {slide.lines.map((line) => (
            <p key={line} className="mt-2 text-brand-100">
              {line}
            </p>
          ))}
          <div className="mt-4">
            <Countdown targetIso={slide.targetIso} serverNow={serverNow} label={slide.countdownLabel} />
          </div>
          {slide.status === "in-progress" || Date.parse(slide.targetIso) <= serverNow ? (
            <p className="mt-3 font-semibold text-gold-400">Draw in progress — results follow once published</p>
          ) : null}
          <OperatorLink
            href={operatorUrl}
            className="mt-5 inline-block rounded-lg bg-gold-400 px-6 py-2.5 font-bold text-slate-900 hover:bg-gold-500"
          >
            Play Now
          </OperatorLink>
        </div>
      ))}
      {slides.length > 1 ? (
        <>
          {/* The arrows' hints name the slide they lead to; hidden with the arrows on small screens. */}
          <Tooltip
            content={slideHint(slides, current - 1)}
            side="right"
            className="absolute top-1/2 left-2 hidden -translate-y-1/2 sm:flex"
          >
            <button type="button" aria-label="Previous slide" className={ARROW_CLASS} data-slider-step="-1">
              ‹
            </button>
          </Tooltip>
          <Tooltip
            content={slideHint(slides, current + 1)}
            side="left"
            className="absolute top-1/2 right-2 hidden -translate-y-1/2 sm:flex"
          >
            <button type="button" aria-label="Next slide" className={ARROW_CLASS} data-slider-step="1">
              ›
            </button>
          </Tooltip>
          <div className="absolute right-2 bottom-1 flex">
            {slides.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                aria-label={`Show slide ${i + 1}: ${slide.heading}`}
                aria-current={i === current ? "true" : undefined}
                className="group flex h-11 w-11 items-center justify-center"
                data-slider-dot={i}
              >
                {/* The current slide's dot is gold: the site script moves aria-current. */}
                <span className="block h-2.5 w-2.5 rounded-full bg-white/50 group-aria-[current=true]:bg-gold-400" />
              </button>
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}

/** "Next Lotto Draw (slide 2 of 2)": where an arrow leads, wrapping at either end. */
function slideHint(slides: readonly HeroSlide[], target: number): string {
  const index = (target + slides.length) % slides.length;
  return `${slides[index]!.heading} (slide ${index + 1} of ${slides.length})`;
}
