/**
 * A D1 whose reads issued in the same turn of the event loop go to D1 as one batch: one round trip where
 * independent code (several route loaders run side by side, as the /api page's examples are) would make
 * one each. Nothing changes for the callers: each statement, and each batch of its own, gets its own
 * results back.
 *
 * For reads only: `run` and `exec` pass straight through, since a batch is one transaction and a write
 * must not fail or succeed with someone else's read. Rows come back from a batch as objects, so `raw()`
 * rebuilds the arrays from them, the same mapping Drizzle's own `db.batch` makes (a query whose columns
 * share a name would lose one either way; Drizzle's `select()` of one table has none).
 */

type Pending = { statements: D1PreparedStatement[]; resolve: (results: D1Result[]) => void; reject: (error: unknown) => void };

/** One prepared statement; `inner` is what the binding's own batch needs. */
class BatchedStatement {
  constructor(
    readonly inner: D1PreparedStatement,
    private readonly enqueue: (statements: D1PreparedStatement[]) => Promise<D1Result[]>,
  ) {}
  bind(...values: unknown[]) {
    return new BatchedStatement(this.inner.bind(...values), this.enqueue);
  }
  async all() {
    return (await this.enqueue([this.inner]))[0]!;
  }
  async first(column?: string) {
    const row = (await this.all()).results[0] as Record<string, unknown> | undefined;
    if (row === undefined) return null;
    return column === undefined ? row : (row[column] ?? null);
  }
  async raw(options?: { columnNames?: boolean }) {
    // With column names the answer's first row names them: D1 itself knows them, so that call goes alone.
    if (options?.columnNames) return this.inner.raw(options as { columnNames: true });
    return (await this.all()).results.map((row) => Object.values(row as Record<string, unknown>));
  }
  run() {
    return this.inner.run();
  }
}

const unwrap = (statement: D1PreparedStatement): D1PreparedStatement =>
  (statement as unknown) instanceof BatchedStatement ? (statement as unknown as BatchedStatement).inner : statement;

/** Wraps a D1 binding or session (the prepare/batch surface Drizzle uses). */
export function batchingD1(d1: D1Database): D1Database {
  let queue: Pending[] = [];

  async function flush() {
    const pending = queue;
    queue = [];
    try {
      const results = await d1.batch(pending.flatMap((p) => p.statements));
      let at = 0;
      for (const p of pending) {
        p.resolve(results.slice(at, at + p.statements.length));
        at += p.statements.length;
      }
    } catch (error) {
      for (const p of pending) p.reject(error);
    }
  }

  function enqueue(statements: D1PreparedStatement[]): Promise<D1Result[]> {
    if (statements.length === 0) return Promise.resolve([]);
    return new Promise((resolve, reject) => {
      // The first read of a turn waits for the turn's end (every promise callback has run), then all go.
      if (queue.length === 0) setTimeout(() => void flush(), 0);
      queue.push({ statements: statements.map(unwrap), resolve, reject });
    });
  }

  const wrapped = {
    prepare: (query: string) => new BatchedStatement(d1.prepare(query), enqueue),
    batch: (statements: D1PreparedStatement[]) => enqueue(statements),
    exec: (query: string) => d1.exec(query),
    withSession: (constraint?: string) => batchingD1(d1.withSession(constraint) as unknown as D1Database),
    dump: () => d1.dump(),
  };
  return wrapped as unknown as D1Database;
}
