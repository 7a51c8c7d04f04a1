/**
 * The server's one logger. Each event is one line of JSON, so Workers Logs indexes its fields (level,
 * message, path, error.name…) and a query can filter on them; it is written through the console method
 * of its level, so the dashboard's own level agrees with ours and `wrangler tail` still shows it.
 *
 * Events below the minimum level (LOG_LEVEL in wrangler.toml, default "info") are dropped. The minimum is
 * set by parseEnv (app/http/env.server.ts), which every request and cron run passes through before
 * anything logs; the Worker has this module once (app/edge/hooks.server.ts), so that setting is the
 * one every caller sees.
 */

export const LOG_LEVELS = ["debug", "info", "warn", "error"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface LogFields {
  /** The request whose handling logged: only its path is kept (a query string may hold personal data). */
  request?: Request;
  /** The request's path, or where none is at hand, what the event concerns (a cache key's URL). */
  path?: string;
  /** A thrown value: an Error is logged as its name, message and stack (and its cause's). */
  error?: unknown;
  /** Anything else worth a field of its own (a cron expression, a binding's name). */
  [field: string]: unknown;
}

const RANK: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3 };

let minimum: LogLevel = "info";

export function setLogLevel(level: LogLevel): void {
  minimum = level;
}

// Looked up at each call (not bound once), so a test's spy on console.warn sees the line.
const WRITE: Record<LogLevel, (line: string) => void> = {
  debug: (line) => console.debug(line),
  info: (line) => console.log(line),
  warn: (line) => console.warn(line),
  error: (line) => console.error(line),
};

type ErrorFields = { name: string; message: string; stack?: string; cause?: ErrorFields };

/** An Error's own fields (JSON.stringify drops them: they are not enumerable); a cause chain of at most three. */
function errorFields(error: unknown, depth = 0): ErrorFields {
  if (!(error instanceof Error)) return { name: typeof error, message: String(error) };
  const fields: ErrorFields = { name: error.name, message: error.message, stack: error.stack };
  if (error.cause !== undefined && depth < 2) fields.cause = errorFields(error.cause, depth + 1);
  return fields;
}

/** The line an event is written as, or null below the minimum level. Exported for the tests. */
function formatLogLine(level: LogLevel, message: string, fields: LogFields = {}): string | null {
  if (RANK[level] < RANK[minimum]) return null;
  const { request, path, error, ...rest } = fields;
  const at = path ?? (request ? new URL(request.url).pathname : undefined);
  const event: Record<string, unknown> = {
    level,
    message,
    ...(at !== undefined ? { path: at } : {}),
    ...rest,
    ...("error" in fields ? { error: errorFields(error) } : {}),
  };
  try {
    return JSON.stringify(event);
  } catch {
    // A field JSON cannot write (a cycle, a BigInt): the event is still logged, without the extra fields.
    return JSON.stringify({ level, message, ...("error" in fields ? { error: errorFields(error) } : {}) });
  }
}

function write(level: LogLevel, message: string, fields?: LogFields): void {
  const line = formatLogLine(level, message, fields);
  if (line !== null) WRITE[level](line);
}

export const log = {
  debug: (message: string, fields?: LogFields) => write("debug", message, fields),
  info: (message: string, fields?: LogFields) => write("info", message, fields),
  warn: (message: string, fields?: LogFields) => write("warn", message, fields),
  error: (message: string, fields?: LogFields) => write("error", message, fields),
};
