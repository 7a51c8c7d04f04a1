// scripts/vite-site-script.ts: the pages' scripts, minified: the site's (every page), the hero's and the
// wallet's, the results alerts' and the late results' watch, inlined into pages, and the service worker, served at /sw.js.
declare module "virtual:site-script" {
  const scripts: { site: string; hero: string; wallet: string; alerts: string; gameAlerts: string; watch: string; serviceWorker: string };
  export default scripts;
}
