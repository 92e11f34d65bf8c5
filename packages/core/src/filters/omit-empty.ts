/** True for values a query should not carry: null, undefined, NaN, blank strings, empty arrays. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'number') return Number.isNaN(value);
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/**
 * Returns a copy without empty entries (see `isEmptyValue`). `0` and `false` are kept: they are
 * real filter values. Not recursive.
 */
export function omitEmpty<T extends Record<string, unknown>>(values: T): Partial<T> {
  const result: Partial<T> = {};
  for (const key of Object.keys(values) as (keyof T)[]) {
    if (!isEmptyValue(values[key])) result[key] = values[key];
  }
  return result;
}
