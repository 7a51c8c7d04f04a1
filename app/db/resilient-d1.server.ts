/**
 * What a visitor gets when D1 fails or does not answer: a 503 with Retry-After, never a 500, a stack trace
 * or a page that hangs. Three parts, used once each (see docs/decisions/004-hardening.md):
 *
 * 1. `resilientD1` wraps the binding (app/edge/load-context.server.ts): every statement and batch races a
 *    timeout, and any failure that is not a refused statement becomes a `DatabaseUnavailableError`
 *    (the database's own message is logged, never shown).
 * 2. `answerDatabaseFaultsWith503` wraps the Remix build's loaders and actions (workers/app.ts): such an
 *    error, even inside Drizzle's `DrizzleQueryError`, is thrown on as a 503 `Response`. Remix then
 *    renders the root ErrorBoundary ("Results are briefly unavailable") for a page and returns the
 *    response itself, JSON `{ "error" }`, from an /api route.
 * 3. `withRetryAfter` puts Retry-After back on a 503 document: Remix keeps only cookies from a thrown
 *    response's headers.
 */
import type { ServerBuild } from "@remix-run/cloudflare";
// Relative: vite.config.ts loads this module through edge/load-context.server.ts, where "~" does not resolve.
import { log } from "../http/log.server";
import { errorJson } from "../http/responses.server";

/**
 * How long one statement or batch may take. A healthy D1 answers a page's reads in milliseconds and the
 * Worker's largest write (a week of one game's draws and divisions) well under a second; a visitor
 * should not watch a blank tab for longer than this. (The CLI's backfill does not come through here.)
 */
export const D1_TIMEOUT_MS = 5_000;
/** What clients and crawlers are told to wait before asking again. */
export const RETRY_AFTER_SECONDS = 60;
export const D1_UNAVAILABLE_MESSAGE = "The results database is not answering just now. Please try again in a minute.";

/**
 * A statement D1 refused for its content (a constraint, a wrong parameter type): not an outage, so the
 * code that sent it sees D1's error as it is.
 */
const REFUSED_STATEMENT = /constraint failed|SQLITE_CONSTRAINT|D1_TYPE_ERROR/i;

export class DatabaseUnavailableError extends Error {
  constructor(reason: string) {
    super(`database unavailable: ${reason}`);
    this.name = "DatabaseUnavailableError";
  }
}

/**
 * True for our error, also where a library wrapped it (Drizzle keeps it as `cause`). By class: the Worker
 * and the routes share this one module (app/edge/hooks.server.ts).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    if (current instanceof DatabaseUnavailableError) return true;
    current = current.cause;
  }
  return false;
}

async function guarded<T>(operation: () => Promise<T>, timeoutMs: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([operation(), timeout]);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (REFUSED_STATEMENT.test(message)) throw error;
    log.error(`D1 ${what} failed: ${message}`, { error });
    throw new DatabaseUnavailableError(message);
  } finally {
    clearTimeout(timer);
  }
}

type Method = (...args: unknown[]) => Promise<unknown>;

/** One prepared statement; `inner` is what D1's own batch needs back. */
class ResilientStatement {
  constructor(readonly inner: D1PreparedStatement) {}
  bind(...values: unknown[]) {
    return new ResilientStatement(this.inner.bind(...values));
  }
  first(...args: unknown[]) {
    return this.call("first", args);
  }
  run(...args: unknown[]) {
    return this.call("run", args);
  }
  all(...args: unknown[]) {
    return this.call("all", args);
  }
  raw(...args: unknown[]) {
    return this.call("raw", args);
  }
  private call(name: "first" | "run" | "all" | "raw", args: unknown[]) {
    // The arguments go on exactly as given: D1 tells `first()` from `first(undefined)`.
    const method = this.inner[name] as unknown as Method;
    return guarded(() => method.apply(this.inner, args), D1_TIMEOUT_MS, name);
  }
}

const unwrap = (statement: D1PreparedStatement): D1PreparedStatement =>
  (statement as unknown) instanceof ResilientStatement ? (statement as unknown as ResilientStatement).inner : statement;

/** Wraps a D1 binding, or a D1 session (the same prepare/batch surface Drizzle uses). */
export function resilientD1(d1: D1Database): D1Database {
  const wrapped = {
    prepare: (query: string) => new ResilientStatement(d1.prepare(query)),
    batch: (statements: D1PreparedStatement[]) => guarded(() => d1.batch(statements.map(unwrap)), D1_TIMEOUT_MS, "batch"),
    exec: (query: string) => guarded(() => d1.exec(query), D1_TIMEOUT_MS, "exec"),
    withSession: (constraint?: string) => resilientD1(d1.withSession(constraint) as unknown as D1Database),
    dump: () => guarded(() => d1.dump(), D1_TIMEOUT_MS, "dump"),
  };
  return wrapped as unknown as D1Database;
}

/** The 503 itself: JSON for whoever reads it, and Remix turns it into the friendly page for a document. */
function databaseUnavailableResponse(): Response {
  return errorJson(503, D1_UNAVAILABLE_MESSAGE, { "Retry-After": String(RETRY_AFTER_SECONDS) });
}

type RouteHandler = (args: unknown) => unknown;

function answering503(handler: RouteHandler): RouteHandler {
  return async (args) => {
    try {
      return await handler(args);
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw databaseUnavailableResponse();
      throw error;
    }
  };
}

/** The build with every loader and action wrapped by `answering503`; everything else is untouched. */
export function answerDatabaseFaultsWith503(build: ServerBuild): ServerBuild {
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => {
      const { loader, action } = route.module as { loader?: RouteHandler; action?: RouteHandler };
      if (!loader && !action) return [id, route];
      const module = {
        ...route.module,
        ...(loader ? { loader: answering503(loader) } : {}),
        ...(action ? { action: answering503(action) } : {}),
      };
      return [id, { ...route, module }];
    }),
  );
  return { ...build, routes } as ServerBuild;
}

/** A 503 tells the client when to come back, also where Remix dropped the thrown response's header. */
export function withRetryAfter(response: Response): Response {
  if (response.status !== 503 || response.headers.has("Retry-After")) return response;
  const copy = new Response(response.body, response);
  copy.headers.set("Retry-After", String(RETRY_AFTER_SECONDS));
  return copy;
}
