import { useEffect, useState } from 'react';
import { CHANNEL_FETCH_DELAY_MS, channelNameToCheck } from '@trestle/core';
import { useServices } from '../../services-context';
import { useDebounced } from '../../shared/use-paged-items';

export type NameCheck =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'free' }
  | { status: 'taken'; message: string };

/**
 * The name check as the person types (spec section 5): once a name passes core's rule and has
 * stayed the same for CHANNEL_FETCH_DELAY_MS, PUT /user/channel/name says whether it is free
 * (409: taken). Quietly: a taken name is an answer, not an error toast. `channelId` leaves the
 * channel being renamed out; its own name is not asked about.
 */
export function useChannelNameCheck(name: string, channelId?: string, ownName?: string): NameCheck {
  const { quietClient } = useServices();
  const candidate = channelNameToCheck(name);
  const asked = candidate !== null && candidate !== ownName ? candidate : null;
  const settled = useDebounced(asked, CHANNEL_FETCH_DELAY_MS);
  const [answer, setAnswer] = useState<{ name: string; check: NameCheck } | null>(null);

  useEffect(() => {
    if (settled === null) return;
    let current = true;
    quietClient.api
      .PUT('/user/channel/name', {
        body: { name: settled, ...(channelId ? { id: channelId } : {}) },
      })
      .then(
        ({ response, error }) => {
          if (!current) return;
          if (response.ok) setAnswer({ name: settled, check: { status: 'free' } });
          else if (response.status === 409) {
            const message =
              (error as { message?: string } | undefined)?.message ??
              'This channel name is already taken.';
            setAnswer({ name: settled, check: { status: 'taken', message } });
          } else setAnswer(null);
        },
        () => {
          if (current) setAnswer(null);
        },
      );
    return () => {
      current = false;
    };
  }, [quietClient, settled, channelId]);

  if (asked === null) return { status: 'idle' };
  if (answer?.name === asked) return answer.check;
  return { status: 'checking' };
}
