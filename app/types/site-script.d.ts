// scripts/vite-site-script.ts: the pages' scripts, minified: the site's (every page), the hero's and the wallet's.
declare module "virtual:site-script" {
  const scripts: { site: string; hero: string; wallet: string };
  export default scripts;
}
