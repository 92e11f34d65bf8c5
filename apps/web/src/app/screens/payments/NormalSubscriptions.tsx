// The normal tab of /subscriptions (spec section 2): the person's recurring charges (memberships,
// pro levels) as active, pending or inactive, each with its amount, card and period, and a cancel
// that stops it at the period's end. Exported for the /subscriptions page's frame.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { formatMinorUnits } from '@trestle/core';
import type { components } from '@trestle/sdk';
import { unwrap } from '@trestle/sdk';
import { Button, EmptyState, Spinner, Tabs } from '@trestle/ui';
import { useServices } from '../../services-context';
import { useApiQuery } from '../../shared/api-query';
import { queryKeys } from '../../shared/query-keys';
import { cardText, dateText } from './payment-text';
import styles from './Payments.module.css';

type Subscription = components['schemas']['PaymentSubscription'];
export type NormalSubscriptionState = 'active' | 'pending' | 'inactive';

const TABS: { value: NormalSubscriptionState; label: string }[] = [
  { value: 'active', label: 'Active' },
  { value: 'pending', label: 'Pending' },
  { value: 'inactive', label: 'Inactive' },
];

/** Recurring charges shown per page (spec section 9: subscription lists 25). */
export const SUBSCRIPTIONS_PAGE_SIZE = 25;

export function NormalSubscriptions() {
  const [state, setState] = useState<NormalSubscriptionState>('active');
  const list = useApiQuery(queryKeys.paymentList('subscriptions', state), (api) =>
    api.GET('/user/payments/subscriptions', {
      params: { query: { state, limit: SUBSCRIPTIONS_PAGE_SIZE } },
    }),
  );
  const items = list.data?.items ?? [];
  return (
    <Tabs items={TABS} value={state} onChange={setState} label="Your subscriptions">
      {list.isPending ? <Spinner label="Loading subscriptions" /> : null}
      {list.isSuccess && items.length === 0 ? (
        <EmptyState title={`No ${state} subscriptions`} />
      ) : null}
      <ul className={styles.rows}>
        {items.map((item) => (
          <SubscriptionRow key={item.id} item={item} />
        ))}
      </ul>
    </Tabs>
  );
}

function SubscriptionRow({ item }: { item: Subscription }) {
  const { client } = useServices();
  const queries = useQueryClient();
  const [busy, setBusy] = useState(false);
  async function cancel() {
    setBusy(true);
    try {
      await unwrap(
        client.api.POST('/user/payments/subscription/{id}/cancel', {
          params: { path: { id: item.id } },
        }),
      );
      await queries.invalidateQueries({ queryKey: queryKeys.paymentLists() });
      await queries.invalidateQueries({ queryKey: queryKeys.membershipStatus() });
    } catch {
      // The loud client has shown the failure.
    } finally {
      setBusy(false);
    }
  }
  const until = dateText(item.currentPeriodEnd);
  return (
    <li className={styles.row}>
      <div>
        <strong>{item.product.name}</strong>{' '}
        <span className={styles.muted}>
          {formatMinorUnits(item.amount, item.currency)} a {item.product.interval}
          {item.card ? ` · ${cardText(item.card)}` : ''}
        </span>
      </div>
      <div className={styles.muted}>
        {item.state === 'cancelled' && until
          ? `Cancelled: ends ${until}`
          : item.state === 'active' && until
            ? `Renews ${until}`
            : item.state === 'pending'
              ? 'Waiting for confirmation'
              : item.state === 'expired'
                ? 'Ended'
                : null}
      </div>
      {item.state === 'active' ? (
        <Button variant="secondary" size="sm" loading={busy} onClick={cancel}>
          Cancel {item.product.name}
        </Button>
      ) : null}
    </li>
  );
}
