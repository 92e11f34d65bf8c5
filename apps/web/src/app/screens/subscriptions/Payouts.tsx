// The "Payouts" part of the pro level settings: where the creator is paid (Stripe Connect). It
// shows the payout account's state and the button that connects it: with Stripe the server answers
// Stripe's onboarding page, opened here; with the sandbox the account is connected at once.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { unwrap, type components } from '@trestle/sdk';
import { Badge, Button } from '@trestle/ui';
import { useApiQuery } from '../../shared/api-query';
import { queryKeys } from '../../shared/query-keys';
import { useServices } from '../../services-context';
import styles from './Subscriptions.module.css';

type PayoutAccount = components['schemas']['PayoutAccount'];

const payoutsKey = () => [...queryKeys.ownProLevels(), 'payouts'] as const;

export function payoutText(account: PayoutAccount): string {
  const fee = `The platform keeps ${account.platformFeePercent}% of each payment; the rest is yours.`;
  if (account.state === 'connected') return `Payments to your levels are paid out to you. ${fee}`;
  if (account.state === 'pending')
    return 'Your payout account is not finished: continue where you left off.';
  if (account.state === 'restricted')
    return 'The payment processor needs more details before it pays you out.';
  return account.required
    ? `Connect a payout account before you offer paid levels. ${fee}`
    : `Connect a payout account to be paid. Until then, what you earn is held for you. ${fee}`;
}

const LABELS: Record<PayoutAccount['state'], string> = {
  none: 'Not connected',
  pending: 'Onboarding unfinished',
  restricted: 'Restricted',
  connected: 'Connected',
};

/** `open` leaves for the processor's onboarding page (replaced in tests). */
export function Payouts({
  open = (url: string) => window.location.assign(url),
}: {
  open?: (url: string) => void;
}) {
  const { client } = useServices();
  const queries = useQueryClient();
  const account = useApiQuery(payoutsKey(), (api) => api.GET('/user/pro/payouts'), {
    quiet: true,
  });
  const [busy, setBusy] = useState(false);
  const connect = async () => {
    setBusy(true);
    try {
      const answer = await unwrap(client.api.POST('/user/pro/payouts/onboarding'));
      if (answer?.url) open(answer.url);
      else await queries.invalidateQueries({ queryKey: payoutsKey() });
    } catch {
      // The loud client has said why.
    } finally {
      setBusy(false);
    }
  };
  const data = account.data;
  if (!data) return null;
  return (
    <section className={styles.payouts} aria-labelledby="payouts-title">
      <h2 id="payouts-title">
        Payouts <Badge>{LABELS[data.state]}</Badge>
      </h2>
      <p className={styles.muted}>{payoutText(data)}</p>
      {data.state !== 'connected' ? (
        <div>
          <Button loading={busy} onClick={() => void connect()}>
            {data.state === 'none' ? 'Connect payout account' : 'Continue onboarding'}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
