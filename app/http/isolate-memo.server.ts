/**
 * Values worked out once per isolate by an async function (the CSP hashes of the inlined stylesheet and
 * scripts), kept as values and never as promises: a promise made while one request runs must not be
 * awaited by another, since the runtime may never wake a request for work done in another's context
 * (decision 010). Requests that arrive before the first value is in each work it out; they agree.
 */
export function memoizeResolved<K, V>(compute: (key: K) => Promise<V>): (key: K) => Promise<V> {
  const values = new Map<K, V>();
  return async (key) => {
    if (values.has(key)) return values.get(key)!;
    const value = await compute(key);
    values.set(key, value);
    return value;
  };
}
