import { describe, expect, it } from 'vitest';
import { primaryLanguage, shouldOfferTranslation } from './translation';

const APERTIUM = [
  { code: 'en', targets: ['es'] },
  { code: 'es', targets: ['en'] },
];

describe('primaryLanguage', () => {
  it('takes the primary subtag of a locale, in lower case', () => {
    expect(primaryLanguage('es-ES')).toBe('es');
    expect(primaryLanguage('EN_us')).toBe('en');
    expect(primaryLanguage('ast')).toBe('ast');
  });
  it('gives null for nothing or nonsense', () => {
    expect(primaryLanguage(undefined)).toBeNull();
    expect(primaryLanguage('')).toBeNull();
    expect(primaryLanguage('x')).toBeNull();
    expect(primaryLanguage('12-34')).toBeNull();
  });
});

describe('shouldOfferTranslation', () => {
  it('offers an English post to a Spanish reader when the server translates en to es', () => {
    expect(shouldOfferTranslation('en', 'es-ES', APERTIUM)).toBe(true);
  });
  it('does not offer a post in the reader’s own language', () => {
    expect(shouldOfferTranslation('en', 'en-GB', APERTIUM)).toBe(false);
  });
  it('does not offer a pair the server lacks, or when there is no server', () => {
    expect(shouldOfferTranslation('en', 'fr-FR', APERTIUM)).toBe(false);
    expect(shouldOfferTranslation('en', 'es', [])).toBe(false);
  });
  it('does not offer a post whose language is unknown', () => {
    expect(shouldOfferTranslation(null, 'es', APERTIUM)).toBe(false);
  });
});
