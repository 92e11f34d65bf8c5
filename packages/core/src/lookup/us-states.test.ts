import { describe, expect, it } from 'vitest';
import { US_STATES, findUsState, usStateCodeSchema } from './us-states';

describe('US states', () => {
  it('lists exactly the 50 states with unique two-letter codes', () => {
    expect(US_STATES).toHaveLength(50);
    const codes = US_STATES.map((state) => state.code);
    expect(new Set(codes).size).toBe(50);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it.each(['DC', 'PR', 'GU', 'VI'])('does not list %s', (code) => {
    expect(findUsState(code)).toBeUndefined();
  });

  it.each([
    ['TX', 'Texas'],
    ['ny', 'New York'],
    [' wy ', 'Wyoming'],
    ['AK', 'Alaska'],
    ['HI', 'Hawaii'],
  ])('finds %j as %s', (code, label) => {
    expect(findUsState(code)?.label).toBe(label);
  });

  it('validates state codes', () => {
    expect(usStateCodeSchema.parse('ca')).toBe('CA');
    expect(usStateCodeSchema.safeParse('DC').error?.issues[0]?.message).toBe(
      'Choose a US state from the list.',
    );
  });
});
