// npm run make-icons: draws the installed app's icons (public/icons/, listed in app/browser/offline-policy.ts)
// from the site's mark in public/favicon.svg, with Chromium. Run again when the mark changes; the PNGs are
// committed, so a build never needs a browser.
import { mkdirSync, readFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./lib/chromium.mjs";

const mark = readFileSync(new URL("../public/favicon.svg", import.meta.url), "utf8");
const OUT = new URL("../public/icons/", import.meta.url);
// A maskable icon may be cropped to a circle of 80% of its width: the mark fills 64% on the theme colour.
const ICONS = [
  { file: "icon-192.png", size: 192, maskable: false },
  { file: "icon-512.png", size: 512, maskable: false },
  { file: "icon-maskable-512.png", size: 512, maskable: true },
];

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const { file, size, maskable } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const markSize = maskable ? Math.round(size * 0.64) : size;
    const background = maskable ? "#084b25" : "transparent";
    await page.setContent(
      `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${background}">` +
        mark.replace("<svg ", `<svg width="${markSize}" height="${markSize}" `) +
        "</body>",
    );
    await page.screenshot({ path: new URL(file, OUT).pathname, omitBackground: !maskable });
    await page.close();
  }
} finally {
  await browser.close();
}
