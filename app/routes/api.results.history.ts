import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { parseHistoryQuery } from "~/input/api-query";
import { badRequest, jsonOk } from "~/http/responses.server";
import { toHistoryDraw } from "~/api/api-shapes.server";
import { divisionsFor, drawHistory } from "~/models/draws.server";
import type { PageHandle } from "~/site/page-handle";

export const handle: PageHandle = {
  cacheKey: { names: ["gameType", "limit"], accepts: (query) => parseHistoryQuery(query).ok },
  cachePolicy: "results",
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = parseHistoryQuery(new URL(request.url).searchParams);
  if (!query.ok) return badRequest(query.error);
  const rows = await drawHistory(context.db, query.value);
  const divisions = await divisionsFor(
    context.db,
    rows.map((row) => row.id),
  );
  return jsonOk(rows.map((row) => toHistoryDraw(row, divisions.get(row.id))));
}
