import { useCallback, useEffect, useRef, useState } from 'react';
import {
  appendChats,
  DM_CHATS_PAGE_SIZE,
  pinChat,
  removeChat,
  updateChat,
  upsertChat,
  type ChatLists,
  type NormalisedError,
} from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { useAuthUser, useServices } from '../../services-context';
import { asLoadError, type Chat, type DirectMessage } from './dm-types';

export interface ChatListState {
  lists: ChatLists<Chat> | null;
  loading: boolean;
  loadingMore: boolean;
  hasMore: boolean;
  error: NormalisedError | null;
  reload(): void;
  loadMore(): void;
  togglePin(chatId: string): Promise<void>;
  /** The open chat was read here: its unread count goes (the server tells only other devices). */
  read(chatId: string): void;
  /** The chat was pinned or unpinned elsewhere on this page (the open chat). */
  pinned(chatId: string, pinned: boolean): void;
}

const noLists: ChatLists<Chat> = { pinned: [], users: [] };

/**
 * The messages page's two lists (spec sections 2 and 4): pinned chats and the others, 15 a page,
 * each newest message first (core's rules), kept current by every dm event.
 */
export function useChats(): ChatListState {
  const { client, quietClient, realtime } = useServices();
  const me = useAuthUser()?.id;
  const [lists, setLists] = useState<ChatLists<Chat> | null>(null);
  const [more, setMore] = useState({ pinned: false, users: false });
  const [loading, setLoading] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  const [error, setError] = useState<NormalisedError | null>(null);
  const listsRef = useRef(lists);
  listsRef.current = lists;
  const generation = useRef(0);

  const page = useCallback(
    (pinned: boolean, skip: number) =>
      unwrap(
        client.api.GET('/user/dm/list', {
          params: { query: { pinned, skip, limit: DM_CHATS_PAGE_SIZE } },
        }),
      ),
    [client],
  );

  const reload = useCallback(() => {
    const mine = ++generation.current;
    setLoading(true);
    setError(null);
    Promise.all([page(true, 0), page(false, 0)]).then(
      ([pinned, users]) => {
        if (mine !== generation.current) return;
        setLists({
          pinned: appendChats([], pinned.items),
          users: appendChats([], users.items),
        });
        setMore({
          pinned: pinned.items.length >= DM_CHATS_PAGE_SIZE,
          users: users.items.length >= DM_CHATS_PAGE_SIZE,
        });
        setLoading(false);
      },
      (failure: unknown) => {
        if (mine !== generation.current) return;
        setError(asLoadError(failure));
        setLoading(false);
      },
    );
  }, [page]);

  useEffect(() => reload(), [reload]);

  const loadMore = useCallback(() => {
    const now = listsRef.current;
    if (!now || loadingMore) return;
    const pinned = more.pinned;
    if (!pinned && !more.users) return;
    setLoadingMore(true);
    page(pinned, pinned ? now.pinned.length : now.users.length).then(
      (result) => {
        setLists((current) => {
          const base = current ?? noLists;
          return pinned
            ? { ...base, pinned: appendChats(base.pinned, result.items) }
            : { ...base, users: appendChats(base.users, result.items) };
        });
        setMore((current) => ({
          ...current,
          [pinned ? 'pinned' : 'users']: result.items.length >= DM_CHATS_PAGE_SIZE,
        }));
        setLoadingMore(false);
      },
      () => setLoadingMore(false),
    );
  }, [page, more, loadingMore]);

  useEffect(() => {
    const change = (next: (lists: ChatLists<Chat>) => ChatLists<Chat>) =>
      setLists((current) => (current ? next(current) : current));
    const latest = (message: DirectMessage) =>
      change((now) =>
        updateChat(now, message.chatId, (chat) =>
          chat.message?.id === message.id ? { ...chat, message } : chat,
        ),
      );
    const stops = [
      realtime.on('dm:message', ({ chat }) => change((now) => upsertChat(now, chat))),
      realtime.on('dm:edited', latest),
      realtime.on('dm:deleted', latest),
      realtime.on('dm:reaction', latest),
      realtime.on('dm:chat', ({ chatId, pinned, left }) =>
        change((now) => (left ? removeChat(now, chatId) : pinChat(now, chatId, pinned))),
      ),
      realtime.on('dm:read', ({ chatId, readerId }) => {
        if (readerId === me)
          change((now) => updateChat(now, chatId, (chat) => ({ ...chat, unread: 0 })));
      }),
    ];
    return () => stops.forEach((stop) => stop());
  }, [realtime, me]);

  // Chats that changed while the connection was not up were pushed to no one here: each time it
  // comes up, both lists' first pages are merged in.
  useEffect(() => {
    if (loading || error) return;
    return realtime.whenUp(() => {
      const mine = generation.current;
      const first = (pinned: boolean) =>
        quietClient.api
          .GET('/user/dm/list', {
            params: { query: { pinned, skip: 0, limit: DM_CHATS_PAGE_SIZE } },
          })
          .then(({ data }) => data?.items ?? []);
      void Promise.all([first(true), first(false)]).then(([pinned, users]) => {
        if (mine !== generation.current) return;
        setLists((now) => (now ? [...pinned, ...users].reduce(upsertChat<Chat>, now) : now));
      });
    });
  }, [realtime, quietClient, loading, error]);

  const togglePin = useCallback(
    async (chatId: string) => {
      const { data } = await client.api.POST('/user/dm/{id}/pin', {
        params: { path: { id: chatId } },
      });
      if (data) setLists((now) => (now ? pinChat(now, chatId, data.pinned) : now));
    },
    [client],
  );

  const pinned = useCallback(
    (chatId: string, value: boolean) =>
      setLists((now) => (now ? pinChat(now, chatId, value) : now)),
    [],
  );

  const read = useCallback(
    (chatId: string) =>
      setLists((now) => (now ? updateChat(now, chatId, (chat) => ({ ...chat, unread: 0 })) : now)),
    [],
  );

  return {
    read,
    pinned,
    lists,
    loading,
    loadingMore,
    hasMore: more.pinned || more.users,
    error,
    reload,
    loadMore,
    togglePin,
  };
}
