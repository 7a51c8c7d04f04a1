/**
 * The installed app's icons: the manifest lists them (app/site/web-app-manifest.ts) and the service worker
 * keeps them (app/browser/offline-policy.ts); public/icons/ holds them. Client-safe.
 */
export const APP_ICONS = [
  { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
] as const;

/** The icon iOS puts on the home screen (it reads no manifest icons): opaque, 180 px, linked by app/root.tsx. */
export const APPLE_TOUCH_ICON = "/icons/apple-touch-icon.png";
