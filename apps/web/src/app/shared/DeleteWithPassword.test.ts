import { describe, expect, it } from 'vitest';
import { deleteFailureOf } from './DeleteWithPassword';

describe('where a refused deletion is shown', () => {
  it('puts a wrong password (403) and too many tries (429) on the password field', () => {
    expect(deleteFailureOf({ status: 403, body: { message: 'The password is wrong.' } })).toEqual({
      field: 'The password is wrong.',
      alert: [],
    });
    expect(deleteFailureOf({ status: 429, body: { message: 'Too many tries.' } })).toEqual({
      field: 'Too many tries.',
      alert: [],
    });
  });

  it('puts an error naming the password on the field', () => {
    const failure = {
      status: 400,
      body: { message: 'Invalid request.', errors: { password: 'Password is required.' } },
    };
    expect(deleteFailureOf(failure).field).toBe('Password is required.');
  });

  it('puts any other failure in the alert, not on the field', () => {
    expect(deleteFailureOf({ status: 500, body: { message: 'Something broke.' } })).toEqual({
      alert: ['500 Something broke.'],
    });
  });
});
