// `/projects`: the project board (spec section 2). Tabs all, following, favorite, own and saved
// searches, plus in review and flagged for staff in moderator mode; a search form; three views
// (scrolling, pages of 50, a map beside the list); counts of all projects and of one's own.
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import {
  countOf,
  formatMoney,
  isStaffRole,
  MODERATION_PAGE_SIZE,
  type PageRequest,
  PROJECT_VIEW_MODES,
  PROJECTS_PAGE_SIZE,
  PROJECTS_PAGINATION_PAGE_SIZE,
  type ProjectViewMode,
  roleKeyOf,
} from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { Button, ButtonLink, EmptyState, Tabs, ViewModeSwitch } from '@trestle/ui';
import { useAuthUser, useServices } from '../../services-context';
import { usePageTitle } from '../../use-page-title';
import { BoardResults } from '../board/BoardResults';
import { boardQuery, isFiltered } from '../board/board-filters';
import { FilterBar } from '../board/FilterBar';
import { coordinatesOf } from '../board/format';
import type { MapPoint } from '../board/map-markers';
import { useBoardParams } from '../board/use-board-params';
import { useCount } from '../board/use-count';
import { useSearchErrors } from '../board/use-search-errors';
import boardStyles from '../board/Board.module.css';
import page from '../Page.module.css';
import { ModerationActions } from './ModerationActions';
import { NEW_PROJECT_PATH, projectPath } from './paths';
import { ProjectCard } from './ProjectCard';
import { SaveSearchButton } from './SaveSearchButton';
import { SavedSearches } from './SavedSearches';
import type { Project } from './types';

const TABS = ['all', 'following', 'favorite', 'own', 'searches', 'inactive', 'flagged'] as const;
type Tab = (typeof TABS)[number];
const TAB_LABELS: Record<Tab, string> = {
  all: 'All',
  following: 'Following',
  favorite: 'Favorites',
  own: 'Yours',
  searches: 'Saved searches',
  inactive: 'In review',
  flagged: 'Flagged',
};
const MODERATOR_TABS: readonly Tab[] = ['inactive', 'flagged'];

export const VIEW_LABELS: Record<ProjectViewMode, string> = {
  infinite: 'List',
  pagination: 'Pages',
  map: 'Map',
};

const EMPTY: Record<'all' | 'following' | 'favorite', { title: string; text: string }> = {
  all: { title: 'No projects yet', text: 'Post a project to receive bids from contractors.' },
  following: {
    title: 'Nothing from the people you follow',
    text: 'Projects posted by people you follow show here.',
  },
  favorite: {
    title: 'No favorites yet',
    text: 'Mark projects as favorites to keep them here.',
  },
};

const keyOf = (project: Project) => project.id;

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

export default function ProjectsHome() {
  usePageTitle('Projects');
  const me = useAuthUser();
  const staff = isStaffRole(roleKeyOf(me));
  const board = useBoardParams(TABS, PROJECT_VIEW_MODES);
  const [moderatorMode, setModerating] = useState(MODERATOR_TABS.includes(board.tab));
  // Moderator mode is for staff: an address naming a staff tab shows a member the rest.
  const moderating = staff && moderatorMode;
  const tab = !staff && MODERATOR_TABS.includes(board.tab) ? 'all' : board.tab;
  const visible = TABS.filter((t) => moderating || !MODERATOR_TABS.includes(t));

  function toggleModeration() {
    if (moderating && MODERATOR_TABS.includes(tab)) board.setTab('all');
    setModerating(!moderating);
  }

  return (
    <div className={page.page}>
      <div className={page.titleRow}>
        <h1 className={page.title}>Projects</h1>
        <div className={boardStyles.cardActions}>
          {staff ? (
            <Button variant="secondary" aria-pressed={moderating} onClick={toggleModeration}>
              Moderator mode
            </Button>
          ) : null}
          <ButtonLink as={Link} to={NEW_PROJECT_PATH}>
            Post a project
          </ButtonLink>
        </div>
      </div>
      <ProjectCounts />
      <Tabs
        label="Projects"
        items={visible.map((value) => ({ value, label: TAB_LABELS[value] }))}
        value={tab}
        onChange={board.setTab}
        className={page.tabs}
      >
        <div className={page.panel}>
          {tab === 'searches' ? (
            <SavedSearches onOpen={(filters) => board.setFilters(filters, 'all')} />
          ) : tab === 'own' ? (
            <OwnProjects view={board.view} page={board.page} board={board} />
          ) : tab === 'inactive' || tab === 'flagged' ? (
            <ModeratedProjects state={tab} />
          ) : (
            <BrowseProjects type={tab} board={board} />
          )}
        </div>
      </Tabs>
    </div>
  );
}

/** "120 projects · you posted 3, 2 opened". */
function ProjectCounts() {
  const { quietClient } = useServices();
  const all = useCount(
    useCallback(() => unwrap(quietClient.api.GET('/user/project/count')), [quietClient]),
  );
  const own = useCount(
    useCallback(() => unwrap(quietClient.api.GET('/user/project/count/own')), [quietClient]),
  );
  const opened = useCount(
    useCallback(() => unwrap(quietClient.api.GET('/user/project/count/own/opened')), [quietClient]),
  );
  if (all === null) return null;
  return (
    <p className={boardStyles.counts} aria-live="polite">
      {countOf(all, 'project')}
      {own !== null ? ` · you posted ${own}` : ''}
      {own !== null && opened !== null ? `, ${opened} opened` : ''}
    </p>
  );
}

