import { useCallback, useEffect } from 'react';
import { DEFAULT_PAGE_SIZE, type PageRequest } from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { EmptyState } from '@trestle/ui';
import { PostList } from '../../posts/PostList';
import type { Post } from '../../posts/types';
import { usePagedPosts } from '../../posts/use-paged-posts';
import { useServices } from '../../services-context';
import { usePageTitle } from '../../use-page-title';
import page from '../Page.module.css';

/** Bookmarks per page (spec section 4: bookmarks follow the list rule; section 9: 10). */
export const BOOKMARKS_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** The person's bookmarked posts, most recently bookmarked first. */
export default function Bookmarks() {
  usePageTitle('Bookmarks');
  const { client } = useServices();
  const fetchPage = useCallback(
    ({ skip, limit }: PageRequest) =>
      unwrap(client.api.GET('/user/bookmark/newsfeed', { params: { query: { skip, limit } } })),
    [client],
  );
  const list = usePagedPosts(fetchPage, BOOKMARKS_PAGE_SIZE);
  const { load, replace, remove } = list;
  useEffect(() => load(), [load, fetchPage]);

  // Taking the bookmark off takes the post off this page (and a rollback brings it back).
  const onChange = useCallback(
    (post: Post) => (post.bookmarked_by_user ? replace(post) : remove(post.id)),
    [replace, remove],
  );

  return (
    <div className={page.page}>
      <h1 className={page.title}>Bookmarks</h1>
      <div className={page.feed} aria-busy={list.loadingFirst || list.loadingMore}>
        <PostList
          list={list}
          label="Bookmarked posts"
          onChange={onChange}
          empty={
            <EmptyState
              className={page.notice}
              title="No bookmarks yet"
              text="Bookmark a post with its bookmark button to keep it here for later."
            />
          }
        />
      </div>
    </div>
  );
}
