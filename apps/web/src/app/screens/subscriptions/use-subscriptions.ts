// The subscriptions area's reads and writes: the two lists (the caller's subscriptions, the
// subscribers to the caller's levels) 25 a page with their counts, the blue dots, the caller's
// levels and earnings. Every write refreshes what it changes.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SUBSCRIPTIONS_PAGE_SIZE } from '@trestle/core';
import type { components } from '@trestle/sdk';
import { useApiQuery } from '../../shared/api-query';
import { queryKeys } from '../../shared/query-keys';

export type Subscription = components['schemas']['Subscription'];
export type SubscriptionState = components['schemas']['SubscriptionState'];
export type ProLevel = components['schemas']['ProLevel'];
export type SubscriptionTab = 'normal' | 'pro';

/** One page of a tab's list, with the count behind the pager. */
export function useSubscriptionPage(tab: SubscriptionTab, state: SubscriptionState, page: number) {
  const skip = (page - 1) * SUBSCRIPTIONS_PAGE_SIZE;
  const list = useApiQuery(queryKeys.subscriptionList(tab, state, page), (api) =>
    tab === 'normal'
      ? api.GET('/user/subscriptions', {
          params: { query: { state, skip, limit: SUBSCRIPTIONS_PAGE_SIZE } },
        })
      : api.GET('/user/pro/subscribers', {
          params: { query: { state, skip, limit: SUBSCRIPTIONS_PAGE_SIZE } },
        }),
  );
  const count = useApiQuery(
    [...queryKeys.subscriptionList(tab, state, 0), 'count'],
    (api) =>
      tab === 'normal'
        ? api.GET('/user/subscriptions/count', { params: { query: { type: state } } })
        : api.GET('/user/pro/subscribers/count', { params: { query: { type: state } } }),
    { quiet: true },
  );
  return { list, count: count.data?.count ?? null };
}

/** The blue dots as a pair; null while unknown. */
export function useSubscriptionDots() {
  return useApiQuery(queryKeys.subscriptionDots(), (api) => api.GET('/user/subscriptions/dots'), {
    quiet: true,
  });
}

/** Refreshes every subscription list, count and dot after a change. */
export function useRefreshSubscriptions() {
  const queries = useQueryClient();
  return useCallback(
    () => queries.invalidateQueries({ queryKey: queryKeys.subscriptions() }),
    [queries],
  );
}

export function useOwnProLevels() {
  return useApiQuery(queryKeys.ownProLevels(), (api) =>
    api.GET('/user/profile/settings/pro/levels', { params: { query: { limit: 10 } } }),
  );
}

export function useProEarnings() {
  return useApiQuery(queryKeys.proEarnings(), (api) =>
    api.GET('/user/pro/earnings', { params: { query: { limit: SUBSCRIPTIONS_PAGE_SIZE } } }),
  );
}
