// The sandbox processor (the default): embedded, no network. It follows the processor's published
// test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995
// fails for insufficient funds, any other Luhn-valid number succeeds. Every charge answers
// `pending`; a background job (`payments.sandbox-confirm`, `confirmSeconds` later) reports the
// outcome to fulfil(), so the client's 3-second polling sees a real pending period.
//
// It keeps no card: a charge returns a method token that names only the test behaviour, the brand
// and the last four (`pm_sandbox_<behaviour>_<brand>_<last4>_<random>`), which renewals charge
// again. Job payloads carry references and outcomes, never card details.
import { randomUUID } from 'node:crypto';
import { summariseCard } from '@trestle/core';
import type { Jobs } from '../jobs/jobs';
import {
  WebhookSignatureError,
  type CardSummaryFacts,
  type ChargeOutcome,
  type ChargeAnswer,
  type ChargeRequest,
  type PaymentFailureCode,
  type PaymentProvider,
  type SubscribeAnswer,
  type SubscribeRequest,
} from './provider';

type Behaviour = 'ok' | 'declined' | 'insufficient';

/** The processor's published test cards that do not simply succeed. */
export const SANDBOX_TEST_CARDS: Record<string, Behaviour> = {
  '4242424242424242': 'ok',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient',
};

const FAILURE_OF: Record<Exclude<Behaviour, 'ok'>, PaymentFailureCode> = {
  declined: 'card_declined',
  insufficient: 'insufficient_funds',
};

const TOKEN = /^pm_sandbox_(ok|declined|insufficient)_([a-z_]+)_(\d{4})_[0-9a-f]+$/;

export interface SandboxOptions {
  jobs: Pick<Jobs, 'send'>;
  /** Seconds between a charge and its confirmation. */
  confirmSeconds: number;
}

export function sandboxProvider(options: SandboxOptions): PaymentProvider {
  const { jobs, confirmSeconds } = options;

  /** Reads the source: a new card (its behaviour from the test table) or a stored token. */
  function resolve(source: ChargeRequest['source']): {
    behaviour: Behaviour;
    card: CardSummaryFacts;
    methodRef: string;
  } {
    if ('card' in source) {
      const digits = source.card.number.replace(/\D/g, '');
      const behaviour = SANDBOX_TEST_CARDS[digits] ?? 'ok';
      const { brand, last4 } = summariseCard(digits);
      const methodRef = `pm_sandbox_${behaviour}_${brand}_${last4}_${randomUUID().replace(/-/g, '')}`;
      return { behaviour, card: { brand, last4 }, methodRef };
    }
    const token = 'token' in source ? source.token : source.methodRef;
    const match = TOKEN.exec(token);
    if (!match)
      return { behaviour: 'declined', card: { brand: 'unknown', last4: '0000' }, methodRef: token };
    return {
      behaviour: match[1] as Behaviour,
      card: { brand: match[2] as CardSummaryFacts['brand'], last4: match[3] as string },
      methodRef: token,
    };
  }

  async function settleLater(
    chargeRef: string,
    transactionId: string,
    behaviour: Behaviour,
  ): Promise<void> {
    const eventId = `evt_sandbox_${randomUUID()}`;
    const outcome: ChargeOutcome =
      behaviour === 'ok'
        ? { kind: 'charge.succeeded', chargeRef, transactionId, eventId }
        : { kind: 'charge.failed', chargeRef, transactionId, eventId, code: FAILURE_OF[behaviour] };
    await jobs.send('payments.sandbox-confirm', outcome, { startAfter: confirmSeconds });
  }

  async function charge(request: ChargeRequest): Promise<ChargeAnswer> {
    const { behaviour, card, methodRef } = resolve(request.source);
    const ref = `ch_sandbox_${request.idempotencyKey}`;
    await settleLater(ref, request.transactionId, behaviour);
    return { ref, state: 'pending', card, methodRef };
  }

  return {
    name: 'sandbox',
    chargesRenewalsItself: false,
    payoutsRequired: false,
    charge,
    async subscribe(request: SubscribeRequest): Promise<SubscribeAnswer> {
      const answer = await charge(request);
      return { ...answer, subscriptionRef: `sub_sandbox_${request.subscriptionId}` };
    },
    async cancelSubscription() {
      // Our renewal job runs the sandbox's subscriptions; there is nothing to stop here.
    },
    async refund(chargeRef) {
      const eventId = `evt_sandbox_${randomUUID()}`;
      await jobs.send('payments.sandbox-confirm', { kind: 'charge.refunded', chargeRef, eventId });
      return { ref: `re_sandbox_${randomUUID()}` };
    },
    async createPayoutAccount({ userId }) {
      // No onboarding to go through: the account is connected at once.
      return { ref: `acct_sandbox_${userId.replace(/-/g, '')}`, state: 'connected' };
    },
    async payoutOnboardingLink() {
      return null;
    },
    async verifyWebhook() {
      throw new WebhookSignatureError('The sandbox processor sends no webhooks.');
    },
  };
}
