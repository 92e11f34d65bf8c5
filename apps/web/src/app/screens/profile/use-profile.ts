import { useCallback, useEffect, useState } from 'react';
import { toNormalisedError } from '@trestle/core';
import { useServices } from '../../services-context';
import type { ProfileItem } from './types';

export type ProfileState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed'; message: string }
  | { status: 'loaded'; profile: ProfileItem };

function statusOf(failure: unknown): number | undefined {
  const status = (failure as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** A person's profile by username (getProfileByName): loading, missing (404), failed or loaded. */
export function useProfile(username: string) {
  const services = useServices();
  const [state, setState] = useState<ProfileState>({ status: 'loading' });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    // The quiet way: a 404 is a state of the screen, not a failure to toast.
    services.client.api
      .GET('/user/profile-by-name/{name}', { params: { path: { name: username } } })
      .then(
        ({ data, response }) => {
          if (!current) return;
          if (data) setState({ status: 'loaded', profile: data });
          else if (response.status === 404 || response.status === 400) {
            setState({ status: 'missing' });
          } else {
            setState({ status: 'failed', message: 'The profile could not be loaded.' });
          }
        },
        (failure: unknown) => {
          if (!current) return;
          if (statusOf(failure) === 404) setState({ status: 'missing' });
          else
            setState({ status: 'failed', message: toNormalisedError(failure).messages.join(' ') });
        },
      );
    return () => {
      current = false;
    };
  }, [services, username, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  /** Changes the loaded profile in place (after follow, mute, block). */
  const update = useCallback(
    (change: (profile: ProfileItem) => ProfileItem) =>
      setState((s) => (s.status === 'loaded' ? { ...s, profile: change(s.profile) } : s)),
    [],
  );
  return { state, reload, update };
}
