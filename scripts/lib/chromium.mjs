// @ts-check
// Debian's chromium, as every browser of the project starts it (the e2e tests, Lighthouse, the page
// weight): headless as root, on a machine with no outside network, so nothing it would fetch for
// itself (updates, sync, QUIC probes) adds requests or delays to a measurement.

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
