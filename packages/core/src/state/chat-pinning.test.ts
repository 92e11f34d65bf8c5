import { describe, expect, it } from 'vitest';
import type { ChatLists } from './chat-pinning';
import { setChatPinned, sortChatsByLatestMessage, toggleChatPin } from './chat-pinning';

type Chat = { id: string; pinned?: boolean; message?: { createdAt: string } | null };
const chat = (id: string, createdAt: string | null, pinned = false): Chat => ({
  id,
  pinned,
  message: createdAt === null ? null : { createdAt },
});

const lists: ChatLists<Chat> = {
  pinned: [chat('p1', '2024-05-03T10:00:00Z', true), chat('p2', '2024-05-01T10:00:00Z', true)],
  users: [chat('u1', '2024-05-04T10:00:00Z'), chat('u2', '2024-05-02T10:00:00Z')],
};

const ids = (list: Chat[]) => list.map((item) => item.id);

describe('chat pinning', () => {
  it('moves a pinned chat to the pinned list, sorted newest first', () => {
    const next = setChatPinned(lists, 'u2', true);
    expect(ids(next.pinned)).toEqual(['p1', 'u2', 'p2']);
    expect(ids(next.users)).toEqual(['u1']);
    expect(next.pinned.find((item) => item.id === 'u2')?.pinned).toBe(true);
  });

  it('moves an unpinned chat back to the normal list, sorted newest first', () => {
    const next = setChatPinned(lists, 'p1', false);
    expect(ids(next.pinned)).toEqual(['p2']);
    expect(ids(next.users)).toEqual(['u1', 'p1', 'u2']);
    expect(next.users.find((item) => item.id === 'p1')?.pinned).toBe(false);
  });

  it('toggles between the lists', () => {
    expect(ids(toggleChatPin(lists, 'u1').pinned)).toEqual(['u1', 'p1', 'p2']);
    expect(ids(toggleChatPin(lists, 'p2').users)).toEqual(['u1', 'u2', 'p2']);
  });

  it('only sorts when the chat is unknown', () => {
    const next = setChatPinned(lists, 'nobody', true);
    expect(ids(next.pinned)).toEqual(['p1', 'p2']);
    expect(ids(next.users)).toEqual(['u1', 'u2']);
  });

  it('sorts chats without messages last, keeping ties in order', () => {
    const sorted = sortChatsByLatestMessage([
      chat('none', null),
      chat('old', '2024-01-01T00:00:00Z'),
      chat('new', '2024-06-01T00:00:00Z'),
      chat('bad', 'not a date'),
      chat('none2', null),
    ]);
    expect(ids(sorted)).toEqual(['new', 'old', 'none', 'bad', 'none2']);
  });
});
