import { describe, expect, it } from 'vitest';
import {
  NETWORK_ERROR_MESSAGE,
  NO_RSS_FEEDS_MESSAGE,
  PAYMENT_CONFIRMED_MESSAGE,
  PAYMENT_FAILED_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
} from './messages';
import type { ErrorInput } from './normalise-error';
import { isNormalisedError, normaliseError, toNormalisedError } from './normalise-error';

describe('normaliseError', () => {
  it.each<[string, ErrorInput, string[]]>([
    [
      'the server message',
      { status: 400, body: { message: 'Title is required' } },
      ['Title is required'],
    ],
    [
      'one message per entry of an errors array',
      { status: 422, body: { message: 'Invalid', errors: ['Title is required', 'Bid too low'] } },
      ['Title is required', 'Bid too low'],
    ],
    [
      'one message per value of an errors object',
      { status: 422, body: { errors: { email: 'Already taken', username: 'Too short' } } },
      ['Already taken', 'Too short'],
    ],
    ['a single errors string', { status: 400, body: { errors: 'Bad filter' } }, ['Bad filter']],
    [
      'nested errors values and entry objects',
      {
        status: 422,
        body: { errors: { email: ['Taken', 'Invalid'], other: { message: 'Nope' } } },
      },
      ['Taken', 'Invalid', 'Nope'],
    ],
    [
      'the message when errors is empty',
      { status: 400, body: { message: 'Bad', errors: [] } },
      ['Bad'],
    ],
    ['a plain text body', { status: 502, body: 'Bad gateway' }, ['Bad gateway']],
    [
      'the generic message when the body has none',
      { status: 404, body: {} },
      [UNKNOWN_ERROR_MESSAGE],
    ],
    ['the generic message for a status without body', { status: 503 }, [UNKNOWN_ERROR_MESSAGE]],
  ])('shows %s', (_case, input, messages) => {
    expect(normaliseError(input).messages).toEqual(messages);
  });

  it('prefixes every message of a 500 with "500 "', () => {
    expect(normaliseError({ status: 500, body: { message: 'Something broke' } })).toEqual({
      messages: ['500 Something broke'],
      silent: false,
      unauthorized: false,
      status: 500,
    });
    expect(normaliseError({ status: 500, body: { errors: ['a', 'b'] } }).messages).toEqual([
      '500 a',
      '500 b',
    ]);
  });

  it('does not prefix other 5xx responses', () => {
    expect(normaliseError({ status: 503, body: { message: 'Down' } }).messages).toEqual(['Down']);
  });

  it.each<[ErrorInput]>([[{ networkError: true }], [{}], [{ networkError: true, status: 0 }]])(
    'shows "Network Error!" when no response arrived (%j)',
    (input) => {
      expect(normaliseError(input)).toEqual({
        messages: [NETWORK_ERROR_MESSAGE],
        silent: false,
        unauthorized: false,
      });
    },
  );

  it('marks a 401 as unauthorized', () => {
    expect(normaliseError({ status: 401, body: { message: 'Unauthorized' } })).toEqual({
      messages: ['Unauthorized'],
      silent: false,
      unauthorized: true,
      status: 401,
    });
  });

  it('passes "No RSS feeds found!" silently', () => {
    expect(normaliseError({ status: 404, body: { message: NO_RSS_FEEDS_MESSAGE } })).toEqual({
      messages: [NO_RSS_FEEDS_MESSAGE],
      silent: true,
      unauthorized: false,
      status: 404,
    });
  });

  it('is not silent when another message comes with it', () => {
    expect(
      normaliseError({ status: 400, body: { errors: [NO_RSS_FEEDS_MESSAGE, 'Other'] } }).silent,
    ).toBe(false);
  });
});

describe('fixed strings', () => {
  it('match the spec catalogue', () => {
    expect(NETWORK_ERROR_MESSAGE).toBe('Network Error!');
    expect(NO_RSS_FEEDS_MESSAGE).toBe('No RSS feeds found!');
    expect(PAYMENT_FAILED_MESSAGE).toBe('Oops. Transaction failed. Please try again.');
    expect(PAYMENT_CONFIRMED_MESSAGE).toBe("Congrats! You've been Upgraded.");
  });
});

describe('toNormalisedError', () => {
  it('keeps an already normalised error', () => {
    const error = { messages: ['x'], silent: false, unauthorized: true, status: 401 };
    expect(toNormalisedError(error)).toBe(error);
    expect(isNormalisedError(error)).toBe(true);
  });

  it('normalises a request failure shape', () => {
    expect(toNormalisedError({ status: 500, body: { message: 'boom' } }).messages).toEqual([
      '500 boom',
    ]);
    expect(toNormalisedError({ networkError: true }).messages).toEqual([NETWORK_ERROR_MESSAGE]);
  });

  it("shows an Error's message", () => {
    expect(toNormalisedError(new Error('Invalid credentials'))).toEqual({
      messages: ['Invalid credentials'],
      silent: false,
      unauthorized: false,
    });
  });

  it.each([[undefined], ['x'], [42], [new Error('')]])(
    'falls back to the generic message for %j',
    (thrown) => {
      expect(toNormalisedError(thrown).messages).toEqual([UNKNOWN_ERROR_MESSAGE]);
    },
  );
});
