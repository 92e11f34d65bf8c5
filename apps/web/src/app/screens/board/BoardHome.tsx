// A board's home (projects, jobs, the directory): the title and its actions, the tabs, the search
// form (with a side column when the board has one), the count, the view switch and the results,
// all driven by the board's descriptor; the tab, view, page and filters live in the address.
import { useCallback, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MODERATION_PAGE_SIZE, type PageRequest } from '@trestle/core';
import { EmptyState, Tabs, ViewModeSwitch } from '@trestle/ui';
import { useServices } from '../../services-context';
import { usePageTitle } from '../../use-page-title';
import page from '../Page.module.css';
import type { BoardDescriptor } from './board-descriptor';
import { BoardResults, type ItemContext } from './BoardResults';
import type { BoardParams } from './use-board-params';
import { useSearchErrors, type SearchErrors } from './use-search-errors';
import styles from './Board.module.css';

export interface SearchFormProps<F> {
  value: F;
  serverErrors: SearchErrors;
  onSearch: (next: F) => void;
}

export interface BoardHomeProps<T, Tab extends string, View extends string, F> {
  descriptor: BoardDescriptor<T, Tab, View, F>;
  board: BoardParams<Tab, View, F>;
  /** The tabs this person sees (moderation queues are for staff); all by default. */
  visibleTabs?: readonly Tab[];
  /** Beside the title (post, moderator mode…). */
  actions?: ReactNode;
  /** Under the title (the board's totals). */
  intro?: ReactNode;
  /** What a tab that is no list shows (saved searches); undefined for a list. */
  panelOf?: (tab: Tab) => ReactNode;
  searchForm: (props: SearchFormProps<F>) => ReactNode;
  /** A column beside a searchable list (the directory's categories). */
  side?: ReactNode;
  /** Beside the count of a narrowed search (saving it). */
  searchActions?: ReactNode;
  renderItem: (item: T, context: ItemContext<T>, tab: Tab) => ReactNode;
  /** Under an empty tab's text (a link to post one). */
  emptyAction?: (tab: Tab) => ReactNode;
}

export function BoardHome<T, Tab extends string, View extends string, F>(
  props: BoardHomeProps<T, Tab, View, F>,
) {
  const { descriptor, board, visibleTabs = descriptor.tabs, actions, intro, panelOf } = props;
  usePageTitle(descriptor.title);
  // An address naming a tab this person does not see (a staff queue) shows the first one.
  const tab = visibleTabs.includes(board.tab) ? board.tab : visibleTabs[0]!;
  const panel = panelOf?.(tab);
  return (
    <div className={page.page}>
      <div className={page.titleRow}>
        <h1 className={page.title}>{descriptor.title}</h1>
        <div className={styles.cardActions}>{actions}</div>
      </div>
      {intro}
      <Tabs
        label={descriptor.title}
        items={visibleTabs.map((value) => ({ value, label: descriptor.tab[value].label }))}
        value={tab}
        onChange={board.setTab}
        className={page.tabs}
      >
        {panel !== undefined ? (
          <div className={page.panel}>{panel}</div>
        ) : (
          <BoardTabList key={tab} {...props} tab={tab} />
        )}
      </Tabs>
    </div>
  );
}

function BoardTabList<T, Tab extends string, View extends string, F>({
  descriptor,
  board,
  tab,
  searchForm,
  side,
  searchActions,
  renderItem,
  emptyAction,
}: BoardHomeProps<T, Tab, View, F> & { tab: Tab }) {
  const { client, quietClient } = useServices();
  const spec = descriptor.tab[tab];
  const { filters } = board;
  const searchable = spec.searchable === true;
  const queue = spec.queue === true;
  const search = useSearchErrors(descriptor.filters.fields);
  const { watch } = search;
  const fetchPage = useCallback(
    (request: PageRequest) => watch(() => descriptor.fetchPage(client, tab, filters, request)),
    [descriptor, client, tab, filters, watch],
  );
  const counted = useQuery({
    queryKey: ['board', descriptor.kind, 'count', tab, searchable ? filters : null],
    queryFn: () => descriptor.fetchCount(quietClient, tab, filters),
    enabled: !queue,
  });
  const count = counted.data?.count ?? null;
  const filtered = searchable && descriptor.filters.isFiltered(filters);
  const empty = (filtered && descriptor.emptyFiltered) || spec.empty;
  const view = queue ? null : board.view;
  const layout = view === null ? { results: 'infinite' as const } : descriptor.viewLayout[view];

  const list = (
    <>
      {searchable
        ? searchForm({ value: filters, serverErrors: search.errors, onSearch: board.setFilters })
        : null}
      {view === null ? null : (
        <div className={styles.toolbar}>
          <p className={styles.counts} role="status">
            {count === null ? 'Counting…' : descriptor.countText(count)}
          </p>
          {filtered ? searchActions : null}
          <ViewModeSwitch
            modes={descriptor.views}
            labels={descriptor.viewLabels}
            value={view}
            onChange={board.setView}
          />
        </div>
      )}
      <BoardResults
        view={layout.results}
        grid={layout.grid}
        fetchPage={fetchPage}
        queryKey={['board', descriptor.kind, 'list', tab, searchable ? filters : null]}
        infiniteSize={queue ? MODERATION_PAGE_SIZE : descriptor.pageSizes.infinite}
        pageSize={descriptor.pageSizes.paged}
        count={count}
        page={board.page}
        onPage={board.setPage}
        keyOf={descriptor.keyOf}
        pointOf={descriptor.pointOf}
        label={spec.listLabel ?? descriptor.listLabel}
        errorTitle={spec.errorTitle ?? descriptor.errorTitle}
        empty={
          <EmptyState
            className={page.notice}
            title={empty.title}
            text={empty.text}
            action={emptyAction?.(tab)}
          />
        }
        renderItem={(item, context) => renderItem(item, context, tab)}
      />
    </>
  );
  if (!searchable || !side) return <div className={page.panel}>{list}</div>;
  return (
    <div className={`${page.panel} ${styles.withSide}`}>
      <aside className={styles.side} aria-label="Categories">
        {side}
      </aside>
      <div className={styles.column}>{list}</div>
    </div>
  );
}
