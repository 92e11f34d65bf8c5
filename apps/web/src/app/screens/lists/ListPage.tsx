import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, type PageRequest, type PostCategory } from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { EmptyState, LoadError, Spinner, Tabs } from '@trestle/ui';
import { PostList } from '../../posts/PostList';
import { usePagedPosts } from '../../posts/use-paged-posts';
import { useServices } from '../../services-context';
import { usePageTitle } from '../../use-page-title';
import { CategoryChips } from '../feed/CategoryChips';
import { ListMembers } from './ListMembers';
import type { UserList } from './use-lists';
import page from '../Page.module.css';
import styles from './Lists.module.css';

type ListTab = 'posts' | 'people';
const TABS: { value: ListTab; label: string }[] = [
  { value: 'posts', label: 'Posts' },
  { value: 'people', label: 'People' },
];

type Loaded =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; list: UserList };

/** One list: its feed (the members' posts, by category) and the people on it. */
export default function ListPage() {
  const { listId = '' } = useParams();
  const { quietClient } = useServices();
  const [attempt, setAttempt] = useState(0);
  // An answer to another list (or an earlier attempt) is not this one's: still loading.
  const key = `${listId}:${attempt}`;
  const [answer, setAnswer] = useState<{ key: string; loaded: Loaded } | null>(null);
  const loaded: Loaded = answer?.key === key ? answer.loaded : { status: 'loading' };
  const [tab, setTab] = useState<ListTab>('posts');
  usePageTitle(loaded.status === 'ready' ? loaded.list.title : 'List');

  useEffect(() => {
    let live = true;
    const setLoaded = (result: Loaded) => {
      if (live) setAnswer({ key: `${listId}:${attempt}`, loaded: result });
    };
    unwrap(
      quietClient.api.GET('/user/list/{listId}', {
        params: { path: { listId }, query: { limit: 1 } },
      }),
    )
      .then(({ items: _members, ...list }) => setLoaded({ status: 'ready', list }))
      .catch((error: { status?: number; messages?: string[] }) => {
        if (error.status === 404 || error.status === 400) setLoaded({ status: 'missing' });
        else setLoaded({ status: 'failed', message: error.messages?.join(' ') ?? '' });
      });
    return () => {
      live = false;
    };
  }, [quietClient, listId, attempt]);

  const back = (
    <Link to="/lists" className={styles.back}>
      ← All lists
    </Link>
  );
  if (loaded.status === 'loading') return <Spinner block label="Loading the list…" />;
  if (loaded.status === 'missing') {
    return (
      <div className={page.page}>
        {back}
        <EmptyState
          className={page.notice}
          title="This list does not exist"
          text="It may have been deleted. Your lists are on the Lists page."
        />
      </div>
    );
  }
  if (loaded.status === 'failed') {
    return (
      <div className={page.page}>
        {back}
        <LoadError
          title="The list could not be loaded"
          text={loaded.message || 'Please try again.'}
          onRetry={() => setAttempt((n) => n + 1)}
        />
      </div>
    );
  }
  const { list } = loaded;
  return (
    <div className={page.page}>
      {back}
      <h1 className={page.title}>{list.title}</h1>
      <Tabs label="List" items={TABS} value={tab} onChange={setTab} className={page.tabs}>
        <div className={page.panel}>
          {tab === 'posts' ? <ListFeed listId={list.id} /> : <ListMembers listId={list.id} />}
        </div>
      </Tabs>
    </div>
  );
}

/** The list's feed: its members' posts, newest first, in the chosen categories. */
function ListFeed({ listId }: { listId: string }) {
  const { client } = useServices();
  const [categories, setCategories] = useState<PostCategory[]>([]);
  const fetchPage = useCallback(
    ({ skip, limit }: PageRequest) =>
      unwrap(
        client.api.GET('/user/list/{listId}/newsfeed', {
          params: {
            path: { listId },
            query: { skip, limit, ...(categories.length > 0 ? { categories } : {}) },
          },
        }),
      ),
    [client, listId, categories],
  );
  const list = usePagedPosts(fetchPage, DEFAULT_PAGE_SIZE);
  const { load } = list;
  useEffect(() => load(), [load, fetchPage]);
  return (
    <>
      <CategoryChips selected={categories} onChange={setCategories} />
      <div className={page.feed} aria-busy={list.loadingFirst || list.loadingMore}>
        <PostList
          list={list}
          label="Posts from the people on this list"
          empty={
            <EmptyState
              className={page.notice}
              title={categories.length > 0 ? 'No posts in these categories' : 'No posts yet'}
              text={
                categories.length > 0
                  ? 'Choose other categories, or All.'
                  : 'Posts from the people on this list show here. Add people in the People tab.'
              }
            />
          }
        />
      </div>
    </>
  );
}
