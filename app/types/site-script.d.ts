// scripts/vite-site-script.ts: the pages' scripts, minified: the site's (every page) and the hero's.
declare module "virtual:site-script" {
  const scripts: { site: string; hero: string };
  export default scripts;
}
