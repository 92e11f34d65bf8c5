import { describe, expect, it } from 'vitest';
import { TrestleError } from '@trestle/sdk';
import { normaliseError } from '@trestle/core';
import { serverErrorOf } from './server-errors';

const failure = (status: number, body: unknown) =>
  new TrestleError(normaliseError({ status, body }), body);

const fields = ['username', 'email', 'password', 'acceptedTerms'];

describe('serverErrorOf', () => {
  it('puts the messages the server names by field on those fields', () => {
    const error = failure(409, {
      message: 'This username is taken.',
      errors: { username: 'This username is taken.', email: 'Address taken.' },
    });
    expect(serverErrorOf(error, fields)).toEqual({
      fields: { username: 'This username is taken.', email: 'Address taken.' },
      messages: [],
    });
  });

  it('matches request-validation paths and entries given as lists or { message }', () => {
    const error = failure(400, {
      message: 'Password must be at most 200 characters.',
      errors: {
        'password.0': 'Password must be at most 200 characters.',
        email: ['E-mail must be a valid e-mail address.', 'second'],
        acceptedTerms: { message: 'Please accept.' },
      },
    });
    expect(serverErrorOf(error, fields).fields).toEqual({
      password: 'Password must be at most 200 characters.',
      email: 'E-mail must be a valid e-mail address.',
      acceptedTerms: 'Please accept.',
    });
  });

  it('sends entries for fields the form does not have to the alert', () => {
    const error = failure(400, {
      message: 'Username is taken.',
      errors: { username: 'Username is taken.', token: 'The link has expired.' },
    });
    expect(serverErrorOf(error, fields)).toEqual({
      fields: { username: 'Username is taken.' },
      messages: ['The link has expired.'],
    });
  });

  it('shows the toast’s sentences in the alert when no field matches', () => {
    expect(serverErrorOf(failure(400, { message: 'Wrong username or password.' }), fields)).toEqual(
      { fields: {}, messages: ['Wrong username or password.'] },
    );
    expect(serverErrorOf(failure(500, { message: 'Boom.' }), fields).messages).toEqual([
      '500 Boom.',
    ]);
    expect(serverErrorOf(failure(400, { errors: ['One.', 'Two.'] }), fields).messages).toEqual([
      'One.',
      'Two.',
    ]);
  });

  it('handles failures without a body', () => {
    expect(serverErrorOf(new TrestleError(normaliseError({ networkError: true })), fields)).toEqual(
      { fields: {}, messages: ['Network Error!'] },
    );
    expect(serverErrorOf(new Error('Offline.'), fields).messages).toEqual(['Offline.']);
  });
});
