// npm run make-icons: draws the installed app's icons (public/icons/, listed in app/browser/offline-policy.ts)
// from the site's mark in public/favicon.svg, with Chromium. Run again when the mark changes; the PNGs are
// committed, so a build never needs a browser.
import { mkdirSync, readFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./lib/chromium.mjs";

const mark = readFileSync(new URL("../public/favicon.svg", import.meta.url), "utf8");
const OUT = new URL("../public/icons/", import.meta.url);
// A maskable icon may be cropped to a circle of 80% of its width: the mark fills 64% on the theme colour.
// The apple-touch-icon (linked by app/root.tsx) must be opaque, as iOS fills transparency with black, and
// iOS only rounds its corners: the mark fills 80% on the theme colour.
const ICONS = [
  { file: "icon-192.png", size: 192, mark: 1, opaque: false },
  { file: "icon-512.png", size: 512, mark: 1, opaque: false },
  { file: "icon-maskable-512.png", size: 512, mark: 0.64, opaque: true },
  { file: "apple-touch-icon.png", size: 180, mark: 0.8, opaque: true },
];

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const { file, size, mark: share, opaque } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const markSize = Math.round(size * share);
    const background = opaque ? "#084b25" : "transparent";
    await page.setContent(
      `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${background}">` +
        mark.replace("<svg ", `<svg width="${markSize}" height="${markSize}" `) +
        "</body>",
    );
    await page.screenshot({ path: new URL(file, OUT).pathname, omitBackground: !opaque });
    await page.close();
  }
} finally {
  await browser.close();
}