type Board = ReturnType<typeof useBoardParams<Tab, ProjectViewMode>>;

function BrowseProjects({ type, board }: { type: 'all' | 'following' | 'favorite'; board: Board }) {
  const { client, quietClient } = useServices();
  const { filters, view } = board;
  const query = useMemo(() => ({ type, ...boardQuery(filters, 'projects') }), [type, filters]);
  const search = useSearchErrors();
  const { watch } = search;
  const fetchPage = useCallback(
    ({ skip, limit }: PageRequest) =>
      watch(() =>
        unwrap(
          client.api.GET('/user/project/newsfeed', {
            params: { query: { ...query, skip, limit } },
          }),
        ),
      ),
    [client, query, watch],
  );
  const count = useCount(
    useCallback(
      () => unwrap(quietClient.api.GET('/user/project/count', { params: { query } })),
      [quietClient, query],
    ),
  );
  const filtered = isFiltered(filters);
  return (
    <>
      <FilterBar
        kind="projects"
        value={filters}
        serverErrors={search.errors}
        onSearch={(next) => board.setFilters(next)}
      />
      <div className={boardStyles.toolbar}>
        <p className={boardStyles.counts} role="status">
          {count === null ? 'Counting…' : count === 1 ? '1 project found' : `${count} found`}
        </p>
        {filtered ? <SaveSearchButton filters={filters} /> : null}
        <ViewModeSwitch
          modes={PROJECT_VIEW_MODES}
          labels={VIEW_LABELS}
          value={view}
          onChange={board.setView}
        />
      </div>
      <BoardResults
        view={view}
        fetchPage={fetchPage}
        infiniteSize={PROJECTS_PAGE_SIZE}
        pageSize={PROJECTS_PAGINATION_PAGE_SIZE}
        count={count}
        page={board.page}
        onPage={board.setPage}
        keyOf={keyOf}
        pointOf={projectPoint}
        label="Projects"
        errorTitle="The projects could not be loaded"
        empty={
          <EmptyState
            className={page.notice}
            title={filtered ? 'No projects match this search' : EMPTY[type].title}
            text={
              filtered ? 'Try a wider radius, fewer words or another category.' : EMPTY[type].text
            }
          />
        }
        renderItem={(project, context) => (
          <ProjectCard project={project} context={context} keyword={filters.searchKeyword} />
        )}
      />
    </>
  );
}

function OwnProjects({
  view,
  page: pageNumber,
  board,
}: {
  view: ProjectViewMode;
  page: number;
  board: Board;
}) {
  const { client, quietClient } = useServices();
  const fetchPage = useCallback(
    ({ skip, limit }: PageRequest) =>
      unwrap(client.api.GET('/user/project/own', { params: { query: { skip, limit } } })),
    [client],
  );
  const count = useCount(
    useCallback(() => unwrap(quietClient.api.GET('/user/project/count/own')), [quietClient]),
  );
  return (
    <>
      <div className={boardStyles.toolbar}>
        <span />
        <ViewModeSwitch
          modes={PROJECT_VIEW_MODES}
          labels={VIEW_LABELS}
          value={view}
          onChange={board.setView}
        />
      </div>
      <BoardResults
        view={view}
        fetchPage={fetchPage}
        infiniteSize={PROJECTS_PAGE_SIZE}
        pageSize={PROJECTS_PAGINATION_PAGE_SIZE}
        count={count}
        page={pageNumber}
        onPage={board.setPage}
        keyOf={keyOf}
        pointOf={projectPoint}
        label="Your projects"
        errorTitle="Your projects could not be loaded"
        empty={
          <EmptyState
            className={page.notice}
            title="You have posted no projects"
            text="Post a project with its documents; contractors near it can find it and bid."
            action={<Link to={NEW_PROJECT_PATH}>Post a project</Link>}
          />
        }
        renderItem={(project, context) => <ProjectCard project={project} context={context} />}
      />
    </>
  );
}

/** Staff lists: projects waiting in review, or flagged (15 a page). */
function ModeratedProjects({ state }: { state: 'inactive' | 'flagged' }) {
  const { client } = useServices();
  const fetchPage = useCallback(
    ({ skip, limit }: PageRequest) =>
      unwrap(
        client.api.GET('/user/project/moderate/newsfeed', {
          params: { query: { state, skip, limit } },
        }),
      ),
    [client, state],
  );
  return (
    <BoardResults
      view="infinite"
      fetchPage={fetchPage}
      infiniteSize={MODERATION_PAGE_SIZE}
      pageSize={MODERATION_PAGE_SIZE}
      count={null}
      page={1}
      onPage={() => undefined}
      keyOf={keyOf}
      label={state === 'inactive' ? 'Projects in review' : 'Flagged projects'}
      errorTitle="The projects could not be loaded"
      empty={
        <EmptyState
          className={page.notice}
          title={state === 'inactive' ? 'Nothing waits for review' : 'No flagged projects'}
          text="Projects show here when they need a moderator."
        />
      }
      renderItem={(project, context) => (
        <ProjectCard
          project={project}
          context={context}
          actions={
            <ModerationActions
              project={project}
              onChange={(next) =>
                context.update(
                  // Dealt with: it leaves this list.
                  (state === 'inactive' && next.moderate === 'approved') ||
                    (state === 'flagged' && !next.flagged)
                    ? null
                    : next,
                )
              }
            />
          }
        />
      )}
    />
  );
}
