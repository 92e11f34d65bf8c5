// The unread chats count (spec section 3's `unreadChats`): one badge per session's services, read
// by the Messages navigation item and the bottom bar, set by `GET /user/dm/state`, the realtime
// `dm:state` and the answer of reading a chat.
import { useCallback } from 'react';
import type { Services } from '../services';
import { useServices } from '../services-context';
import { queryKeys } from '../shared/query-keys';
import { createCountBadge, useCountBadgeUpkeep, type CountBadge } from './count-badge';

export type DmBadge = CountBadge;

const badges = new WeakMap<Services, DmBadge>();

/** The unread-chats badge of these services (made on first use). */
export function dmBadge(services: Services): DmBadge {
  let badge = badges.get(services);
  if (!badge) {
    badge = createCountBadge(services.queries, queryKeys.unreadChats());
    badges.set(services, badge);
  }
  return badge;
}

/** While signed in (the frame): the unread chats, from `GET /user/dm/state` and `dm:state`. */
export function useDmBadgeUpkeep(): number {
  const services = useServices();
  const load = useCallback(
    async () => (await services.quietClient.api.GET('/user/dm/state')).data?.unreadChats,
    [services],
  );
  const follow = useCallback(
    (set: (count: number) => void) =>
      services.realtime.on('dm:state', (state) => set(state.unreadChats)),
    [services],
  );
  return useCountBadgeUpkeep(dmBadge(services), load, follow);
}
