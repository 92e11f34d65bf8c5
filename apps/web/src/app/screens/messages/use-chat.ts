import { useCallback, useEffect, useRef, useState } from 'react';
import {
  addOlderPage,
  DM_MESSAGES_PAGE_SIZE,
  DM_TYPING_INTERVAL_MS,
  DM_TYPING_SHOW_MS,
  emptyTimeline,
  markSentMessagesRead,
  shouldAnnounceTyping,
  upsertMessage,
  type DmTimeline,
  type NormalisedError,
} from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { useAuthUser, useServices } from '../../services-context';
import { dmBadge } from '../../shell/dm-badge';
import { asLoadError, type Chat, type DirectMessage, type ReactionType } from './dm-types';

export interface NewMessage {
  text: string;
  media: string[];
  reply: string | null;
}

export interface OpenChat {
  chat: Chat | null;
  timeline: DmTimeline<DirectMessage>;
  loading: boolean;
  loadingOlder: boolean;
  error: NormalisedError | null;
  typing: boolean;
  reload(): void;
  loadOlder(): Promise<void>;
  send(message: NewMessage): Promise<boolean>;
  edit(messageId: string, text: string): Promise<boolean>;
  remove(messageId: string): Promise<void>;
  react(messageId: string, reaction: ReactionType | null): Promise<void>;
  /** Pins or unpins; resolves to the new state (null when it failed). */
  togglePin(): Promise<boolean | null>;
  leave(): Promise<boolean>;
  /** Call on every keystroke: announces typing at most every DM_TYPING_INTERVAL_MS. */
  announceTyping(): void;
}

/**
 * One open chat: the person (`getChat`, with `canMessage`), the timeline (20 a page, older pages
 * on top), every dm event merged in by core's rules, and reading while the page is visible.
 */
