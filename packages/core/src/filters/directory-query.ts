import { omitEmpty } from './omit-empty';

/** `type` values that mean "no type filter" for the directory calls. */
export const DIRECTORY_TYPES_WITHOUT_FILTER: readonly string[] = ['all', 'own'];

/**
 * Cleans a directory query (spec section 5): drops `type` when it is 'all' or 'own', always drops
 * `zipFallback`, and omits empty or null values.
 */
export function cleanDirectoryQuery<T extends Record<string, unknown>>(
  query: T,
): Partial<Omit<T, 'zipFallback'>> {
  const { zipFallback: _zipFallback, ...rest } = query;
  const cleaned: Record<string, unknown> = rest;
  if (typeof cleaned.type === 'string' && DIRECTORY_TYPES_WITHOUT_FILTER.includes(cleaned.type)) {
    delete cleaned.type;
  }
  return omitEmpty(cleaned) as Partial<Omit<T, 'zipFallback'>>;
}
