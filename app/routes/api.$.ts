import { notFound } from "~/lib/http.server";

/** Unknown /api paths answer JSON, not the HTML 404 page. */
export const loader = () => notFound("No such API endpoint. See the README for the /api contract.");
export const action = loader;
