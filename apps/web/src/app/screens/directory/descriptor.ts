// The directory (spec section 5): companies and services by tab (all, following, favorites, own,
// and the staff queues in review and flagged), category and filters; as a list, a grid of cards,
// or pages beside a map; the search in the address.
import {
  DIRECTORY_PAGE_SIZE,
  DIRECTORY_TABS,
  cleanDirectoryQuery,
  countOf,
  type DirectoryTab,
} from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import type { BoardDescriptor } from '../board/board-descriptor';
import type { MapPoint } from '../board/map-markers';
import { DIRECTORY_FILTERS } from './directory-filters';
import type { DirectoryFilterValues } from './DirectoryFilters';
import { listingPath } from './paths';
import type { Listing } from './types';

/** Staff also see the moderation queues: listings sent to review, and flagged ones. */
export type ListingTab = DirectoryTab | 'inactive' | 'flagged';
export const LISTING_TABS: readonly ListingTab[] = [...DIRECTORY_TABS, 'inactive', 'flagged'];
export const MEMBER_LISTING_TABS: readonly ListingTab[] = DIRECTORY_TABS;

export type ListingView = 'list' | 'grid' | 'map';

/** A listing's marker, or null when it has no coordinates (remote-only, or no place given). */
export function listingPoint(listing: Listing): MapPoint | null {
  const place = listing.location;
  if (place?.lat === undefined || place.lng === undefined) return null;
  return {
    id: listing.id,
    lat: place.lat,
    lng: place.lng,
    title: listing.title,
    detail: place.label,
    href: listingPath(listing.id),
  };
}

/** Spec section 5: type all/own dropped, empty filters omitted. */
const searchOf = (tab: ListingTab, filters: DirectoryFilterValues) =>
  cleanDirectoryQuery({ type: tab, ...filters }) as DirectoryFilterValues & {
    type?: 'following' | 'favorite';
  };

export const DIRECTORY_BOARD: BoardDescriptor<
  Listing,
  ListingTab,
  ListingView,
  DirectoryFilterValues
> = {
  kind: 'directory',
  title: 'Directory',
  tabs: LISTING_TABS,
  tab: {
    all: {
      label: 'All',
      searchable: true,
      empty: {
        title: 'No companies found',
        text: 'Try another category, fewer words or a larger radius.',
      },
    },
    following: {
      label: 'Following',
      searchable: true,
      empty: {
        title: 'Nothing from people you follow',
        text: 'Listings of the companies and people you follow show here.',
      },
    },
    favorite: {
      label: 'Favorites',
      searchable: true,
      empty: {
        title: 'No favorites yet',
        text: 'Mark listings as favorites to find them again here.',
      },
    },
    own: {
      label: 'My listings',
      empty: {
        title: 'You have no listings',
        text: 'List your company so owners and builders find it and ask for quotes.',
      },
    },
    inactive: {
      label: 'In review',
      queue: true,
      empty: { title: 'Nothing waits in review', text: 'Listings sent to review show here.' },
    },
    flagged: {
      label: 'Flagged',
      queue: true,
      empty: { title: 'Nothing is flagged', text: 'Flagged listings show here.' },
    },
  },
  views: ['list', 'grid', 'map'],
  viewLabels: { list: 'List', grid: 'Grid', map: 'Map' },
  viewLayout: {
    list: { results: 'infinite' },
    grid: { results: 'infinite', grid: true },
    map: { results: 'map' },
  },
  pageSizes: { infinite: DIRECTORY_PAGE_SIZE, paged: DIRECTORY_PAGE_SIZE },
  filters: DIRECTORY_FILTERS,
  listLabel: 'Listings',
  errorTitle: 'The directory could not be loaded',
  keyOf: (listing) => listing.id,
  pointOf: listingPoint,
  fetchPage(client, tab, filters, { skip, limit }) {
    if (tab === 'inactive' || tab === 'flagged') {
      return unwrap(
        client.api.GET('/user/listing/moderate/newsfeed', {
          params: { query: { state: tab, skip, limit } },
        }),
      );
    }
    if (tab === 'own') {
      return unwrap(client.api.GET('/user/listing/own', { params: { query: { skip, limit } } }));
    }
    return unwrap(
      client.api.GET('/user/listing/newsfeed', {
        params: { query: { ...searchOf(tab, filters), skip, limit } },
      }),
    );
  },
  fetchCount(client, tab, filters) {
    return unwrap(
      tab === 'own'
        ? client.api.GET('/user/listing/count/own')
        : client.api.GET('/user/listing/count', { params: { query: searchOf(tab, filters) } }),
    );
  },
  countText: (count) => countOf(count, 'listing'),
};
