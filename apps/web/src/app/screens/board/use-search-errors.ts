// A search the server refused (an unknown ZIP code is a 400 naming `zip`) shows on the search
// form's field, as well as in the list's error box.
import { useCallback, useState } from 'react';
import { serverErrorOf } from '../../forms/server-errors';

export type SearchErrors = Partial<Record<string, string>>;

/** `fields`: the search form's field names (a stable list). */
export function useSearchErrors(fields: readonly string[]) {
  const [errors, setErrors] = useState<SearchErrors>({});
  /** Runs a list call, noting which fields its refusal names (and clearing them on success). */
  const watch = useCallback(
    async <T>(call: () => Promise<T>): Promise<T> => {
      try {
        const result = await call();
        setErrors({});
        return result;
      } catch (failure) {
        setErrors(serverErrorOf(failure, [...fields]).fields);
        throw failure;
      }
    },
    [fields],
  );
  return { errors, watch };
}
