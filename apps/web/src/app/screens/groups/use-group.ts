import { useCallback, useEffect, useState } from 'react';
import { toNormalisedError } from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { useServices } from '../../services-context';
import type { Group } from './types';

export type GroupState =
  | { status: 'loading' }
  | { status: 'loaded'; group: Group }
  | { status: 'missing' }
  | { status: 'blocked'; message: string }
  | { status: 'failed'; message: string };

/**
 * One group (getGroup), with the screen's own changes to it, read again when news of it arrives
 * live. A 404 is "missing", a 403 "blocked" (the only 403 of getGroup); both are shown as
 * screens, not toasts (the quiet client).
 */
export function useGroup(groupId: string) {
  const services = useServices();
  const [state, setState] = useState<GroupState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // Bumped when news of this group arrives live: lists of the page load again with it.
  const [live, setLive] = useState(0);

  useEffect(() => {
    let current = true;
    unwrap(services.quietClient.api.GET('/user/group/{id}', { params: { path: { id: groupId } } }))
      .then((group) => current && setState({ status: 'loaded', group }))
      .catch((failure: unknown) => {
        if (!current) return;
        const error = toNormalisedError(failure);
        const message = error.messages.join(' ') || 'Please try again.';
        if (error.status === 404 || error.status === 400) setState({ status: 'missing' });
        else if (error.status === 403) setState({ status: 'blocked', message });
        else setState({ status: 'failed', message });
      });
    return () => {
      current = false;
    };
  }, [services, groupId, attempt]);

  // A join request (to the owner and moderators) or an acceptance (to the person) for this group
  // arrives as a notification: the group is read again, so the counts and one's place follow.
  useEffect(
    () =>
      services.realtime.on('notification', (entry) => {
        if (entry.group?.id !== groupId) return;
        setAttempt((n) => n + 1);
        setLive((n) => n + 1);
      }),
    [services, groupId],
  );

  /** Loads the group again (after joining, leaving, or a feed answering that it is private). */
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  /** Applies a change made here (a count, the rules, the edited details). */
  const change = useCallback(
    (update: (group: Group) => Group) =>
      setState((s) => (s.status === 'loaded' ? { ...s, group: update(s.group) } : s)),
    [],
  );
  return { state, live, reload, change };
}
