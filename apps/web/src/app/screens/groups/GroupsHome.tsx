import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  DEFAULT_PAGE_SIZE,
  GROUP_ROLE_LABELS,
  GROUPS_PAGE_SIZE,
  type GroupRole,
  type PageRequest,
  type PostCategory,
} from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { Button, ChoiceChips, EmptyState, Tabs } from '@trestle/ui';
import { PostList } from '../../posts/PostList';
import { usePagedPosts } from '../../posts/use-paged-posts';
import { useServices } from '../../services-context';
import { usePageTitle } from '../../use-page-title';
import { CategoryChips } from '../feed/CategoryChips';
import { GroupCard } from './GroupCard';
import { GroupDirectory } from './GroupDirectory';
import { ItemList } from './ItemList';
import type { Group } from './types';
import { ReorderButtons } from '../../shared/ReorderButtons';
import { usePagedItems } from '../../shared/use-paged-items';
import { useReorder } from '../../shared/use-reorder';
import { NEW_GROUP_PATH } from './paths';
import page from '../Page.module.css';

type HomeTab = 'mine' | 'feed' | 'discover';

const TABS: { value: HomeTab; label: string }[] = [
  { value: 'mine', label: 'Your groups' },
  { value: 'feed', label: 'Groups feed' },
  { value: 'discover', label: 'Discover' },
];

const isTab = (value: string | null): value is HomeTab => TABS.some((t) => t.value === value);

/** `/groups`: the person's groups, the feed of all of them, and discovering others. */
export default function GroupsHome() {
  usePageTitle('Groups');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: HomeTab = isTab(asked) ? asked : 'mine';
  return (
    <div className={page.page}>
      <div className={page.titleRow}>
        <h1 className={page.title}>Groups</h1>
        <Button onClick={() => void navigate(NEW_GROUP_PATH)}>Create group</Button>
      </div>
      <Tabs
        label="Groups"
        items={TABS}
        value={tab}
        onChange={(value) => setParams(value === 'mine' ? {} : { tab: value }, { replace: true })}
        className={page.tabs}
      >
        {tab === 'mine' ? <MyGroups /> : tab === 'feed' ? <GroupsFeed /> : <GroupDirectory />}
      </Tabs>
    </div>
  );
}

const ROLE_FILTERS: { value: GroupRole | ''; label: string }[] = [
  { value: '', label: 'All' },
  { value: 'owner', label: 'Own' },
  { value: 'moderator', label: 'Moderating' },
  { value: 'member', label: 'Member' },
];

/**
 * The caller's groups in their own order (listOwnGroups), filtered by role. With every role
 * shown, a group moves one place up or down (reorderGroups with the groups loaded, in order).
 */
function MyGroups() {
  const services = useServices();
  const [role, setRole] = useState<GroupRole | ''>('');
  const fetchPage = useCallback(
    ({ skip, limit }: PageRequest) =>
      unwrap(
        services.client.api.GET('/user/groups/own', {
          params: { query: { skip, limit, ...(role ? { type: role } : {}) } },
        }),
      ),
    [services, role],
  );
  const list = usePagedItems<Group>(fetchPage, GROUPS_PAGE_SIZE, (g) => g.id);
  const groups = list.items ?? [];

  const reorder = useReorder(
    groups,
    (g) => g.id,
    (order) => unwrap(services.client.api.POST('/user/groups/order', { body: { order } })),
    list.load,
  );

  return (
    <div className={page.panel}>
      <ChoiceChips label="Your role" options={ROLE_FILTERS} value={role} onChange={setRole} />
      <div className={page.feed} aria-busy={list.loadingFirst || list.loadingMore}>
        <ItemList
          list={list}
          label="Your groups"
          what="groups"
          keyOf={(g) => g.id}
          render={(group) => (
            <GroupCard
              group={group}
              note={
                group.myRole && group.myRole !== 'pending' && group.myRole !== 'member'
                  ? GROUP_ROLE_LABELS[group.myRole]
                  : undefined
              }
            >
              {role === '' && groups.length > 1 ? (
                <ReorderButtons
                  reorder={reorder}
                  index={groups.indexOf(group)}
                  count={groups.length}
                  title={group.title}
                />
              ) : null}
            </GroupCard>
          )}
          empty={
            <EmptyState
              className={page.notice}
              title={role ? 'No groups here' : 'You are in no groups yet'}
              text="Discover groups to join, or create your own."
            />
          }
        />
      </div>
    </div>
  );
}

/** Posts of every group the caller is in (listGroupsFeedPosts), by category. */
function GroupsFeed() {
  const services = useServices();
  const [categories, setCategories] = useState<PostCategory[]>([]);
  const fetchPage = useCallback(
    ({ skip, limit }: PageRequest) =>
      unwrap(
        services.client.api.GET('/user/groups/newsfeed', {
          params: { query: { skip, limit, ...(categories.length > 0 ? { categories } : {}) } },
        }),
      ),
    [services, categories],
  );
  const list = usePagedPosts(fetchPage, DEFAULT_PAGE_SIZE);
  const { load } = list;
  useEffect(() => load(), [load, fetchPage]);
  return (
    <div className={page.panel}>
      <CategoryChips selected={categories} onChange={setCategories} />
      <div className={page.feed} aria-busy={list.loadingFirst || list.loadingMore}>
        <PostList
          list={list}
          label="Posts from your groups"
          empty={
            <EmptyState
              className={page.notice}
              title="No group posts yet"
              text={
                categories.length > 0
                  ? 'No posts in these categories. Choose other categories, or All.'
                  : 'Posts in the groups you are in show here.'
              }
            />
          }
        />
      </div>
    </div>
  );
}
