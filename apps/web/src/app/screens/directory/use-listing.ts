import { useCallback, useEffect, useState } from 'react';
import { unwrap } from '@trestle/sdk';
import { useServices } from '../../services-context';
import type { Listing } from './types';

export type ListingState =
  | { status: 'loading' }
  | { status: 'loaded'; listing: Listing }
  | { status: 'missing' }
  | { status: 'failed'; message: string };

/** One listing (GET /user/listing/{id}); 404 (or a malformed id) is "missing". */
export function useListing(id: string) {
  const { quietClient } = useServices();
  const [state, setState] = useState<ListingState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    unwrap(quietClient.api.GET('/user/listing/{id}', { params: { path: { id } } })).then(
      (listing) => current && setState({ status: 'loaded', listing }),
      (failure: { status?: number; messages?: string[] }) => {
        if (!current) return;
        const missing = failure.status === 404 || failure.status === 400;
        setState(
          missing
            ? { status: 'missing' }
            : { status: 'failed', message: failure.messages?.join(' ') || 'Please try again.' },
        );
      },
    );
    return () => {
      current = false;
    };
  }, [quietClient, id, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback((listing: Listing) => setState({ status: 'loaded', listing }), []);
  return { state, reload, update };
}
