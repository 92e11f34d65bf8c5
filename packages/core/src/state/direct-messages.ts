import {
  setChatPinned,
  sortChatsByLatestMessage,
  type ChatLike,
  type ChatLists,
} from './chat-pinning';
import { sameId, type Id } from './identity';

/** Chats per page on the messages page (spec section 9). */
export const DM_CHATS_PAGE_SIZE = 15;
/** Messages per page in a chat and in message search (spec section 9). */
export const DM_MESSAGES_PAGE_SIZE = 20;

/** A message as the timeline needs it. */
export interface MessageLike {
  id: Id;
  createdAt: string;
  sender: { id: Id };
  recipientRead?: boolean;
}

/** One chat's messages, oldest first (as shown: newest at the bottom). */
export interface DmTimeline<M> {
  items: M[];
  /** Every message of the chat the viewer sees (the server's count, moved by live ones). */
  count: number;
  /** Older pages remain (the last page loaded was full). */
  hasMore: boolean;
}

export function emptyTimeline<M>(): DmTimeline<M> {
  return { items: [], count: 0, hasMore: false };
}

const time = (value: string) => {
  const parsed = new Date(value).getTime();
  return Number.isNaN(parsed) ? 0 : parsed;
};

/** Oldest first; ties keep their order (sort is stable). */
function byTime<M extends MessageLike>(items: M[]): M[] {
  return [...items].sort((a, b) => time(a.createdAt) - time(b.createdAt));
}

/**
 * An older page (as the server gives it: newest first) goes on top of the timeline. Messages
 * already shown (a live one the page also holds) are not repeated. A page shorter than
 * `pageSize` is the last one.
 */
export function addOlderPage<M extends MessageLike>(
  timeline: DmTimeline<M>,
  page: { items: readonly M[]; count: number },
  pageSize: number,
): DmTimeline<M> {
  const fresh = page.items.filter(
    (item) => !timeline.items.some((shown) => sameId(shown.id, item.id)),
  );
  return {
    items: byTime([...fresh, ...timeline.items]),
    count: Math.max(page.count, timeline.items.length + fresh.length),
    hasMore: page.items.length >= pageSize,
  };
}

/**
 * A message arriving live (new, edited, deleted or reacted to): it replaces the one with its id
 * in place, or joins in time order and counts one more.
 */
export function upsertMessage<M extends MessageLike>(
  timeline: DmTimeline<M>,
  message: M,
): DmTimeline<M> {
  const index = timeline.items.findIndex((item) => sameId(item.id, message.id));
  if (index >= 0) {
    const items = [...timeline.items];
    items[index] = message;
    return { ...timeline, items };
  }
  return { ...timeline, items: byTime([...timeline.items, message]), count: timeline.count + 1 };
}

/**
 * The other person read the chat up to `messageId`: the viewer's own messages up to that one
 * (by time) are read. An unknown id marks every own message read.
 */
export function markSentMessagesRead<M extends MessageLike>(
  timeline: DmTimeline<M>,
  viewerId: Id,
  messageId?: Id,
): DmTimeline<M> {
  const upTo = timeline.items.find((item) => messageId !== undefined && sameId(item.id, messageId));
  const limit = upTo ? time(upTo.createdAt) : Number.POSITIVE_INFINITY;
  let changed = false;
  const items = timeline.items.map((item) => {
    if (!sameId(item.sender.id, viewerId) || item.recipientRead || time(item.createdAt) > limit)
      return item;
    changed = true;
    return { ...item, recipientRead: true };
  });
  return changed ? { ...timeline, items } : timeline;
}

/** The receipt under an own message ("Read" or "Sent"); none on the other person's. */
export function readReceipt(message: MessageLike, viewerId: Id): 'Read' | 'Sent' | null {
  if (!sameId(message.sender.id, viewerId)) return null;
  return message.recipientRead ? 'Read' : 'Sent';
}

/** The id of the latest message from the other person, the one reading marks up to. */
export function latestIncomingId<M extends MessageLike>(
  timeline: DmTimeline<M>,
  viewerId: Id,
): Id | null {
  for (let index = timeline.items.length - 1; index >= 0; index -= 1) {
    const item = timeline.items[index]!;
    if (!sameId(item.sender.id, viewerId)) return item.id;
  }
  return null;
}

/** A chat as the lists need it, with its unread count. */
export interface DmChatLike extends ChatLike {
  unread?: number;
}

/**
 * A page of chats appended to one list (pinned or not): known ones are not repeated; the list
 * stays newest first.
 */
export function appendChats<C extends DmChatLike>(list: readonly C[], page: readonly C[]): C[] {
  const fresh = page.filter((chat) => !list.some((shown) => sameId(shown.id, chat.id)));
  return sortChatsByLatestMessage([...list, ...fresh]);
}

/**
 * A chat as the server now gives it (a new message, `dm:message`'s chat): it replaces the one
 * with its id, in the list its `pinned` flag says, and both lists are sorted again.
 */
export function upsertChat<C extends DmChatLike>(lists: ChatLists<C>, chat: C): ChatLists<C> {
  const without = (list: C[]) => list.filter((item) => !sameId(item.id, chat.id));
  const next = {
    pinned: without(lists.pinned),
    users: without(lists.users),
  };
  if (chat.pinned) next.pinned.push(chat);
  else next.users.push(chat);
  return {
    pinned: sortChatsByLatestMessage(next.pinned),
    users: sortChatsByLatestMessage(next.users),
  };
}

/** Changes one chat where it is (its unread count, say); unknown ids change nothing. */
export function updateChat<C extends DmChatLike>(
  lists: ChatLists<C>,
  chatId: Id,
  change: (chat: C) => C,
): ChatLists<C> {
  const apply = (list: C[]) => list.map((item) => (sameId(item.id, chatId) ? change(item) : item));
  return { pinned: apply(lists.pinned), users: apply(lists.users) };
}

/** The chat left (or blocked): it leaves both lists. */
export function removeChat<C extends DmChatLike>(lists: ChatLists<C>, chatId: Id): ChatLists<C> {
  const without = (list: C[]) => list.filter((item) => !sameId(item.id, chatId));
  return { pinned: without(lists.pinned), users: without(lists.users) };
}

/** Pinning here or on another device (`dm:chat`): core's pinning rule. */
export function pinChat<C extends DmChatLike>(
  lists: ChatLists<C>,
  chatId: Id,
  pinned: boolean,
): ChatLists<C> {
  return setChatPinned(lists, chatId, pinned);
}

/**
 * Whether typing should be announced now: at most once every `interval` milliseconds
 * (DM_TYPING_INTERVAL_MS), the first keystroke at once.
 */
export function shouldAnnounceTyping(
  lastSentAt: number | null,
  now: number,
  interval: number,
): boolean {
  return lastSentAt === null || now - lastSentAt >= interval;
}
