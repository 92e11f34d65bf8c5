import { describe, expect, it } from 'vitest';
import { TrestleError } from '@trestle/sdk';
import { normaliseError } from '@trestle/core';
import { fieldOfServerKey, serverFieldErrors } from './server-errors';

const refusal = (status: number, body: unknown) =>
  new TrestleError(normaliseError({ status, body }), body);

describe('serverFieldErrors', () => {
  it('puts a 400’s field messages on the composer’s fields', () => {
    const body = {
      message: 'x',
      errors: { text: 'Too long.', 'poll.choices.1': 'Empty.', 'media.0.width': 'Too wide.' },
    };
    expect(serverFieldErrors(refusal(400, body))).toEqual({
      fields: { text: 'Too long.', 'poll.choices.1': 'Empty.', media: 'Too wide.' },
      messages: [],
    });
  });

  it('shows what no field takes, or the message, in the form', () => {
    expect(
      serverFieldErrors(refusal(400, { message: 'm', errors: { kind: 'Bad kind.' } })),
    ).toEqual({ fields: {}, messages: ['Bad kind.'] });
    expect(serverFieldErrors(refusal(403, { message: 'Replies are closed.' }))).toEqual({
      fields: {},
      messages: ['Replies are closed.'],
    });
  });

  it('maps the contract’s poll duration onto the closing time', () => {
    expect(fieldOfServerKey('poll.durationHours')).toBe('poll.closesAt');
    expect(fieldOfServerKey('poll')).toBe('poll');
    expect(fieldOfServerKey('groupId')).toBeNull();
  });
});
