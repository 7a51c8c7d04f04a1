import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { openApiDocument } from "~/api/openapi.server";
import { jsonOk } from "~/http/responses.server";
import type { PageHandle } from "~/site/page-handle";

export const handle: PageHandle = { cachePolicy: "results" };

/** GET /api/openapi.json: the OpenAPI 3.1 document of every call, generated from the answers' schemas. */
export function loader({ context }: LoaderFunctionArgs) {
  return jsonOk(openApiDocument(context.env.SITE_URL));
}
