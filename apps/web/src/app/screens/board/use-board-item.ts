import { useCallback, useEffect, useState } from 'react';

export type BoardItemState<T> =
  | { status: 'loading' }
  | { status: 'loaded'; item: T }
  | { status: 'missing' }
  | { status: 'failed'; message: string };

/**
 * One project or job, read by `load` (through the quiet client); 404 (or a malformed id's 400)
 * is "missing", other failures "failed". Reads again when `load` changes or on `reload`.
 */
export function useBoardItem<T>(load: () => Promise<T>) {
  const [state, setState] = useState<BoardItemState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (item) => {
        if (current) setState({ status: 'loaded', item });
      },
      (failure: { status?: number; messages?: string[] }) => {
        if (!current) return;
        if (failure.status === 404 || failure.status === 400) setState({ status: 'missing' });
        else {
          setState({
            status: 'failed',
            message: failure.messages?.join(' ') || 'Please try again.',
          });
        }
      },
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback((item: T) => setState({ status: 'loaded', item }), []);
  return { state, reload, update };
}
