/**
 * GET /data/{game}.csv, /data/{game}-divisions.csv and /data/{game}.json: a game's whole history as a file
 * (app/models/downloads.server.ts; the formats are in docs/data-format.md). The answer streams from D1
 * page by page. Like the API, it is open data (any origin may read it) and cached at the edge for
 * EDGE_CACHE_TTL; a request's query string changes nothing (the cache key drops it, and this route
 * reads none).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { answer, errorText, notFound } from "~/http/responses.server";
import { cacheControl } from "~/http/cache-policy";
import { GAME_IDS } from "~/rules/games";
import { downloadFileSchema, downloadStream, type DownloadFile } from "~/models/downloads.server";
import type { PageHandle } from "~/site/page-handle";

/**
 * Lists the files rather than repeating the name asked for: a page never echoes a value it does not know
 * (docs/security.md, "Strict input").
 */
const UNKNOWN = `No such download. The files are /data/{game}.csv, /data/{game}-divisions.csv and /data/{game}.json, for the games ${GAME_IDS.join(", ")}.`;

function download(file: DownloadFile, body: ReadableStream<Uint8Array>): Response {
  const csv = file.kind !== "json";
  return answer(csv ? "csv" : "json", body, {
    cache: cacheControl(handle.cachePolicy),
    headers: {
      // A CSV is a file to save (a browser would otherwise show it as text). The JSON is for programs
      // first: shown inline, where a browser's viewer helps, and saved under its own name when saved.
      "Content-Disposition": `${csv ? "attachment" : "inline"}; filename="${file.name}"`,
      "Access-Control-Allow-Origin": "*",
    },
  });
}

export const handle = { cachePolicy: "results" } as const satisfies PageHandle;

export async function loader({ params, context }: LoaderFunctionArgs) {
  const name = params.file ?? "";
  const parsed = downloadFileSchema.safeParse(name);
  if (!parsed.success) {
    // JSON for a path that asked for JSON, as the API answers (api.$.ts); one line of text otherwise.
    if (name.endsWith(".json")) return notFound(UNKNOWN);
    return errorText(404, UNKNOWN, { "Access-Control-Allow-Origin": "*" });
  }
  const body = await downloadStream(context.db, parsed.data, context.env.SITE_URL);
  return download(parsed.data, body);
}
