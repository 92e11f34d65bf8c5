import { describe, expect, it } from 'vitest';
import { canMessage, type MessagingFacts } from './permissions';

describe('canMessage', () => {
  it.each<[MessagingFacts, boolean]>([
    [{ loggedIn: false, dmSetting: 'all' }, false],
    [{ loggedIn: true, dmSetting: 'all' }, true],
    [{ loggedIn: true, dmSetting: 'followers' }, false],
    [{ loggedIn: true, dmSetting: 'followers', followsRecipient: true }, true],
    [{ loggedIn: true, dmSetting: 'none', followsRecipient: true }, false],
    [{ loggedIn: true, dmSetting: 'none', inConversation: true }, true],
    [{ loggedIn: true, dmSetting: 'followers', inConversation: true }, true],
    [{ loggedIn: true, dmSetting: 'all', blocked: true }, false],
    [{ loggedIn: true, dmSetting: 'all', inConversation: true, blocked: true }, false],
    [{ loggedIn: true, dmSetting: 'all', self: true }, false],
    [{ loggedIn: true }, false],
  ])('for %j: %s', (facts, expected) => {
    expect(canMessage(facts)).toBe(expected);
  });
});
