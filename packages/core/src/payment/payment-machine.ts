import { assign, emit, fromPromise, setup } from 'xstate';
import type { AuthUser } from '../auth/auth-types';
import { roleKeyOf } from '../auth/roles';
import { PAYMENT_MAX_POLL_ERRORS, PAYMENT_POLL_INTERVAL_MS } from '../constants';
import type { NormalisedError } from '../errors/normalise-error';
import { toNormalisedError } from '../errors/normalise-error';
import { PAYMENT_CONFIRMED_MESSAGE, PAYMENT_FAILED_MESSAGE } from '../errors/messages';

/** Payment flow states (spec section 4), plus `idle` before a payment starts. */
export const PAYMENT_FLOW_STATES = [
  'idle',
  'waitingForConfirmation',
  'confirmed',
  'failed',
] as const;
export type PaymentFlowState = (typeof PAYMENT_FLOW_STATES)[number];

/** What the level poll returns: `{ state }` (GET /user/membership/level) or the bare state. */
export type LevelPollResult = { state?: string | null } | string | null;

export interface PaymentContext {
  pollIntervalMs: number;
  maxPollErrors: number;
  /** Whatever START carried (e.g. the level bought); passed to the poll. */
  payment: unknown;
  /** The last level state seen ('pending', 'missing', 'active'). */
  levelState: string | null;
  /** Consecutive failed poll requests. */
  pollErrors: number;
  payConfirmed: boolean;
  payFailed: boolean;
  /** The toast to show: success or failure text. */
  message: string | null;
  error: NormalisedError | null;
  /** The refreshed profile and role after success. */
  user: AuthUser | null;
  role: string | null;
}

export interface PaymentInput {
  pollIntervalMs?: number;
  maxPollErrors?: number;
}

export type PaymentEvent =
  /** A payment has started: begin polling. */
  | { type: 'START'; payment?: unknown }
  /** Stop polling (e.g. the screen closed). */
  | { type: 'CANCEL' }
  /** Back to idle, flags cleared. */
  | { type: 'RESET' };

export type PaymentEmitted =
  | { type: 'confirmed'; message: string }
  | { type: 'failed'; message: string }
  /** The profile was fetched after success: update the auth user and role. */
  | { type: 'upgraded'; user: AuthUser; role: string | null };

function levelStateOf(result: LevelPollResult): string | null {
  if (typeof result === 'string') return result;
  return result?.state ?? null;
}

/**
 * Payment confirmation polling. After START, the current level is polled every 3 s:
 * 'pending' (or any other state) polls again, 'missing' fails, 'active' fetches the profile,
 * updates the role and confirms. A failed poll request is retried until `maxPollErrors`
 * consecutive failures, then the payment fails. Provide `pollLevel` and `fetchProfile`.
 */
/** The flow's state before a payment starts, and again after every START or reset. */
const FRESH_FLOW = {
  levelState: null,
  pollErrors: 0,
  payConfirmed: false,
  payFailed: false,
  message: null,
  error: null,
} as const;

