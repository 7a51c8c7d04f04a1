/**
 * The one way ingest talks HTTP: a timeout on every attempt, a bounded retry with exponential backoff
 * for what may pass (5xx, network errors, timeouts), and none for what will not (4xx, a body that is not
 * JSON). Results sources answer JSON, so this returns the parsed body; zod checks its shape afterwards.
 */

/** "refused": HTTP 403, the source will not serve us (a blocked address); asking again does not help. */
export type SourceErrorKind = "network" | "timeout" | "http" | "refused" | "bad-json" | "bad-payload" | "api" | "not-configured";

/** A failure talking to a results source, with a message fit for the run record and the admin. */
export class SourceError extends Error {
  constructor(
    readonly kind: SourceErrorKind,
    message: string,
    /** Attempts made (1 = no retry). */
    readonly attempts = 1,
  ) {
    super(message);
    this.name = "SourceError";
  }
}

/**
 * Why the rest of a run should not knock again after this error, or null when it may: a host that cannot
 * be reached, or that refuses us, will do the same for the next game.
 */
export function stopsTheRun(error: unknown): string | null {
  if (!(error instanceof SourceError)) return null;
  if (error.kind === "network") return "the source was unreachable";
  if (error.kind === "refused") return "the source refused the previous request";
  return null;
}

export interface HttpOptions {
  fetch: typeof fetch;
  /** Per attempt. */
  timeoutMs: number;
  /** Extra attempts after the first, for retryable failures only. */
  retries: number;
  /** First backoff; doubles each retry. */
  backoffMs: number;
  sleep?: (ms: number) => Promise<void>;
  /** Told of each failed attempt that is retried (the failure, the attempt number), so a run can report it. */
  onRetry?: (failure: SourceError, attempt: number) => void;
}

export const DEFAULT_HTTP: Omit<HttpOptions, "fetch"> = { timeoutMs: 15_000, retries: 2, backoffMs: 500 };

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const isRetryable = (error: SourceError) =>
  error.kind === "network" || error.kind === "timeout" || (error.kind === "http" && /HTTP 5\d\d/.test(error.message));

/** Where a request went, without query strings (the search API key travels in one). */
const where = (url: string) => url.split("?")[0];

/** Node's fetch says only "fetch failed"; the cause holds the useful part (ENOTFOUND, ECONNREFUSED). */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as Error & { cause?: { code?: unknown } }).cause;
  return typeof cause?.code === "string" ? `${error.message}: ${cause.code}` : error.message;
}

async function attempt(url: string, init: RequestInit, options: HttpOptions): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    let response: Response;
    // Called unbound: workerd refuses a fetch invoked as a method of another object ("Illegal invocation").
    const send = options.fetch;
    try {
      response = await send(url, { ...init, signal: controller.signal });
    } catch (error) {
      if (controller.signal.aborted) throw new SourceError("timeout", `${where(url)}: no answer within ${options.timeoutMs} ms`);
      throw new SourceError("network", `${where(url)}: unreachable (${reasonOf(error)})`);
    }
    let text: string;
    try {
      text = await response.text();
    } catch {
      // The body stalled past the timeout (or the connection dropped) after the headers came.
      throw new SourceError(controller.signal.aborted ? "timeout" : "network", `${where(url)}: the answer was cut off`);
    }
    if (response.status === 403) throw new SourceError("refused", `${where(url)}: refused by the source (HTTP 403)`);
    if (!response.ok) throw new SourceError("http", `${where(url)}: HTTP ${response.status}`);
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new SourceError("bad-json", `${where(url)}: the answer is not valid JSON`);
    }
  } finally {
    clearTimeout(timer);
  }
}

/** Requests JSON; throws SourceError after the last attempt. */
export async function requestJson(url: string, init: RequestInit, options: HttpOptions): Promise<unknown> {
  const sleep = options.sleep ?? defaultSleep;
  for (let tries = 1; ; tries++) {
    try {
      return await attempt(url, init, options);
    } catch (error) {
      const failure = error instanceof SourceError ? error : new SourceError("network", String(error));
      if (!isRetryable(failure) || tries > options.retries) {
        const suffix = tries > 1 ? ` (after ${tries} attempts)` : "";
        throw new SourceError(failure.kind, `${failure.message}${suffix}`, tries);
      }
      options.onRetry?.(failure, tries);
      await sleep(options.backoffMs * 2 ** (tries - 1));
    }
  }
}

/** POSTs a JSON body; `headers` add to (or replace) the JSON defaults, e.g. a source's Origin. */
export function postJson(url: string, body: unknown, options: HttpOptions, headers: Record<string, string> = {}): Promise<unknown> {
  return requestJson(
    url,
    { method: "POST", headers: { "Content-Type": "application/json", Accept: "application/json", ...headers }, body: JSON.stringify(body) },
    options,
  );
}

/** GETs JSON; `headers` add to the Accept header, e.g. a source's key. */
export function getJson(url: string, options: HttpOptions, headers: Record<string, string> = {}): Promise<unknown> {
  return requestJson(url, { method: "GET", headers: { Accept: "application/json", ...headers } }, options);
}
