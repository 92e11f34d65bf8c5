import { describe, expect, it } from 'vitest';
import { cardNumberDigits, formatCardNumber, groupDigits } from './card-number';

describe('formatCardNumber', () => {
  it.each([
    ['visa', '4111111111111111999', '4111 1111 1111 1111'],
    ['master', '5555555555554444123', '5555 5555 5555 4444'],
    ['amex', '37828224631000599', '3782 822463 10005'],
    ['jcb', '3530111333300000123456', '3530 1113 3330 0000 123'],
    ['maestro', '6759649826438453123456', '6759 6498 2643 8453 123'],
    ['discover', '6011111111111117123456', '6011 1111 1111 1117 123'],
    ['instapayment', '6370000000000000999', '6370 0000 0000 0000'],
    ['diners club', '385200000232371234', '3852 000002 323712'],
    ['diners international', '3622720627166799', '3622 720627 1667'],
    ['carte blanche', '3056930902590499', '3056 930902 5904'],
    ['unknown brand (fallback 19)', '9999999999999999999999', '9999 9999 9999 9999 999'],
  ])('cuts a %s number to its maximum length and groups it', (_brand, input, expected) => {
    expect(formatCardNumber(input)).toBe(expected);
  });

  it('keeps digits only', () => {
    expect(formatCardNumber('4111-1111 abc 1111.1111')).toBe('4111 1111 1111 1111');
  });

  it('formats partial input as it is typed', () => {
    expect(formatCardNumber('411111')).toBe('4111 11');
    expect(formatCardNumber('3782')).toBe('3782');
    expect(formatCardNumber('37828')).toBe('3782 8');
  });

  it('returns an empty string for input without digits', () => {
    expect(formatCardNumber('abc')).toBe('');
  });
});

describe('cardNumberDigits', () => {
  it('returns the digits cut to the brand maximum, without grouping', () => {
    expect(cardNumberDigits('3782 822463 10005 99')).toBe('378282246310005');
  });
});

describe('groupDigits', () => {
  it('puts a space before each gap position', () => {
    expect(groupDigits('123456789', [4, 8])).toBe('1234 5678 9');
    expect(groupDigits('1234', [4, 8])).toBe('1234');
  });
});
