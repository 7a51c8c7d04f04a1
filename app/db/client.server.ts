import { drizzle } from "drizzle-orm/d1";

/**
 * One Drizzle instance over a D1 binding (or session), made for every request. Without `schema`:
 * the app uses only the query builder (tables are imported where they are queried), and handing Drizzle
 * the schema makes it build its relational-query config on every call, a large part of an uncached
 * page's CPU time.
 */
export function getDb(d1: D1Database) {
  return drizzle(d1);
}

export type Db = ReturnType<typeof getDb>;
