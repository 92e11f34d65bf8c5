import { describe, expect, it } from 'vitest';
import { needsOnboarding } from './onboarding';

describe('needsOnboarding', () => {
  it('leads a person who has not finished or skipped it yet', () => {
    expect(needsOnboarding({ onboardedAt: null })).toBe(true);
  });

  it('never leads them again once finished or skipped', () => {
    expect(needsOnboarding({ onboardedAt: '2026-11-25T10:00:00.000Z' })).toBe(false);
  });

  it('leaves alone a person whose record does not say (an older client or server)', () => {
    expect(needsOnboarding({})).toBe(false);
  });
});
