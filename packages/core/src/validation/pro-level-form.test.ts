import { describe, expect, it } from 'vitest';
import {
  benefitsOf,
  minorUnitsToPriceText,
  PRO_LEVEL_FORM_MESSAGES,
  priceToMinorUnits,
  proLevelFormSchema,
  proLevelFormValuesOf,
} from './pro-level-form';

const valid = {
  title: ' Gold ',
  description: '',
  price: '9.99',
  currency: 'USD',
  period: 'month',
  benefits: 'Premium posts\n\n  Monthly call ',
};

describe('pro level form', () => {
  it('keeps the price in minor units with the currency decimals', () => {
    expect(priceToMinorUnits('9.99', 'USD')).toBe(999);
    expect(priceToMinorUnits('9', 'USD')).toBe(900);
    expect(priceToMinorUnits('9,5', 'EUR')).toBe(950);
    expect(priceToMinorUnits('1200', 'JPY')).toBe(1200);
    expect(priceToMinorUnits('12.5', 'JPY')).toBeNull();
    expect(priceToMinorUnits('9.999', 'USD')).toBeNull();
    expect(priceToMinorUnits('-1', 'USD')).toBeNull();
    expect(minorUnitsToPriceText(999, 'USD')).toBe('9.99');
    expect(minorUnitsToPriceText(1200, 'JPY')).toBe('1200');
  });

  it('turns the typed form into the contract body', () => {
    expect(proLevelFormSchema.parse(valid)).toEqual({
      title: 'Gold',
      description: '',
      price: 999,
      currency: 'USD',
      period: 'month',
      benefits: ['Premium posts', 'Monthly call'],
    });
  });

  it('refuses a bad price, too many benefits and an empty title on their fields', () => {
    const price = proLevelFormSchema.safeParse({ ...valid, price: 'ten' });
    expect(price.error?.issues[0]).toMatchObject({
      path: ['price'],
      message: PRO_LEVEL_FORM_MESSAGES.priceInvalid,
    });
    const many = proLevelFormSchema.safeParse({
      ...valid,
      benefits: Array.from({ length: 11 }, (_, i) => `b${i}`).join('\n'),
    });
    expect(many.error?.issues[0]?.path).toEqual(['benefits']);
    const title = proLevelFormSchema.safeParse({ ...valid, title: '  ' });
    expect(title.error?.issues[0]?.message).toBe(PRO_LEVEL_FORM_MESSAGES.titleRequired);
  });

  it('fills the form back from a level', () => {
    const level = { title: 'Gold', description: null, price: 999, currency: 'USD', period: 'year' };
    expect(proLevelFormValuesOf({ ...level, benefits: ['a', 'b'] })).toEqual({
      title: 'Gold',
      description: '',
      price: '9.99',
      currency: 'USD',
      period: 'year',
      benefits: 'a\nb',
    });
    expect(benefitsOf(' a \n\n b')).toEqual(['a', 'b']);
  });
});
