import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { failureMessage, useApiQuery } from '../../shared/api-query';
import { queryKeys } from '../../shared/query-keys';
import type { ProfileItem } from './types';

export type ProfileState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed'; message: string }
  | { status: 'loaded'; profile: ProfileItem };

/** A person's profile by username (getProfileByName): loading, missing (404), failed or loaded. */
export function useProfile(username: string) {
  const queries = useQueryClient();
  const key = queryKeys.profile(username);
  const query = useApiQuery(key, (api) =>
    api.GET('/user/profile-by-name/{name}', { params: { path: { name: username } } }),
  );

  let state: ProfileState;
  if (query.isSuccess) state = { status: 'loaded', profile: query.data };
  else if (query.isPending || query.isFetching) state = { status: 'loading' };
  else if (query.error.status === 404 || query.error.status === 400) state = { status: 'missing' };
  else {
    state = {
      status: 'failed',
      message: failureMessage(query.error, 'The profile could not be loaded.'),
    };
  }

  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  /** Changes the loaded profile in place (after follow, mute, block). */
  const update = useCallback(
    (change: (profile: ProfileItem) => ProfileItem) =>
      queries.setQueryData<ProfileItem>(queryKeys.profile(username), (profile) =>
        profile ? change(profile) : profile,
      ),
    [queries, username],
  );
  return { state, reload, update };
}
