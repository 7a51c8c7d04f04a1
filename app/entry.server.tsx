/**
 * Server rendering: streams the page, renders Remix's scripts with the request's CSP nonce, and sets the
 * security headers. Bots get the whole document at once (onAllReady) for complete HTML.
 */
import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { finishHtmlStream } from "~/edge/html-stream.server";
import { log } from "~/http/log.server";
import { scriptSources } from "~/edge/script-policy.server";
import { htmlSecurityHeaders } from "~/http/security-headers.server";
import { styleSources } from "~/edge/style-policy.server";
// The pages' scripts (app/browser/), inlined like the stylesheet; server-side only.
import scripts from "virtual:site-script";
// The whole stylesheet, inlined into each page (no render-blocking request); server-side only.
import css from "./tailwind.css?inline";

/** What the Worker calls in the app, from this one bundle (workers/app.ts explains why). */
export * as worker from "./edge/hooks.server";

const ABORT_DELAY_MS = 5000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), ABORT_DELAY_MS);
  let status = responseStatusCode;
  const body = await renderToReadableStream(
    <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} nonce={nonce} />,
    {
      nonce,
      signal: controller.signal,
      onError(error: unknown) {
        if (!controller.signal.aborted) log.error("render failed", { request, error });
        status = 500;
      },
    },
  );
  body.allReady.then(() => clearTimeout(timeout)).catch(() => clearTimeout(timeout));
  if (isbot(request.headers.get("user-agent") || "")) await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  const sources = { script: await scriptSources(scripts), style: await styleSources(css) };
  for (const [name, value] of Object.entries(htmlSecurityHeaders(nonce, import.meta.env.DEV, sources))) {
    responseHeaders.set(name, value);
  }
  return new Response(finishHtmlStream(body, { css, scripts }), { headers: responseHeaders, status });
}
