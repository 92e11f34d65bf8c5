import { describe, expect, it } from 'vitest';
import { formatCardSummary, summariseCard } from './card-display';

describe('summariseCard', () => {
  it.each([
    ['4242 4242 4242 4242', 'visa', 'Visa', '4242'],
    ['378282246310005', 'amex', 'American Express', '0005'],
    ['5555 5555 5555 4444', 'master', 'Mastercard', '4444'],
    ['3056 9309 0259 04', 'carte_blanche', 'Carte Blanche', '5904'],
    ['6200 0000 0000 0005', 'unknown', 'UnionPay', '0005'],
    ['6390 0000 0000 1234', 'instapayment', 'InstaPayment', '1234'],
    ['9999 9999 9999 8765', 'unknown', 'Card', '8765'],
  ])('keeps only brand and last four of %s', (number, brand, brandName, last4) => {
    expect(summariseCard(number)).toEqual({ brand, brandName, last4 });
  });

  it('formats the summary for display without the number', () => {
    expect(formatCardSummary(summariseCard('4242424242424242'))).toBe('Visa •••• 4242');
  });
});
