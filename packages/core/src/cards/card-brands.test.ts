import creditCardType from 'credit-card-type';
import { afterEach, describe, expect, it } from 'vitest';
import { CARD_FALLBACK_MAX_LENGTH, CARD_MAX_LENGTHS, detectCardBrand } from './card-brands';

describe('detectCardBrand', () => {
  afterEach(() => creditCardType.resetModifications());

  it.each([
    ['4111111111111111', 'visa', 'Visa', 16],
    ['5555555555554444', 'mastercard', 'Mastercard', 16],
    ['378282246310005', 'american-express', 'American Express', 15],
    ['3530111333300000', 'jcb', 'JCB', 19],
    ['6759649826438453', 'maestro', 'Maestro', 19],
    ['6011111111111117', 'discover', 'Discover', 19],
    ['6370000000000000', 'instapayment', 'InstaPayment', 16],
    ['6390000000000000', 'instapayment', 'InstaPayment', 16],
    ['38520000023237', 'diners-club', 'Diners Club', 16],
    ['36227206271667', 'diners-club-international', 'Diners Club International', 14],
    ['30569309025904', 'carte-blanche', 'Carte Blanche', 14],
  ])('detects %s as %s with a maximum of %i digits', (number, type, niceType, maxLength) => {
    expect(detectCardBrand(number)).toMatchObject({ type, niceType, maxLength });
  });

  it('uses the spec lengths as the brand table', () => {
    expect(CARD_MAX_LENGTHS).toEqual({
      visa: 16,
      mastercard: 16,
      'american-express': 15,
      jcb: 19,
      maestro: 19,
      discover: 19,
      instapayment: 16,
      'diners-club': 16,
      'diners-club-international': 14,
      'carte-blanche': 14,
    });
    expect(CARD_FALLBACK_MAX_LENGTH).toBe(19);
  });

  it('ignores spaces and dashes in the input', () => {
    expect(detectCardBrand('4111-1111 1111')?.type).toBe('visa');
  });

  it.each([[''], ['abc'], ['3'], ['9999999999']])(
    'returns null while %j fits several brands or none',
    (input) => {
      expect(detectCardBrand(input)).toBeNull();
    },
  );

  it('keeps InstaPayment registered after the library list is reset', () => {
    creditCardType.resetModifications();
    expect(detectCardBrand('6380000000000000')?.type).toBe('instapayment');
  });

  it('takes the library maximum for brands the spec does not list', () => {
    expect(detectCardBrand('6200000000000005')).toMatchObject({ type: 'unionpay', maxLength: 19 });
  });
});
