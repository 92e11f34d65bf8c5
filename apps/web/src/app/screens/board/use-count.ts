import { useEffect, useState } from 'react';

/** A number from the server (a count), again whenever `fetchCount` changes; null until known. */
export function useCount(fetchCount: (() => Promise<{ count: number }>) | null): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    if (!fetchCount) return;
    let current = true;
    setCount(null);
    fetchCount().then(
      (result) => {
        if (current) setCount(result.count);
      },
      () => undefined, // the count is extra: the list says what went wrong
    );
    return () => {
      current = false;
    };
  }, [fetchCount]);
  return count;
}
