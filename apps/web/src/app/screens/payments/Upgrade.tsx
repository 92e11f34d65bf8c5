// `/upgrade`: the membership levels side by side (price, limits, what each allows), the card form
// for the chosen one, then "waiting for confirmation / confirmed / failed" driven by core's payment
// machine, which polls the level every 3 seconds (spec section 4): the spec's toasts, and the
// profile and role refreshed after success.
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import {
  formatMinorUnits,
  isMembershipLevel,
  limitsFor,
  paymentFlowState,
  paymentMachine,
  type LevelPollResult,
} from '@trestle/core';
import type { components } from '@trestle/sdk';
import { unwrap } from '@trestle/sdk';
import { fromPromise } from 'xstate';
import { Button, Spinner } from '@trestle/ui';
import { useServices } from '../../services-context';
import { callApi, useApiQuery } from '../../shared/api-query';
import { queryKeys } from '../../shared/query-keys';
import { usePageTitle } from '../../use-page-title';
import { CardForm } from './CardForm';
import { paymentCardOf, type PaymentConfig } from './tokenise';
import page from '../Page.module.css';
import styles from './Payments.module.css';

type Level = components['schemas']['MembershipLevel'];
type Product = components['schemas']['Product'];

const LIMIT_ROWS: [keyof Level['limits'], string][] = [
  ['projects', 'Projects'],
  ['jobs', 'Jobs'],
  ['listings', 'Directory listings'],
  ['savedSearches', 'Saved searches'],
  ['projectApplicationsPerMonth', 'Bids a month'],
  ['uploadMegabytes', 'Upload size (MB)'],
];

export const FLOW_TEXT = {
  waiting: 'Waiting for confirmation from the card processor…',
  confirmed: 'Confirmed: your new level is in force.',
  failed: 'The payment did not go through.',
} as const;

export default function Upgrade() {
  usePageTitle('Upgrade');
  const services = useServices();
  const { client, quietClient } = services;
  const queries = useQueryClient();
  const [chosen, setChosen] = useState<Product | null>(null);
  const products = useApiQuery(queryKeys.paymentProducts(), (api) =>
    api.GET('/user/products', { params: { query: { type: 'membership', limit: 10 } } }),
  );
  const status = useApiQuery(queryKeys.membershipStatus(), (api) =>
    api.GET('/user/membership/level'),
  );
  const config = useApiQuery(queryKeys.paymentConfig(), (api) => api.GET('/user/payments/config'), {
    staleTime: Infinity,
  });
  const [snapshot, send, actor] = useMachine(
    paymentMachine.provide({
      actors: {
        pollLevel: fromPromise<LevelPollResult, { payment: unknown }>(() =>
          callApi(quietClient.api.GET('/user/membership/level')),
        ),
        fetchProfile: fromPromise(() => callApi(quietClient.api.GET('/user/profile'))),
      },
    }),
  );
  const flow = paymentFlowState(snapshot.value);

  useEffect(() => {
    const refresh = () => {
      void queries.invalidateQueries({ queryKey: queryKeys.membershipStatus() });
      void queries.invalidateQueries({ queryKey: queryKeys.paymentLists() });
    };
    const subscriptions = [
      actor.on('confirmed', ({ message }) => {
        services.notify(message, 'success');
        refresh();
        setChosen(null);
      }),
      actor.on('failed', ({ message }) => {
        services.notify(message, 'error');
        refresh();
      }),
      actor.on('upgraded', ({ user }) => {
        services.auth.send({ type: 'USER_UPDATED', user });
      }),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [actor, services, queries]);

  const currentKey = status.data?.state === 'active' ? status.data.level?.key : null;
  const levels = products.data?.items ?? [];

  async function pay(product: Product, card: Parameters<typeof paymentCardOf>[0]) {
    const paymentCard = await paymentCardOf(card, config.data as PaymentConfig | undefined);
    await unwrap(
      client.api.POST('/user/membership/level/buy', {
        body: { levelId: product.id, card: paymentCard },
      }),
    );
    send({ type: 'START', payment: product.id });
  }

  return (
    <div className={page.page}>
      <h1 className={page.title}>Upgrade your membership</h1>
      {products.isPending ? <Spinner label="Loading levels" /> : null}
      <ul className={styles.levels} aria-label="Membership levels">
        {levels.map((product) => {
          const level = status.data?.level?.id === product.id ? status.data.level : null;
          const isCurrent = currentKey != null && product.membershipLevel === currentKey;
          return (
            <li key={product.id} className={styles.level} aria-current={isCurrent || undefined}>
              <h2 className={styles.levelName}>{product.name}</h2>
              <p className={styles.price}>
                {product.price === 0
                  ? 'Free'
                  : `${formatMinorUnits(product.price, product.currency)} a ${product.interval}`}
              </p>
              {product.description ? <p>{product.description}</p> : null}
              <LevelLimits levelKey={product.membershipLevel} known={level} />
              {isCurrent ? (
                <p className={styles.current}>Your level</p>
              ) : product.price > 0 ? (
                <Button
                  variant={chosen?.id === product.id ? 'primary' : 'secondary'}
                  onClick={() => {
                    send({ type: 'RESET' });
                    setChosen(product);
                  }}
                  disabled={flow === 'waitingForConfirmation'}
                >
                  Choose {product.name}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {flow === 'waitingForConfirmation' ? (
        <p role="status" className={styles.flow}>
          <Spinner label="" /> {FLOW_TEXT.waiting}
        </p>
      ) : flow === 'confirmed' ? (
        <p role="status" className={styles.flow}>
          {FLOW_TEXT.confirmed}
        </p>
      ) : flow === 'failed' ? (
        <p role="alert" className={styles.flowFailed}>
          {FLOW_TEXT.failed} {snapshot.context.message}
        </p>
      ) : null}
      {chosen ? (
        <section aria-label={`Pay for ${chosen.name}`} className={styles.paySection}>
          <h2 className={styles.levelName}>Pay for {chosen.name}</h2>
          <CardForm
            key={chosen.id}
            submitLabel={`Pay ${formatMinorUnits(chosen.price, chosen.currency)}`}
            onPay={(card) => pay(chosen, card)}
            disabled={flow === 'waitingForConfirmation'}
          />
        </section>
      ) : null}
    </div>
  );
}

/** The level's quotas, from core's table (the same numbers the server enforces). */
function LevelLimits({
  levelKey,
  known,
}: {
  levelKey: string | null | undefined;
  known: Level | null;
}) {
  const limits = known?.limits ?? limitsOf(levelKey);
  if (!limits) return null;
  return (
    <dl className={styles.limits}>
      {LIMIT_ROWS.map(([key, label]) => (
        <div key={key} className={styles.limitRow}>
          <dt>{label}</dt>
          <dd>{limits[key]}</dd>
        </div>
      ))}
    </dl>
  );
}

const limitsOf = (key: string | null | undefined) =>
  key && isMembershipLevel(key) ? limitsFor(key) : null;
