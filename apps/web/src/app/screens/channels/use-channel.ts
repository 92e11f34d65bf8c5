import { useCallback, useEffect, useState } from 'react';
import { unwrap } from '@trestle/sdk';
import { useServices } from '../../services-context';
import type { Channel } from './types';

export type ChannelState =
  | { status: 'loading' }
  | { status: 'loaded'; channel: Channel }
  | { status: 'missing' }
  | { status: 'failed'; message: string };

/** One channel by id (GET /user/channel/{id}); 404 is "missing", other failures "failed". */
export function useChannel(id: string) {
  const { quietClient } = useServices();
  const [state, setState] = useState<ChannelState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    unwrap(quietClient.api.GET('/user/channel/{id}', { params: { path: { id } } })).then(
      (channel) => {
        if (current) setState({ status: 'loaded', channel });
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
  }, [quietClient, id, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback((channel: Channel) => setState({ status: 'loaded', channel }), []);
  return { state, reload, update };
}
