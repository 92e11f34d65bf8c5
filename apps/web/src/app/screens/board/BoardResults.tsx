// The results of a board search in the chosen view: scrolling on (more as the end comes near),
// numbered pages, or numbered pages beside a map whose markers follow the list.
import { Suspense, lazy, useCallback, useMemo, type ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import type { PageRequest } from '@trestle/core';
import { Button, LoadError, Pager, Spinner } from '@trestle/ui';
import { Sentinel } from '../../shared/Sentinel';
import { usePagedItems } from '../../shared/use-paged-items';
import type { MapPoint } from './map-markers';
import { useBoardSelection } from './use-board-selection';
import { useOnePage } from './use-one-page';
import { useSiteSettings } from './use-site-settings';
import styles from './Board.module.css';

// The map (Leaflet) loads only when a map view is chosen.
const ListingMap = lazy(() => import('./ListingMap').then((m) => ({ default: m.ListingMap })));

export type BoardView = 'infinite' | 'pagination' | 'map';

/** What a list item gets to take part in the list-map sync and to change itself. */
export interface ItemContext<T> {
  /** Highlighted on the map (and so in the list). */
  highlighted: boolean;
  /** The item has a marker: offers "Show on map". */
  onMap: boolean;
  /** Hovered or focused (true), or left (false). */
  onHover(on: boolean): void;
  showOnMap(): void;
  /** The item changed (favorite, status) or went (null). */
  update(next: T | null): void;
}

export interface BoardResultsProps<T> {
  view: BoardView;
  /** Cards side by side (else one under another). */
  grid?: boolean;
  fetchPage: (request: PageRequest) => Promise<{ items: T[] }>;
  /** The list's cache key (numbered pages are kept under it), e.g. ['board', kind, 'list', …]. */
  queryKey: QueryKey;
  /** Page size of the infinite view. */
  infiniteSize: number;
  /** Page size of the pagination and map views. */
  pageSize: number;
  /** All results, for the page numbers; null while counting. */
  count: number | null;
  page: number;
  onPage: (page: number) => void;
  keyOf: (item: T) => string;
  renderItem: (item: T, context: ItemContext<T>) => ReactNode;
  /** Where the item is on the map; null without coordinates. Needed for the map view. */
  pointOf?: (item: T) => MapPoint | null;
  /** The list's accessible name. */
  label: string;
  empty: ReactNode;
  errorTitle: string;
}

export function BoardResults<T>(props: BoardResultsProps<T>) {
  return props.view === 'infinite' ? <InfiniteResults {...props} /> : <PagedResults {...props} />;
}

function Loading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={`Loading ${label.toLowerCase()}…`}>
      <Spinner />
    </div>
  );
}

function InfiniteResults<T>({
  grid,
  fetchPage,
  infiniteSize,
  keyOf,
  renderItem,
  label,
  empty,
  errorTitle,
}: BoardResultsProps<T>) {
  const list = usePagedItems<T>(fetchPage, infiniteSize, keyOf);
  if (list.loadingFirst) return <Loading label={label} />;
  if (list.error && !list.items?.length) {
    return (
      <LoadError
        title={errorTitle}
        text={list.error.messages.join(' ') || 'Please try again.'}
        onRetry={list.load}
      />
    );
  }
  if (!list.items?.length) return <>{empty}</>;
  return (
    <>
      <ul className={grid ? styles.grid : styles.list} aria-label={label}>
        {list.items.map((item) => (
          <li key={keyOf(item)}>
            {renderItem(item, {
              highlighted: false,
              onMap: false,
              onHover: () => undefined,
              showOnMap: () => undefined,
              update: (next) => list.update(keyOf(item), next),
            })}
          </li>
        ))}
      </ul>
      {list.hasMore ? (
        <>
          <Sentinel key={list.items.length} onVisible={list.loadMore} className={styles.sentinel} />
          <Button variant="secondary" loading={list.loadingMore} onClick={list.loadMore}>
            Load more
          </Button>
        </>
      ) : null}
    </>
  );
}

function PagedResults<T>({
  view,
  grid,
  fetchPage,
  queryKey,
  pageSize,
  count,
  page,
  onPage,
  keyOf,
  renderItem,
  pointOf,
  label,
  empty,
  errorTitle,
}: BoardResultsProps<T>) {
  const current = useOnePage<T>(queryKey, fetchPage, page, pageSize, keyOf);
  const selection = useBoardSelection();
  const settings = useSiteSettings();
  const showMap = view === 'map' && pointOf !== undefined;
  const points = useMemo(
    () =>
      showMap && current.items
        ? current.items.map(pointOf).filter((p): p is MapPoint => p !== null)
        : [],
    [showMap, current.items, pointOf],
  );
  const mapped = useMemo(() => new Set(points.map((p) => p.id)), [points]);
  const { select } = selection;
  // A marker chosen on the map brings its list item into view.
  const selectFromMap = useCallback(
    (id: string) => {
      select(id);
      document
        .querySelector(`[data-board-item="${CSS.escape(id)}"]`)
        ?.scrollIntoView?.({ block: 'nearest' });
    },
    [select],
  );
  const pageCount = count === null ? null : Math.max(1, Math.ceil(count / pageSize));
  const pager = (
    <Pager
      page={page}
      pageCount={pageCount}
      hasNext={(current.items?.length ?? 0) === pageSize}
      onPage={onPage}
      label={`${label}: pages`}
    />
  );

  let body: ReactNode;
  if (current.loading && current.items === null) body = <Loading label={label} />;
  else if (current.error) {
    body = (
      <LoadError
        title={errorTitle}
        text={current.error.messages.join(' ') || 'Please try again.'}
        onRetry={current.reload}
      />
    );
  } else if (!current.items?.length) body = empty;
  else {
    body = (
      <ul
        className={grid && !showMap ? styles.grid : styles.list}
        aria-label={label}
        aria-busy={current.loading}
      >
        {current.items.map((item) => {
          const key = keyOf(item);
          return (
            <li key={key} data-board-item={key}>
              {renderItem(item, {
                highlighted: showMap && selection.highlightedId === key,
                onMap: showMap && mapped.has(key),
                onHover: (on) => selection.hover(on ? key : null),
                showOnMap: () => selection.select(key),
                update: (next) => current.update(key, next),
              })}
            </li>
          );
        })}
      </ul>
    );
  }

  if (!showMap) {
    return (
      <>
        {body}
        {pager}
      </>
    );
  }
  const unplaced = (current.items?.length ?? 0) - points.length;
  return (
    <div className={styles.mapContainer}>
      <div className={styles.mapLayout}>
        <div className={styles.feedColumn}>
          {settings ? (
            <Suspense fallback={<Loading label="map" />}>
              <ListingMap
                points={points}
                highlightedId={selection.highlightedId}
                openPopup={selection.openPopup}
                onSelect={selectFromMap}
                tileUrl={settings.mapTileUrl}
                attribution={settings.mapAttribution}
                label={`Map of ${label.toLowerCase()}`}
              />
            </Suspense>
          ) : (
            <Loading label="map" />
          )}
          {unplaced > 0 ? (
            <p className={styles.mapNote}>
              {unplaced === 1
                ? 'One of these has no place on the map.'
                : `${unplaced} of these have no place on the map.`}
            </p>
          ) : null}
        </div>
        <div className={styles.feedColumn}>
          {body}
          {pager}
        </div>
      </div>
    </div>
  );
}
