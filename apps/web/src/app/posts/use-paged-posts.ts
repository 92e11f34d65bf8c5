import { useCallback, useMemo, useState } from 'react';
import {
  addPostToTop,
  applyPostListEdits,
  noPostListEdits,
  removePost,
  replacePost,
  type NormalisedError,
  type PageRequest,
  type PageResult,
} from '@trestle/core';
import type { Post } from './types';
import { usePagingMachine } from '../shared/use-paging-machine';

export interface PagedPosts {
  /** The posts to show (pages plus local changes); null before the first page. */
  posts: Post[] | null;
  loadingFirst: boolean;
  loadingMore: boolean;
  hasMore: boolean;
  error: NormalisedError | null;
  /** Loads page one again (with new parameters), dropping local changes. */
  load(params?: Record<string, unknown>): void;
  loadMore(): void;
  add(post: Post): void;
  replace(post: Post): void;
  remove(postId: string): void;
}

/**
 * A list of posts paged by core's paging machine, with local changes (new, changed and removed
 * posts) kept over the pages by core's list rules.
 */
export function usePagedPosts(
  fetchPage: (request: PageRequest) => Promise<PageResult<Post>>,
  pageSize: number,
): PagedPosts {
  const [snapshot, send] = usePagingMachine<Post>(fetchPage, pageSize);
  const [edits, setEdits] = useState(noPostListEdits<Post>);
  const { items, hasMore, error } = snapshot.context;

  const posts = useMemo(
    () => (items === null ? null : applyPostListEdits(items, edits)),
    [items, edits],
  );

  const load = useCallback(
    (params?: Record<string, unknown>) => {
      setEdits(noPostListEdits<Post>());
      send(params ? { type: 'LOAD', params } : { type: 'LOAD' });
    },
    [send],
  );
  const loadMore = useCallback(() => send({ type: 'LOAD_MORE' }), [send]);
  const add = useCallback((post: Post) => setEdits((e) => addPostToTop(e, post)), []);
  const replace = useCallback((post: Post) => setEdits((e) => replacePost(e, post)), []);
  const remove = useCallback((postId: string) => setEdits((e) => removePost(e, postId)), []);

  return {
    posts,
    loadingFirst: items === null || snapshot.matches('loading'),
    loadingMore: snapshot.matches('loadingMore'),
    hasMore,
    error,
    load,
    loadMore,
    add,
    replace,
    remove,
  };
}