export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    emitted: {} as PaymentEmitted,
    // `void` (not `undefined`) keeps the input optional for createActor/useMachine.
    input: {} as PaymentInput | void,
  },
  actors: {
    pollLevel: fromPromise<LevelPollResult, { payment: unknown }>(() =>
      Promise.reject(new Error('payment actor "pollLevel" not provided')),
    ),
    fetchProfile: fromPromise<AuthUser, void>(() =>
      Promise.reject(new Error('payment actor "fetchProfile" not provided')),
    ),
  },
  delays: {
    pollInterval: ({ context }) => context.pollIntervalMs,
  },
  actions: {
    start: assign(({ event }) => ({
      ...FRESH_FLOW,
      payment: event.type === 'START' ? event.payment : undefined,
      user: null,
      role: null,
    })),
    clearFlags: assign(FRESH_FLOW),
  },
  guards: {
    isActive: ({ event }) =>
      levelStateOf((event as { output?: LevelPollResult }).output ?? null) === 'active',
    isMissing: ({ event }) =>
      levelStateOf((event as { output?: LevelPollResult }).output ?? null) === 'missing',
    errorsExhausted: ({ context }) => context.pollErrors + 1 >= context.maxPollErrors,
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => ({
    pollIntervalMs: (input as PaymentInput | undefined)?.pollIntervalMs ?? PAYMENT_POLL_INTERVAL_MS,
    maxPollErrors: (input as PaymentInput | undefined)?.maxPollErrors ?? PAYMENT_MAX_POLL_ERRORS,
    ...FRESH_FLOW,
    payment: undefined,
    user: null,
    role: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: { START: { target: 'waitingForConfirmation', actions: 'start' } },
    },
    waitingForConfirmation: {
      initial: 'waiting',
      on: { CANCEL: { target: 'idle', actions: 'clearFlags' } },
      states: {
        waiting: {
          after: { pollInterval: 'polling' },
        },
        polling: {
          invoke: {
            src: 'pollLevel',
            input: ({ context }) => ({ payment: context.payment }),
            onDone: [
              {
                guard: 'isActive',
                target: 'fetchingProfile',
                actions: assign({ levelState: 'active', pollErrors: 0 }),
              },
              {
                guard: 'isMissing',
                target: '#payment.failed',
                actions: assign({ levelState: 'missing', pollErrors: 0 }),
              },
              {
                target: 'waiting',
                actions: assign({
                  levelState: ({ event }) => levelStateOf(event.output),
                  pollErrors: 0,
                }),
              },
            ],
            onError: [
              {
                guard: 'errorsExhausted',
                target: '#payment.failed',
                actions: assign({
                  pollErrors: ({ context }) => context.pollErrors + 1,
                  error: ({ event }) => toNormalisedError(event.error),
                }),
              },
              {
                target: 'waiting',
                actions: assign({
                  pollErrors: ({ context }) => context.pollErrors + 1,
                  error: ({ event }) => toNormalisedError(event.error),
                }),
              },
            ],
          },
        },
        fetchingProfile: {
          invoke: {
            src: 'fetchProfile',
            onDone: {
              target: '#payment.confirmed',
              actions: [
                assign({
                  user: ({ event }) => event.output,
                  role: ({ event }) => roleKeyOf(event.output),
                }),
                emit(({ event }) => ({
                  type: 'upgraded' as const,
                  user: event.output,
                  role: roleKeyOf(event.output),
                })),
              ],
            },
            // The payment went through; only the profile refresh failed. Still a success.
            onError: {
              target: '#payment.confirmed',
              actions: assign({ error: ({ event }) => toNormalisedError(event.error) }),
            },
          },
        },
      },
    },
    confirmed: {
      entry: [
        assign({ payConfirmed: true, payFailed: false, message: PAYMENT_CONFIRMED_MESSAGE }),
        emit({ type: 'confirmed', message: PAYMENT_CONFIRMED_MESSAGE }),
      ],
      on: {
        START: { target: 'waitingForConfirmation', actions: 'start' },
        RESET: { target: 'idle', actions: 'clearFlags' },
      },
    },
    failed: {
      entry: [
        assign({ payFailed: true, payConfirmed: false, message: PAYMENT_FAILED_MESSAGE }),
        emit({ type: 'failed', message: PAYMENT_FAILED_MESSAGE }),
      ],
      on: {
        START: { target: 'waitingForConfirmation', actions: 'start' },
        RESET: { target: 'idle', actions: 'clearFlags' },
      },
    },
  },
});

/** The flow state of a payment snapshot value. */
export function paymentFlowState(value: unknown): PaymentFlowState {
  const top = typeof value === 'string' ? value : Object.keys(value ?? {})[0];
  return (PAYMENT_FLOW_STATES as readonly string[]).includes(top ?? '')
    ? (top as PaymentFlowState)
    : 'idle';
}
