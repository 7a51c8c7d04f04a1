import { notFound } from "~/http/responses.server";

/** Unknown /api paths answer JSON, not the HTML 404 page, whatever the method. */
const unknownEndpoint = () => notFound("No such API endpoint. The calls are listed at /api.");
export const loader = unknownEndpoint;
export const action = unknownEndpoint;
