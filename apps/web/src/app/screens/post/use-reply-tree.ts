import { useCallback, useRef, useState } from 'react';
import {
  addReply,
  editReply,
  failReplies,
  receiveReplies,
  removeReply,
  REPLIES_PAGE_SIZE,
  startLoadingReplies,
  type ReplyTree,
} from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { useServices } from '../../services-context';
import type { Post } from '../../posts/types';

export interface ReplyTreeApi {
  tree: ReplyTree<Post>;
  /** Loads the first page of a post's replies (replacing), or the next one. */
  load(postId: string, first: boolean): Promise<void>;
  add(reply: Post): void;
  edit(reply: Post): void;
  remove(replyId: string): void;
}

/**
 * The replies under a post and under each reply, five at a time, oldest first (spec sections
 * 4 and 9), kept by core's reply-tree rules.
 */
export function useReplyTree(): ReplyTreeApi {
  const { client } = useServices();
  const [tree, setTree] = useState<ReplyTree<Post>>({});
  // The newest tree, for the skip of the next page.
  const current = useRef(tree);
  const update = useCallback((change: (tree: ReplyTree<Post>) => ReplyTree<Post>) => {
    current.current = change(current.current);
    setTree(current.current);
  }, []);

  const load = useCallback(
    async (postId: string, first: boolean) => {
      const branch = current.current[postId];
      if (branch?.loading) return;
      const skip = first ? 0 : (branch?.skip ?? 0);
      update((t) => startLoadingReplies(t, postId));
      try {
        const page = await unwrap(
          client.api.GET('/user/post/{id}/replies', {
            params: {
              path: { id: postId },
              query: { skip, limit: REPLIES_PAGE_SIZE, sort: 'ASC' },
            },
          }),
        );
        update((t) =>
          receiveReplies(t, postId, page.items, { pageSize: REPLIES_PAGE_SIZE, replace: first }),
        );
      } catch {
        update((t) => failReplies(t, postId));
      }
    },
    [client, update],
  );

  return {
    tree,
    load,
    add: useCallback((reply: Post) => update((t) => addReply(t, reply)), [update]),
    edit: useCallback((reply: Post) => update((t) => editReply(t, reply)), [update]),
    remove: useCallback((replyId: string) => update((t) => removeReply(t, replyId)), [update]),
  };
}
