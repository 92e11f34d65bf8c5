import { useEffect, useState } from 'react';
import { GROUP_NAME_CHECK_DELAY_MS, groupNameSchema, toNormalisedError } from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { useServices } from '../../services-context';

/** What the name check says about the name typed. */
export type NameCheck =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'free' }
  | { state: 'taken'; message: string }
  | { state: 'failed'; message: string };

/**
 * Checks a group name with the server (PUT /user/group/name) as it is typed: after a pause
 * (debounced), only when core's rules accept it, and only the answer for the latest name counts.
 * `unchanged` is the group's own name when editing, which needs no check.
 */
export function useNameCheck(name: string, groupId?: string, unchanged?: string): NameCheck {
  const services = useServices();
  const [check, setCheck] = useState<NameCheck>({ state: 'idle' });

  useEffect(() => {
    const parsed = groupNameSchema.safeParse(name);
    if (!parsed.success || (unchanged !== undefined && parsed.data === unchanged)) {
      setCheck({ state: 'idle' });
      return;
    }
    let current = true;
    setCheck({ state: 'checking' });
    const timer = setTimeout(() => {
      // The quiet client: a taken name is news for the field, not a toast.
      unwrap(
        services.quietClient.api.PUT('/user/group/name', {
          body: { name: parsed.data, ...(groupId ? { id: groupId } : {}) },
        }),
      ).then(
        () => current && setCheck({ state: 'free' }),
        (failure: unknown) => {
          if (!current) return;
          const error = toNormalisedError(failure);
          const message = error.messages.join(' ') || 'This name could not be checked.';
          setCheck(
            error.status === 409 ? { state: 'taken', message } : { state: 'failed', message },
          );
        },
      );
    }, GROUP_NAME_CHECK_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [services, name, groupId, unchanged]);

  return check;
}
