import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { AuthUser } from '../auth/auth-types';
import { PAYMENT_MAX_POLL_ERRORS, PAYMENT_POLL_INTERVAL_MS } from '../constants';
import { PAYMENT_CONFIRMED_MESSAGE, PAYMENT_FAILED_MESSAGE } from '../errors/messages';
import type { LevelPollResult } from './payment-machine';
import { paymentFlowState, paymentMachine } from './payment-machine';
import { authUser } from '../../test/fixtures';

const upgradedUser: AuthUser = authUser({ role: { key: 'moderator', name: 'Moderator' } });

/** Starts a payment actor whose polls answer from a queue (an Error entry rejects). */
function startPayment(
  answers: (LevelPollResult | Error)[],
  options: { fetchProfile?: () => Promise<AuthUser>; maxPollErrors?: number } = {},
) {
  const pollLevel = vi.fn(
    async (_args: { input: { payment: unknown } }): Promise<LevelPollResult> => {
      const answer = answers.shift();
      if (answer instanceof Error) throw answer;
      return answer ?? { state: 'pending' };
    },
  );
  const fetchProfile = vi.fn(options.fetchProfile ?? (async () => upgradedUser));
  const machine = paymentMachine.provide({
    actors: {
      pollLevel: fromPromise(pollLevel),
      fetchProfile: fromPromise(() => fetchProfile()),
    },
  });
  const actor = createActor(machine, {
    input:
      options.maxPollErrors === undefined ? undefined : { maxPollErrors: options.maxPollErrors },
  }).start();
  const emitted: unknown[] = [];
  actor.on('*', (event) => emitted.push(event));
  const flow = () => paymentFlowState(actor.getSnapshot().value);
  return { actor, pollLevel, fetchProfile, emitted, flow };
}

/** Lets one poll interval pass and the poll promise settle. */
const tick = (ms = PAYMENT_POLL_INTERVAL_MS) => vi.advanceTimersByTimeAsync(ms);