export function useChat(chatId: string, onRead?: (chatId: string) => void): OpenChat {
  const services = useServices();
  const { client, realtime } = services;
  const me = useAuthUser()?.id ?? '';
  const [chat, setChat] = useState<Chat | null>(null);
  const [timeline, setTimeline] = useState(emptyTimeline<DirectMessage>);
  const [loading, setLoading] = useState(true);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [error, setError] = useState<NormalisedError | null>(null);
  const [typingUntil, setTypingUntil] = useState(0);
  const [, setTick] = useState(0);
  const lastTyping = useRef<number | null>(null);
  const timelineRef = useRef(timeline);
  timelineRef.current = timeline;
  const generation = useRef(0);

  const reload = useCallback(() => {
    const mine = ++generation.current;
    setLoading(true);
    setError(null);
    setChat(null);
    setTimeline(emptyTimeline<DirectMessage>());
    Promise.all([
      unwrap(client.api.GET('/user/dm/{id}', { params: { path: { id: chatId } } })),
      unwrap(
        client.api.GET('/user/dm/{id}/messages', {
          params: { path: { id: chatId }, query: { skip: 0, limit: DM_MESSAGES_PAGE_SIZE } },
        }),
      ),
    ]).then(
      ([found, page]) => {
        if (mine !== generation.current) return;
        setChat(found);
        setTimeline(addOlderPage(emptyTimeline<DirectMessage>(), page, DM_MESSAGES_PAGE_SIZE));
        setLoading(false);
      },
      (failure: unknown) => {
        if (mine !== generation.current) return;
        setError(asLoadError(failure));
        setLoading(false);
      },
    );
  }, [client, chatId]);

  useEffect(() => reload(), [reload]);

  const loadOlder = useCallback(async () => {
    if (!timelineRef.current.hasMore) return;
    const mine = generation.current;
    setLoadingOlder(true);
    try {
      const { data } = await client.api.GET('/user/dm/{id}/messages', {
        params: {
          path: { id: chatId },
          query: { skip: timelineRef.current.items.length, limit: DM_MESSAGES_PAGE_SIZE },
        },
      });
      if (data && mine === generation.current) {
        setTimeline((now) => addOlderPage(now, data, DM_MESSAGES_PAGE_SIZE));
      }
    } finally {
      setLoadingOlder(false);
    }
  }, [client, chatId]);

  // Reading: whenever the chat shows unread messages from the other person and the page is seen.
  const unreadHere =
    (chat?.unread ?? 0) > 0 ||
    timeline.items.some((item) => item.sender.id !== me && !item.recipientRead && !item.deleted);
  const reading = useRef(false);
  const onReadRef = useRef(onRead);
  onReadRef.current = onRead;
  useEffect(() => {
    if (loading || error || !unreadHere) return;
    function read() {
      if (reading.current || document.visibilityState === 'hidden') return;
      reading.current = true;
      void services.quietClient.api
        .POST('/user/dm/{id}/read', { params: { path: { id: chatId } } })
        .then(({ data }) => {
          if (data) dmBadge(services).set(data.unreadChats);
          onReadRef.current?.(chatId);
          setChat((now) => (now ? { ...now, unread: 0 } : now));
          setTimeline((now) => ({
            ...now,
            items: now.items.map((item) =>
              item.sender.id !== me && !item.recipientRead
                ? { ...item, recipientRead: true }
                : item,
            ),
          }));
        })
        .catch(() => undefined)
        .finally(() => {
          reading.current = false;
        });
    }
    read();
    const onVisible = () => read();
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [services, chatId, me, loading, error, unreadHere]);

  // Live: every dm event of this chat.
  useEffect(() => {
    const mine = (message: DirectMessage) => message.chatId === chatId;
    const replace = (message: DirectMessage) => {
      if (!mine(message)) return;
      setTimeline((now) =>
        now.items.some((item) => item.id === message.id) ? upsertMessage(now, message) : now,
      );
    };
    const stops = [
      realtime.on('dm:message', ({ message, chat: next }) => {
        if (!mine(message)) return;
        setTimeline((now) => upsertMessage(now, message));
        setChat((now) => (now ? next : now));
        if (message.sender.id !== me) setTypingUntil(0);
      }),
      realtime.on('dm:edited', replace),
      realtime.on('dm:deleted', replace),
      realtime.on('dm:reaction', replace),
      realtime.on('dm:read', (event) => {
        if (event.chatId !== chatId || event.readerId === me) return;
        setTimeline((now) => markSentMessagesRead(now, me, event.messageId));
      }),
      realtime.on('dm:typing', (event) => {
        if (event.chatId === chatId) setTypingUntil(Date.now() + DM_TYPING_SHOW_MS);
      }),
      realtime.on('dm:chat', (event) => {
        if (event.chatId !== chatId) return;
        if (event.left) reload();
        else setChat((now) => (now ? { ...now, pinned: event.pinned } : now));
      }),
    ];
    return () => stops.forEach((stop) => stop());
  }, [realtime, chatId, me, reload]);

  // A message sent while the connection was not up was pushed to no one here: each time it comes
  // up, the newest page is merged in (new messages, and edits and deletions of shown ones).
  useEffect(() => {
    if (loading || error) return;
    return realtime.whenUp(() => {
      const mine = generation.current;
      void services.quietClient.api
        .GET('/user/dm/{id}/messages', {
          params: { path: { id: chatId }, query: { skip: 0, limit: DM_MESSAGES_PAGE_SIZE } },
        })
        .then(({ data }) => {
          if (!data || mine !== generation.current) return;
          setTimeline((now) => data.items.reduce(upsertMessage<DirectMessage>, now));
        });
    });
  }, [realtime, services, chatId, loading, error]);

  // The typing line goes away DM_TYPING_SHOW_MS after the last `dm:typing`.
  const typing = typingUntil > Date.now();
  useEffect(() => {
    if (!typing) return;
    const timer = setTimeout(() => setTick((n) => n + 1), typingUntil - Date.now() + 10);
    return () => clearTimeout(timer);
  }, [typing, typingUntil]);

  const send = useCallback(
    async ({ text, media, reply }: NewMessage) => {
      const { data } = await client.api.POST('/user/dm/{id}/message', {
        params: { path: { id: chatId } },
        body: { text, media, ...(reply ? { reply } : {}) },
      });
      if (!data) return false;
      lastTyping.current = null;
      setTimeline((now) => upsertMessage(now, data));
      setChat((now) => (now ? { ...now, message: data } : now));
      return true;
    },
    [client, chatId],
  );

  const edit = useCallback(
    async (messageId: string, text: string) => {
      const { data } = await client.api.PUT('/user/dm/{id}/message/{messageId}', {
        params: { path: { id: chatId, messageId } },
        body: { text },
      });
      if (data) setTimeline((now) => upsertMessage(now, data));
      return Boolean(data);
    },
    [client, chatId],
  );

  const remove = useCallback(
    async (messageId: string) => {
      const { data } = await client.api.DELETE('/user/dm/{id}/message/{messageId}', {
        params: { path: { id: chatId, messageId } },
      });
      if (!data) return;
      setTimeline((now) => ({
        ...now,
        items: now.items.map((item) =>
          item.id === messageId
            ? { ...item, deleted: true, text: null, media: [], reply: null, reaction: null }
            : item,
        ),
      }));
    },
    [client, chatId],
  );

  const react = useCallback(
    async (messageId: string, reaction: ReactionType | null) => {
      const { data } = await client.api.POST('/user/dm/{id}/message/{messageId}/react', {
        params: { path: { id: chatId, messageId } },
        body: { reaction },
      });
      if (data) setTimeline((now) => upsertMessage(now, data));
    },
    [client, chatId],
  );

  const togglePin = useCallback(async () => {
    const { data } = await client.api.POST('/user/dm/{id}/pin', {
      params: { path: { id: chatId } },
    });
    if (!data) return null;
    setChat((now) => (now ? { ...now, pinned: data.pinned } : now));
    return data.pinned;
  }, [client, chatId]);

  const leave = useCallback(async () => {
    const { data } = await client.api.POST('/user/dm/{id}/leave', {
      params: { path: { id: chatId } },
    });
    return Boolean(data);
  }, [client, chatId]);

  const announceTyping = useCallback(() => {
    const now = Date.now();
    if (!shouldAnnounceTyping(lastTyping.current, now, DM_TYPING_INTERVAL_MS)) return;
    lastTyping.current = now;
    realtime.send('dm:typing', { chatId });
  }, [realtime, chatId]);

  return {
    chat,
    timeline,
    loading,
    loadingOlder,
    error,
    typing,
    reload,
    loadOlder,
    send,
    edit,
    remove,
    react,
    togglePin,
    leave,
    announceTyping,
  };
}
