// @ts-check
// The floor of an uncached page for `npm run bench`: the trivial Remix app of this folder (one route, no
// data) served by a Worker the way workers/app.ts serves the site, with nothing around it. What it costs
// to render is what Remix and React cost on this runtime before the site does anything. Run only under
// `wrangler dev` (wrangler.toml here), never deployed.
import { createRequestHandler } from "@remix-run/cloudflare";
// The floor's build (scripts/lib/javascript-size.mjs builds it); wrangler bundles it. It does not exist
// before the first `npm run bench`, and it is plain JS without types, so the type
// checker is told not to look, as workers/app.ts does for the site's build.
// @ts-ignore -- see above
import * as build from "./build/server/index.js";

const handleRequest = createRequestHandler(/** @type {import("@remix-run/cloudflare").ServerBuild} */ (/** @type {unknown} */ (build)));

export default {
  /** @param {Request} request */
  fetch(request) {
    // The floor's one route reads no load context; the site's AppLoadContext (declared by app/) is not its own.
    return handleRequest(request, /** @type {import("@remix-run/cloudflare").AppLoadContext} */ ({}));
  },
};