describe('payment polling machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is idle until a payment starts', async () => {
    const { pollLevel, flow } = startPayment([]);
    await tick(10 * PAYMENT_POLL_INTERVAL_MS);
    expect(flow()).toBe('idle');
    expect(pollLevel).not.toHaveBeenCalled();
  });

  it('waits for confirmation and polls the level every 3 seconds while pending', async () => {
    const { actor, pollLevel, flow } = startPayment([
      { state: 'pending' },
      { state: 'pending' },
      { state: 'pending' },
    ]);
    actor.send({ type: 'START', payment: { levelId: 7 } });
    expect(flow()).toBe('waitingForConfirmation');

    await tick(PAYMENT_POLL_INTERVAL_MS - 1);
    expect(pollLevel).toHaveBeenCalledTimes(0);
    await tick(1);
    expect(pollLevel).toHaveBeenCalledTimes(1);
    expect(pollLevel.mock.calls[0]?.[0].input).toEqual({ payment: { levelId: 7 } });
    await tick();
    await tick();
    expect(pollLevel).toHaveBeenCalledTimes(3);
    expect(flow()).toBe('waitingForConfirmation');
    expect(actor.getSnapshot().context.levelState).toBe('pending');
  });

  it('fails with the failure message when the level is missing', async () => {
    const { actor, emitted, flow } = startPayment([{ state: 'pending' }, { state: 'missing' }]);
    actor.send({ type: 'START' });
    await tick();
    expect(flow()).toBe('waitingForConfirmation');
    await tick();
    expect(flow()).toBe('failed');
    expect(actor.getSnapshot().context).toMatchObject({
      payFailed: true,
      payConfirmed: false,
      message: PAYMENT_FAILED_MESSAGE,
      levelState: 'missing',
    });
    expect(emitted).toEqual([
      { type: 'failed', message: 'Oops. Transaction failed. Please try again.' },
    ]);
  });

  it('fetches the profile, updates the role and confirms when the level is active', async () => {
    const { actor, fetchProfile, emitted, flow } = startPayment(['active']);
    actor.send({ type: 'START' });
    await tick();
    expect(fetchProfile).toHaveBeenCalledTimes(1);
    expect(flow()).toBe('confirmed');
    expect(actor.getSnapshot().context).toMatchObject({
      payConfirmed: true,
      payFailed: false,
      message: PAYMENT_CONFIRMED_MESSAGE,
      user: upgradedUser,
      role: 'moderator',
    });
    expect(emitted).toEqual([
      { type: 'upgraded', user: upgradedUser, role: 'moderator' },
      { type: 'confirmed', message: "Congrats! You've been Upgraded." },
    ]);
  });

  it('stops polling once confirmed', async () => {
    const { actor, pollLevel } = startPayment([{ state: 'active' }]);
    actor.send({ type: 'START' });
    await tick();
    await tick(10 * PAYMENT_POLL_INTERVAL_MS);
    expect(pollLevel).toHaveBeenCalledTimes(1);
  });

  it('still confirms when only the profile refresh fails, keeping the error', async () => {
    const { actor, flow } = startPayment([{ state: 'active' }], {
      fetchProfile: () => Promise.reject(new Error('profile down')),
    });
    actor.send({ type: 'START' });
    await tick();
    expect(flow()).toBe('confirmed');
    expect(actor.getSnapshot().context).toMatchObject({
      payConfirmed: true,
      role: null,
      error: { messages: ['profile down'] },
    });
  });

  it('retries a failed poll request and recovers', async () => {
    const { actor, pollLevel, flow } = startPayment([
      new Error('timeout'),
      new Error('timeout'),
      { state: 'active' },
    ]);
    actor.send({ type: 'START' });
    await tick();
    await tick();
    expect(actor.getSnapshot().context.pollErrors).toBe(2);
    expect(flow()).toBe('waitingForConfirmation');
    await tick();
    expect(pollLevel).toHaveBeenCalledTimes(3);
    expect(flow()).toBe('confirmed');
  });

  it('fails after the bounded number of consecutive poll errors', async () => {
    const errors = Array.from({ length: PAYMENT_MAX_POLL_ERRORS }, () => new Error('down'));
    const { actor, pollLevel, flow } = startPayment(errors);
    actor.send({ type: 'START' });
    for (let poll = 1; poll < PAYMENT_MAX_POLL_ERRORS; poll += 1) await tick();
    expect(flow()).toBe('waitingForConfirmation');
    await tick();
    expect(flow()).toBe('failed');
    expect(pollLevel).toHaveBeenCalledTimes(PAYMENT_MAX_POLL_ERRORS);
    expect(actor.getSnapshot().context).toMatchObject({
      payFailed: true,
      message: PAYMENT_FAILED_MESSAGE,
      error: { messages: ['down'] },
    });
  });

  it('counts only consecutive errors', async () => {
    const { actor, flow } = startPayment(
      [new Error('x'), { state: 'pending' }, new Error('x'), { state: 'pending' }, new Error('x')],
      { maxPollErrors: 2 },
    );
    actor.send({ type: 'START' });
    for (let poll = 0; poll < 5; poll += 1) await tick();
    expect(flow()).toBe('waitingForConfirmation');
    expect(actor.getSnapshot().context.pollErrors).toBe(1);
  });

  it('stops polling on CANCEL', async () => {
    const { actor, pollLevel, flow } = startPayment([]);
    actor.send({ type: 'START' });
    await tick();
    actor.send({ type: 'CANCEL' });
    await tick(10 * PAYMENT_POLL_INTERVAL_MS);
    expect(flow()).toBe('idle');
    expect(pollLevel).toHaveBeenCalledTimes(1);
  });

  it('starts again after a failure with the flags cleared', async () => {
    const { actor, flow } = startPayment([{ state: 'missing' }, { state: 'active' }]);
    actor.send({ type: 'START' });
    await tick();
    expect(flow()).toBe('failed');
    actor.send({ type: 'START' });
    expect(actor.getSnapshot().context).toMatchObject({ payFailed: false, message: null });
    await tick();
    expect(flow()).toBe('confirmed');
  });

  it('returns to idle on RESET with the flags cleared', async () => {
    const { actor, flow } = startPayment([{ state: 'active' }]);
    actor.send({ type: 'START' });
    await tick();
    actor.send({ type: 'RESET' });
    expect(flow()).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({
      payConfirmed: false,
      payFailed: false,
      message: null,
    });
  });

  it('polls at a custom interval', async () => {
    const pollLevel = vi.fn(async (): Promise<LevelPollResult> => ({ state: 'pending' }));
    const actor = createActor(
      paymentMachine.provide({ actors: { pollLevel: fromPromise(pollLevel) } }),
      { input: { pollIntervalMs: 100 } },
    ).start();
    actor.send({ type: 'START' });
    await vi.advanceTimersByTimeAsync(300);
    expect(pollLevel).toHaveBeenCalledTimes(3);
  });
});

describe('paymentFlowState', () => {
  it.each([
    ['idle', 'idle'],
    [{ waitingForConfirmation: 'polling' }, 'waitingForConfirmation'],
    ['confirmed', 'confirmed'],
    ['failed', 'failed'],
    ['bogus', 'idle'],
  ] as const)('reads %j as %s', (value, expected) => {
    expect(paymentFlowState(value)).toBe(expected);
  });
});
