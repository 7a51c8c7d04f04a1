/**
 * The one Worker: `fetch` serves the Remix app and the /api routes (static files are served by Workers
 * Static Assets before this code runs). Both call into app/; this file stays thin.
 */
import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
// The production build of `remix vite:build`; wrangler bundles it. (It does not exist before the first
// build, and it is plain JS without types, so the type checker is told not to look.)
// @ts-ignore -- see above
import * as build from "../build/server";
import { createLoadContext } from "../app/load-context.server";

const handleRemixRequest = createRequestHandler(build as unknown as ServerBuild);

export default {
  async fetch(request, env, ctx) {
    return handleRemixRequest(request, createLoadContext({ env, ctx }));
  },
} satisfies ExportedHandler<Env>;
