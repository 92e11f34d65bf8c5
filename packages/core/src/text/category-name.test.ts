import { describe, expect, it } from 'vitest';
import { categoryName, parseTranslations } from './category-name';

const electricians = {
  name: 'Electricians',
  translations: '{"en":"Electricians","es":"Electricistas"}',
};

describe('categoryName', () => {
  it("reads the name in the reader's primary language", () => {
    expect(categoryName(electricians, 'es-MX')).toBe('Electricistas');
    expect(categoryName(electricians, 'en')).toBe('Electricians');
  });

  it('falls back to the own name for a language without a translation', () => {
    expect(categoryName(electricians, 'fr')).toBe('Electricians');
    expect(categoryName(electricians, null)).toBe('Electricians');
  });

  it('falls back to the own name when the translations are not JSON', () => {
    expect(categoryName({ name: 'Roofing', translations: '{es:' }, 'es')).toBe('Roofing');
    expect(categoryName({ name: 'Roofing', translations: '["Techos"]' }, 'es')).toBe('Roofing');
  });
});

describe('parseTranslations', () => {
  it('keeps only non-blank string names', () => {
    expect(parseTranslations('{"es":"Techos","fr":"","de":3}')).toEqual({ es: 'Techos' });
  });
});
