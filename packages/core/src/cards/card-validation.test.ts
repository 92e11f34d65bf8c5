import { describe, expect, it } from 'vitest';
import { CARD_MESSAGES, checkCard, luhnValid } from './card-validation';

const now = new Date('2026-06-15T00:00:00Z');
const valid = { number: '4242424242424242', expiry: '12/30', cvc: '123', holder: 'Ada Lovelace' };

describe('card checks', () => {
  it('computes the Luhn checksum', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('378282246310005')).toBe(true);
  });

  it('accepts the test cards and grouped input', () => {
    expect(checkCard(valid, now)).toEqual({});
    expect(checkCard({ ...valid, number: '4000 0000 0000 0002' }, now)).toEqual({});
    expect(checkCard({ ...valid, number: '378282246310005', cvc: '1234' }, now)).toEqual({});
  });

  it('refuses a number that fails Luhn or has the wrong length for its brand', () => {
    expect(checkCard({ ...valid, number: '4242424242424241' }, now).number).toBe(
      CARD_MESSAGES.numberInvalid,
    );
    // An American Express number is 15 digits; 16 is refused even when the checksum holds.
    expect(checkCard({ ...valid, number: '3782822463100005' }, now).number).toBe(
      CARD_MESSAGES.numberLength,
    );
    expect(checkCard({ ...valid, number: '' }, now).number).toBe(CARD_MESSAGES.numberRequired);
  });

  it('refuses an expiry in the past but accepts the current month', () => {
    expect(checkCard({ ...valid, expiry: '05/26' }, now).expiry).toBe(CARD_MESSAGES.expiryPast);
    expect(checkCard({ ...valid, expiry: '06/26' }, now).expiry).toBeUndefined();
    expect(checkCard({ ...valid, expiry: '13/26' }, now).expiry).toBe(CARD_MESSAGES.expiryInvalid);
  });

  it('checks the security code and the holder', () => {
    expect(checkCard({ ...valid, cvc: '12' }, now).cvc).toBe(CARD_MESSAGES.cvcInvalid);
    expect(checkCard({ ...valid, number: '378282246310005', cvc: '123' }, now).cvc).toBe(
      CARD_MESSAGES.cvcInvalid,
    );
    expect(checkCard({ ...valid, holder: '  ' }, now).holder).toBe(CARD_MESSAGES.holderRequired);
  });
});
