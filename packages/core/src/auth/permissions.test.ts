import { describe, expect, it } from 'vitest';
import { canMessage } from './permissions';

describe('canMessage', () => {
  it.each([
    [{ loggedIn: true }, true],
    [{ loggedIn: true, dmSetting: 'none', followersCount: 0 }, true],
    [{ loggedIn: false, dmSetting: 'all', followersCount: 3 }, true],
    [{ loggedIn: false, dmSetting: 'all', followersCount: 0 }, false],
    [{ loggedIn: false, dmSetting: 'followers', followersCount: 3 }, false],
    [{ loggedIn: false }, false],
  ])('allows messaging for %j: %s', (options, expected) => {
    expect(canMessage(options)).toBe(expected);
  });
});
