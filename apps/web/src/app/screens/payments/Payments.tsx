// `/payments`: the person's card charges (newest first, with state and card) and recurring charges
// (the same list as the normal tab of /subscriptions), with a link to upgrade.
import { Link } from 'react-router';
import { formatMinorUnits } from '@trestle/core';
import { EmptyState, Spinner } from '@trestle/ui';
import { useApiQuery } from '../../shared/api-query';
import { queryKeys } from '../../shared/query-keys';
import { usePageTitle } from '../../use-page-title';
import { NormalSubscriptions } from './NormalSubscriptions';
import { cardText, dateText } from './payment-text';
import page from '../Page.module.css';
import styles from './Payments.module.css';

const STATE_TEXT = {
  pending: 'Pending',
  succeeded: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
} as const;

export const TRANSACTIONS_PAGE_SIZE = 25;

export default function Payments() {
  usePageTitle('Payments');
  const count = useApiQuery(queryKeys.paymentList('transactions', 'count'), (api) =>
    api.GET('/user/payments/transactions/count'),
  );
  const list = useApiQuery(queryKeys.paymentList('transactions', 'all'), (api) =>
    api.GET('/user/payments/transactions', {
      params: { query: { limit: TRANSACTIONS_PAGE_SIZE } },
    }),
  );
  const items = list.data?.items ?? [];
  return (
    <div className={page.page}>
      <div className={page.titleRow}>
        <h1 className={page.title}>Payments</h1>
        <Link to="/upgrade">Upgrade your membership</Link>
      </div>
      <section aria-label="Recurring charges" className={styles.paySection}>
        <h2 className={styles.levelName}>Recurring charges</h2>
        <NormalSubscriptions />
      </section>
      <section aria-label="Transactions" className={styles.paySection}>
        <h2 className={styles.levelName}>
          Transactions{count.data ? ` (${count.data.count})` : ''}
        </h2>
        {list.isPending ? <Spinner label="Loading transactions" /> : null}
        {list.isSuccess && items.length === 0 ? <EmptyState title="No payments yet" /> : null}
        <ul className={styles.rows}>
          {items.map((item) => (
            <li key={item.id} className={styles.row}>
              <div>
                <strong>{item.description}</strong>{' '}
                <span className={styles.muted}>{dateText(item.createdAt)}</span>
              </div>
              <div>
                {formatMinorUnits(item.amount, item.currency)} ·{' '}
                <span data-state={item.state}>{STATE_TEXT[item.state]}</span>
                {item.card ? <span className={styles.muted}> · {cardText(item.card)}</span> : null}
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
