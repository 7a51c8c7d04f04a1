// @ts-check
// Shared Remix options. The Vite plugin never reads this file by itself: vite.config.ts imports it and
// passes it to `remix(...)`, so the future flags live in one place.
/** @type {import("@remix-run/dev").VitePluginConfig} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
    v3_routeConfig: true,
  },
};
