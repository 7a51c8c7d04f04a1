/**
 * How big a request body may be (app/edge/request-guard.server.ts refuses a bigger one before any work is
 * done, and cuts off an undeclared one at the same size): the largest thing anyone sends is a contact
 * message; the one exception is the collector's signed push of raw API answers.
 */

/** 64 KiB: above the largest contact message, form-encoded in the worst case (9 bytes a character). */
export const MAX_BODY_BYTES = 64 * 1024;

/** The collector's push (POST /api/ingest/official): a night's raw API answers, a few hundred KB at most. */
export const INGEST_PUSH_PATH = "/api/ingest/official";
export const MAX_PUSH_BODY_BYTES = 1024 * 1024;
