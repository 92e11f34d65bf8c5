// The job board (spec section 2): tabs all, following, favorite and one's own; scrolling on or
// pages, 20 at a time (the jobs calls' own default, spec section 9); the search in the address.
import {
  countOf,
  JOBS_API_DEFAULT_LIMIT,
  JOB_TABS,
  type JobTab,
  type JobViewMode,
} from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import type { BoardDescriptor } from '../board/board-descriptor';
import { BOARD_FILTERS, boardQuery, type BoardFilters } from '../board/board-filters';
import type { Job } from './types';

const typeOf = (tab: JobTab) => (tab === 'following' || tab === 'favorite' ? tab : 'all');

export const JOBS_BOARD: BoardDescriptor<Job, JobTab, JobViewMode, BoardFilters> = {
  kind: 'jobs',
  title: 'Jobs',
  tabs: JOB_TABS,
  tab: {
    all: {
      label: 'All',
      searchable: true,
      empty: { title: 'No jobs yet', text: 'Post a job to find people for your team.' },
    },
    following: {
      label: 'Following',
      searchable: true,
      empty: {
        title: 'Nothing from the people you follow',
        text: 'Jobs posted by people you follow show here.',
      },
    },
    favorite: {
      label: 'Favorites',
      searchable: true,
      empty: { title: 'No favorites yet', text: 'Mark jobs as favorites to keep them here.' },
    },
    myJobs: {
      label: 'Your jobs',
      listLabel: 'Your jobs',
      empty: { title: 'You have posted no jobs', text: 'Post a job; applications come to you.' },
    },
  },
  views: ['infinite', 'pagination'],
  viewLabels: { infinite: 'List', pagination: 'Pages' },
  viewLayout: { infinite: { results: 'infinite' }, pagination: { results: 'pagination' } },
  pageSizes: { infinite: JOBS_API_DEFAULT_LIMIT, paged: JOBS_API_DEFAULT_LIMIT },
  filters: BOARD_FILTERS,
  listLabel: 'Jobs',
  errorTitle: 'The jobs could not be loaded',
  emptyFiltered: {
    title: 'No jobs match this search',
    text: 'Try a wider radius, fewer words or another kind of work.',
  },
  keyOf: (job) => job.id,
  fetchPage(client, tab, filters, { skip, limit }) {
    return unwrap(
      tab === 'myJobs'
        ? client.api.GET('/user/job/own', { params: { query: { skip, limit } } })
        : client.api.GET('/user/job/newsfeed', {
            params: {
              query: { type: typeOf(tab), ...boardQuery(filters, 'jobs'), skip, limit },
            },
          }),
    );
  },
  fetchCount(client, tab, filters) {
    return unwrap(
      tab === 'myJobs'
        ? client.api.GET('/user/job/count/own')
        : client.api.GET('/user/job/count', {
            params: { query: { type: typeOf(tab), ...boardQuery(filters, 'jobs') } },
          }),
    );
  },
  countText: (count) => countOf(count, 'job'),
};
