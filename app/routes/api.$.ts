import { notFound } from "~/http/responses.server";

/** Unknown /api paths answer JSON, not the HTML 404 page. */
export const loader = () => notFound("No such API endpoint. The calls are listed at /api.");
export const action = loader;
