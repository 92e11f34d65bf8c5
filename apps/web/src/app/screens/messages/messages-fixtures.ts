// Chats and messages for the messages screen's tests.
import { demoUser } from '../../../test/fake-services';
import type { Chat, DirectMessage, UserSummary } from './dm-types';

export const ME: UserSummary = {
  id: demoUser.id,
  username: demoUser.username,
  general: { displayName: demoUser.general.displayName, avatar: null },
};

export const person = (n: number, name: string): UserSummary => ({
  id: `0190b3c2-0000-7000-8000-0000000002${String(n).padStart(2, '0')}`,
  username: name.toLowerCase(),
  general: { displayName: name, avatar: null },
});

export const ANA = person(1, 'Ana');
export const BEN = person(2, 'Ben');

/** Message n of the chat with `other`, n minutes ago (larger n is older). */
export function makeMessage(
  n: number,
  other: UserSummary,
  overrides: Partial<DirectMessage> = {},
): DirectMessage {
  return {
    id: `0190b3c2-0000-7000-a000-${String(n).padStart(12, '0')}`,
    chatId: other.id,
    sender: other,
    type: 'text',
    text: `Message ${n}`,
    media: [],
    reply: null,
    reaction: null,
    recipientRead: false,
    deleted: false,
    createdAt: new Date(Date.now() - n * 60_000).toISOString(),
    editedAt: null,
    ...overrides,
  };
}

export function makeChat(other: UserSummary, overrides: Partial<Chat> = {}): Chat {
  return {
    id: other.id,
    user: other,
    message: makeMessage(1, other),
    unread: 0,
    pinned: false,
    canMessage: true,
    ...overrides,
  };
}
