import { useCallback, useEffect, useRef, useState } from 'react';
import {
  applyReaction,
  type ReactionType,
  type ReportPostInput,
  reportPostBody,
} from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { useServices } from '../services-context';
import type { Post } from './types';

export type PostActionName =
  'react' | 'repost' | 'bookmark' | 'vote' | 'pin' | 'mute' | 'delete' | 'report';

export interface PostActions {
  /** Actions waiting for the server (their buttons are disabled meanwhile). */
  busy: ReadonlySet<PostActionName>;
  react(type: ReactionType): Promise<void>;
  toggleRepost(): Promise<void>;
  toggleBookmark(): Promise<void>;
  vote(choiceIndex: number): Promise<void>;
  togglePin(): Promise<void>;
  toggleMute(): Promise<void>;
  /** Deletes the post; true when the server did. */
  remove(): Promise<boolean>;
  /** Reports the post; true when the server took the report. */
  report(input: ReportPostInput): Promise<boolean>;
}

/**
 * What a person can do with a post, against the API. Toggles show at once and are then
 * reconciled with the server's answer, or rolled back when the call fails (the client has
 * already shown the error). `onChange` receives every new state of the post.
 */
export function usePostActions(
  post: Post,
  onChange: (post: Post) => void,
  onRemoved: () => void,
): PostActions {
  const services = useServices();
  const { api } = services.client;
  const [busy, setBusy] = useState<ReadonlySet<PostActionName>>(new Set());
  // The newest state, so a late answer or a rollback applies to it, not to a stale copy.
  const latest = useRef(post);
  useEffect(() => {
    latest.current = post;
  }, [post]);
  const id = post.id;

  const run = useCallback(async <T>(name: PostActionName, work: () => Promise<T>) => {
    setBusy((set) => new Set(set).add(name));
    try {
      return await work();
    } finally {
      setBusy((set) => {
        const next = new Set(set);
        next.delete(name);
        return next;
      });
    }
  }, []);

  const update = useCallback(
    (fields: Partial<Post>) => {
      latest.current = { ...latest.current, ...fields };
      onChange(latest.current);
    },
    [onChange],
  );

  /** Shows `fields` now, then the server's fields, or puts the old values back on failure. */
  const optimistic = useCallback(
    async (name: PostActionName, fields: Partial<Post>, call: () => Promise<Partial<Post>>) => {
      const before = Object.fromEntries(
        Object.keys(fields).map((key) => [key, latest.current[key as keyof Post]]),
      ) as Partial<Post>;
      update(fields);
      await run(name, async () => {
        try {
          update(await call());
        } catch {
          update(before);
        }
      });
    },
    [run, update],
  );

  return {
    busy,
    react: (type) =>
      optimistic('react', applyReaction(latest.current, type), () =>
        unwrap(api.POST('/user/post/{id}/like', { params: { path: { id } }, body: { type } })),
      ),
    toggleRepost: () => {
      const reposted = !latest.current.reposted_by_user;
      const count = latest.current.repost_count + (reposted ? 1 : -1);
      return optimistic(
        'repost',
        { reposted_by_user: reposted, repost_count: Math.max(0, count) },
        () => unwrap(api.POST('/user/post/{id}/repost', { params: { path: { id } } })),
      );
    },
    toggleBookmark: () => {
      const adding = !latest.current.bookmarked_by_user;
      return optimistic('bookmark', { bookmarked_by_user: adding }, async () => {
        const path = adding ? '/user/bookmark/add/{id}' : '/user/bookmark/remove/{id}';
        await unwrap(api.POST(path, { params: { path: { id } } }));
        return {};
      });
    },
    vote: (choiceIndex) =>
      run('vote', async () => {
        try {
          const result = await unwrap(
            api.POST('/user/post/{postId}/poll/{choiceIndex}', {
              params: { path: { postId: id, choiceIndex } },
            }),
          );
          update({ poll_result: result });
        } catch {
          // Shown by the client; the choices stay for another try.
        }
      }),
    togglePin: () =>
      run('pin', async () => {
        try {
          const { pinned } = await unwrap(
            api.POST('/user/post/{id}/pin', { params: { path: { id } } }),
          );
          update({ pinned });
          services.notify(
            pinned ? 'Pinned to your profile.' : 'Unpinned from your profile.',
            'success',
          );
        } catch {
          // Shown by the client.
        }
      }),
    toggleMute: () =>
      run('mute', async () => {
        try {
          const { muted } = await unwrap(
            api.POST('/user/post/{id}/mute', { params: { path: { id } } }),
          );
          update({ muted_by_user: muted });
          services.notify(
            muted ? 'Conversation muted: no more notifications from it.' : 'Conversation unmuted.',
            'success',
          );
        } catch {
          // Shown by the client.
        }
      }),
    remove: () =>
      run('delete', async () => {
        try {
          await unwrap(api.DELETE('/user/post/{id}', { params: { path: { id } } }));
        } catch {
          return false;
        }
        services.notify('Post deleted.', 'success');
        onRemoved();
        return true;
      }),
    report: (input) =>
      run('report', async () => {
        try {
          await unwrap(
            api.POST('/user/post/{id}/report', {
              params: { path: { id } },
              body: reportPostBody(input),
            }),
          );
        } catch {
          return false;
        }
        services.notify('Thank you. The post was reported to our team.', 'success');
        return true;
      }),
  };
}
