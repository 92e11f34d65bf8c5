import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, type PageRequest, type PostCategory } from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { Button, EmptyState, Tabs } from '@trestle/ui';
import { openComposer } from '../../compose/open-composer';
import { announcePostCreated, onPostCreated } from '../../compose/post-created-event';
import { PostList } from '../../posts/PostList';
import { usePagedPosts } from '../../posts/use-paged-posts';
import { useServices } from '../../services-context';
import { usePageTitle } from '../../use-page-title';
import { CategoryChips } from './CategoryChips';
import { NewPostsBar } from './NewPostsBar';
import { ProfileSetupCard } from '../profile/ProfileSetupCard';
import { NEWS_PATH } from '../rss/paths';
import { useNewPosts, type LiveFeedSource } from './use-new-posts';
import page from '../Page.module.css';

/** Page size of the home and local feeds (spec section 9: default page size 10). */
export const HOME_FEED_PAGE_SIZE = DEFAULT_PAGE_SIZE;

const TABS = [
  { value: 'following', label: 'Following' },
  { value: 'local', label: 'Local' },
  { value: 'news', label: 'News' },
] as const;

/** The news tab has no category filter (every entry is news). */
const NO_CATEGORIES: PostCategory[] = [];

const LABELS: Record<LiveFeedSource, string> = {
  following: 'Posts from people you follow',
  local: 'Local posts',
  news: 'Stories from your news sources',
};

/**
 * The signed-in home (spec section 2): the home feed of people followed, the local feed of
 * everyone (both filtered by category) and the news of one's RSS sources (`?feed=news` opens it),
 * paged as it scrolls, with the live "new posts" bar.
 */
export default function HomeFeed() {
  usePageTitle('Home');
  const services = useServices();
  const [searchParams] = useSearchParams();
  const [source, setSource] = useState<LiveFeedSource>(
    searchParams.get('feed') === 'news' ? 'news' : 'following',
  );
  const [categories, setCategories] = useState<PostCategory[]>([]);

  const fetchPage = useCallback(
    ({ skip, limit }: PageRequest) =>
      unwrap(
        services.client.api.GET('/user/newsfeed', {
          params: {
            query: {
              source,
              skip,
              limit,
              ...(categories.length > 0 && source !== 'news' ? { categories } : {}),
            },
          },
        }),
      ),
    [services, source, categories],
  );
  const list = usePagedPosts(fetchPage, HOME_FEED_PAGE_SIZE);
  const { load, add } = list;
  // A new tab or category choice (a new fetchPage) starts again from page one.
  useEffect(() => load(), [load, fetchPage]);
  // One's own new post goes on top at once, wherever the composer was opened (header or here),
  // when it belongs to the categories shown.
  useEffect(
    () =>
      onPostCreated((post) => {
        // Nobody's own posts are news: that tab holds the sources' entries only.
        if (source === 'news') return;
        if (categories.length === 0 || categories.includes(post.category)) add(post);
      }),
    [add, categories, source],
  );

  const newest = list.posts?.[0]?.id ?? null;
  const fresh = useNewPosts(source, source === 'news' ? NO_CATEGORIES : categories, newest);

  function showNewPosts() {
    fresh.clear();
    load();
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }

  const empty =
    source === 'news' ? (
      <EmptyState
        className={page.notice}
        title="No news yet"
        text="Add the feeds of the sites you read: their stories show here."
        action={<Link to={NEWS_PATH}>Add a news source</Link>}
      />
    ) : categories.length > 0 ? (
      <EmptyState
        className={page.notice}
        title="No posts in these categories"
        text="Choose other categories, or All."
      />
    ) : source === 'following' ? (
      <EmptyState
        className={page.notice}
        title="Your feed is empty"
        text="Follow people to fill your feed with their posts. Meanwhile, see what everyone is sharing in Local."
        action={
          <Button variant="secondary" onClick={() => setSource('local')}>
            Show the local feed
          </Button>
        }
      />
    ) : (
      <EmptyState
        className={page.notice}
        title="No posts yet"
        text="Nothing has been posted here yet. Be the first."
      />
    );

  return (
    <div className={page.page}>
      <div className={page.titleRow}>
        <h1 className={page.title}>Home</h1>
        <Button
          className={page.wideOnly}
          onClick={() => openComposer(services, { kind: 'new' }, announcePostCreated)}
        >
          Write a post
        </Button>
      </div>
      <ProfileSetupCard />
      <Tabs
        label="Feeds"
        items={TABS}
        value={source}
        onChange={(value) => setSource(value)}
        className={page.tabs}
      >
        <div className={page.panel}>
          {source === 'news' ? (
            <Link to={NEWS_PATH}>Manage your news sources</Link>
          ) : (
            <CategoryChips selected={categories} onChange={setCategories} />
          )}
          <NewPostsBar count={fresh.count} onShow={showNewPosts} />
          <div className={page.feed} aria-busy={list.loadingFirst || list.loadingMore}>
            <PostList list={list} label={LABELS[source]} empty={empty} />
          </div>
        </div>
      </Tabs>
    </div>
  );
}
