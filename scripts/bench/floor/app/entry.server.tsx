import type { EntryContext } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { renderToReadableStream } from "react-dom/server";

export default async function handleRequest(request: Request, status: number, headers: Headers, context: EntryContext) {
  const body = await renderToReadableStream(<RemixServer context={context} url={request.url} />);
  headers.set("Content-Type", "text/html");
  return new Response(body, { status, headers });
}
