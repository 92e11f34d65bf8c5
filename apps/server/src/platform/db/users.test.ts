// The starting values of accounts: a system account shares a person's defaults and differs only
// where it must (no password, no mail, no messages, its kind).
import { describe, expect, it } from 'vitest';
import { newUserDefaults, systemUserDefaults } from './users';

describe('new accounts', () => {
  it("gives a person's account the product's defaults", () => {
    const row = newUserDefaults({
      username: 'ana',
      email: 'ana@example.com',
      passwordHash: 'hash',
      accountType: 'personal',
      displayName: '  ',
    });
    expect(row).toMatchObject({
      role_key: 'user',
      membership_level: 'free',
      display_name: 'ana',
      dm_setting: 'followers',
      email_verified_at: null,
    });
  });

  it('makes a system account that cannot sign in, be mailed or be messaged', () => {
    const row = systemUserDefaults({ kind: 'news', username: 'news_example', displayName: 'Ex' });
    const { id: _person, ...personDefaults } = newUserDefaults({
      username: 'news_example',
      email: 'news_example@news.invalid',
      passwordHash: '!',
      accountType: 'business',
      displayName: 'Ex',
    });
    const { id: _system, ...systemDefaults } = row;
    expect(systemDefaults).toEqual({
      ...personDefaults,
      general: JSON.stringify({ displayName: 'Ex' }),
      dm_setting: 'none',
      kind: 'news',
    });
  });
});
