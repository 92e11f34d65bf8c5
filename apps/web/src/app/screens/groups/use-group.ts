import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../services-context';
import { failureMessage, useApiQuery } from '../../shared/api-query';
import { queryKeys } from '../../shared/query-keys';
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
  const queries = useQueryClient();
  // Bumped when news of this group arrives live: lists of the page load again with it.
  const [live, setLive] = useState(0);
  const query = useApiQuery(
    queryKeys.group(groupId),
    (api) => api.GET('/user/group/{id}', { params: { path: { id: groupId } } }),
    { quiet: true },
  );

  // A join request (to the owner and moderators) or an acceptance (to the person) for this group
  // arrives as a notification: the group is read again, so the counts and one's place follow.
  useEffect(
    () =>
      services.realtime.on('notification', (entry) => {
        if (entry.group?.id !== groupId) return;
        void queries.invalidateQueries({ queryKey: queryKeys.group(groupId) });
        setLive((n) => n + 1);
      }),
    [services, queries, groupId],
  );

  let state: GroupState;
  if (query.isSuccess) state = { status: 'loaded', group: query.data };
  else if (query.isPending || query.isFetching) state = { status: 'loading' };
  else {
    const { error } = query;
    const message = failureMessage(error, 'Please try again.');
    if (error.status === 404 || error.status === 400) state = { status: 'missing' };
    else if (error.status === 403) state = { status: 'blocked', message };
    else state = { status: 'failed', message };
  }

  const { refetch } = query;
  /** Loads the group again (after joining, leaving, or a feed answering that it is private). */
  const reload = useCallback(() => void refetch(), [refetch]);
  /** Applies a change made here (a count, the rules, the edited details). */
  const change = useCallback(
    (update: (group: Group) => Group) =>
      queries.setQueryData<Group>(queryKeys.group(groupId), (group) =>
        group ? update(group) : group,
      ),
    [queries, groupId],
  );
  return { state, live, reload, change };
}
