// The caller's lists (all of them: at most MAX_USER_LISTS), loaded once, with the changes the
// screen makes kept in step: created last, renamed, deleted, reordered.
import { useCallback, useEffect, useState } from 'react';
import { MAX_USER_LISTS } from '@trestle/core';
import { unwrap, type components } from '@trestle/sdk';
import { useServices } from '../../services-context';

export type UserList = components['schemas']['UserList'];

export type ListsState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; lists: UserList[] };

export function useLists() {
  const { quietClient } = useServices();
  const [state, setState] = useState<ListsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    unwrap(quietClient.api.GET('/user/lists', { params: { query: { limit: MAX_USER_LISTS } } }))
      .then((page) => live && setState({ status: 'ready', lists: page.items }))
      .catch((error: { messages?: string[] }) => {
        if (live) setState({ status: 'failed', message: error.messages?.join(' ') ?? '' });
      });
    return () => {
      live = false;
    };
  }, [quietClient, attempt]);

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  const update = useCallback((change: (lists: UserList[]) => UserList[]) => {
    setState((current) =>
      current.status === 'ready' ? { status: 'ready', lists: change(current.lists) } : current,
    );
  }, []);

  return { state, reload, update };
}
