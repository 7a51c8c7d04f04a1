/**
 * What the signed machine-to-machine POSTs share (the collector's push, ResultsZA's webhook, the remote
 * ingest's "draws changed" call; app/routes/api.ingest.*.ts): their raw body as sent (a signature covers
 * those bytes, so it is read as text, never re-serialised) and their JSON answers, never cached and not
 * open to other origins.
 */
import { answer } from "./responses.server";

/** A JSON answer with its status (and e.g. Allow); never cached. */
export const ingestReply = (status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  answer("json", JSON.stringify(body), { status, headers });

/** A refused call: its status, error and, when it has one, the reason. */
export const refusalReply = ({ status, error, message }: { status: number; error: string; message?: string }) =>
  ingestReply(status, message === undefined ? { error } : { error, message });

/** The raw body, or null when it was cut off: a body of undeclared length is stopped at the Worker's limit (withBodyLimit), and the read fails. */
export async function rawBodyOf(request: Request): Promise<string | null> {
  try {
    return await request.text();
  } catch {
    return null;
  }
}
