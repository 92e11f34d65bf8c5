// `/jobs`: the job board (spec section 2): tabs all, following, favorite and my jobs; a search
// form (place, remote / on-site / hybrid, category, employment type); scrolling on or pages.
import { useCallback, useMemo } from 'react';
import { Link } from 'react-router';
import { countOf, JOBS_API_DEFAULT_LIMIT, type JobViewMode, type PageRequest } from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { ButtonLink, EmptyState, Tabs, ViewModeSwitch } from '@trestle/ui';
import { useServices } from '../../services-context';
import { usePageTitle } from '../../use-page-title';
import { BoardResults } from '../board/BoardResults';
import { boardQuery, isFiltered } from '../board/board-filters';
import { FilterBar } from '../board/FilterBar';
import { useBoardParams } from '../board/use-board-params';
import { useCount } from '../board/use-count';
import { useSearchErrors } from '../board/use-search-errors';
import boardStyles from '../board/Board.module.css';
import page from '../Page.module.css';
import { JobCard } from './JobCard';
import { NEW_JOB_PATH } from './paths';
import type { Job } from './types';

const TABS = ['all', 'following', 'favorite', 'myJobs'] as const;
type Tab = (typeof TABS)[number];
const TAB_LABELS: Record<Tab, string> = {
  all: 'All',
  following: 'Following',
  favorite: 'Favorites',
  myJobs: 'Your jobs',
};
// Pages of 20 (the jobs calls' own default, spec section 9) in both views.
const VIEWS: readonly JobViewMode[] = ['infinite', 'pagination'];
const VIEW_LABELS: Record<JobViewMode, string> = { infinite: 'List', pagination: 'Pages' };

const EMPTY: Record<Tab, { title: string; text: string }> = {
  all: { title: 'No jobs yet', text: 'Post a job to find people for your team.' },
  following: {
    title: 'Nothing from the people you follow',
    text: 'Jobs posted by people you follow show here.',
  },
  favorite: { title: 'No favorites yet', text: 'Mark jobs as favorites to keep them here.' },
  myJobs: { title: 'You have posted no jobs', text: 'Post a job; applications come to you.' },
};

const keyOf = (job: Job) => job.id;

export default function JobsHome() {
  usePageTitle('Jobs');
  const board = useBoardParams(TABS, VIEWS);
  const { client, quietClient } = useServices();
  const { tab, filters, view } = board;
  const own = tab === 'myJobs';
  const query = useMemo(
    () =>
      own ? {} : { type: tab as 'all' | 'following' | 'favorite', ...boardQuery(filters, 'jobs') },
    [own, tab, filters],
  );
  const search = useSearchErrors();
  const { watch } = search;
  const fetchPage = useCallback(
    ({ skip, limit }: PageRequest) =>
      watch(() =>
        unwrap(
          own
            ? client.api.GET('/user/job/own', { params: { query: { skip, limit } } })
            : client.api.GET('/user/job/newsfeed', {
                params: { query: { ...query, skip, limit } },
              }),
        ),
      ),
    [client, own, query, watch],
  );
  const count = useCount(
    useCallback(
      () =>
        unwrap(
          own
            ? quietClient.api.GET('/user/job/count/own')
            : quietClient.api.GET('/user/job/count', { params: { query } }),
        ),
      [quietClient, own, query],
    ),
  );
  const filtered = !own && isFiltered(filters);

  return (
    <div className={page.page}>
      <div className={page.titleRow}>
        <h1 className={page.title}>Jobs</h1>
        <ButtonLink as={Link} to={NEW_JOB_PATH}>
          Post a job
        </ButtonLink>
      </div>
      <Tabs
        label="Jobs"
        items={TABS.map((value) => ({ value, label: TAB_LABELS[value] }))}
        value={tab}
        onChange={board.setTab}
        className={page.tabs}
      >
        <div className={page.panel}>
          {own ? null : (
            <FilterBar
              kind="jobs"
              value={filters}
              serverErrors={search.errors}
              onSearch={(next) => board.setFilters(next)}
            />
          )}
          <div className={boardStyles.toolbar}>
            <p className={boardStyles.counts} role="status">
              {count === null ? 'Counting…' : countOf(count, 'job')}
            </p>
            <ViewModeSwitch
              modes={VIEWS}
              labels={VIEW_LABELS}
              value={view}
              onChange={board.setView}
            />
          </div>
          <BoardResults
            view={view}
            fetchPage={fetchPage}
            infiniteSize={JOBS_API_DEFAULT_LIMIT}
            pageSize={JOBS_API_DEFAULT_LIMIT}
            count={count}
            page={board.page}
            onPage={board.setPage}
            keyOf={keyOf}
            label={own ? 'Your jobs' : 'Jobs'}
            errorTitle="The jobs could not be loaded"
            empty={
              <EmptyState
                className={page.notice}
                title={filtered ? 'No jobs match this search' : EMPTY[tab].title}
                text={
                  filtered
                    ? 'Try a wider radius, fewer words or another kind of work.'
                    : EMPTY[tab].text
                }
              />
            }
            renderItem={(job, context) => <JobCard job={job} context={context} />}
          />
        </div>
      </Tabs>
    </div>
  );
}
