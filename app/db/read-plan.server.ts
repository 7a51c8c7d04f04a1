/**
 * A read written as a plan: the statements it sends to D1 and how its answer is made from their rows.
 * Run alone, a plan is one batch (one round trip); several plans run together are still one batch, each
 * answered from its own rows. That is how the /api page shows seven real API answers and the downloads'
 * coverage in two round trips, from the very plans the API routes run, with no D1 wrapper of its own.
 */
import type { BatchItem, BatchResponse } from "drizzle-orm/batch";
import type { Db } from "./client.server";

type Statement = BatchItem<"sqlite">;

export interface ReadPlan<T> {
  readonly statements: readonly Statement[];
  answer(rows: readonly unknown[]): T;
}

/** A plan from its statements (a non-empty list, as a batch takes) and the answer made from their typed rows. */
export function readPlan<const S extends readonly [Statement, ...Statement[]], T>(
  statements: S,
  answer: (rows: BatchResponse<S>) => T,
): ReadPlan<T> {
  // The one place rows lose their types: runPlans hands each plan back exactly the rows of its own statements.
  return { statements, answer: (rows) => answer(rows as BatchResponse<S>) };
}

/** A plan that reads nothing: an answer known before any query (a refused input). */
export const answered = <T>(value: T): ReadPlan<T> => ({ statements: [], answer: () => value });

/** The same reads, answered further. */
export const mapPlan = <T, U>(plan: ReadPlan<T>, then: (value: T) => U): ReadPlan<U> => ({
  statements: plan.statements,
  answer: (rows) => then(plan.answer(rows)),
});

type Answers<P extends readonly ReadPlan<unknown>[]> = { -readonly [K in keyof P]: P[K] extends ReadPlan<infer A> ? A : never };

/** Runs plans together: every statement in one D1 batch (none when they read nothing), each answer from its own rows. */
export async function runPlans<const P extends readonly ReadPlan<unknown>[]>(db: Db, plans: P): Promise<Answers<P>> {
  const [first, ...rest] = plans.flatMap((plan) => plan.statements);
  const rows: readonly unknown[] = first ? await db.batch([first, ...rest]) : [];
  let at = 0;
  return plans.map((plan) => {
    const own = rows.slice(at, at + plan.statements.length);
    at += plan.statements.length;
    return plan.answer(own);
  }) as Answers<P>;
}

/** Runs one plan: one round trip, or none when it reads nothing. */
export async function runPlan<T>(db: Db, plan: ReadPlan<T>): Promise<T> {
  const [answer] = await runPlans(db, [plan]);
  return answer;
}
