// A search the server refused (an unknown ZIP code is a 400 naming `zip`) shows on the search
// form's field, as well as in the list's error box.
import { useCallback, useState } from 'react';
import { serverErrorOf } from '../../forms/server-errors';
import { EMPTY_FILTERS, type FilterErrors } from './board-filters';

const FIELDS = Object.keys(EMPTY_FILTERS);

export function useSearchErrors() {
  const [errors, setErrors] = useState<FilterErrors>({});
  /** Runs a list call, noting which fields its refusal names (and clearing them on success). */
  const watch = useCallback(async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      const result = await call();
      setErrors({});
      return result;
    } catch (failure) {
      setErrors(serverErrorOf(failure, FIELDS).fields as FilterErrors);
      throw failure;
    }
  }, []);
  return { errors, watch };
}
