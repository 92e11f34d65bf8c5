import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import {
  cleanDirectoryQuery,
  countOf,
  DIRECTORY_PAGE_SIZE,
  DIRECTORY_TABS,
  type DirectoryTab,
  isStaffRole,
  MODERATION_PAGE_SIZE,
  type PageRequest,
  setDirectoryFilter,
} from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { Button, ButtonLink, ChoiceChips, EmptyState, LoadError, Tabs } from '@trestle/ui';
import { PostSkeletons } from '../../posts/PostSkeleton';
import { usePagedItems } from '../../shared/use-paged-items';
import { useAuthUser, useServices } from '../../services-context';
import { usePageTitle } from '../../use-page-title';
import page from '../Page.module.css';
import { CategoryTree } from './CategoryTree';
import { DirectoryFilters, type DirectoryFilterValues } from './DirectoryFilters';
import { ListingCard } from './ListingCard';
import { NEW_LISTING_PATH, RECEIVED_QUOTES_PATH } from './paths';
import type { Listing } from './types';
import { useCategories } from './use-categories';
import styles from './Directory.module.css';

// The map (Leaflet) loads only when the map view is chosen.
const DirectoryMap = lazy(() =>
  import('./DirectoryMap').then((m) => ({ default: m.DirectoryMap })),
);

/** Staff also see the moderation queues: listings sent to review, and flagged ones. */
type Tab = DirectoryTab | 'inactive' | 'flagged';

const TAB_LABELS: Record<Tab, string> = {
  all: 'All',
  following: 'Following',
  favorite: 'Favorites',
  own: 'My listings',
  inactive: 'In review',
  flagged: 'Flagged',
};

const tabsFor = (staff: boolean) =>
  [...DIRECTORY_TABS, ...(staff ? (['inactive', 'flagged'] as const) : [])].map((value) => ({
    value: value as Tab,
    label: TAB_LABELS[value],
  }));

const isQueue = (tab: Tab): tab is 'inactive' | 'flagged' =>
  tab === 'inactive' || tab === 'flagged';

const EMPTY: Record<Tab, { title: string; text: string }> = {
  all: {
    title: 'No companies found',
    text: 'Try another category, fewer words or a larger radius.',
  },
  following: {
    title: 'Nothing from people you follow',
    text: 'Listings of the companies and people you follow show here.',
  },
  favorite: {
    title: 'No favorites yet',
    text: 'Mark listings as favorites to find them again here.',
  },
  own: {
    title: 'You have no listings',
    text: 'List your company so owners and builders find it and ask for quotes.',
  },
  inactive: { title: 'Nothing waits in review', text: 'Listings sent to review show here.' },
  flagged: { title: 'Nothing is flagged', text: 'Flagged listings show here.' },
};

/**
 * `/directory`: companies and services, by tab (all, following, favorites, own), category (in the
 * reader's language, with counts) and filters (business type, sector, keyword, ZIP and radius).
 */
