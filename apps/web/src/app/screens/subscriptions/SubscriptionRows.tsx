// One row of each subscriptions list: the caller's own subscription (cancel), and a subscriber to
// the caller's levels (private note, activate, cancel, ban, payments and their refund).
import { useState } from 'react';
import { Link } from 'react-router';
import { formatMinorUnits, SUBSCRIBER_NOTE_MAX_LENGTH } from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { Avatar, Badge, Button, ConfirmDialog, TextAreaField } from '@trestle/ui';
import { profilePath } from '../../posts/files';
import { useServices } from '../../services-context';
import styles from './Subscriptions.module.css';
import { useRefreshSubscriptions, type ProLevel, type Subscription } from './use-subscriptions';

const priceOf = (level: Pick<ProLevel, 'price' | 'currency' | 'period'>) =>
  level.price === 0 ? 'Free' : `${formatMinorUnits(level.price, level.currency)} a ${level.period}`;

type Payment = { id: string; amount: number; currency: string; state: string; createdAt: string };

const dateOf = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString() : null);

function Person({ person }: { person: Subscription['owner'] | ProLevel['owner'] }) {
  const name = person.general.displayName || person.username;
  return (
    <Link className={styles.person} to={profilePath(person.username)}>
      <Avatar name={name} src={person.general.avatar ?? null} alt="" size="sm" />
      <span>
        <strong>{name}</strong> <span className={styles.muted}>@{person.username}</span>
      </span>
    </Link>
  );
}

/** The caller's subscription to someone's level. */
export function OwnSubscriptionRow({ subscription }: { subscription: Subscription }) {
  const { client } = useServices();
  const refresh = useRefreshSubscriptions();
  const [busy, setBusy] = useState(false);
  const { level } = subscription;
  const live = subscription.state === 'active' || subscription.state === 'pending';
  const cancel = async () => {
    setBusy(true);
    try {
      await unwrap(
        client.api.DELETE('/user/subscription/{levelId}', {
          params: { path: { levelId: level.id } },
        }),
      );
      await refresh();
    } catch {
      // The loud client has said why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <article className={styles.row} aria-label={`${level.title} by ${level.owner.username}`}>
      <Person person={level.owner} />
      <div className={styles.details}>
        <strong>{level.title}</strong> · {priceOf(level)} <Badge>{subscription.state}</Badge>
        {subscription.expires ? (
          <span className={styles.muted}> · until {dateOf(subscription.expires)}</span>
        ) : null}
      </div>
      {live ? (
        <Button variant="secondary" size="sm" loading={busy} onClick={() => void cancel()}>
          Cancel subscription
        </Button>
      ) : null}
    </article>
  );
}

/** A subscriber to one of the caller's levels, with the owner's tools. */
export function SubscriberRow({ subscription }: { subscription: Subscription }) {
  const { client } = useServices();
  const refresh = useRefreshSubscriptions();
  const [busy, setBusy] = useState<string | null>(null);
  const [note, setNote] = useState(subscription.owner.note?.note ?? '');
  const [payments, setPayments] = useState<Payment[] | null>(null);
  const [refunding, setRefunding] = useState<Payment | null>(null);
  const path = { params: { path: { id: subscription.id } } };
  const act = async (name: string, run: () => Promise<unknown>) => {
    setBusy(name);
    try {
      await run();
      await refresh();
    } catch {
      // The loud client has said why.
    } finally {
      setBusy(null);
    }
  };
  const { state, level } = subscription;
  return (
    <article className={styles.row} aria-label={`Subscriber ${subscription.owner.username}`}>
      <Person person={subscription.owner} />
      <div className={styles.details}>
        <strong>{level.title}</strong> · {priceOf(level)} <Badge>{state}</Badge>
        {subscription.expires ? (
          <span className={styles.muted}> · until {dateOf(subscription.expires)}</span>
        ) : null}
      </div>
      <TextAreaField
        label="Private note"
        hint="Only you see it."
        value={note}
        maxLength={SUBSCRIBER_NOTE_MAX_LENGTH}
        rows={2}
        onChange={setNote}
      />
      <div className={styles.actions}>
        <Button
          variant="secondary"
          size="sm"
          loading={busy === 'note'}
          onClick={() =>
            void act('note', () =>
              unwrap(
                client.api.POST('/user/pro/subscriber/{id}/note', { ...path, body: { note } }),
              ),
            )
          }
        >
          Save note
        </Button>
        {state !== 'active' ? (
          <Button
            size="sm"
            loading={busy === 'activate'}
            onClick={() =>
              void act('activate', () =>
                unwrap(client.api.POST('/user/pro/subscriber/{id}/activate', path)),
              )
            }
          >
            {state === 'banned' ? 'Lift ban' : 'Activate'}
          </Button>
        ) : null}
        {state === 'active' || state === 'pending' ? (
          <Button
            variant="secondary"
            size="sm"
            loading={busy === 'cancel'}
            onClick={() =>
              void act('cancel', () => unwrap(client.api.DELETE('/user/pro/subscriber/{id}', path)))
            }
          >
            Cancel
          </Button>
        ) : null}
        {state !== 'banned' ? (
          <Button
            variant="danger"
            size="sm"
            loading={busy === 'ban'}
            onClick={() =>
              void act('ban', () => unwrap(client.api.POST('/user/pro/subscriber/{id}/ban', path)))
            }
          >
            Ban
          </Button>
        ) : null}
        <Button
          variant="ghost"
          size="sm"
          loading={busy === 'payments'}
          onClick={() =>
            void act('payments', async () => {
              const page = await unwrap(client.api.GET('/user/pro/subscriber/{id}/payment', path));
              setPayments(page?.items ?? []);
            })
          }
        >
          Payments
        </Button>
      </div>
      {payments ? (
        payments.length === 0 ? (
          <p className={styles.muted}>No payments yet.</p>
        ) : (
          <ul className={styles.payments} aria-label="Payments">
            {payments.map((p) => (
              <li key={p.id} className={styles.payment}>
                {dateOf(p.createdAt)} · {formatMinorUnits(p.amount, p.currency)} · {p.state}
                {p.state === 'succeeded' ? (
                  <Button variant="ghost" size="sm" onClick={() => setRefunding(p)}>
                    Refund
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )
      ) : null}
      <ConfirmDialog
        open={refunding !== null}
        title="Refund this payment?"
        confirmLabel={busy === 'refund' ? 'Refunding…' : 'Refund'}
        onCancel={() => setRefunding(null)}
        onConfirm={() => {
          const payment = refunding;
          if (!payment || busy === 'refund') return;
          void act('refund', async () => {
            try {
              const done = await unwrap(
                client.api.POST('/user/payments/transaction/{id}/refund', {
                  params: { path: { id: payment.id } },
                }),
              );
              if (done)
                setPayments((list) => list?.map((x) => (x.id === done.id ? done : x)) ?? null);
            } finally {
              setRefunding(null);
            }
          });
        }}
      >
        {refunding
          ? `${formatMinorUnits(refunding.amount, refunding.currency)} goes back to ${subscription.owner.username}'s card, and their subscription ends at once.`
          : null}
      </ConfirmDialog>
    </article>
  );
}

export { priceOf };
