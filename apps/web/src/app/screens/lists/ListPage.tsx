import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, type PageRequest, type PostCategory } from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { EmptyState, LoadError, Spinner, Tabs } from '@trestle/ui';
import { PostList } from '../../posts/PostList';
import { usePagedPosts } from '../../posts/use-paged-posts';
import { useServices } from '../../services-context';
import { failureMessage, useApiQuery } from '../../shared/api-query';
import { queryKeys } from '../../shared/query-keys';
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
  const answer = useApiQuery(
    queryKeys.list(listId),
    (api) => api.GET('/user/list/{listId}', { params: { path: { listId }, query: { limit: 1 } } }),
    { quiet: true },
  );
  const [tab, setTab] = useState<ListTab>('posts');

  let loaded: Loaded;
  if (answer.isSuccess) {
    const { items: _members, ...list } = answer.data;
    loaded = { status: 'ready', list };
  } else if (answer.isPending || answer.isFetching) loaded = { status: 'loading' };
  else if (answer.error.status === 404 || answer.error.status === 400) {
    loaded = { status: 'missing' };
  } else loaded = { status: 'failed', message: failureMessage(answer.error, '') };
  usePageTitle(loaded.status === 'ready' ? loaded.list.title : 'List');

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
          onRetry={() => void answer.refetch()}
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
