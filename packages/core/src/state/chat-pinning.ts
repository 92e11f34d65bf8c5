import type { Id } from './identity';
import { sameId } from './identity';

/** A chat (a person you talk to) with its latest message. */
export interface ChatLike {
  id: Id;
  pinned?: boolean;
  message?: { createdAt?: string | number | Date | null } | null;
}

/** The messages page's two chat lists. */
export interface ChatLists<C> {
  pinned: C[];
  users: C[];
}

function latestMessageTime(chat: ChatLike): number {
  const createdAt = chat.message?.createdAt;
  if (createdAt === null || createdAt === undefined) return Number.NEGATIVE_INFINITY;
  const time = createdAt instanceof Date ? createdAt.getTime() : new Date(createdAt).getTime();
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/** Newest latest message first; chats without messages last; ties keep their order. */
export function sortChatsByLatestMessage<C extends ChatLike>(chats: readonly C[]): C[] {
  return [...chats].sort((a, b) => {
    const difference = latestMessageTime(b) - latestMessageTime(a);
    return Number.isNaN(difference) ? 0 : difference;
  });
}

/**
 * Pins or unpins a chat: it moves between the pinned and the normal list (its `pinned` flag
 * follows), and both lists are sorted by latest message time, newest first. An unknown id only
 * re-sorts.
 */
export function setChatPinned<C extends ChatLike>(
  lists: ChatLists<C>,
  chatId: Id,
  pinned: boolean,
): ChatLists<C> {
  const chat = [...lists.pinned, ...lists.users].find((item) => sameId(item.id, chatId));
  const others = (list: C[]) => list.filter((item) => !sameId(item.id, chatId));
  const moved = chat ? [{ ...chat, pinned }] : [];
  return {
    pinned: sortChatsByLatestMessage([...others(lists.pinned), ...(pinned ? moved : [])]),
    users: sortChatsByLatestMessage([...others(lists.users), ...(pinned ? [] : moved)]),
  };
}

/** Pins an unpinned chat and unpins a pinned one. */
export function toggleChatPin<C extends ChatLike>(lists: ChatLists<C>, chatId: Id): ChatLists<C> {
  const isPinned = lists.pinned.some((item) => sameId(item.id, chatId));
  return setChatPinned(lists, chatId, !isPinned);
}