export default function DirectoryScreen() {
  usePageTitle('Directory');
  const { client } = useServices();
  const me = useAuthUser();
  const canList = me?.policies.can_apply_directory ?? false;
  const staff = isStaffRole(me?.role.key);
  const [tab, setTab] = useState<Tab>('all');
  // Lists of one's own or of a queue take no filters.
  const filtered = tab !== 'own' && !isQueue(tab);
  const [filters, setFilters] = useState<DirectoryFilterValues>({});
  const categories = useCategories();
  const [count, setCount] = useState<number | null>(null);
  const [viewMode, setViewMode] = useState<ViewMode>('list');

  const query = useCallback(
    (extra: Record<string, unknown>) =>
      // Spec section 5: type all/own dropped, empty filters omitted.
      cleanDirectoryQuery({ type: tab, ...filters, ...extra }) as Record<string, unknown> & {
        type?: 'following' | 'favorite';
      },
    [tab, filters],
  );

  const fetchPage = useCallback(
    ({ skip, limit }: PageRequest) =>
      isQueue(tab)
        ? unwrap(
            client.api.GET('/user/listing/moderate/newsfeed', {
              params: { query: { state: tab, skip, limit } },
            }),
          )
        : tab === 'own'
          ? unwrap(client.api.GET('/user/listing/own', { params: { query: { skip, limit } } }))
          : unwrap(
              client.api.GET('/user/listing/newsfeed', {
                params: { query: query({ skip, limit }) },
              }),
            ),
    [client, tab, query],
  );
  const list = usePagedItems<Listing>(
    fetchPage,
    isQueue(tab) ? MODERATION_PAGE_SIZE : DIRECTORY_PAGE_SIZE,
    (item) => item.id,
  );

  useEffect(() => {
    let current = true;
    if (isQueue(tab)) return;
    const call =
      tab === 'own'
        ? client.api.GET('/user/listing/count/own')
        : client.api.GET('/user/listing/count', { params: { query: query({}) } });
    unwrap(call).then(
      (answer) => current && setCount(answer.count),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [client, tab, query]);

  function setFilter(key: keyof DirectoryFilterValues, value: unknown) {
    setFilters((previous) => setDirectoryFilter(previous, key, value));
  }

  let body;
  if (list.loadingFirst) body = <PostSkeletons />;
  else if (list.error && !list.items?.length) {
    body = (
      <LoadError
        title="The directory could not be loaded"
        text={list.error.messages.join(' ') || 'Please try again.'}
        onRetry={list.load}
      />
    );
  } else if (!list.items?.length) {
    body = (
      <EmptyState
        className={page.notice}
        title={EMPTY[tab].title}
        text={EMPTY[tab].text}
        action={
          tab === 'own' && canList ? (
            <Link to={NEW_LISTING_PATH} className={styles.link}>
              Add a listing
            </Link>
          ) : null
        }
      />
    );
  } else {
    const card = (listing: Listing) => (
      <ListingCard
        listing={listing}
        categoryNames={categories.names}
        onChange={(next) => list.update(next.id, next)}
      />
    );
    body = (
      <>
        {viewMode === 'map' ? (
          <Suspense fallback={<PostSkeletons />}>
            <DirectoryMap listings={list.items} renderCard={card} />
          </Suspense>
        ) : (
          <ul className={viewMode === 'grid' ? styles.grid : styles.list} aria-label="Listings">
            {list.items.map((listing) => (
              <li key={listing.id}>{card(listing)}</li>
            ))}
          </ul>
        )}
        {list.hasMore ? (
          <Button variant="secondary" loading={list.loadingMore} onClick={list.loadMore}>
            Load more
          </Button>
        ) : null}
      </>
    );
  }

  return (
    <div className={page.page}>
      <div className={page.titleRow}>
        <h1 className={page.title}>Directory</h1>
        <div className={styles.actions}>
          {canList ? (
            <>
              <ButtonLink as={Link} to={RECEIVED_QUOTES_PATH} variant="secondary">
                Quote requests
              </ButtonLink>
              <ButtonLink as={Link} to={NEW_LISTING_PATH}>
                Add a listing
              </ButtonLink>
            </>
          ) : null}
        </div>
      </div>
      <Tabs
        label="Directory"
        items={tabsFor(staff)}
        value={tab}
        onChange={setTab}
        className={page.tabs}
      >
        <div className={filtered ? styles.layout : styles.layoutSingle}>
          {!filtered ? null : (
            <aside className={styles.side} aria-label="Categories">
              <CategoryTree
                categories={categories}
                selected={filters.categoryId}
                onSelect={(id) => setFilter('categoryId', id)}
              />
            </aside>
          )}
          <div className={page.panel}>
            {!filtered ? null : (
              <DirectoryFilters
                values={filters}
                onApply={(next) =>
                  setFilters(cleanDirectoryQuery({ ...next, categoryId: filters.categoryId }))
                }
              />
            )}
            <ViewModeAndCount
              count={isQueue(tab) ? null : count}
              mode={viewMode}
              onMode={setViewMode}
            />
            <div className={page.feed} aria-busy={list.loadingFirst || list.loadingMore}>
              {body}
            </div>
          </div>
        </div>
      </Tabs>
    </div>
  );
}

type ViewMode = 'list' | 'grid' | 'map';

const VIEW_MODES: readonly { value: ViewMode; label: string }[] = [
  { value: 'list', label: 'List' },
  { value: 'grid', label: 'Grid' },
  { value: 'map', label: 'Map' },
];

/** The view mode (the base list, a grid of cards, or a map) and how many listings the search finds. */
function ViewModeAndCount({
  count,
  mode,
  onMode,
}: {
  count: number | null;
  mode: ViewMode;
  onMode: (mode: ViewMode) => void;
}) {
  return (
    <div className={styles.countRow}>
      <ChoiceChips label="View" options={VIEW_MODES} value={mode} onChange={onMode} />
      <p className={styles.muted} aria-live="polite">
        {count === null ? '' : countOf(count, 'listing')}
      </p>
    </div>
  );
}
