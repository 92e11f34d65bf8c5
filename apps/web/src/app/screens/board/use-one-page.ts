// One numbered page of a list (the pagination and map views): loads again when the page or the
// search changes; a failure shows with a retry.
import { useCallback, useEffect, useState } from 'react';
import { toNormalisedError, type NormalisedError, type PageRequest } from '@trestle/core';

export interface OnePage<T> {
  items: T[] | null;
  loading: boolean;
  error: NormalisedError | null;
  reload(): void;
  /** Replaces the item with this key (null takes it out), until the next load. */
  update(key: string, next: T | null): void;
}

export function useOnePage<T>(
  fetchPage: (request: PageRequest) => Promise<{ items: T[] }>,
  page: number,
  pageSize: number,
  keyOf: (item: T) => string,
): OnePage<T> {
  const [items, setItems] = useState<T[] | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<NormalisedError | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setLoading(true);
    fetchPage({ skip: (page - 1) * pageSize, limit: pageSize }).then(
      (result) => {
        if (!current) return;
        setItems(result.items);
        setError(null);
        setLoading(false);
      },
      (failure: unknown) => {
        if (!current) return;
        setItems([]);
        setError(toNormalisedError(failure));
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
  }, [fetchPage, page, pageSize, attempt]);

  const update = useCallback(
    (key: string, next: T | null) =>
      setItems((list) =>
        list === null
          ? list
          : next === null
            ? list.filter((item) => keyOf(item) !== key)
            : list.map((item) => (keyOf(item) === key ? next : item)),
      ),
    [keyOf],
  );
  return { items, loading, error, reload: useCallback(() => setAttempt((n) => n + 1), []), update };
}
