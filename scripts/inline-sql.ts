/** Renders a Drizzle query with its parameters inlined as SQL literals, for `wrangler d1 execute --file`. */

function literal(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`Cannot write ${value} to SQL`);
    return String(value);
  }
  if (typeof value === "boolean") return value ? "1" : "0";
  if (typeof value === "string") return `'${value.replace(/'/g, "''")}'`;
  throw new Error(`Cannot write a ${typeof value} to SQL`);
}

/** Drizzle emits `?` placeholders only (values never appear in its SQL text), so they map in order. */
export function inlineSql(query: { sql: string; params: unknown[] }): string {
  let index = 0;
  const text = query.sql.replace(/\?/g, () => literal(query.params[index++]));
  if (index !== query.params.length) throw new Error("Parameter count does not match the SQL placeholders");
  return `${text};`;
}
