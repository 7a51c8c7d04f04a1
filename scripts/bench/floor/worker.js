// The floor of an uncached page for `npm run bench`: the trivial Remix app of this folder (one route, no
// data) served by a Worker the way workers/app.ts serves the site, with nothing around it. What it costs
// to render is what Remix and React cost on this runtime before the site does anything. Run only under
// `wrangler dev` (wrangler.toml here), never deployed.
import { createRequestHandler } from "@remix-run/cloudflare";
import * as build from "./build/server/index.js";

const handleRequest = createRequestHandler(build);

export default {
  fetch(request) {
    return handleRequest(request, {});
  },
};
