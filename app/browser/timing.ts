/** The spec's timings (product-spec "Timings"), read by the site script and by the pages it animates. */

/** The hero slider moves on every 5 s. */
export const SLIDE_INTERVAL_MS = 5000;
/** The countdown is recomputed every second. */
export const COUNTDOWN_TICK_MS = 1000;
/** A tooltip shows after 700 ms of hover or focus… */
export const TOOLTIP_DELAY_MS = 700;
/** …or at once when another closed less than 300 ms ago. */
export const TOOLTIP_SKIP_DELAY_MS = 300;
