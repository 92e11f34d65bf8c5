// The project board (spec section 2): tabs all, following, favorite, own and saved searches, plus
// the staff queues in review and flagged; three views (scrolling, pages of 50, a map beside the
// list); the search in the address.
import {
  MODERATOR_PROJECT_TABS,
  PROJECT_TABS,
  PROJECTS_PAGE_SIZE,
  PROJECTS_PAGINATION_PAGE_SIZE,
  PROJECT_VIEW_MODES,
  formatMoney,
  type ProjectTab,
  type ProjectViewMode,
} from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import type { BoardDescriptor } from '../board/board-descriptor';
import { BOARD_FILTERS, boardQuery, type BoardFilters } from '../board/board-filters';
import { coordinatesOf } from '../board/format';
import type { MapPoint } from '../board/map-markers';
import { projectPath } from './paths';
import type { Project } from './types';

export const PROJECT_QUEUES: readonly ProjectTab[] = MODERATOR_PROJECT_TABS;

export const VIEW_LABELS: Record<ProjectViewMode, string> = {
  infinite: 'List',
  pagination: 'Pages',
  map: 'Map',
};

/** A project's marker: its place, bid and title. */
export function projectPoint(project: Project): MapPoint | null {
  const at = coordinatesOf(project.location);
  return at
    ? {
        id: project.id,
        ...at,
        title: project.title,
        detail: `${formatMoney(project.bid, project.currency)} · ${project.location?.label ?? ''}`,
        href: projectPath(project.id),
      }
    : null;
}

const queueText = 'Projects show here when they need a moderator.';

export const PROJECTS_BOARD: BoardDescriptor<Project, ProjectTab, ProjectViewMode, BoardFilters> = {
  kind: 'projects',
  title: 'Projects',
  tabs: PROJECT_TABS,
  tab: {
    all: {
      label: 'All',
      searchable: true,
      empty: { title: 'No projects yet', text: 'Post a project to receive bids from contractors.' },
    },
    following: {
      label: 'Following',
      searchable: true,
      empty: {
        title: 'Nothing from the people you follow',
        text: 'Projects posted by people you follow show here.',
      },
    },
    favorite: {
      label: 'Favorites',
      searchable: true,
      empty: { title: 'No favorites yet', text: 'Mark projects as favorites to keep them here.' },
    },
    own: {
      label: 'Yours',
      listLabel: 'Your projects',
      errorTitle: 'Your projects could not be loaded',
      empty: {
        title: 'You have posted no projects',
        text: 'Post a project with its documents; contractors near it can find it and bid.',
      },
    },
    searches: { label: 'Saved searches', empty: { title: '', text: '' } },
    inactive: {
      label: 'In review',
      queue: true,
      listLabel: 'Projects in review',
      empty: { title: 'Nothing waits for review', text: queueText },
    },
    flagged: {
      label: 'Flagged',
      queue: true,
      listLabel: 'Flagged projects',
      empty: { title: 'No flagged projects', text: queueText },
    },
  },
  views: PROJECT_VIEW_MODES,
  viewLabels: VIEW_LABELS,
  viewLayout: {
    infinite: { results: 'infinite' },
    pagination: { results: 'pagination' },
    map: { results: 'map' },
  },
  pageSizes: { infinite: PROJECTS_PAGE_SIZE, paged: PROJECTS_PAGINATION_PAGE_SIZE },
  filters: BOARD_FILTERS,
  listLabel: 'Projects',
  errorTitle: 'The projects could not be loaded',
  emptyFiltered: {
    title: 'No projects match this search',
    text: 'Try a wider radius, fewer words or another category.',
  },
  keyOf: (project) => project.id,
  pointOf: projectPoint,
  fetchPage(client, tab, filters, { skip, limit }) {
    if (tab === 'own') {
      return unwrap(client.api.GET('/user/project/own', { params: { query: { skip, limit } } }));
    }
    if (tab === 'inactive' || tab === 'flagged') {
      return unwrap(
        client.api.GET('/user/project/moderate/newsfeed', {
          params: { query: { state: tab, skip, limit } },
        }),
      );
    }
    const type = tab === 'following' || tab === 'favorite' ? tab : 'all';
    return unwrap(
      client.api.GET('/user/project/newsfeed', {
        params: { query: { type, ...boardQuery(filters, 'projects'), skip, limit } },
      }),
    );
  },
  fetchCount(client, tab, filters) {
    if (tab === 'own') return unwrap(client.api.GET('/user/project/count/own'));
    const type = tab === 'following' || tab === 'favorite' ? tab : 'all';
    return unwrap(
      client.api.GET('/user/project/count', {
        params: { query: { type, ...boardQuery(filters, 'projects') } },
      }),
    );
  },
  countText: (count) => (count === 1 ? '1 project found' : `${count} found`),
};
