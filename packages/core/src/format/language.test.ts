import { describe, expect, it } from 'vitest';
import { formatDateTimeIn, formattingLocale, wordsLanguage } from './language';

describe('the person’s language', () => {
  it('marks the words as English while they exist in no other language', () => {
    expect(wordsLanguage(null)).toBe('en');
    expect(wordsLanguage('en-GB')).toBe('en');
    expect(wordsLanguage('fr')).toBe('en');
  });

  it('formats in the chosen language, else the fallback', () => {
    expect(formattingLocale('de')).toBe('de');
    expect(formattingLocale('pt-br')).toBe('pt-BR');
    expect(formattingLocale(null, 'es')).toBe('es');
    expect(formattingLocale('not a tag!', 'pl')).toBe('pl');
    const moment = '2026-03-05T14:05:00Z';
    expect(formatDateTimeIn(moment, 'de', 'UTC')).toBe(
      new Intl.DateTimeFormat('de', {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZone: 'UTC',
        timeZoneName: 'short',
      }).format(new Date(moment)),
    );
    expect(formatDateTimeIn(moment, 'de', 'UTC')).toContain('UTC');
    expect(formatDateTimeIn(moment, 'de', 'UTC')).not.toBe(formatDateTimeIn(moment, 'en', 'UTC'));
    expect(formatDateTimeIn('nonsense', 'en')).toBe('');
  });
});
