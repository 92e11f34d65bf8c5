import { useCallback, useEffect } from 'react';
import {
  DEFAULT_PAGE_SIZE,
  EXPLORE_POST_SUBTYPES,
  EXPLORE_POST_SUBTYPE_LABELS,
  explorePostSubtypeSchema,
  isSearchable,
  parsePostSearch,
  type PageRequest,
} from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { EmptyState, Spinner } from '@trestle/ui';
import { PostList } from '../../posts/PostList';
import { usePagedPosts } from '../../posts/use-paged-posts';
import { useServices } from '../../services-context';
import type { ExploreTabProps } from './explore-tabs';
import page from '../Page.module.css';
import styles from './Explore.module.css';

/** Posts found by words or a #hashtag, best matches first, of the chosen kind (`?type=`). */
export function ExplorePosts({ q, params, setParam }: ExploreTabProps) {
  const parsedType = explorePostSubtypeSchema.safeParse(params.get('type'));
  const type = parsedType.success ? parsedType.data : 'content';
  const searchable = isSearchable(parsePostSearch(q));
  return (
    <>
      <label className={styles.select}>
        Kind of post
        <select
          value={type}
          onChange={(event) =>
            setParam('type', event.target.value === 'content' ? null : event.target.value)
          }
        >
          {EXPLORE_POST_SUBTYPES.map((value) => (
            <option key={value} value={value}>
              {EXPLORE_POST_SUBTYPE_LABELS[value]}
            </option>
          ))}
        </select>
      </label>
      {searchable ? (
        <FoundPosts q={q} type={type} />
      ) : (
        <EmptyState
          className={page.notice}
          title="Search posts"
          text="Type words, or a #hashtag, in the search box above."
        />
      )}
    </>
  );
}

function FoundPosts({ q, type }: { q: string; type: string }) {
  const { client } = useServices();
  const fetchPage = useCallback(
    ({ skip, limit }: PageRequest) =>
      unwrap(
        client.api.POST('/user/newsfeed/search', {
          body: { q, type: explorePostSubtypeSchema.parse(type), skip, limit },
        }),
      ),
    [client, q, type],
  );
  const list = usePagedPosts(fetchPage, DEFAULT_PAGE_SIZE);
  const { load } = list;
  useEffect(() => load(), [load, fetchPage]);
  // The full loader on a tab's first load (spec section 2), not the post skeletons.
  if (list.loadingFirst) return <Spinner block label="Searching posts…" />;
  return (
    <div className={page.feed} aria-busy={list.loadingMore}>
      <PostList
        list={list}
        label={`Posts found for ${q}`}
        empty={
          <EmptyState
            className={page.notice}
            title="No posts found"
            text={`Nothing matches “${q}” here. Try other words or another kind of post.`}
          />
        }
      />
    </div>
  );
}
