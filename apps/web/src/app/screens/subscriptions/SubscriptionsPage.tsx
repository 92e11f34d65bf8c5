// /subscriptions: tabs normal (the caller's own subscriptions, and the memberships slot) and pro
// (the subscribers to the caller's levels), each with its states, 25 a page (spec sections 2 and
// 9). Opening a tab clears its blue dot. The tab, state and page live in the address.
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SUBSCRIPTIONS_PAGE_SIZE } from '@trestle/core';
import { ChoiceChips, EmptyState, LoadError, Pager, Spinner, Tabs } from '@trestle/ui';
import { unwrap } from '@trestle/sdk';
import { useServices } from '../../services-context';
import { usePageTitle } from '../../use-page-title';
import page from '../Page.module.css';
import { NormalMembershipsSlot } from './NormalMembershipsSlot';
import { OwnSubscriptionRow, SubscriberRow } from './SubscriptionRows';
import styles from './Subscriptions.module.css';
import {
  useRefreshSubscriptions,
  useSubscriptionDots,
  useSubscriptionPage,
  type SubscriptionState,
  type SubscriptionTab,
} from './use-subscriptions';

const STATES: Record<SubscriptionTab, readonly SubscriptionState[]> = {
  normal: ['active', 'pending', 'inactive'],
  pro: ['active', 'pending', 'inactive', 'banned'],
};
const LABELS: Record<SubscriptionState, string> = {
  active: 'Active',
  pending: 'Pending',
  inactive: 'Inactive',
  banned: 'Banned',
};

export default function SubscriptionsPage() {
  usePageTitle('Subscriptions');
  const [params, setParams] = useSearchParams();
  const tab: SubscriptionTab = params.get('tab') === 'pro' ? 'pro' : 'normal';
  const asked = params.get('state') as SubscriptionState | null;
  const state = asked && STATES[tab].includes(asked) ? asked : 'active';
  const pageNumber = Math.max(1, Number(params.get('page')) || 1);
  const dots = useSubscriptionDots();
  const { client } = useServices();
  const refresh = useRefreshSubscriptions();

  const dot = dots.data?.[tab] ?? 0;
  useEffect(() => {
    if (dot === 0) return;
    void unwrap(client.api.POST('/user/subscriptions/dots/seen', { body: { tab } })).then(refresh);
  }, [client, tab, dot, refresh]);

  const go = (next: { tab?: SubscriptionTab; state?: SubscriptionState; page?: number }) => {
    const nextTab = next.tab ?? tab;
    const search = new URLSearchParams();
    if (nextTab === 'pro') search.set('tab', 'pro');
    const nextState = next.tab && next.tab !== tab ? 'active' : (next.state ?? state);
    if (nextState !== 'active') search.set('state', nextState);
    if ((next.page ?? 1) > 1) search.set('page', String(next.page));
    setParams(search);
  };

  return (
    <div className={page.page}>
      <div className={page.titleRow}>
        <h1 className={page.title}>Subscriptions</h1>
        <Link to="/subscriptions/levels">Your pro levels</Link>
      </div>
      <Tabs
        label="Subscriptions"
        value={tab}
        onChange={(value) => go({ tab: value })}
        items={[
          {
            value: 'normal',
            label: 'Normal',
            ...(dots.data?.normal ? { count: dots.data.normal } : {}),
          },
          { value: 'pro', label: 'Pro', ...(dots.data?.pro ? { count: dots.data.pro } : {}) },
        ]}
      >
        {tab === 'normal' ? <NormalMembershipsSlot /> : null}
        {tab === 'normal' ? <h2>Pro levels you subscribe to</h2> : null}
        <ChoiceChips
          label={tab === 'pro' ? 'Subscribers by state' : 'Subscriptions by state'}
          options={STATES[tab].map((value) => ({ value, label: LABELS[value] }))}
          value={state}
          onChange={(value) => go({ state: value })}
        />
        <SubscriptionList
          tab={tab}
          state={state}
          page={pageNumber}
          onPage={(p) => go({ page: p })}
        />
      </Tabs>
    </div>
  );
}

function SubscriptionList({
  tab,
  state,
  page: pageNumber,
  onPage,
}: {
  tab: SubscriptionTab;
  state: SubscriptionState;
  page: number;
  onPage: (page: number) => void;
}) {
  const { list, count } = useSubscriptionPage(tab, state, pageNumber);
  if (list.isPending) return <Spinner label="Loading subscriptions" />;
  if (list.isError)
    return (
      <LoadError
        text="The subscriptions could not be loaded."
        onRetry={() => void list.refetch()}
      />
    );
  const items = list.data.items;
  const pageCount = count === null ? null : Math.max(1, Math.ceil(count / SUBSCRIPTIONS_PAGE_SIZE));
  return (
    <>
      {items.length === 0 ? (
        <EmptyState
          className={page.notice}
          title={
            tab === 'pro'
              ? `No ${LABELS[state].toLowerCase()} subscribers`
              : `No ${LABELS[state].toLowerCase()} subscriptions`
          }
          text={
            tab === 'pro'
              ? 'People who subscribe to your pro levels appear here.'
              : 'Subscribe to a pro level from a person’s profile to see it here.'
          }
        />
      ) : (
        <ul
          className={styles.list}
          aria-label={tab === 'pro' ? 'Subscribers' : 'Your subscriptions'}
        >
          {items.map((item) => (
            <li key={item.id}>
              {tab === 'pro' ? (
                <SubscriberRow subscription={item} />
              ) : (
                <OwnSubscriptionRow subscription={item} />
              )}
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={pageNumber}
        pageCount={pageCount}
        hasNext={items.length === SUBSCRIPTIONS_PAGE_SIZE}
        onPage={onPage}
        label="Subscription pages"
      />
    </>
  );
}
