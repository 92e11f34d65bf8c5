// The level button on a profile (spec section 4): the person's pro levels with the caller's
// subscription to each. A free level subscribes at once; a paid one takes the card form (the
// payments area's), answers pending, and is polled every PAYMENT_POLL_INTERVAL_MS until the charge
// is confirmed or fails. A null state clears the profile's current-subscription flag; any other
// state sets it.
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PAYMENT_POLL_INTERVAL_MS, formatMinorUnits } from '@trestle/core';
import { unwrap, type components } from '@trestle/sdk';
import { Badge, Button } from '@trestle/ui';
import { useServices } from '../../services-context';
import { queryKeys } from '../../shared/query-keys';
import { CardForm } from '../payments/CardForm';
import { paymentCardOf, type PaymentConfig } from '../payments/tokenise';
import { useApiQuery } from '../../shared/api-query';
import styles from './Subscriptions.module.css';

type ProfileItem = components['schemas']['ProfileItem'];
type ProfileLevel = ProfileItem['levels'][number];
type LevelSubscription = ProfileLevel['subscriptions'];

export interface ProfileLevelsProps {
  profile: ProfileItem;
  own: boolean;
  onChange: (change: (profile: ProfileItem) => ProfileItem) => void;
}

/** Sets one level's subscription on the profile, and the current-subscription flag with it. */
export function withLevelSubscription(
  profile: ProfileItem,
  levelId: string,
  subscription: LevelSubscription,
): ProfileItem {
  const levels = profile.levels.map((l) =>
    l.id === levelId ? { ...l, subscriptions: subscription } : l,
  );
  return {
    ...profile,
    levels,
    subscriptions_current: levels.some((l) => l.subscriptions !== null),
  };
}

const priceText = (level: ProfileLevel) =>
  !level.price
    ? 'Free'
    : `${formatMinorUnits(level.price, level.currency ?? 'USD')} a ${level.period ?? 'month'}`;

export function ProfileLevels({ profile, own, onChange }: ProfileLevelsProps) {
  if (profile.levels.length === 0) return null;
  const name = profile.general.displayName || profile.username;
  return (
    <section id="levels" aria-labelledby="levels-heading" className={styles.levels}>
      <h2 id="levels-heading">Pro levels</h2>
      <ul className={styles.list}>
        {profile.levels.map((level) => (
          <li key={level.id}>
            <LevelItem
              level={level}
              own={own}
              name={name}
              personId={profile.id}
              onChange={onChange}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function LevelItem({
  level,
  own,
  name,
  personId,
  onChange,
}: {
  level: ProfileLevel;
  own: boolean;
  name: string;
  personId: string;
  onChange: ProfileLevelsProps['onChange'];
}) {
  const { client, quietClient } = useServices();
  const queries = useQueryClient();
  const [paying, setPaying] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const config = useApiQuery(['payment-config'], (api) => api.GET('/user/payments/config'), {
    quiet: true,
    enabled: paying,
  });
  const state = level.subscriptions?.state ?? null;

  // While the charge is pending, the profile is read again every 3 s for the level's state.
  useEffect(() => {
    if (state !== 'pending') return;
    const timer = setInterval(() => {
      void unwrap(quietClient.api.GET('/user/profile/{id}', { params: { path: { id: personId } } }))
        .then((fresh) => {
          const now = fresh?.levels.find((l) => l.id === level.id)?.subscriptions ?? null;
          if (now?.state === 'pending') return;
          onChange((p) => withLevelSubscription(p, level.id, now));
          setMessage(
            now?.state === 'active'
              ? `You subscribed to ${level.title}.`
              : 'Oops. Transaction failed. Please try again.',
          );
          void queries.invalidateQueries({ queryKey: queryKeys.subscriptions() });
          void queries.invalidateQueries({ queryKey: ['post'] });
        })
        .catch(() => undefined);
    }, PAYMENT_POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [state, quietClient, personId, level.id, level.title, onChange, queries]);

  const subscribe = async (card?: Parameters<typeof paymentCardOf>[0]) => {
    const paymentCard = card
      ? await paymentCardOf(card, config.data as PaymentConfig | undefined)
      : undefined;
    const sub = await unwrap(
      client.api.POST('/user/subscription/{levelId}', {
        params: { path: { levelId: level.id } },
        body: paymentCard ? { card: paymentCard } : {},
      }),
    );
    setPaying(false);
    onChange((p) =>
      withLevelSubscription(p, level.id, sub ? { id: sub.id, state: sub.state } : null),
    );
    setMessage(
      sub?.state === 'active'
        ? `You subscribed to ${level.title}.`
        : 'Waiting for confirmation from the card processor…',
    );
    void queries.invalidateQueries({ queryKey: queryKeys.subscriptions() });
  };

  const free = !level.price;
  const canSubscribe = !own && (state === null || state === 'inactive');
  return (
    <article className={styles.row} aria-label={`Level ${level.title}`}>
      <div className={styles.details}>
        <strong>{level.title}</strong> · {priceText(level)} {state ? <Badge>{state}</Badge> : null}
      </div>
      {level.description ? <p>{level.description}</p> : null}
      {level.benefits && level.benefits.length > 0 ? (
        <ul className={styles.benefits}>
          {level.benefits.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
      ) : null}
      {message ? (
        <p role="status" className={styles.muted}>
          {message}
        </p>
      ) : null}
      {canSubscribe && !paying ? (
        <div className={styles.actions}>
          <Button
            loading={busy}
            onClick={() => {
              if (!free) {
                setPaying(true);
                return;
              }
              setBusy(true);
              void subscribe()
                .catch(() => undefined)
                .finally(() => setBusy(false));
            }}
          >
            Subscribe to {name}
          </Button>
        </div>
      ) : null}
      {paying ? (
        <>
          <div className={styles.pay}>
            <CardForm submitLabel={`Pay ${priceText(level)}`} onPay={(card) => subscribe(card)} />
          </div>
          <div>
            <Button variant="ghost" onClick={() => setPaying(false)}>
              Cancel
            </Button>
          </div>
        </>
      ) : null}
    </article>
  );
}
