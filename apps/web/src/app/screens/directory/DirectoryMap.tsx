// The directory's map view: the board's Leaflet map (tiles from the site's configuration) with a
// marker per listing that has a place, in step with the cards beside it (hovering a card
// highlights its marker; a marker chosen scrolls its card into view).
import { useCallback, useMemo, type ReactNode } from 'react';
import { Spinner } from '@trestle/ui';
import { ListingMap } from '../board/ListingMap';
import type { MapPoint } from '../board/map-markers';
import { useBoardSelection } from '../board/use-board-selection';
import { useSiteSettings } from '../board/use-site-settings';
import { listingPath } from './paths';
import type { Listing } from './types';
import board from '../board/Board.module.css';
import styles from './Directory.module.css';

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

export function DirectoryMap({
  listings,
  renderCard,
}: {
  listings: readonly Listing[];
  renderCard: (listing: Listing) => ReactNode;
}) {
  const settings = useSiteSettings();
  const selection = useBoardSelection();
  const points = useMemo(
    () => listings.map(listingPoint).filter((p): p is MapPoint => p !== null),
    [listings],
  );
  const { select } = selection;
  const selectFromMap = useCallback(
    (id: string) => {
      select(id);
      document
        .querySelector(`[data-listing="${CSS.escape(id)}"]`)
        ?.scrollIntoView?.({ block: 'nearest' });
    },
    [select],
  );
  const unplaced = listings.length - points.length;
  return (
    <div className={board.mapContainer}>
      <div className={board.mapLayout}>
        <div>
          {settings ? (
            <ListingMap
              points={points}
              highlightedId={selection.highlightedId}
              openPopup={selection.openPopup}
              onSelect={selectFromMap}
              tileUrl={settings.mapTileUrl}
              attribution={settings.mapAttribution}
              label="Map of listings"
            />
          ) : (
            <div role="status" aria-label="Loading the map…">
              <Spinner />
            </div>
          )}
          {unplaced > 0 ? (
            <p className={board.mapNote}>
              {unplaced === 1
                ? 'One of these listings has no place on the map.'
                : `${unplaced} of these listings have no place on the map.`}
            </p>
          ) : null}
        </div>
        <ul className={styles.list} aria-label="Listings">
          {listings.map((listing) => (
            <li
              key={listing.id}
              data-listing={listing.id}
              className={selection.highlightedId === listing.id ? styles.highlighted : undefined}
              onMouseEnter={() => selection.hover(listing.id)}
              onMouseLeave={() => selection.hover(null)}
              onFocus={() => selection.hover(listing.id)}
              onBlur={() => selection.hover(null)}
            >
              {renderCard(listing)}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
